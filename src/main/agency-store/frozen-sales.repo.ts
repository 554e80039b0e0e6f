import { RuleSnapshot, type FrozenSale } from '../../shared/domain/markup'
import { DeskError } from '../../shared/ipc'
import { getRow, parseJsonOrNull, run, type Db } from '../db/statements'
import {
  bumpRecordMeta,
  metaOfRow,
  metaParams,
  newRecordMeta,
  type Change,
  type RecordMeta,
  type RecordMetaRow,
} from './record-meta'

interface SaleRow extends RecordMetaRow {
  booking_id: string
  currency: string
  net: number
  sell: number
  margin: number
  source: FrozenSale['source']
  rule_json: string | null
  note: string
  sold_by: string
  sold_at: string
}

const COLUMNS =
  'id, version, updated_by, updated_at, deleted_at, booking_id, currency, net, sell, margin, source, rule_json, ' +
  'note, sold_by, sold_at'

function toSale(row: SaleRow): FrozenSale {
  const rule = parseJsonOrNull<unknown>(row.rule_json)
  return {
    bookingId: row.booking_id,
    currency: row.currency,
    net: row.net,
    sell: row.sell,
    margin: row.margin,
    source: row.source,
    rule: rule === null ? null : RuleSnapshot.parse(rule),
    note: row.note,
    soldBy: row.sold_by,
    soldAt: row.sold_at,
    version: row.version,
  }
}

function getRowOf(db: Db, service: string, bookingId: string): SaleRow | undefined {
  return getRow<SaleRow>(
    db,
    `SELECT ${COLUMNS} FROM agency.frozen_sales WHERE service = ? AND booking_id = ? AND deleted_at IS NULL`,
    service,
    bookingId,
  )
}

/** The live sale of one booking of one service, or null. */
export function getFrozenSale(db: Db, service: string, bookingId: string): FrozenSale | null {
  const row = getRowOf(db, service, bookingId)
  return row === undefined ? null : toSale(row)
}

export type SaleFigures = Omit<FrozenSale, 'version' | 'soldBy' | 'soldAt'>

function insert(db: Db, service: string, meta: RecordMeta, sale: SaleFigures): void {
  run(
    db,
    `INSERT INTO agency.frozen_sales (${COLUMNS}, service) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ...metaParams(meta),
    sale.bookingId,
    sale.currency,
    sale.net,
    sale.sell,
    sale.margin,
    sale.source,
    sale.rule === null ? null : JSON.stringify(sale.rule),
    sale.note,
    meta.updatedBy,
    meta.updatedAt,
    service,
  )
}

/**
 * Records the sale made when the desk booked: the first one kept stays (a create looked up again, or adopted after
 * a lost answer, never re-prices a booking). Returns the sale that is kept.
 */
export function recordFrozenSale(db: Db, service: string, sale: SaleFigures, change: Change): FrozenSale {
  return db.transaction(() => {
    const kept = getRowOf(db, service, sale.bookingId)
    if (kept !== undefined) return toSale(kept)
    const meta = newRecordMeta(change)
    insert(db, service, meta, sale)
    return { ...sale, soldBy: meta.updatedBy, soldAt: meta.updatedAt, version: meta.version }
  })()
}

/**
 * A selling price set by hand: replaces the booking's sale (frozen or manual) in place, a new version, who and
 * when. `expectedVersion` is the version the agent saw; a stale one is refused (conflict), nothing written.
 */
export function setManualSale(
  db: Db,
  service: string,
  sale: SaleFigures & { source: 'manual' },
  change: Change,
  expectedVersion: number | undefined,
): FrozenSale {
  return db
    .transaction(() => {
      const current = getRowOf(db, service, sale.bookingId)
      if (current === undefined) {
        if (expectedVersion !== undefined)
          throw new DeskError('CONFLICT', 'This selling price was removed meanwhile.', { field: 'version' })
        const meta = newRecordMeta(change)
        insert(db, service, meta, sale)
        return { ...sale, soldBy: meta.updatedBy, soldAt: meta.updatedAt, version: meta.version }
      }
      const meta = bumpRecordMeta(metaOfRow(current), change, expectedVersion)
      run(
        db,
        `UPDATE agency.frozen_sales SET version = ?, updated_by = ?, updated_at = ?, sold_by = ?, sold_at = ?,
         currency = ?, net = ?, sell = ?, margin = ?, source = 'manual', rule_json = NULL, note = ?
       WHERE id = ?`,
        meta.version,
        meta.updatedBy,
        meta.updatedAt,
        meta.updatedBy,
        meta.updatedAt,
        sale.currency,
        sale.net,
        sale.sell,
        sale.margin,
        sale.note,
        meta.id,
      )
      return { ...sale, soldBy: meta.updatedBy, soldAt: meta.updatedAt, version: meta.version }
    })
    .immediate()
}
