import { describe, expect, it } from 'vitest'
import { withHold } from '../../../src/main/core/hotels.handlers'
import { manualClock, replay, settle, testClient } from '../api/fakes'

/**
 * The rooms answer carries the service's time (its Date header) so the handshake's hold is measured on the
 * service's clock; this computer's clock stands in when the header is missing or unreadable.
 */

const stay = { checkIn: '2026-06-01', checkOut: '2026-06-03', rooms: [{ adults: 2 }] }
const LOCAL = Date.parse('2026-03-01T09:00:00Z')
const EXPIRES = '2026-03-01T12:15:00.000Z'

function roomsAnswer(date: string | null): Response {
  const recorded = replay('rooms-availability', (body) => {
    body.meta.expiresAt = EXPIRES
    return body
  })
  const headers = new Headers(recorded.headers)
  if (date !== null) headers.set('Date', date)
  return new Response(recorded.body, { status: 200, headers })
}

async function roomsWith(date: string | null) {
  const clock = manualClock(LOCAL)
  const { client } = testClient(clock, () => roomsAnswer(date))
  return settle(clock, client.hotels.rooms('XGABPR', stay))
}

describe('the hold of a rooms handshake', () => {
  it('is measured from the Date header, at the end of its second (never longer than the service says)', async () => {
    // The service's clock is three hours ahead of this computer's.
    const answer = await roomsWith('Sun, 01 Mar 2026 12:00:00 GMT')
    expect(answer.serviceTime.toISOString()).toBe('2026-03-01T12:00:00.999Z')
    expect(answer.response.meta.expiresAt).toBe(EXPIRES)
    expect(withHold(answer).hold).toEqual({ msLeft: 15 * 60_000 - 999 })
  })

  it("falls back to this computer's clock when the header is missing or unreadable", async () => {
    for (const date of [null, 'yesterday-ish']) {
      const answer = await roomsWith(date)
      expect(answer.serviceTime.getTime()).toBe(LOCAL)
      expect(withHold(answer).hold.msLeft).toBe(3 * 3_600_000 + 15 * 60_000)
    }
  })

  it('is never negative once the handshake has expired', async () => {
    const answer = await roomsWith('Sun, 01 Mar 2026 13:00:00 GMT')
    expect(withHold(answer).hold.msLeft).toBe(0)
  })
})
