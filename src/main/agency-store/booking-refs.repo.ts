import type { BookingAgencyRef } from '../../shared/domain/booking-notes'
import { DeskError } from '../../shared/ipc'
import { getRow, run, type Db } from '../db/statements'
import {
  bumpRecordMeta,
  metaOfRow,
  metaParams,
  newRecordMeta,
  type Change,
  type RecordMetaRow,
} from './record-meta'
import { reindexBookingText } from './booking-text.repo'

/**
 * The agency's own reference of a booking (agency.booking_refs): one row per service and booking, versioned.
 * Clearing it writes an empty reference with a new version rather than a tombstone, so that setting it again
 * later is one more version of the same record (what another desk would sync).
 */

interface RefRow extends RecordMetaRow {
  booking_id: string
  reference: string
}

const COLUMNS = 'id, version, updated_by, updated_at, deleted_at, booking_id, reference'

function refRow(db: Db, service: string, bookingId: string): RefRow | undefined {
  return getRow<RefRow>(
    db,
    `SELECT ${COLUMNS} FROM agency.booking_refs WHERE service = ? AND booking_id = ?`,
    service,
    bookingId,
  )
}

function toRef(row: RefRow): BookingAgencyRef | null {
  if (row.reference === '' || row.deleted_at !== null) return null
  return {
    bookingId: row.booking_id,
    reference: row.reference,
    version: row.version,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  }
}

export function getAgencyRef(db: Db, service: string, bookingId: string): BookingAgencyRef | null {
  const row = refRow(db, service, bookingId)
  return row === undefined ? null : toRef(row)
}

/**
 * Sets ('' clears) a booking's agency reference. `expectedVersion` is the version the agent edited, absent when
 * they saw none: a reference set meanwhile (or a newer version) is refused as a conflict, nothing written.
 */
export function setAgencyRef(
  db: Db,
  service: string,
  bookingId: string,
  reference: string,
  change: Change,
  expectedVersion: number | undefined,
): BookingAgencyRef | null {
  return db
    .transaction(() => {
      const current = refRow(db, service, bookingId)
      if (current === undefined) {
        if (expectedVersion !== undefined)
          throw new DeskError('CONFLICT', "This booking's reference was removed meanwhile.", {
            field: 'version',
          })
        if (reference === '') return null
        const meta = newRecordMeta(change)
        run(
          db,
          `INSERT INTO agency.booking_refs (${COLUMNS}, service) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          ...metaParams(meta),
          bookingId,
          reference,
          service,
        )
      } else {
        // Seen as none: only an empty reference may be written over without naming its version.
        if (expectedVersion === undefined && current.reference !== '')
          throw new DeskError(
            'CONFLICT',
            `This booking's reference was set meanwhile (${current.reference}). Look at it again before saving.`,
            { field: 'version' },
          )
        const meta = bumpRecordMeta(metaOfRow(current), change, expectedVersion ?? current.version)
        run(
          db,
          'UPDATE agency.booking_refs SET version = ?, updated_by = ?, updated_at = ?, reference = ? WHERE id = ?',
          meta.version,
          meta.updatedBy,
          meta.updatedAt,
          reference,
          meta.id,
        )
      }
      reindexBookingText(db, service, bookingId)
      const saved = refRow(db, service, bookingId)
      return saved === undefined ? null : toRef(saved)
    })
    .immediate()
}
