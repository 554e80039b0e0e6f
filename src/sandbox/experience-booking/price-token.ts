import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The priceId as a signed, self-describing token: `<payload>.<signature>`, both base64url. The payload is what the
 * booking needs of the priced result (who priced it, the experience, period, dates, party, frozen price, the
 * add-ons' frozen conditions by content hash, the expiry); the signature is an HMAC-SHA256 of the payload with the
 * store's own secret. A search then writes nothing per result (the row per offer made the v1 liste slow), and a
 * booking trusts only what carries a valid signature: a changed character anywhere is an unknown priceId (401).
 */
export interface PriceClaims {
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
  /** Priced add-ons: experience id and the content hash of their frozen name and price sheet. */
  extras: Array<{ experienceId: number; part: string }>
  issuedAtMs: number
  expiresAtMs: number
  /** Tells apart two identical offers priced in the same millisecond (each is booked once). */
  nonce: string
}

const VERSION = 1
/** 24 bytes of HMAC-SHA256: far beyond guessing, a shorter id than the whole digest. */
const SIGNATURE_CHARS = 32

export function newNonce(): string {
  return randomBytes(6).toString('base64url')
}

export function newPriceSecret(): string {
  return randomBytes(32).toString('base64url')
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url').slice(0, SIGNATURE_CHARS)
}

export function encodePriceToken(secret: string, claims: PriceClaims): string {
  const fields = [
    VERSION,
    claims.organizationId,
    claims.experienceId,
    claims.periodId,
    claims.startAt,
    claims.endAt,
    claims.adults,
    claims.childrenBirthdates,
    claims.currency,
    claims.price,
    claims.priceWithoutPromo,
    claims.promotions,
    claims.allotment ? 1 : 0,
    claims.extras.map((extra) => [extra.experienceId, extra.part]),
    claims.issuedAtMs,
    claims.expiresAtMs,
    claims.nonce,
  ]
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url')
  return `${payload}.${sign(secret, payload)}`
}

const isInt = (value: unknown): value is number => Number.isSafeInteger(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString)

/** The claims of a token signed with `secret`; null for anything else (malformed, tampered, another store's). */
export function decodePriceToken(secret: string, token: string): PriceClaims | null {
  const dot = token.indexOf('.')
  if (dot <= 0 || token.length > 4096) return null
  const payload = token.slice(0, dot)
  const given = Buffer.from(token.slice(dot + 1))
  const expected = Buffer.from(sign(secret, payload))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let fields: unknown
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  // Signed by this store, so well formed; checked anyway, as every boundary is.
  if (!Array.isArray(fields) || fields.length !== 17 || fields[0] !== VERSION) return null
  const [, org, experience, period, startAt, endAt, adults, births, currency, price, withoutPromo] = fields
  const [promotions, allotment, extras, issuedAt, expiresAt, nonce] = fields.slice(11)
  const extrasOk =
    Array.isArray(extras) &&
    extras.every((extra) => Array.isArray(extra) && isInt(extra[0]) && isString(extra[1]))
  if (
    !isInt(org) || !isInt(experience) || !isInt(period) || !isString(startAt) || !isString(endAt) ||
    !isInt(adults) || !isStrings(births) || !isString(currency) || typeof price !== 'number' ||
    typeof withoutPromo !== 'number' || !isStrings(promotions) || !isInt(issuedAt) || !isInt(expiresAt) ||
    !isString(nonce) || !extrasOk
  )
    return null
  return {
    organizationId: org,
    experienceId: experience,
    periodId: period,
    startAt,
    endAt,
    adults,
    childrenBirthdates: births,
    currency,
    price,
    priceWithoutPromo: withoutPromo,
    promotions,
    allotment: allotment === 1,
    extras: (extras as Array<[number, string]>).map(([experienceId, part]) => ({ experienceId, part })),
    issuedAtMs: issuedAt,
    expiresAtMs: expiresAt,
    nonce,
  }
}
