import { describe, expect, it } from 'vitest'
import {
  computePollDelayMs,
  isUrgent,
  MAX_DELAY_MS,
  MIN_DELAY_MS,
  type TrackedBooking,
} from '../../../src/main/bookings/poller/poller-interval'

const NOW = Date.parse('2026-03-10T12:00:00Z')
const calm: TrackedBooking = {
  state: 'sent',
  checkIn: '2026-05-01',
  createdAt: '2026-02-01T10:00:00Z',
  changedAt: null,
}
const open = { limit: 1000, remaining: 900, blockedUntil: null }
const delay = (input: Partial<Parameters<typeof computePollDelayMs>[0]>) =>
  computePollDelayMs({
    baseSeconds: 60,
    nowMs: NOW,
    tracked: [calm],
    quietCycles: 0,
    general: open,
    ...input,
  })

describe('poll interval', () => {
  it('is the setting when bookings can move and nothing is urgent', () => {
    expect(delay({})).toBe(60_000)
  })

  it('is faster for a booking close to check-in, recently sent or recently changed', () => {
    const soon = { ...calm, checkIn: '2026-03-11' }
    const justSent = { ...calm, createdAt: '2026-03-10T11:30:00Z' }
    const justChanged = { ...calm, changedAt: '2026-03-10T11:00:00Z' }
    for (const booking of [soon, justSent, justChanged]) {
      expect(isUrgent(booking, NOW)).toBe(true)
      expect(delay({ tracked: [calm, booking] })).toBe(15_000)
    }
    // A terminal booking is never urgent, and a stay already over is not "close to check-in".
    expect(isUrgent({ ...soon, state: 'refused' }, NOW)).toBe(false)
    expect(isUrgent({ ...calm, checkIn: '2026-03-01' }, NOW)).toBe(false)
  })

  it('never goes under 15 s, even with a 15 s setting', () => {
    expect(delay({ baseSeconds: 15, tracked: [{ ...calm, checkIn: '2026-03-10' }] })).toBe(MIN_DELAY_MS)
  })

  it('slows down when nothing moves, and more when no booking can move', () => {
    expect(delay({ quietCycles: 3 })).toBe(120_000)
    expect(delay({ quietCycles: 10 })).toBe(180_000)
    expect(delay({ tracked: [{ ...calm, state: 'canceled' }] })).toBe(240_000)
    expect(delay({ baseSeconds: 3600, quietCycles: 20 })).toBe(MAX_DELAY_MS)
  })

  it('backs off when the general bucket runs low, and waits out a 429', () => {
    expect(delay({ general: { limit: 1000, remaining: 200, blockedUntil: null } })).toBe(120_000)
    expect(delay({ general: { limit: 1000, remaining: 50, blockedUntil: null } })).toBe(240_000)
    const blockedUntil = new Date(NOW + 300_000).toISOString()
    expect(delay({ general: { limit: 1000, remaining: 0, blockedUntil } })).toBe(300_000)
    // Before any answer the bucket is unknown: no slowing down.
    expect(delay({ general: { limit: null, remaining: null, blockedUntil: null } })).toBe(60_000)
  })
})
