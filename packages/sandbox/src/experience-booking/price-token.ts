import { hash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The priceId as a short signed token: `<offer>.<organization>.<expiry>.<nonce>.<signature>`, at most 64
 * characters (what the booking request takes). `offer` is the content hash of the frozen offer stored in
 * `experience_price_parts` (the same content priced again reuses the same row: a search writes only offers never
 * seen before); the organization that priced it, the expiry (ms, base 36) and a nonce (two identical offers
 * priced apart are two priceIds, each booked once) are signed with the store's own secret. A changed character
 * anywhere, or a token of another store, is an unknown priceId (401).
 *
 * The signature is SHA-256 of the secret and the payload, truncated: an HMAC costs four times as much (a search
 * signs every priced result), and a truncated digest does not expose the state a length extension would need.
 */
export interface PriceClaims {
  /** Content hash of the frozen offer (base64url). */
  offer: string
  organizationId: number
  expiresAtMs: number
  nonce: string
}

/** 96 bits of signature: far beyond guessing within a priceId's 15 minutes. */
const SIGNATURE_CHARS = 16
const TOKEN =
  /^([A-Za-z0-9_-]{1,32})\.([0-9a-z]{1,8})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{1,12})\.([A-Za-z0-9_-]+)$/

/** This process's nonce prefix; a counter follows it, so that no two priceIds of one store share a nonce. */
const NONCE_PREFIX = randomBytes(3).toString('base64url')
let nonceCount = 0

export function newNonce(): string {
  nonceCount = (nonceCount + 1) % 36 ** 7
  return `${NONCE_PREFIX}${nonceCount.toString(36)}`
}

export function newPriceSecret(): string {
  return randomBytes(32).toString('base64url')
}

function sign(secret: string, payload: string): string {
  return hash('sha256', `${secret}.${payload}`, 'base64url').slice(0, SIGNATURE_CHARS)
}

export function encodePriceToken(secret: string, claims: PriceClaims): string {
  const payload = [
    claims.offer,
    claims.organizationId.toString(36),
    claims.expiresAtMs.toString(36),
    claims.nonce,
  ].join('.')
  return `${payload}.${sign(secret, payload)}`
}

/** The claims of a token signed with `secret`; null for anything else (malformed, tampered, another store's). */
export function decodePriceToken(secret: string, token: string): PriceClaims | null {
  const match = TOKEN.exec(token)
  if (match === null) return null
  const [, offer = '', organization = '', expiry = '', nonce = '', signature = ''] = match
  const given = Buffer.from(signature)
  const expected = Buffer.from(sign(secret, token.slice(0, token.length - signature.length - 1)))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return {
    offer,
    organizationId: Number.parseInt(organization, 36),
    expiresAtMs: Number.parseInt(expiry, 36),
    nonce,
  }
}
