import type Database from 'better-sqlite3'
import { createHash } from 'node:crypto'
import { getRow, run, statement } from '../platform/statements'
import { readMeta, writeMeta } from '../platform/store'
import type { PriceSheet } from './pricing'
import {
  decodePriceToken,
  encodePriceToken,
  newNonce,
  newPriceSecret,
  type PriceClaims,
} from './price-token'
import type { Quote, QuotedExtra } from './quote'

/**
 * The priceId handshake, valid 15 minutes on the simulated clock. The priceId is a signed token (price-token.ts)
 * holding the party, dates, period and frozen price; the add-ons' frozen conditions (name and price sheet) are
 * stored once per distinct content in `experience_price_parts` (a city's add-ons serve most of its results, and
 * the same sheets come back search after search, so a search rarely writes anything). A booked priceId is recorded
 * in `experience_booked_prices` (409 PRICE_ALREADY_BOOKED). Expired records are kept a day, then purged by the tick.
 */
export const OFFER_LIFETIME_MS = 15 * 60 * 1000
export const OFFER_RETENTION_MS = 24 * 60 * 60 * 1000
/** A part written less than this ago (simulated clock) is not written again: see rememberPart. */
const PART_REFRESH_MS = 60 * 60 * 1000

export interface StoredOffer {
  priceId: string
  organizationId: number
  experienceId: number
  periodId: number
  startAt: string
  endAt: string
  adults: number
  childrenBirthdates: string[]
  currency: string
  price: number
  priceWithoutPromo: number
  promotions: string[]
  allotment: boolean
  /** The add-ons as priced: their `price` is for the whole party; a booking prices each for its own participants. */
  extras: Array<Pick<QuotedExtra, 'experienceId' | 'name' | 'sheet'>>
  createdAt: string
  expiresAt: string
  bookingId: number | null
}

const SQL = {
  insertPart: `INSERT INTO experience_price_parts (hash, body, used_at) VALUES (?, ?, ?)
    ON CONFLICT (hash) DO UPDATE SET used_at = excluded.used_at`,
  selectPart: 'SELECT body FROM experience_price_parts WHERE hash = ?',
  booked: 'SELECT booking_id FROM experience_booked_prices WHERE price_id = ?',
  markBooked: 'INSERT INTO experience_booked_prices (price_id, booking_id, expires_at) VALUES (?, ?, ?)',
  purgeBooked: 'DELETE FROM experience_booked_prices WHERE expires_at < ?',
  purgeParts: 'DELETE FROM experience_price_parts WHERE used_at < ?',
}

interface PerStore {
  secret: string
  /** Part hash -> simulated ms it was last written, for the parts this process wrote or read. */
  parts: Map<string, number>
  /** Frozen sheet -> its part hash, for the sheet objects of the current searches (one per add-on and date). */
  hashes: WeakMap<PriceSheet, { name: string; hash: string }>
}

// Per connection: a reset swaps ctx.db, and with it the secret (old priceIds become unknown, as before).
const stores = new WeakMap<Database.Database, PerStore>()

function perStore(db: Database.Database): PerStore {
  let known = stores.get(db)
  if (known === undefined) {
    let secret = readMeta(db, 'priceIdSecret')
    if (secret === null) {
      secret = newPriceSecret()
      writeMeta(db, 'priceIdSecret', secret)
    }
    known = { secret, parts: new Map(), hashes: new WeakMap() }
    stores.set(db, known)
  }
  return known
}

/**
 * Stores an add-on's frozen name and sheet under their content hash, unless this process wrote it within the hour:
 * a part is purged a day after its last write, so any live priceId (15 minutes) finds it.
 */
function rememberPart(db: Database.Database, store: PerStore, extra: QuotedExtra, nowMs: number): string {
  const cached = store.hashes.get(extra.sheet)
  let hash = cached?.name === extra.name ? cached.hash : undefined
  let body: string | undefined
  if (hash === undefined) {
    body = JSON.stringify({ name: extra.name, sheet: extra.sheet })
    hash = createHash('sha256').update(body).digest('base64url').slice(0, 22)
    store.hashes.set(extra.sheet, { name: extra.name, hash })
  }
  const written = store.parts.get(hash)
  if (written === undefined || Math.abs(nowMs - written) > PART_REFRESH_MS) {
    body ??= JSON.stringify({ name: extra.name, sheet: extra.sheet })
    run(db, SQL.insertPart, hash, body, new Date(nowMs).toISOString())
    store.parts.set(hash, nowMs)
  }
  return hash
}

/** The priceIds of many quotes (same order), with their expiry; writes only add-on conditions not yet stored. */
export function issueOffers(
  db: Database.Database,
  organizationId: number,
  quotes: readonly Quote[],
  nowMs: number,
): Array<{ priceId: string; expiresAt: string }> {
  if (quotes.length === 0) return []
  const store = perStore(db)
  const expiresAtMs = nowMs + OFFER_LIFETIME_MS
  const expiresAt = new Date(expiresAtMs).toISOString()
  const nonce = newNonce()
  return db.transaction(() =>
    quotes.map((quote, index) => {
      const claims: PriceClaims = {
        organizationId,
        experienceId: quote.experience.id,
        periodId: quote.period.id,
        startAt: quote.startAt,
        endAt: quote.endAt,
        adults: quote.party.adults,
        childrenBirthdates: [...quote.party.childrenBirthdates],
        currency: quote.sheet.currency,
        price: quote.price.price,
        priceWithoutPromo: quote.price.priceWithoutPromo,
        promotions: quote.price.promotions,
        allotment: quote.allotment,
        extras: quote.extras.map((extra) => ({
          experienceId: extra.experienceId,
          part: rememberPart(db, store, extra, nowMs),
        })),
        issuedAtMs: nowMs,
        expiresAtMs,
        nonce: `${nonce}${index.toString(36)}`,
      }
      return { priceId: encodePriceToken(store.secret, claims), expiresAt }
    }),
  )()
}

function readPart(db: Database.Database, hash: string): { name: string; sheet: PriceSheet } | null {
  const row = getRow<{ body: string }>(db, SQL.selectPart, hash)
  return row === undefined ? null : (JSON.parse(row.body) as { name: string; sheet: PriceSheet })
}

/** The offer behind a priceId this store signed; null for an unknown, tampered or incomplete one. */
export function readOffer(db: Database.Database, priceId: string): StoredOffer | null {
  const claims = decodePriceToken(perStore(db).secret, priceId)
  if (claims === null) return null
  const extras: StoredOffer['extras'] = []
  for (const extra of claims.extras) {
    const part = readPart(db, extra.part)
    // Purged conditions: only long after the priceId expired, so it is as unknown as an expired one.
    if (part === null) return null
    extras.push({ experienceId: extra.experienceId, name: part.name, sheet: part.sheet })
  }
  const booked = statement(db, SQL.booked).pluck().get(priceId) as number | undefined
  return {
    priceId,
    organizationId: claims.organizationId,
    experienceId: claims.experienceId,
    periodId: claims.periodId,
    startAt: claims.startAt,
    endAt: claims.endAt,
    adults: claims.adults,
    childrenBirthdates: claims.childrenBirthdates,
    currency: claims.currency,
    price: claims.price,
    priceWithoutPromo: claims.priceWithoutPromo,
    promotions: claims.promotions,
    allotment: claims.allotment,
    extras,
    createdAt: new Date(claims.issuedAtMs).toISOString(),
    expiresAt: new Date(claims.expiresAtMs).toISOString(),
    bookingId: booked ?? null,
  }
}

export function markOfferBooked(db: Database.Database, offer: StoredOffer, bookingId: number): void {
  run(db, SQL.markBooked, offer.priceId, bookingId, offer.expiresAt)
}

/** Drops what only served priceIds that expired before `before` (ISO). */
export function purgeOffers(db: Database.Database, before: string): void {
  run(db, SQL.purgeBooked, before)
  run(db, SQL.purgeParts, before)
}
