import type Database from 'better-sqlite3'
import {
  getExtras,
  getExtrasOf,
  periodsCovering,
  periodsCoveringOf,
  promotionsFor,
  promotionsForAll,
  type ExtraLinkRow,
  type PeriodRow,
  type PromotionRow,
} from '../experiences/experiences.repo'

/**
 * Where a quote reads its periods, promotions and add-on links. One quote reads them straight from the store; a
 * search quotes every match on one start date, so it loads them for all matches in three queries instead of
 * three per match (the N+1 that made the v1 liste slow).
 */
export interface QuoteSource {
  /** Periods covering startAt..endAt on startAt's weekday, stop-sale included, by start date. */
  covering(experienceId: number, startAt: string, endAt: string): PeriodRow[]
  promotions(experienceId: number, date: string): PromotionRow[]
  extras(experienceId: number): ExtraLinkRow[]
}

export function storeSource(db: Database.Database): QuoteSource {
  return {
    covering: (id, startAt, endAt) =>
      periodsCovering(db, id, startAt, { endDate: endAt, includeStopSale: true }),
    promotions: (id, date) => promotionsFor(db, id, date),
    extras: (id) => getExtras(db, id),
  }
}

/**
 * Everything the quotes of `experienceIds` on `startAt` read, loaded at once. Other experiences (add-ons not in
 * the list) and other dates fall back to the store.
 */
export function prefetchedSource(
  db: Database.Database,
  experienceIds: readonly number[],
  startAt: string,
): QuoteSource {
  const store = storeSource(db)
  const known = new Set(experienceIds)
  const periods = periodsCoveringOf(db, experienceIds, startAt)
  const promotions = promotionsForAll(db, experienceIds, startAt)
  const extras = getExtrasOf(db, experienceIds)
  return {
    covering: (id, start, end) =>
      known.has(id) && start === startAt
        ? (periods.get(id) ?? []).filter((period) => period.endAt >= end)
        : store.covering(id, start, end),
    promotions: (id, date) =>
      known.has(id) && date === startAt ? (promotions.get(id) ?? []) : store.promotions(id, date),
    extras: (id) => (known.has(id) ? (extras.get(id) ?? []) : store.extras(id)),
  }
}
