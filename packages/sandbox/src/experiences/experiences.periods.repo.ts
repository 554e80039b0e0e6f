import type Database from 'better-sqlite3'
import { isoDateToEpochMs } from '../../../../src/shared/domain/dates'
import { statement } from '../platform/statements'
import {
  PROMOTION_COLUMNS,
  toPeriod,
  toPromotion,
  type RawPeriod,
  type RawPromotion,
} from './experiences.rows'
import { keptSale } from './experiences.sale'
import type { AdultPrice, ChildPrice, PeriodRow, PromotionRow } from './experiences.types'

/** Periods (with their price ranges), allotment holds and promotions. See experiences.repo.ts for the contract. */

const PERIOD_COLUMNS = `id, experience_id, start_at, end_at, price, min_pax, max_pax, state, available_days,
  allotments, allotments_used, current_pax_for_departure, min_pax_for_departure, room_supplement`

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const result = new Map<number, T[]>()
  for (const item of items) {
    const list = result.get(key(item))
    if (list === undefined) result.set(key(item), [item])
    else list.push(item)
  }
  return result
}

/** ISO weekday of a date: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(isoDateToEpochMs(date)).getUTCDay()
  return day === 0 ? 7 : day
}

function withPrices(db: Database.Database, raws: RawPeriod[]): PeriodRow[] {
  if (raws.length === 0) return []
  const periods = raws.map(toPeriod)
  const byId = new Map(periods.map((period) => [period.id, period]))
  const ids = JSON.stringify(periods.map((period) => period.id))
  const adults = statement(
    db,
    `SELECT id, period_id AS periodId, price, min_pax AS minPax, max_pax AS maxPax FROM experience_adult_prices
     WHERE period_id IN (SELECT value FROM json_each(?)) ORDER BY period_id, position, id`,
  ).all(ids) as Array<AdultPrice & { periodId: number }>
  for (const { periodId, ...price } of adults) byId.get(periodId)?.adultPrices.push(price)
  const children = statement(
    db,
    `SELECT id, period_id AS periodId, price, min_age AS minAge, max_age AS maxAge FROM experience_child_prices
     WHERE period_id IN (SELECT value FROM json_each(?)) ORDER BY period_id, position, id`,
  ).all(ids) as Array<ChildPrice & { periodId: number }>
  for (const { periodId, ...price } of children) byId.get(periodId)?.childPrices.push(price)
  return periods
}

export function getPeriods(db: Database.Database, experienceId: number): PeriodRow[] {
  const raws = statement(
    db,
    `SELECT ${PERIOD_COLUMNS} FROM experience_periods WHERE experience_id = ? ORDER BY start_at, id`,
  ).all(experienceId) as RawPeriod[]
  return withPrices(db, raws)
}

export function getPeriod(db: Database.Database, periodId: number): PeriodRow | null {
  const raw = statement(db, `SELECT ${PERIOD_COLUMNS} FROM experience_periods WHERE id = ?`).get(periodId) as
    RawPeriod | undefined
  return raw === undefined ? null : (withPrices(db, [raw])[0] ?? null)
}

/** Periods of many experiences at once (liste pricing), by experience id. */
export function getPeriodsOf(
  db: Database.Database,
  experienceIds: readonly number[],
): Map<number, PeriodRow[]> {
  const raws = statement(
    db,
    `SELECT ${PERIOD_COLUMNS} FROM experience_periods WHERE experience_id IN (SELECT value FROM json_each(?))
     ORDER BY experience_id, start_at, id`,
  ).all(JSON.stringify(experienceIds)) as RawPeriod[]
  return groupBy(withPrices(db, raws), (period) => period.experienceId)
}

export interface CoveringOptions {
  /** Last date of the booking (multi-day experiences); default = startDate. */
  endDate?: string
  /** Also return stop_sale periods (default false: they sell nothing new). */
  includeStopSale?: boolean
}

/**
 * Periods of an experience that cover a departure: startAt <= startDate, endDate <= endAt, and the start date's
 * weekday is one of the period's availableDays. Ordered by start date. Stop-sale periods are left out unless asked.
 */
export function periodsCovering(
  db: Database.Database,
  experienceId: number,
  startDate: string,
  options: CoveringOptions = {},
): PeriodRow[] {
  const raws = statement(
    db,
    `SELECT ${PERIOD_COLUMNS} FROM experience_periods
     WHERE experience_id = ? AND start_at <= ? AND end_at >= ? AND (available_days & ?) != 0
       AND (? = 1 OR state != 'stop_sale')
     ORDER BY start_at, id`,
  ).all(
    experienceId,
    startDate,
    options.endDate ?? startDate,
    1 << (isoWeekday(startDate) - 1),
    options.includeStopSale === true ? 1 : 0,
  ) as RawPeriod[]
  return withPrices(db, raws)
}

/**
 * periodsCovering for many experiences at once, on the start date only (a multi-day departure also needs
 * endAt >= its end date: the caller filters), stop-sale periods included; by experience id, each list ordered by
 * start date.
 */
export function periodsCoveringOf(
  db: Database.Database,
  experienceIds: readonly number[],
  startDate: string,
): Map<number, PeriodRow[]> {
  const weekday = isoWeekday(startDate) - 1
  const sale = keptSale(db)
  if (sale !== null) {
    const result = new Map<number, PeriodRow[]>()
    for (const id of experienceIds) {
      const covering = (sale.periods.get(id) ?? []).filter(
        (period) =>
          period.startAt <= startDate && period.endAt >= startDate && period.availableDays[weekday] === true,
      )
      if (covering.length > 0) result.set(id, covering)
    }
    return result
  }
  const raws = statement(
    db,
    `SELECT ${PERIOD_COLUMNS} FROM experience_periods
     WHERE experience_id IN (SELECT value FROM json_each(?)) AND start_at <= ? AND end_at >= ?
       AND (available_days & ?) != 0
     ORDER BY experience_id, start_at, id`,
  ).all(JSON.stringify(experienceIds), startDate, startDate, 1 << weekday) as RawPeriod[]
  return groupBy(withPrices(db, raws), (period) => period.experienceId)
}

/** Spots left in a period for new bookings; null = unlimited. */
export function remainingAllotment(period: Pick<PeriodRow, 'allotments' | 'allotmentsUsed'>): number | null {
  return period.allotments === null ? null : Math.max(0, period.allotments - period.allotmentsUsed)
}

export type TakeAllotmentResult =
  | { ok: true; periodId: number; remaining: number | null }
  | { ok: false; reason: 'unknown_period' | 'not_bookable' | 'stop_sale' | 'sold_out' | 'already_held' }

/**
 * Holds `pax` spots of a period for a booking, in one transaction: refuses a period of an experience that is not
 * `available` (archived or in progress), a stop_sale period, a booking already holding this period, or more
 * travellers than the spots left. The holds are what makes a period undeletable (409).
 */
export function takeAllotment(
  db: Database.Database,
  hold: { periodId: number; bookingId: number; date: string; pax: number; now: string },
): TakeAllotmentResult {
  return db.transaction((): TakeAllotmentResult => {
    const row = statement(
      db,
      `SELECT p.state, p.allotments, p.allotments_used AS used, e.state AS experienceState
       FROM experience_periods p JOIN experiences e ON e.id = p.experience_id WHERE p.id = ?`,
    ).get(hold.periodId) as
      { state: string; allotments: number | null; used: number; experienceState: string } | undefined
    if (row === undefined) return { ok: false, reason: 'unknown_period' }
    if (row.experienceState !== 'available') return { ok: false, reason: 'not_bookable' }
    if (row.state === 'stop_sale') return { ok: false, reason: 'stop_sale' }
    if (row.allotments !== null && row.used + hold.pax > row.allotments)
      return { ok: false, reason: 'sold_out' }
    const held = statement(
      db,
      "SELECT 1 FROM experience_allotment_holds WHERE booking_id = ? AND period_id = ? AND source = 'booking'",
    ).get(hold.bookingId, hold.periodId)
    if (held !== undefined) return { ok: false, reason: 'already_held' }
    statement(
      db,
      `INSERT INTO experience_allotment_holds (period_id, booking_id, date, pax, created_at) VALUES (?, ?, ?, ?, ?)`,
    ).run(hold.periodId, hold.bookingId, hold.date, hold.pax, hold.now)
    statement(
      db,
      `UPDATE experience_periods SET allotments_used = allotments_used + ?,
         current_pax_for_departure = current_pax_for_departure + ? WHERE id = ?`,
    ).run(hold.pax, hold.pax, hold.periodId)
    const remaining = row.allotments === null ? null : row.allotments - row.used - hold.pax
    return { ok: true, periodId: hold.periodId, remaining }
  })()
}

/** Gives back every spot a booking holds (cancellation, refusal, replacement). Returns the travellers released. */
export function releaseAllotment(db: Database.Database, bookingId: number): number {
  return db.transaction((): number => {
    const holds = statement(
      db,
      "SELECT period_id AS periodId, pax FROM experience_allotment_holds WHERE booking_id = ? AND source = 'booking'",
    ).all(bookingId) as Array<{ periodId: number; pax: number }>
    for (const hold of holds) {
      statement(
        db,
        `UPDATE experience_periods SET allotments_used = max(0, allotments_used - ?),
           current_pax_for_departure = max(0, current_pax_for_departure - ?) WHERE id = ?`,
      ).run(hold.pax, hold.pax, hold.periodId)
    }
    statement(db, "DELETE FROM experience_allotment_holds WHERE booking_id = ? AND source = 'booking'").run(
      bookingId,
    )
    return holds.reduce((sum, hold) => sum + hold.pax, 0)
  })()
}

/** Does any booking hold spots of this period? (Then it cannot be deleted: 409.) */
export function periodHasBookings(db: Database.Database, periodId: number): boolean {
  return (
    statement(db, 'SELECT 1 FROM experience_allotment_holds WHERE period_id = ? LIMIT 1').get(periodId) !==
    undefined
  )
}

export function getPromotions(db: Database.Database, experienceId: number): PromotionRow[] {
  const raws = statement(
    db,
    `SELECT ${PROMOTION_COLUMNS} FROM experience_promotions WHERE experience_id = ? ORDER BY start_at, id`,
  ).all(experienceId) as RawPromotion[]
  return raws.map(toPromotion)
}

export function getPromotion(db: Database.Database, promotionId: number): PromotionRow | null {
  const raw = statement(db, `SELECT ${PROMOTION_COLUMNS} FROM experience_promotions WHERE id = ?`).get(
    promotionId,
  ) as RawPromotion | undefined
  return raw === undefined ? null : toPromotion(raw)
}

/** Promotions of an experience that apply to a departure date: inside startAt..endAt (inclusive), on its weekday. */
export function promotionsFor(db: Database.Database, experienceId: number, date: string): PromotionRow[] {
  const weekday = isoWeekday(date)
  const raws = statement(
    db,
    `SELECT ${PROMOTION_COLUMNS} FROM experience_promotions
     WHERE experience_id = ? AND start_at <= ? AND end_at >= ? ORDER BY id`,
  ).all(experienceId, date, date) as RawPromotion[]
  return raws.map(toPromotion).filter((promotion) => promotion.weekdays.includes(weekday))
}

/** promotionsFor many experiences at once, by experience id. */
export function promotionsForAll(
  db: Database.Database,
  experienceIds: readonly number[],
  date: string,
): Map<number, PromotionRow[]> {
  const weekday = isoWeekday(date)
  const applies = (promotion: PromotionRow): boolean =>
    promotion.startAt <= date && promotion.endAt >= date && promotion.weekdays.includes(weekday)
  const sale = keptSale(db)
  if (sale !== null) {
    const result = new Map<number, PromotionRow[]>()
    for (const id of experienceIds) {
      const applying = (sale.promotions.get(id) ?? []).filter(applies)
      if (applying.length > 0) result.set(id, applying)
    }
    return result
  }
  const raws = statement(
    db,
    `SELECT ${PROMOTION_COLUMNS} FROM experience_promotions
     WHERE experience_id IN (SELECT value FROM json_each(?)) AND start_at <= ? AND end_at >= ? ORDER BY id`,
  ).all(JSON.stringify(experienceIds), date, date) as RawPromotion[]
  return groupBy(raws.map(toPromotion).filter(applies), (promotion) => promotion.experienceId)
}
