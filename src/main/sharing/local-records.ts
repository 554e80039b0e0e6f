import { reindexBookingText } from '../agency-store/booking-text.repo'
import { reindexCustomer } from '../agency-store/customers.repo'
import { allRows, getRow, run, type Db } from '../db/statements'
import type { Fields } from './merge'
import { localIsLater } from './merge'
import { META_COLUMN_NAMES, sharedTableOf, type SharedTable } from './shared-tables'

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

function jsonToSql(value: unknown): unknown {
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

/**
 * A pulled live record whose key another live local record already has (two desks made a rule of one scope while
 * apart): the later one wins, alike on every desk. Returns whether the pulled record is to be written as it is.
 * A partial index: the loser becomes a tombstone (queued, so the server learns it) and is kept as replaced. A full
 * index (one reference per booking): the local loser row goes, or the pulled one is not written.
 */
export function settleLiveClash(
  db: Db,
  table: SharedTable,
  incoming: TravellingRecord,
  now: string,
  touched: Touched,
): TravellingRecord | null {
  const unique = table.liveUnique
  if (unique === null || incoming.deletedAt !== null) return incoming
  const keys = unique.columns.map((column) => incoming.fields[column])
  if (keys.some((key) => key === null || key === undefined)) return incoming
  const collate = unique.nocase === true ? ' COLLATE NOCASE' : ''
  const where = unique.columns.map((column) => `${column} = ?${collate}`).join(' AND ')
  const clash = getRow<{ id: string }>(
    db,
    `SELECT id FROM agency.${table.table} WHERE ${where} AND id <> ? AND deleted_at IS NULL`,
    ...keys.map(jsonToSql),
    incoming.id,
  )
  if (clash === undefined) return incoming
  const local = readLocal(db, table, clash.id)
  if (local === null) return incoming
  const incomingWins = !localIsLater(local, incoming)
  const [winner, loser] = incomingWins ? [incoming, local] : [local, incoming]
  keepReplaced(
    db,
    {
      id: `${loser.id}:${winner.id}`,
      kind: table.kind,
      recordId: loser.id,
      label: labelOf(table, loser.fields),
      replacedBy: loser.updatedBy,
      replacedAt: loser.updatedAt,
      keptBy: winner.updatedBy,
      keptAt: winner.updatedAt,
      fields: Object.keys(loser.fields)
        .filter((field) => JSON.stringify(loser.fields[field]) !== JSON.stringify(winner.fields[field]))
        .map((field) => ({
          field,
          replaced: asText(loser.fields[field]),
          kept: asText(winner.fields[field]),
        })),
    },
    false,
  )
  if (!unique.partial) {
    if (!incomingWins) return null
    run(db, `DELETE FROM agency.${table.table} WHERE id = ?`, local.id)
    run(db, 'DELETE FROM agency.share_outbox WHERE kind = ? AND record_id = ?', table.kind, local.id)
    return incoming
  }
  const tombstone = (record: TravellingRecord): TravellingRecord => ({
    ...record,
    version: record.version + 1,
    deletedAt: now,
  })
  if (incomingWins) {
    writeLocal(db, table, tombstone(local), touched)
    enqueue(db, table.kind, local.id)
    return incoming
  }
  writeLocal(db, table, tombstone(incoming), touched)
  enqueue(db, table.kind, incoming.id)
  return null
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

export const pendingCount = (db: Db): number =>
  getRow<{ n: number }>(db, 'SELECT count(*) AS n FROM agency.share_outbox')?.n ?? 0

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
  agencyId: string | null
}

export function shareState(db: Db): ShareState {
  const row = getRow<{ last_change_no: number; last_replaced_no: number; agency_id: string | null }>(
    db,
    'SELECT last_change_no, last_replaced_no, agency_id FROM agency.share_state WHERE id = 1',
  )
  return {
    lastChangeNo: row?.last_change_no ?? 0,
    lastReplacedNo: row?.last_replaced_no ?? 0,
    agencyId: row?.agency_id ?? null,
  }
}

export function setShareState(db: Db, state: Partial<ShareState>): void {
  if (state.lastChangeNo !== undefined)
    run(db, 'UPDATE agency.share_state SET last_change_no = ? WHERE id = 1', state.lastChangeNo)
  if (state.lastReplacedNo !== undefined)
    run(db, 'UPDATE agency.share_state SET last_replaced_no = ? WHERE id = 1', state.lastReplacedNo)
  if (state.agencyId !== undefined)
    run(db, 'UPDATE agency.share_state SET agency_id = ? WHERE id = 1', state.agencyId)
}

/** A replaced change as kept on the desk (sharing.contract ReplacedChange without `seen`). */
export interface KeptReplaced {
  id: string
  kind: string
  recordId: string
  label: string
  replacedBy: string
  replacedAt: string
  keptBy: string
  keptAt: string
  fields: { field: string; replaced: string; kept: string }[]
}

/** `pushed` false: settled here (a live-unique clash), to be sent so that every desk keeps it. */
export function keepReplaced(db: Db, change: KeptReplaced, pushed = true): void {
  run(
    db,
    `INSERT INTO agency.share_replaced (id, kind, record_id, change_json, replaced_at, seen, pushed)
     VALUES (?, ?, ?, ?, ?, 0, ?) ON CONFLICT (id) DO NOTHING`,
    change.id,
    change.kind,
    change.recordId,
    JSON.stringify(change),
    change.keptAt,
    pushed ? 1 : 0,
  )
}

export function unpushedReplaced(db: Db): KeptReplaced[] {
  return allRows<{ change_json: string }>(
    db,
    'SELECT change_json FROM agency.share_replaced WHERE pushed = 0',
  ).map((row) => JSON.parse(row.change_json) as KeptReplaced)
}

export function markReplacedPushed(db: Db, ids: readonly string[]): void {
  db.transaction(() => {
    for (const id of ids) run(db, 'UPDATE agency.share_replaced SET pushed = 1 WHERE id = ?', id)
  })()
}

export function listReplaced(db: Db, recordId?: string): (KeptReplaced & { seen: boolean })[] {
  const rows = allRows<{ change_json: string; seen: number }>(
    db,
    `SELECT change_json, seen FROM agency.share_replaced ${recordId !== undefined ? 'WHERE record_id = ?' : ''}
     ORDER BY replaced_at DESC, id`,
    ...(recordId !== undefined ? [recordId] : []),
  )
  return rows.map((row) => ({ ...(JSON.parse(row.change_json) as KeptReplaced), seen: row.seen === 1 }))
}

export function markReplacedSeen(db: Db, ids: readonly string[]): void {
  db.transaction(() => {
    for (const id of ids) run(db, 'UPDATE agency.share_replaced SET seen = 1 WHERE id = ?', id)
  })()
}

export const unseenReplaced = (db: Db): number =>
  getRow<{ n: number }>(db, 'SELECT count(*) AS n FROM agency.share_replaced WHERE seen = 0')?.n ?? 0

export function asText(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** What the record is, in a few words for the agent: a customer's name, a note's first words, a rule's scope. */
export function labelOf(table: SharedTable | string, fields: Fields): string {
  const shared = typeof table === 'string' ? sharedTableOf(table) : table
  const text = (name: string): string => (typeof fields[name] === 'string' ? (fields[name] as string) : '')
  const json = (name: string): Record<string, unknown> => {
    try {
      const parsed: unknown = JSON.parse(text(name) || '{}')
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
    } catch {
      return {}
    }
  }
  switch (shared?.kind) {
    case 'customer': {
      const customer = json('customer_json')
      return [customer.firstName, customer.lastName, customer.company]
        .filter((x) => typeof x === 'string' && x)
        .join(' ')
    }
    case 'traveller': {
      const traveller = json('traveller_json')
      return [traveller.firstName, traveller.lastName].filter((x) => typeof x === 'string' && x).join(' ')
    }
    case 'bookingNote':
      return text('body').slice(0, 60)
    case 'bookingRef':
      return text('reference')
    case 'markupRule':
      return text('scope_key')
    case 'savedView':
      return text('name')
    case 'proposal':
      return text('title')
    case 'currencyRate':
    case 'reportingCurrency':
      return text('currency')
    default:
      return shared?.kind ?? 'record'
  }
}
