import type Database from 'better-sqlite3'
import { randomUUID } from 'node:crypto'
import type { PeriodState } from '../../shared/domain/booking-states'
import { getRow, run, statement } from '../platform/statements'
import type { PriceSheet } from './pricing'
import type { Quote, QuotedExtra } from './quote'

/**
 * The priceId handshake (table experience_price_offers): one row per priced search result, valid 15 minutes on the
 * simulated clock. Expired offers are kept a day (a late booking still gets its clear 401), then purged by the tick.
 */
export const OFFER_LIFETIME_MS = 15 * 60 * 1000
export const OFFER_RETENTION_MS = 24 * 60 * 60 * 1000

export interface StoredOffer {
  priceId: string
  organizationId: number
  experienceId: number
  periodId: number
  periodState: PeriodState
  startAt: string
  endAt: string
  adults: number
  childrenBirthdates: string[]
  currency: string
  price: number
  priceWithoutPromo: number
  promotions: string[]
  allotment: boolean
  sheet: PriceSheet
  extras: QuotedExtra[]
  createdAt: string
  expiresAt: string
  bookingId: number | null
}

interface OfferRow {
  price_id: string
  organization_id: number
  experience_id: number
  period_id: number
  period_state: string
  start_at: string
  end_at: string
  adults: number
  children_birthdates: string
  currency: string
  price: number
  price_without_promo: number
  promotions: string
  allotment: number
  sheet: string
  extras: string
  created_at: string
  expires_at: string
  booking_id: number | null
}

const SQL = {
  insert: `INSERT INTO experience_price_offers (price_id, organization_id, experience_id, period_id,
      period_state, start_at, end_at, adults, children_birthdates, currency, price, price_without_promo,
      promotions, allotment, sheet, extras, created_at, expires_at)
    VALUES (@priceId, @organizationId, @experienceId, @periodId, @periodState, @startAt, @endAt, @adults,
      @childrenBirthdates, @currency, @price, @priceWithoutPromo, @promotions, @allotment, @sheet, @extras,
      @createdAt, @expiresAt)`,
  select: 'SELECT * FROM experience_price_offers WHERE price_id = ?',
  markBooked: 'UPDATE experience_price_offers SET booking_id = ? WHERE price_id = ?',
  purge: 'DELETE FROM experience_price_offers WHERE expires_at < ? AND booking_id IS NULL',
}

/** Stores the handshakes of many quotes in one transaction; returns their priceIds in the same order. */
export function saveOffers(
  db: Database.Database,
  organizationId: number,
  quotes: readonly Quote[],
  nowMs: number,
): Array<{ priceId: string; expiresAt: string }> {
  const createdAt = new Date(nowMs).toISOString()
  const expiresAt = new Date(nowMs + OFFER_LIFETIME_MS).toISOString()
  const insert = statement(db, SQL.insert)
  return db.transaction(() =>
    quotes.map((quote) => {
      const priceId = randomUUID()
      insert.run({
        priceId,
        organizationId,
        experienceId: quote.experience.id,
        periodId: quote.period.id,
        periodState: quote.period.state,
        startAt: quote.startAt,
        endAt: quote.endAt,
        adults: quote.party.adults,
        childrenBirthdates: JSON.stringify(quote.party.childrenBirthdates),
        currency: quote.sheet.currency,
        price: quote.price.price,
        priceWithoutPromo: quote.price.priceWithoutPromo,
        promotions: JSON.stringify(quote.price.promotions),
        allotment: quote.allotment ? 1 : 0,
        sheet: JSON.stringify(quote.sheet),
        extras: JSON.stringify(quote.extras),
        createdAt,
        expiresAt,
      })
      return { priceId, expiresAt }
    }),
  )()
}

export function readOffer(db: Database.Database, priceId: string): StoredOffer | null {
  const row = getRow<OfferRow>(db, SQL.select, priceId)
  if (row === undefined) return null
  return {
    priceId: row.price_id,
    organizationId: row.organization_id,
    experienceId: row.experience_id,
    periodId: row.period_id,
    periodState: row.period_state as PeriodState,
    startAt: row.start_at,
    endAt: row.end_at,
    adults: row.adults,
    childrenBirthdates: JSON.parse(row.children_birthdates) as string[],
    currency: row.currency,
    price: row.price,
    priceWithoutPromo: row.price_without_promo,
    promotions: JSON.parse(row.promotions) as string[],
    allotment: row.allotment === 1,
    sheet: JSON.parse(row.sheet) as PriceSheet,
    extras: JSON.parse(row.extras) as QuotedExtra[],
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    bookingId: row.booking_id,
  }
}

export function markOfferBooked(db: Database.Database, priceId: string, bookingId: number): void {
  run(db, SQL.markBooked, bookingId, priceId)
}

/** Drops unused offers that expired before `before` (ISO). */
export function purgeOffers(db: Database.Database, before: string): void {
  run(db, SQL.purge, before)
}
