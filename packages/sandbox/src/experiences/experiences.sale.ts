import type Database from 'better-sqlite3'
import { statement } from '../platform/statements'
import { keptExperiences } from './experiences.cards'
import { toPeriod, toPromotion, type RawPeriod, type RawPromotion } from './experiences.rows'
import type { ExtraLinkRow, PeriodRow, PromotionRow } from './experiences.types'

/**
 * What a priced search reads besides the cards, for every experience: periods (with their price ranges and spots),
 * promotions and add-on links, kept per connection while neither `experience_sale_revision` (periods, promotions,
 * links: the triggers of experiences.schema.ts count every change, a booking taking spots included) nor the cards'
 * revision (price ranges) moves. A search then filters a few thousand rows in memory instead of querying and
 * converting them on every request. Like the cards, these rows are shared: callers copy, never change them.
 */
export interface KeptSale {
  key: string
  /** By experience id, each list ordered by start date then id. */
  periods: Map<number, PeriodRow[]>
  /** By experience id, each list ordered by id. */
  promotions: Map<number, PromotionRow[]>
  /** By experience id, each list ordered by id (the order the links were added). */
  extras: Map<number, ExtraLinkRow[]>
}

const kept = new WeakMap<Database.Database, KeptSale>()

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const result = new Map<number, T[]>()
  for (const item of items) {
    const list = result.get(key(item))
    if (list === undefined) result.set(key(item), [item])
    else list.push(item)
  }
  return result
}

function load(db: Database.Database, key: string, prices: NonNullable<ReturnType<typeof keptExperiences>>) {
  const raws = statement(
    db,
    `SELECT id, experience_id, start_at, end_at, price, min_pax, max_pax, state, available_days, allotments,
       allotments_used, current_pax_for_departure, min_pax_for_departure, room_supplement
     FROM experience_periods ORDER BY experience_id, start_at, id`,
  ).all() as RawPeriod[]
  const periods = raws.map((raw) => ({
    ...toPeriod(raw),
    adultPrices: prices.adultPrices.get(raw.id) ?? [],
    childPrices: prices.childPrices.get(raw.id) ?? [],
  }))
  const promotions = (
    statement(
      db,
      `SELECT id, experience_id AS experienceId, name, start_at AS startAt, end_at AS endAt, weekdays, kind, value,
         created_at AS createdAt FROM experience_promotions ORDER BY id`,
    ).all() as RawPromotion[]
  ).map(toPromotion)
  const extras = statement(
    db,
    `SELECT id, experience_id AS experienceId, extra_experience_id AS extraExperienceId, created_at AS createdAt
     FROM experience_extras ORDER BY id`,
  ).all() as ExtraLinkRow[]
  return {
    key,
    periods: groupBy(periods, (period) => period.experienceId),
    promotions: groupBy(promotions, (promotion) => promotion.experienceId),
    extras: groupBy(extras, (link) => link.experienceId),
  }
}

/**
 * The kept sale data, current as of this call; null inside a transaction when the kept copy is stale (see
 * keptExperiences: a copy loaded inside a transaction could outlive its rollback).
 */
export function keptSale(db: Database.Database): KeptSale | null {
  const cards = keptExperiences(db)
  if (cards === null) return null
  const sale = statement(db, 'SELECT n FROM experience_sale_revision WHERE id = 1').pluck().get() as
    number | undefined
  const key = `${cards.revision}:${sale ?? 0}`
  const known = kept.get(db)
  if (known !== undefined && known.key === key) return known
  if (db.inTransaction) return null
  const fresh = load(db, key, cards)
  kept.set(db, fresh)
  return fresh
}
