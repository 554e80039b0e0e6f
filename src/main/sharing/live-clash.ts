import { run, getRow, type Db } from '../db/statements'
import {
  enqueue,
  jsonToSql,
  readLocal,
  writeLocal,
  type Touched,
  type TravellingRecord,
} from './local-records'
import { localIsLater } from './merge'
import { asText, keepReplaced, labelOf } from './replaced-store'
import type { SharedTable } from './shared-tables'

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
