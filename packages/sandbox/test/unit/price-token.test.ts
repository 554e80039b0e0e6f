import { describe, expect, it } from 'vitest'
import {
  decodePriceToken,
  encodePriceToken,
  newNonce,
  newPriceSecret,
  type PriceClaims,
} from '../../src/experience-booking/price-token'

const SECRET = newPriceSecret()
const CLAIMS: PriceClaims = {
  offer: 'AbCdEfGhIjKlMnOp',
  organizationId: 12,
  expiresAtMs: Date.parse('2031-01-15T10:15:00.000Z'),
  nonce: newNonce(),
}

describe('priceId tokens', () => {
  it('reads back what was signed, within the 64 characters a booking request takes', () => {
    const token = encodePriceToken(SECRET, CLAIMS)
    expect(decodePriceToken(SECRET, token)).toEqual(CLAIMS)
    const largest = encodePriceToken(SECRET, {
      ...CLAIMS,
      organizationId: 99_999_999,
      expiresAtMs: Date.parse('2999-12-31T23:59:59.999Z'),
      nonce: `${newNonce()}zzzzzz`,
    })
    expect(largest.length).toBeLessThanOrEqual(64)
  })

  it('refuses a token with any character changed, cut short or lengthened, or signed by another store', () => {
    const token = encodePriceToken(SECRET, CLAIMS)
    for (let index = 0; index < token.length; index += 1) {
      const character = token[index] === 'a' ? 'b' : 'a'
      const changed = `${token.slice(0, index)}${character}${token.slice(index + 1)}`
      if (changed !== token) expect(decodePriceToken(SECRET, changed), changed).toBeNull()
    }
    expect(decodePriceToken(SECRET, token.slice(0, -1))).toBeNull()
    expect(decodePriceToken(SECRET, `${token}A`)).toBeNull()
    expect(decodePriceToken(SECRET, '')).toBeNull()
    expect(decodePriceToken(SECRET, '00000000-0000-4000-8000-000000000000')).toBeNull()
    expect(decodePriceToken(newPriceSecret(), token)).toBeNull()
  })

  it('never gives two priceIds the same nonce', () => {
    const nonces = new Set(Array.from({ length: 5_000 }, () => newNonce()))
    expect(nonces.size).toBe(5_000)
  })
})
