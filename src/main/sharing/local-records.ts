import { reindexBookingText } from '../agency-store/booking-text.repo'
import { reindexCustomer } from '../agency-store/customers.repo'
import { allRows, getRow, run, type Db } from '../db/statements'
import type { Fields } from './merge'
import { META_COLUMN_NAMES, type SharedTable } from './shared-tables'

/**
 * The desk's side of sharing (agency migration 80): reading a shared record as it travels, writing one that came
 * from the server (with the triggers' `applying` flag set, so it is not queued back), the outbox, the merge bases
 * and the pull's position. Everything here is synchronous SQLite; the caller holds the transaction.
 */

/** A record as it travels: the meta columns, and the other shared columns as `fields`. */
export interface TravellingRecord {
  kind: string
  id: string
  version: number
  fields: Record<string, unknown>
  updatedBy: string
  updatedAt: string
  deletedAt: string | null
}

export interface OutboxEntry {
  seq: number
  kind: string
  recordId: string
  pushId: string
}

/** What an apply touched, so that the services' own events go out once per page. */
export interface Touched {
  tables: Set<SharedTable>
  bookingIds: Set<string>
  customerIds: Set<string>
  proposalIds: Set<string>
}

export const touchedNothing = (): Touched => ({
  tables: new Set(),
  bookingIds: new Set(),
  customerIds: new Set(),
  proposalIds: new Set(),
})

const columnsCache = new WeakMap<Db, Map<string, string[]>>()

/** The table's columns as SQLite has them: the only column names ever put into SQL here. */
function columnsOf(db: Db, table: string): string[] {
  let cache = columnsCache.get(db)
  if (cache === undefined) {
    cache = new Map()
    columnsCache.set(db, cache)
  }
  let columns = cache.get(table)
  if (columns === undefined) {
    columns = allRows<{ name: string }>(db, `SELECT name FROM pragma_table_info(?, 'agency')`, table).map(
      (column) => column.name,
    )
    cache.set(table, columns)
  }
  return columns
}

const isMeta = (column: string): boolean => (META_COLUMN_NAMES as readonly string[]).includes(column)

export function readLocal(db: Db, table: SharedTable, id: string): TravellingRecord | null {
  const row = getRow<Record<string, unknown>>(db, `SELECT * FROM agency.${table.table} WHERE id = ?`, id)
  if (row === undefined) return null
  const fields: Record<string, unknown> = {}
  for (const [column, value] of Object.entries(row)) {
    if (isMeta(column) || table.excluded.includes(column)) continue
    fields[column] = value
  }
  return {
    kind: table.kind,
    id,
    version: row.version as number,
    fields,
    updatedBy: row.updated_by as string,
    updatedAt: row.updated_at as string,
    deletedAt: (row.deleted_at as string | null) ?? null,
  }
}

/** Runs `write` with the triggers' flag set: what the sync writes is never queued back to the server. */
export function applying<T>(db: Db, write: () => T): T {
  return db.transaction(() => {
    run(db, 'UPDATE agency.share_switch SET applying = 1 WHERE id = 1')
    try {
      return write()
    } finally {
      run(db, 'UPDATE agency.share_switch SET applying = 0 WHERE id = 1')
    }
  })()
}

export function setSharingSwitch(db: Db, on: boolean): void {
  run(db, 'UPDATE agency.share_switch SET sharing = ? WHERE id = 1', on ? 1 : 0)
}

/** Writes a record as it came from the server, keeping what does not travel (a sealed passport), then what derives. */
export function writeLocal(db: Db, table: SharedTable, record: TravellingRecord, touched: Touched): void {
  const columns = columnsOf(db, table.table)
  const values: Record<string, unknown> = {
    id: record.id,
    version: record.version,
    updated_by: record.updatedBy,
    updated_at: record.updatedAt,
    deleted_at: record.deletedAt,
  }
  const written = columns.filter((column) => isMeta(column) || !table.excluded.includes(column))
  for (const column of written) if (!isMeta(column)) values[column] = jsonToSql(record.fields[column])
  // A derived NOT NULL column gets a placeholder on insert, recomputed just below.
  const inserted = [...written, ...(table.table === 'customers' ? ['search_text'] : [])]
  if (table.table === 'customers') values.search_text = ''
  const updates = written
    .filter((column) => column !== 'id')
    .map((column) => `${column} = excluded.${column}`)
  run(
    db,
    `INSERT INTO agency.${table.table} (${inserted.join(', ')}) VALUES (${inserted.map((c) => `@${c}`).join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
    values,
  )
  derive(db, table, record, touched)
}

export function jsonToSql(value: unknown): unknown {
  if (value === undefined || value === null) return null
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'object') return JSON.stringify(value)
  return value
}

/** What the repositories derive from the row, rebuilt as they would in their own writing transaction. */
function derive(db: Db, table: SharedTable, record: TravellingRecord, touched: Touched): void {
  touched.tables.add(table)
  const text = (name: string): string | null => {
    const value = record.fields[name]
    return typeof value === 'string' ? value : null
  }
  switch (table.kind) {
    case 'customer':
      reindexCustomer(db, record.id)
      touched.customerIds.add(record.id)
      break
    case 'traveller': {
      const customerId = text('customer_id')
      if (customerId !== null) {
        reindexCustomer(db, customerId)
        touched.customerIds.add(customerId)
      }
      break
    }
    case 'bookingNote':
    case 'bookingRef': {
      const service = text('service')
      const bookingId = text('booking_id')
      if (service !== null && bookingId !== null) {
        reindexBookingText(db, service, bookingId)
        touched.bookingIds.add(bookingId)
      }
      break
    }
    case 'frozenSale': {
      const bookingId = text('booking_id')
      if (bookingId !== null) touched.bookingIds.add(bookingId)
      break
    }
    case 'proposal':
      touched.proposalIds.add(record.id)
      break
    default:
      break
  }
}

export function enqueue(db: Db, kind: string, recordId: string): void {
  run(
    db,
    `INSERT INTO agency.share_outbox (kind, record_id, push_id) VALUES (?, ?, lower(hex(randomblob(16))))
     ON CONFLICT (kind, record_id) DO UPDATE SET push_id = excluded.push_id`,
    kind,
    recordId,
  )
}

/** The first upload: every record of every shared table, queued (records already queued keep their place). */
export function enqueueEverything(db: Db, tables: readonly SharedTable[]): void {
  for (const table of tables)
    run(
      db,
      `INSERT INTO agency.share_outbox (kind, record_id, push_id)
       SELECT ?, id, lower(hex(randomblob(16))) FROM agency.${table.table} WHERE true
       ON CONFLICT (kind, record_id) DO NOTHING`,
      table.kind,
    )
}

export function outboxHead(db: Db, limit: number): OutboxEntry[] {
  return allRows<OutboxEntry>(
    db,
    'SELECT seq, kind, record_id AS recordId, push_id AS pushId FROM agency.share_outbox ORDER BY seq LIMIT ?',
    limit,
  )
}

/** Records waiting to be pushed, and records erased here whose erasure waits to be sent. */
export const pendingCount = (db: Db): number =>
  getRow<{ n: number }>(
    db,
    'SELECT (SELECT count(*) FROM agency.share_outbox) + (SELECT count(*) FROM agency.share_erasure_out) AS n',
  )?.n ?? 0

export const isQueued = (db: Db, kind: string, recordId: string): boolean =>
  getRow(db, 'SELECT 1 FROM agency.share_outbox WHERE kind = ? AND record_id = ?', kind, recordId) !==
  undefined

/** Done with a push: the entry goes unless the record changed again meanwhile (then it has another push id). */
export function dequeue(db: Db, entry: OutboxEntry): void {
  run(
    db,
    'DELETE FROM agency.share_outbox WHERE kind = ? AND record_id = ? AND push_id = ?',
    entry.kind,
    entry.recordId,
    entry.pushId,
  )
}

export interface Base {
  version: number
  fields: Fields
  deletedAt: string | null
  updatedBy: string
  updatedAt: string
}

export function getBase(db: Db, kind: string, recordId: string): Base | null {
  const row = getRow<{ base_json: string }>(
    db,
    'SELECT base_json FROM agency.share_base WHERE kind = ? AND record_id = ?',
    kind,
    recordId,
  )
  return row === undefined ? null : (JSON.parse(row.base_json) as Base)
}

export function setBase(db: Db, record: TravellingRecord): void {
  const base: Base = {
    version: record.version,
    fields: record.fields,
    deletedAt: record.deletedAt,
    updatedBy: record.updatedBy,
    updatedAt: record.updatedAt,
  }
  run(
    db,
    `INSERT INTO agency.share_base (kind, record_id, version, base_json) VALUES (?, ?, ?, ?)
     ON CONFLICT (kind, record_id) DO UPDATE SET version = excluded.version, base_json = excluded.base_json`,
    record.kind,
    record.id,
    record.version,
    JSON.stringify(base),
  )
}

export interface ShareState {
  lastChangeNo: number
  lastReplacedNo: number
  /** The last erasure pulled (agency migration 90). */
  lastErasureNo: number
  agencyId: string | null
}

export function shareState(db: Db): ShareState {
  const row = getRow<{
    last_change_no: number
    last_replaced_no: number
    last_erasure_no: number
    agency_id: string | null
  }>(
    db,
    'SELECT last_change_no, last_replaced_no, last_erasure_no, agency_id FROM agency.share_state WHERE id = 1',
  )
  return {
    lastChangeNo: row?.last_change_no ?? 0,
    lastReplacedNo: row?.last_replaced_no ?? 0,
    lastErasureNo: row?.last_erasure_no ?? 0,
    agencyId: row?.agency_id ?? null,
  }
}

export function setShareState(db: Db, state: Partial<ShareState>): void {
  if (state.lastChangeNo !== undefined)
    run(db, 'UPDATE agency.share_state SET last_change_no = ? WHERE id = 1', state.lastChangeNo)
  if (state.lastReplacedNo !== undefined)
    run(db, 'UPDATE agency.share_state SET last_replaced_no = ? WHERE id = 1', state.lastReplacedNo)
  if (state.lastErasureNo !== undefined)
    run(db, 'UPDATE agency.share_state SET last_erasure_no = ? WHERE id = 1', state.lastErasureNo)
  if (state.agencyId !== undefined)
    run(db, 'UPDATE agency.share_state SET agency_id = ? WHERE id = 1', state.agencyId)
}
