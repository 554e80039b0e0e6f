import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import { z } from 'zod'
import { reindexBookingText } from '../agency-store/booking-text.repo'
import { reindexCustomer } from '../agency-store/customers.repo'
import {
  eraseCustomerRows,
  eraseSharedRow,
  sharedRowIdsOfCustomer,
} from '../agency-store/people-privacy.repo'
import { eraseCustomerProposals } from '../agency-store/proposals.repo'
import { allRows, getRow, run, type Db } from '../db/statements'
import { applying, readLocal, setShareState, shareState, touchedNothing, type Touched } from './local-records'
import { sharedTableOf } from './shared-tables'

/**
 * Erasures (forgetting a person, src/main/privacy) across desks. The forget deletes rows; agency migration 90's
 * triggers queue the ids in `share_erasure_out`. The push hands them to `agency_share.erase_records`, which
 * deletes them on the server for real and leaves a marker of ids; every desk pulls the markers and erases the
 * same rows with the privacy repository's functions (secure_delete), then the caller scrubs the log.
 */

interface ErasedRecord {
  kind: string
  id: string
}

export const pendingErasures = (db: Db): number =>
  getRow<{ n: number }>(db, 'SELECT count(*) AS n FROM agency.share_erasure_out')?.n ?? 0

/**
 * Sends what this desk erased, in one erasure per round. Its id is written before it is sent, so a push whose
 * answer was lost is resent with the same id and the server applies it once.
 */
export async function pushErasures(client: pg.ClientBase, db: Db): Promise<void> {
  if (pendingErasures(db) === 0) return
  db.transaction(() => {
    run(db, 'UPDATE agency.share_erasure_out SET erasure_id = ? WHERE erasure_id IS NULL', randomUUID())
  })()
  const queued = allRows<ErasedRecord & { erasureId: string }>(
    db,
    `SELECT kind, record_id AS id, erasure_id AS erasureId FROM agency.share_erasure_out
     WHERE erasure_id IS NOT NULL ORDER BY seq`,
  )
  const byErasure = new Map<string, ErasedRecord[]>()
  for (const { erasureId, kind, id } of queued)
    byErasure.set(erasureId, [...(byErasure.get(erasureId) ?? []), { kind, id }])
  for (const [erasureId, records] of byErasure) {
    await client.query('SELECT agency_share.erase_records($1, $2)', [erasureId, JSON.stringify(records)])
    run(db, 'DELETE FROM agency.share_erasure_out WHERE erasure_id = ?', erasureId)
  }
}

/** Whether a record was erased on the server: a desk that still has it must not push it back. */
export async function wasErased(
  client: pg.ClientBase,
  agencyId: string,
  record: ErasedRecord,
): Promise<boolean> {
  const { rows } = await client.query(
    'SELECT 1 FROM agency_share.erasures WHERE agency_id = $1 AND record_id = $2 AND kind = $3 LIMIT 1',
    [agencyId, record.id, record.kind],
  )
  return rows.length > 0
}

const ServerErasure = z.object({
  kind: z.string(),
  record_id: z.uuid(),
  change_no: z.coerce.number().int().nonnegative(),
})

const PAGE = 500

/** Kinds erased before the rows they name: a customer's travellers and proposals before the customer. */
const ORDER = ['traveller', 'proposal', 'bookingNote', 'bookingRef']
const rank = (kind: string): number => {
  const at = ORDER.indexOf(kind)
  return at === -1 ? ORDER.length : at
}

/**
 * Pulls the erasures other desks made and erases those rows here. Returns what they touched (the services' events)
 * and how many rows went, so that the caller scrubs the log when any did.
 */
export async function pullErasures(
  client: pg.ClientBase,
  db: Db,
  agencyId: string,
): Promise<{ touched: Touched; erased: number }> {
  const touched = touchedNothing()
  let erased = 0
  for (;;) {
    const { lastErasureNo } = shareState(db)
    const { rows } = await client.query(
      `SELECT kind, record_id, change_no FROM agency_share.erasures
       WHERE agency_id = $1 AND change_no > $2 ORDER BY change_no LIMIT ${PAGE}`,
      [agencyId, lastErasureNo],
    )
    if (rows.length === 0) break
    const page = rows.map((row) => ServerErasure.parse(row))
    const sorted = [...page].sort((a, b) => rank(a.kind) - rank(b.kind))
    applying(db, () => {
      db.pragma('defer_foreign_keys = ON')
      const named = new Set(page.map((row) => row.record_id))
      for (const row of sorted) erased += eraseHere(db, { kind: row.kind, id: row.record_id }, named, touched)
      setShareState(db, { lastErasureNo: page.at(-1)?.change_no ?? lastErasureNo })
    })
    if (rows.length < PAGE) break
  }
  return { touched, erased }
}

/** Erases one record pulled as erased, and what the sync kept of it. Returns the rows removed. */
function eraseHere(db: Db, record: ErasedRecord, named: ReadonlySet<string>, touched: Touched): number {
  forgetKept(db, record)
  const table = sharedTableOf(record.kind)
  if (table === undefined) return 0
  const local = readLocal(db, table, record.id)
  if (local === null) return 0
  touched.tables.add(table)
  const text = (name: string): string | null => {
    const value = local.fields[name]
    return typeof value === 'string' ? value : null
  }
  switch (record.kind) {
    case 'customer': {
      // Travellers and proposals made here for this customer since (the other desk never saw them) go too, and
      // the server learns of them as this desk's own erasure.
      const extra = sharedRowIdsOfCustomer(db, record.id).filter((row) => !named.has(row.id))
      for (const row of extra) {
        forgetKept(db, row)
        run(
          db,
          `INSERT INTO agency.share_erasure_out (kind, record_id) VALUES (?, ?)
           ON CONFLICT (kind, record_id) DO NOTHING`,
          row.kind,
          row.id,
        )
      }
      touched.customerIds.add(record.id)
      return eraseCustomerProposals(db, record.id) + eraseCustomerRows(db, record.id)
    }
    case 'traveller': {
      const removed = eraseSharedRow(db, table.table, record.id)
      const customerId = text('customer_id')
      if (customerId !== null) {
        reindexCustomer(db, customerId)
        touched.customerIds.add(customerId)
      }
      return removed
    }
    case 'bookingNote':
    case 'bookingRef': {
      const removed = eraseSharedRow(db, table.table, record.id)
      const service = text('service')
      const bookingId = text('booking_id')
      if (service !== null && bookingId !== null) {
        reindexBookingText(db, service, bookingId)
        touched.bookingIds.add(bookingId)
      }
      return removed
    }
    case 'proposal':
      touched.proposalIds.add(record.id)
      return eraseSharedRow(db, table.table, record.id)
    default:
      return eraseSharedRow(db, table.table, record.id)
  }
}

/** The sync's own copies of a record: its queued push, its merge base, its replaced changes (old values). */
function forgetKept(db: Db, record: ErasedRecord): void {
  run(db, 'DELETE FROM agency.share_outbox WHERE kind = ? AND record_id = ?', record.kind, record.id)
  run(db, 'DELETE FROM agency.share_base WHERE kind = ? AND record_id = ?', record.kind, record.id)
  run(db, "DELETE FROM agency.share_replaced WHERE record_id = ? OR id LIKE '%:' || ?", record.id, record.id)
}
