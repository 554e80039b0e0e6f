import { DeskError } from '../../shared/ipc'
import type {
  CurrencyRateRecord,
  ReportingCurrencyRecord,
  SaveRateInput,
} from '../../shared/ipc/rates.contract'
import { allRows, getRow, run, type Db } from '../db/statements'
import {
  bumpRecordMeta,
  metaOfRow,
  metaParams,
  newRecordMeta,
  type Change,
  type RecordMeta,
  type RecordMetaRow,
  writeTombstone,
} from './record-meta'

interface RateRow extends RecordMetaRow {
  currency: string
  rate: string
  quote: string
}

interface ReportingRow extends RecordMetaRow {
  currency: string
}

export type StoredRate = CurrencyRateRecord & { deletedAt: string | null }

const META = 'id, version, updated_by, updated_at, deleted_at'
const RATE_COLUMNS = `${META}, currency, rate, quote`

function toRate(row: RateRow): StoredRate {
  const { id, version, updatedBy, updatedAt, deletedAt } = metaOfRow(row)
  return {
    id,
    version,
    updatedBy,
    updatedAt,
    deletedAt,
    currency: row.currency,
    rate: row.rate,
    quote: row.quote,
  }
}

function toReporting(row: ReportingRow): ReportingCurrencyRecord {
  const { id, version, updatedBy, updatedAt } = metaOfRow(row)
  return { id, version, updatedBy, updatedAt, currency: row.currency }
}

/** The live rates (tombstones left out), by currency. */
export function listLiveRates(db: Db): StoredRate[] {
  return allRows<RateRow>(
    db,
    `SELECT ${RATE_COLUMNS} FROM agency.currency_rates WHERE deleted_at IS NULL ORDER BY currency`,
  ).map(toRate)
}

export function getRate(db: Db, id: string): StoredRate | null {
  const row = getRow<RateRow>(db, `SELECT ${RATE_COLUMNS} FROM agency.currency_rates WHERE id = ?`, id)
  return row === undefined ? null : toRate(row)
}

export function getReportingCurrency(db: Db): ReportingCurrencyRecord | null {
  const row = getRow<ReportingRow>(
    db,
    `SELECT ${META}, currency FROM agency.reporting_currency WHERE deleted_at IS NULL ORDER BY updated_at LIMIT 1`,
  )
  return row === undefined ? null : toReporting(row)
}

function invalid(path: string, message: string): DeskError {
  return new DeskError('INVALID_INPUT', message, { issues: [{ path, message }] })
}

/** Sets (or changes) the agency's reporting currency; a stale version is a conflict, nothing written then. */
export function setReportingCurrency(
  db: Db,
  currency: string,
  change: Change,
  expectedVersion?: number,
): ReportingCurrencyRecord {
  return db
    .transaction(() => {
      const current = getReportingCurrency(db)
      if (current === null) {
        const meta = newRecordMeta(change)
        run(
          db,
          `INSERT INTO agency.reporting_currency (${META}, currency) VALUES (?, ?, ?, ?, ?, ?)`,
          ...metaParams(meta),
          currency,
        )
        return toReporting({ ...rowOf(meta), currency })
      }
      const meta = bumpRecordMeta({ ...current, deletedAt: null }, change, expectedVersion)
      const [id, ...rest] = metaParams(meta)
      run(
        db,
        `UPDATE agency.reporting_currency SET version = ?, updated_by = ?, updated_at = ?, deleted_at = ?,
           currency = ? WHERE id = ?`,
        ...rest,
        currency,
        id,
      )
      return toReporting({ ...rowOf(meta), currency })
    })
    .immediate()
}

function rowOf(meta: RecordMeta): RecordMetaRow {
  return {
    id: meta.id,
    version: meta.version,
    updated_by: meta.updatedBy,
    updated_at: meta.updatedAt,
    deleted_at: meta.deletedAt,
  }
}

function refuseDuplicate(db: Db, currency: string, exceptId: string | null): void {
  const taken = getRow<{ id: string }>(
    db,
    'SELECT id FROM agency.currency_rates WHERE currency = ? AND deleted_at IS NULL AND id IS NOT ?',
    currency,
    exceptId,
  )
  if (taken !== undefined)
    throw invalid('currency', `There is already a rate for ${currency}: edit that one instead.`)
}

/**
 * Adds or changes a rate against the current reporting currency, in one transaction: no reporting currency yet,
 * a rate of the reporting currency itself or a second live rate of a currency is invalid input on `currency`; a
 * stale version a conflict; an unknown id not found. Nothing is written then.
 */
export function saveRate(db: Db, input: SaveRateInput, change: Change): StoredRate {
  return db
    .transaction(() => {
      const reporting = getReportingCurrency(db)
      if (reporting === null) throw invalid('currency', 'Choose the reporting currency first.')
      if (input.currency === reporting.currency)
        throw invalid('currency', `${input.currency} is the reporting currency: it needs no rate.`)
      const quote = reporting.currency
      if (input.id === undefined) {
        refuseDuplicate(db, input.currency, null)
        const meta = newRecordMeta(change)
        run(
          db,
          `INSERT INTO agency.currency_rates (${RATE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          ...metaParams(meta),
          input.currency,
          input.rate,
          quote,
        )
        return { ...meta, currency: input.currency, rate: input.rate, quote }
      }
      const current = getRate(db, input.id)
      if (current === null) throw new DeskError('NOT_FOUND', 'There is no such rate.')
      const meta = bumpRecordMeta(current, change, input.expectedVersion)
      refuseDuplicate(db, input.currency, input.id)
      const [id, ...rest] = metaParams(meta)
      run(
        db,
        `UPDATE agency.currency_rates SET version = ?, updated_by = ?, updated_at = ?, deleted_at = ?,
           currency = ?, rate = ?, quote = ? WHERE id = ?`,
        ...rest,
        input.currency,
        input.rate,
        quote,
        id,
      )
      return { ...meta, currency: input.currency, rate: input.rate, quote }
    })
    .immediate()
}

/** A tombstone: the row stays with `deleted_at`, out of every list and report. */
export function deleteRate(db: Db, id: string, change: Change, expectedVersion?: number): void {
  db.transaction(() => {
    const current = getRate(db, id)
    if (current === null) throw new DeskError('NOT_FOUND', 'There is no such rate.')
    writeTombstone(db, 'currency_rates', current, change, expectedVersion)
  }).immediate()
}
