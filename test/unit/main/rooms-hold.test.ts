import { describe, expect, it } from 'vitest'
import { withHold } from '../../../src/main/core/hotels.handlers'
import { manualClock } from '../../support/manual-clock'
import { replay, settle, testClient } from '../api/fakes'

/**
 * The rooms answer carries the service's time (its Date header) so the handshake's hold is measured on the
 * service's clock; this computer's clock stands in when the header is missing or unreadable.
 */

const stay = { checkIn: '2026-06-01', checkOut: '2026-06-03', rooms: [{ adults: 2 }] }
const LOCAL = Date.parse('2026-03-01T09:00:00Z')
const EXPIRES = '2026-03-01T12:15:00.000Z'
const CLOCK = { offsetMs: 0, learnedAt: null }

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
    expect(withHold(answer, CLOCK).hold).toEqual({ msLeft: 15 * 60_000 - 999, clock: CLOCK })
  })

  it("falls back to this computer's clock when the header is missing or unreadable", async () => {
    for (const date of [null, 'yesterday-ish']) {
      const answer = await roomsWith(date)
      expect(answer.serviceTime.getTime()).toBe(LOCAL)
      expect(withHold(answer, CLOCK).hold.msLeft).toBe(3 * 3_600_000 + 15 * 60_000)
    }
  })

  it('is never negative once the handshake has expired', async () => {
    const answer = await roomsWith('Sun, 01 Mar 2026 13:00:00 GMT')
    expect(withHold(answer, CLOCK).hold.msLeft).toBe(0)
  })
})

describe('the service clock of the client', () => {
  it('follows every Date header and announces only a jump, not the second of a header', async () => {
    const clock = manualClock(LOCAL)
    const announced: unknown[] = []
    let serviceDate = '2026-03-01T12:00:00.000Z'
    const { client } = testClient(clock, () => roomsAnswer(new Date(serviceDate).toUTCString()), {
      onServiceClockChanged: (moved: unknown) => announced.push(moved),
    })
    await settle(clock, client.hotels.rooms('XGABPR', stay))
    const first = client.serviceClock()
    // Within the second a Date header counts.
    expect(Math.abs(first.offsetMs - (Date.parse(serviceDate) - clock.now().getTime()))).toBeLessThan(1_000)
    expect(announced).toEqual([first])

    // The same clock a second later: nothing to tell.
    clock.advance(1_000)
    serviceDate = '2026-03-01T12:00:01.000Z'
    await settle(clock, client.hotels.rooms('XGABPR', stay))
    expect(announced).toHaveLength(1)

    // The service's clock jumped two hours: told, with the new offset; the probe's headers count too.
    client.observeServiceTime({
      serviceMs: Date.parse('2026-03-01T14:00:01.000Z'),
      localMs: clock.now().getTime(),
    })
    expect(announced).toHaveLength(2)
    expect(Math.abs(client.serviceClock().offsetMs - first.offsetMs - 2 * 3_600_000)).toBeLessThan(1_000)
    expect(client.serviceNow().toISOString()).toBe('2026-03-01T14:00:01.000Z')
  })
})
