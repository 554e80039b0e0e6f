import type { RateToUse } from '../../shared/domain/currency-rates'
import type { CurrencyRateRecord, CurrencyRates, SaveRateInput } from '../../shared/ipc/rates.contract'
import { agentLabel } from '../agency-store/agency-store'
import {
  deleteRate,
  getReportingCurrency,
  listLiveRates,
  saveRate,
  setReportingCurrency,
  type StoredRate,
} from '../agency-store/currency-rates.repo'
import type { AgencyWriterDeps, Change } from '../agency-store/record-meta'
import type { Db } from '../db/statements'

export type CurrencyRatesDeps = Omit<AgencyWriterDeps, 'service'>

export interface CurrencyRatesService {
  list(): CurrencyRates
  setReporting(currency: string, expectedVersion?: number): CurrencyRates
  save(input: SaveRateInput): CurrencyRateRecord
  delete(id: string, expectedVersion?: number): void
}

function record(stored: StoredRate): CurrencyRateRecord {
  const { deletedAt, ...rate } = stored
  void deletedAt // live rates only reach here
  return rate
}

/** A rate as a report names it: what it is and when it was entered. */
export interface RateInUse extends RateToUse {
  enteredAt: string
  enteredBy: string
}

/** What a report converts with: the reporting currency and the live rates entered against it (null: none set). */
export function ratesForReports(db: Db): { reporting: string; rates: RateInUse[] } | null {
  const reporting = getReportingCurrency(db)
  if (reporting === null) return null
  const rates = listLiveRates(db)
    .filter((rate) => rate.quote === reporting.currency)
    .map((rate) => ({
      currency: rate.currency,
      rate: rate.rate,
      enteredAt: rate.updatedAt,
      enteredBy: rate.updatedBy,
    }))
  return { reporting: reporting.currency, rates }
}

/** The agency's currency rates (agency.db): Settings edits them, reports read them (ratesForReports). */
export function createCurrencyRates(deps: CurrencyRatesDeps): CurrencyRatesService {
  const { db, events } = deps
  const change = (): Change => ({
    by: agentLabel(deps.agentName(), deps.deskId),
    at: deps.now().toISOString(),
  })
  const list = (): CurrencyRates => ({
    reporting: getReportingCurrency(db),
    rates: listLiveRates(db).map(record),
  })
  return {
    list,
    setReporting(currency, expectedVersion) {
      setReportingCurrency(db, currency, change(), expectedVersion)
      events.publish('rates.changed', {})
      return list()
    },
    save(input) {
      const saved = saveRate(db, input, change())
      events.publish('rates.changed', {})
      return record(saved)
    },
    delete(id, expectedVersion) {
      deleteRate(db, id, change(), expectedVersion)
      events.publish('rates.changed', {})
    },
  }
}
