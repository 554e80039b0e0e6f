import type Database from 'better-sqlite3'
import { hash as digest } from 'node:crypto'
import { getRow, run, statement } from '../platform/statements'
import { readMeta, writeMeta } from '../platform/store'
import type { PriceSheet } from './pricing'
import { decodePriceToken, encodePriceToken, newNonce, newPriceSecret, type PriceClaims } from './price-token'
import type { OkPrice, Quote, QuotedExtra } from './quote'

/**
 * The priceId handshake, valid 15 minutes on the simulated clock. What a booking needs of a priced result (party,
 * dates, period, frozen price, and each add-on's frozen name and price sheet) is stored in `experience_price_parts`
 * under its content hash, once: the same offer priced again (the same departure, party and conditions) reuses its
 * row, so a search writes only what was never priced before. The priceId is a short signed token naming that hash,
 * the organization and the expiry (price-token.ts). A booked priceId is recorded in `experience_booked_prices`
 * (409 PRICE_ALREADY_BOOKED). Parts unused for a day and booked records a day past expiry are purged by the tick.
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
  /** Part hash -> simulated ms this process last wrote it. */
  written: Map<string, number>
  /** Part hash -> body, to write before the priceIds naming them are handed out. */
  pending: Map<string, string>
  /** Add-on sheet -> its part, for the sheet objects of the current search (shared by its results). */
  extraParts: WeakMap<PriceSheet, { name: string; hash: string }>
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
    known = { secret, written: new Map(), pending: new Map(), extraParts: new WeakMap() }
    stores.set(db, known)
  }
  return known
}

const contentHash = (body: string): string => digest('sha256', body, 'base64url').slice(0, 16)

/**
 * Notes a part to store under its content hash unless this process wrote it within the hour: a part is purged a
 * day after its last write, so every live priceId (15 minutes) finds its parts. Written by writeParts.
 */
function rememberPart(store: PerStore, hash: string, body: string, nowMs: number): void {
  const written = store.written.get(hash)
  if (written !== undefined && Math.abs(nowMs - written) <= PART_REFRESH_MS) return
  store.pending.set(hash, body)
}

/** Writes the noted parts in one transaction (none: no transaction), then remembers them as written. */
function writeParts(db: Database.Database, store: PerStore, nowMs: number): void {
  if (store.pending.size === 0) return
  const usedAt = new Date(nowMs).toISOString()
  const insert = statement(db, SQL.insertPart)
  db.transaction(() => {
    for (const [hash, body] of store.pending) insert.run(hash, body, usedAt)
  })()
  // Only once committed: a rollback would take the rows back.
  for (const hash of store.pending.keys()) store.written.set(hash, nowMs)
  store.pending.clear()
}

function extraPart(store: PerStore, extra: QuotedExtra, nowMs: number): string {
  const known = store.extraParts.get(extra.sheet)
  if (known !== undefined && known.name === extra.name) return known.hash
  const body = JSON.stringify({ name: extra.name, sheet: extra.sheet })
  const hash = contentHash(body)
  rememberPart(store, hash, body, nowMs)
  store.extraParts.set(extra.sheet, { name: extra.name, hash })
  return hash
}

/** The frozen offer as stored (JSON of experience_price_parts.body). */
interface OfferPart {
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
  /** [add-on experience id, part hash of its frozen name and sheet] */
  extras: Array<[number, string]>
}

/** The priceIds of many quotes (same order), with their expiry; writes only offers not stored yet. */
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
  store.pending.clear()
  const issued = quotes.map((quote) => {
    const extras = quote.extras.map((extra): [number, string] => [
      extra.experienceId,
      extraPart(store, extra, nowMs),
    ])
    const { hash: offer, body } = offerPart(quote, extras)
    rememberPart(store, offer, body, nowMs)
    const claims: PriceClaims = {
      offer,
      organizationId,
      expiresAtMs,
      nonce: newNonce(),
    }
    return { priceId: encodePriceToken(store.secret, claims), expiresAt }
  })
  writeParts(db, store, nowMs)
  return issued
}

/**
 * A quote's offer part and its hash, serialized and hashed once per price object and the rest of the offer: the
 * quotes share a price while its sheet, party and date are the same (quote.ts), so a search repeating a departure
 * hashes nothing new. What the price object does not hold is compared (sameOffer). At most PARTS_PER_PRICE per
 * price.
 */
interface KnownPart {
  offer: OfferPart
  extras: string
  hash: string
  body: string
}
const offerParts = new WeakMap<OkPrice, KnownPart[]>()
const PARTS_PER_PRICE = 64

/** Is a known offer part (of the quote's price) this quote's, apart from its add-ons? */
function sameOffer(offer: OfferPart, quote: Quote): boolean {
  return (
    offer.experienceId === quote.experience.id &&
    offer.periodId === quote.period.id &&
    offer.startAt === quote.startAt &&
    offer.endAt === quote.endAt &&
    offer.adults === quote.party.adults &&
    offer.childrenBirthdates.length === quote.party.childrenBirthdates.length &&
    offer.childrenBirthdates.every(
      (birthdate, index) => birthdate === quote.party.childrenBirthdates[index],
    ) &&
    offer.currency === quote.sheet.currency &&
    offer.allotment === quote.allotment
  )
}

function offerPart(quote: Quote, extras: Array<[number, string]>): { hash: string; body: string } {
  let known = offerParts.get(quote.price)
  if (known === undefined) {
    known = []
    offerParts.set(quote.price, known)
  }
  const extrasKey = extras.length === 0 ? '' : extras.join(';')
  let part = known.find((entry) => entry.extras === extrasKey && sameOffer(entry.offer, quote))
  if (part === undefined) {
    if (known.length >= PARTS_PER_PRICE) known.length = 0
    const offer: OfferPart = {
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
      extras,
    }
    const body = JSON.stringify(offer)
    part = { offer, extras: extrasKey, hash: contentHash(body), body }
    known.push(part)
  }
  return part
}

function readPart<T>(db: Database.Database, hash: string): T | null {
  const row = getRow<{ body: string }>(db, SQL.selectPart, hash)
  return row === undefined ? null : (JSON.parse(row.body) as T)
}

/** The offer behind a priceId this store signed; null for an unknown or tampered one. */
export function readOffer(db: Database.Database, priceId: string): StoredOffer | null {
  const claims = decodePriceToken(perStore(db).secret, priceId)
  if (claims === null) return null
  // Purged parts: only long after the priceId expired, so it is as unknown as an expired one.
  const part = readPart<OfferPart>(db, claims.offer)
  if (part === null) return null
  const extras: StoredOffer['extras'] = []
  for (const [experienceId, hash] of part.extras) {
    const extra = readPart<{ name: string; sheet: PriceSheet }>(db, hash)
    if (extra === null) return null
    extras.push({ experienceId, name: extra.name, sheet: extra.sheet })
  }
  const booked = statement(db, SQL.booked).pluck().get(priceId) as number | undefined
  return {
    priceId,
    organizationId: claims.organizationId,
    experienceId: part.experienceId,
    periodId: part.periodId,
    startAt: part.startAt,
    endAt: part.endAt,
    adults: part.adults,
    childrenBirthdates: part.childrenBirthdates,
    currency: part.currency,
    price: part.price,
    priceWithoutPromo: part.priceWithoutPromo,
    promotions: part.promotions,
    allotment: part.allotment,
    extras,
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
  // What this process remembers writing beyond the refresh window would be written again anyway.
  const store = stores.get(db)
  const keepAfter = Date.parse(before) + OFFER_RETENTION_MS - PART_REFRESH_MS
  if (store !== undefined) {
    for (const [hash, written] of store.written) if (written < keepAfter) store.written.delete(hash)
  }
}
