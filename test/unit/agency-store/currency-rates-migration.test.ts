import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { attachAgencyStore } from '../../../src/main/agency-store/agency-store'
import {
  deleteRate,
  getRate,
  getReportingCurrency,
  listLiveRates,
  saveRate,
  setReportingCurrency,
} from '../../../src/main/agency-store/currency-rates.repo'
import { AGENCY_MIGRATIONS } from '../../../src/main/agency-store/migrations'
import { openDatabase } from '../../../src/main/db/connection'
import { ratesForReports } from '../../../src/main/rates/currency-rates'

const change = { by: 'Ana', at: '2026-12-07T10:00:00.000Z' }
const later = { by: 'Bruno', at: '2026-12-07T11:00:00.000Z' }

function store() {
  const { db } = openDatabase({ file: ':memory:' })
  attachAgencyStore(db, { file: ':memory:' })
  return db
}

describe('agency migration 70: currency rates', () => {
  it('migrates an agency.db of version 60 to 70 and keeps what was there', () => {
    const folder = mkdtempSync(join(tmpdir(), 'agency-70-'))
    const file = join(folder, 'agency.db')
    const first = openDatabase({ file: join(folder, 'cache.db') })
    const before = attachAgencyStore(first.db, {
      file,
      migrations: AGENCY_MIGRATIONS.filter((migration) => migration.version <= 60),
    })
    expect(before.migration.to).toBe(60)
    first.db
      .prepare(
        `INSERT INTO agency.saved_views (id, name, filters_json, columns_json, pinned, version, updated_by, updated_at)
         VALUES ('v1', 'Mine', '{}', '[]', 0, 1, 'Ana', ?)`,
      )
      .run(change.at)
    first.db.close()

    const second = openDatabase({ file: join(folder, 'cache.db') })
    const after = attachAgencyStore(second.db, {
      file,
      migrations: AGENCY_MIGRATIONS.filter((migration) => migration.version <= 70),
    })
    expect(after.migration).toMatchObject({ from: 60, to: 70, applied: ['70-currency-rates'] })
    expect(second.db.prepare('SELECT name FROM agency.saved_views').all()).toEqual([{ name: 'Mine' }])
    expect(second.db.prepare('SELECT count(*) AS n FROM agency.currency_rates').get()).toEqual({ n: 0 })
    second.db.close()
  })

  it('keeps a rate as text with who and when, refuses duplicates and the reporting currency itself', () => {
    const db = store()
    expect(() => saveRate(db, { currency: 'USD', rate: '0.9' }, change)).toThrow(/reporting currency first/)
    setReportingCurrency(db, 'EUR', change)
    const usd = saveRate(db, { currency: 'USD', rate: '0.91234567' }, change)
    expect(getRate(db, usd.id)).toMatchObject({
      rate: '0.91234567',
      quote: 'EUR',
      updatedBy: 'Ana',
      version: 1,
    })
    expect(() => saveRate(db, { currency: 'USD', rate: '1' }, change)).toThrow(/already a rate for USD/)
    expect(() => saveRate(db, { currency: 'EUR', rate: '1' }, change)).toThrow(/reporting currency/)
    // A stale version is a conflict and writes nothing.
    expect(() => saveRate(db, { id: usd.id, expectedVersion: 2, currency: 'USD', rate: '2' }, later)).toThrow(
      /changed meanwhile/,
    )
    expect(getRate(db, usd.id)?.rate).toBe('0.91234567')
    saveRate(db, { id: usd.id, expectedVersion: 1, currency: 'USD', rate: '0.92' }, later)
    expect(getRate(db, usd.id)).toMatchObject({ rate: '0.92', updatedBy: 'Bruno', version: 2 })
    // A tombstone, out of the list; a new USD rate may then be entered.
    deleteRate(db, usd.id, later, 2)
    expect(getRate(db, usd.id)).toMatchObject({ deletedAt: later.at, version: 3 })
    expect(listLiveRates(db)).toEqual([])
    saveRate(db, { currency: 'USD', rate: '0.93' }, later)
    expect(listLiveRates(db).map((rate) => rate.rate)).toEqual(['0.93'])
    expect(() => db.prepare("UPDATE agency.currency_rates SET currency = 'usd'").run()).toThrow(/CHECK/)
  })

  it('uses for reports only the rates entered against the current reporting currency', () => {
    const db = store()
    expect(ratesForReports(db)).toBeNull()
    const eur = setReportingCurrency(db, 'EUR', change)
    saveRate(db, { currency: 'USD', rate: '0.9' }, change)
    expect(ratesForReports(db)).toEqual({
      reporting: 'EUR',
      rates: [{ currency: 'USD', rate: '0.9', enteredAt: change.at, enteredBy: 'Ana' }],
    })
    expect(() => setReportingCurrency(db, 'GBP', later, 5)).toThrow(/changed meanwhile/)
    setReportingCurrency(db, 'GBP', later, eur.version)
    expect(getReportingCurrency(db)).toMatchObject({ currency: 'GBP', version: 2, updatedBy: 'Bruno' })
    // The USD rate was against EUR: kept, shown, never used against GBP.
    expect(ratesForReports(db)).toEqual({ reporting: 'GBP', rates: [] })
    expect(listLiveRates(db)).toHaveLength(1)
  })
})
