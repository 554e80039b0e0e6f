import { describe, expect, it } from 'vitest'
import { dayAfter } from '../../../src/renderer/src/features/worklist/worklist-view'

describe("tomorrow's arrivals", () => {
  it("is the day after the service's now in the agent's time zone", () => {
    expect(dayAfter('2026-11-25T10:00:00.000Z', 'Europe/Lisbon')).toBe('2026-11-26')
    // 23:30 UTC on the 25th is already the 26th in Tokyo: tomorrow there is the 27th.
    expect(dayAfter('2026-11-25T23:30:00.000Z', 'Asia/Tokyo')).toBe('2026-11-27')
    expect(dayAfter('2026-12-31T12:00:00.000Z', 'UTC')).toBe('2027-01-01')
  })
})
