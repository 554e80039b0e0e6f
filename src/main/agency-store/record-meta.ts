import { randomUUID } from 'node:crypto'
import { DeskError } from '../../shared/ipc'
import type { EventBus } from '../base/event-bus'
import { run, type Db } from '../db/statements'

/**
 * What every agency record carries, so that it can sync offline-first between desks: a desk-made UUID, a version
 * (an update names the version it read), who changed it and when, and a tombstone instead of a delete.
 */
export interface RecordMeta {
  id: string
  version: number
  updatedBy: string
  updatedAt: string
  deletedAt: string | null
}

/** The row columns of RecordMeta (migrations.ts META_COLUMNS). */
export interface RecordMetaRow {
  id: string
  version: number
  updated_by: string
  updated_at: string
  deleted_at: string | null
}

export interface Change {
  by: string
  at: string
}

export function newRecordMeta(change: Change): RecordMeta {
  return { id: randomUUID(), version: 1, updatedBy: change.by, updatedAt: change.at, deletedAt: null }
}

/**
 * The next version of a record, refusing an update made on a stale read (another window or desk changed it
 * since): the IPC `conflict` problem, with nothing written. `expectedVersion` undefined means "whatever is there"
 * (a change the desk makes itself, never one the agent typed over an older copy).
 */
export function bumpRecordMeta(current: RecordMeta, change: Change, expectedVersion?: number): RecordMeta {
  if (current.deletedAt !== null) throw new DeskError('NOT_FOUND', 'This record was deleted meanwhile.')
  if (expectedVersion !== undefined && expectedVersion !== current.version)
    throw new DeskError(
      'CONFLICT',
      `This record was changed meanwhile (version ${current.version}, you edited version ${expectedVersion}). ` +
        'Look at it again before saving.',
      { field: 'version' },
    )
  // Only the meta fields: `current` may be a whole record, whose content the caller replaces.
  return {
    id: current.id,
    version: current.version + 1,
    updatedBy: change.by,
    updatedAt: change.at,
    deletedAt: current.deletedAt,
  }
}

/** A delete keeps the row with `deletedAt` set (and a new version), so other desks learn of it. */
export function tombstoneRecordMeta(
  current: RecordMeta,
  change: Change,
  expectedVersion?: number,
): RecordMeta {
  return { ...bumpRecordMeta(current, change, expectedVersion), deletedAt: change.at }
}

export function metaOfRow(row: RecordMetaRow): RecordMeta {
  return {
    id: row.id,
    version: row.version,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
  }
}

/** The meta columns' values in META_COLUMNS order, for an INSERT or UPDATE the repository writes. */
export function metaParams(meta: RecordMeta): [string, number, string, string, string | null] {
  return [meta.id, meta.version, meta.updatedBy, meta.updatedAt, meta.deletedAt]
}

/** The agency tables whose rows are deleted as tombstones here (a closed list: the name goes into SQL). */
export type TombstonedTable = 'booking_notes' | 'currency_rates' | 'markup_rules' | 'saved_views'

/**
 * Deletes a record as a tombstone: the row stays with `deleted_at` set and a new version (other desks learn of the
 * delete), refused like an update when `expectedVersion` is stale. The caller runs it inside its transaction.
 */
export function writeTombstone(
  db: Db,
  table: TombstonedTable,
  current: RecordMeta,
  change: Change,
  expectedVersion?: number,
): void {
  const [id, ...rest] = metaParams(tombstoneRecordMeta(current, change, expectedVersion))
  run(
    db,
    `UPDATE agency.${table} SET version = ?, updated_by = ?, updated_at = ?, deleted_at = ? WHERE id = ?`,
    ...rest,
    id,
  )
}

/** What a service writing the agency's records needs (pricing, notes): the store, who and when, which service. */
export interface AgencyWriterDeps {
  /** The cache connection with the agency store attached (agency-store.ts). */
  db: Db
  deskId: string
  now(): Date
  events: EventBus
  /** The agent's name from the settings ('' when not given). */
  agentName(): string
  /** The active service (serviceIdentity): records are kept per service and booking, like the shown rate. */
  service(): string | null
}
