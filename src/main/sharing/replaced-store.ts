import { allRows, getRow, run, type Db } from '../db/statements'
import type { Fields } from './merge'
import { sharedTableOf, type SharedTable } from './shared-tables'

/**
 * The replaced changes kept on the desk (agency.share_replaced): pulled from the server's replaced_changes, or
 * settled here (a live-unique clash) and sent so that every desk keeps them; `seen` once the agent looked.
 */

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
