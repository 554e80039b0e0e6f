import { describe, expect, it } from 'vitest'
import { detectChanges } from '../../../src/main/bookings/poller/poller-changes'

const map = (entries: Record<string, string>) => new Map(Object.entries(entries))

describe('detectChanges', () => {
  it('records every state on the first run and announces nothing', () => {
    const result = detectChanges({
      listed: [
        { id: 'A', state: 'sent' },
        { id: 'B', state: 'confirmed' },
      ],
      cached: map({}),
      seen: map({}),
      firstRun: true,
    })
    expect(result.announce).toEqual([])
    expect(result.refetch).toEqual([])
    expect(result.record).toEqual([
      { id: 'A', state: 'sent' },
      { id: 'B', state: 'confirmed' },
    ])
  })

  it('announces a change against the seen state and fetches details only for changed bookings', () => {
    const result = detectChanges({
      listed: [
        { id: 'A', state: 'confirmed' },
        { id: 'B', state: 'confirmed' },
        { id: 'C', state: 'refused' },
      ],
      cached: map({ A: 'sent', B: 'confirmed', C: 'refused' }),
      seen: map({ A: 'sent', B: 'confirmed', C: 'refused' }),
      firstRun: false,
    })
    expect(result.announce).toEqual([{ bookingId: 'A', previousState: 'sent', state: 'confirmed' }])
    expect(result.refetch).toEqual(['A'])
    expect(result.record).toEqual([{ id: 'A', state: 'confirmed' }])
  })

  it('finds a change made while the app was closed (cache and seen both old), once', () => {
    const input = {
      listed: [{ id: 'A', state: 'confirmed' }],
      cached: map({ A: 'sent' }),
      seen: map({ A: 'sent' }),
      firstRun: false,
    }
    expect(detectChanges(input).announce).toHaveLength(1)
    // After the cycle recorded it, the same list announces nothing more.
    const after = detectChanges({ ...input, cached: map({ A: 'confirmed' }), seen: map({ A: 'confirmed' }) })
    expect(after).toEqual({ refetch: [], announce: [], record: [] })
  })

  it('announces a change already in the cache (a detail read) but not yet told to the agent', () => {
    const result = detectChanges({
      listed: [{ id: 'A', state: 'refused' }],
      cached: map({ A: 'refused' }),
      seen: map({ A: 'sent' }),
      firstRun: false,
    })
    expect(result.announce).toEqual([{ bookingId: 'A', previousState: 'sent', state: 'refused' }])
    expect(result.refetch).toEqual(['A'])
  })

  it('records a booking new to the desk silently and without fetching its details', () => {
    const result = detectChanges({
      listed: [{ id: 'N', state: 'sent' }],
      cached: map({}),
      seen: map({ A: 'sent' }),
      firstRun: false,
    })
    expect(result).toEqual({ refetch: [], announce: [], record: [{ id: 'N', state: 'sent' }] })
  })

  it('refetches a cached booking whose state moved even when the agent was already told (own cancel)', () => {
    const result = detectChanges({
      listed: [{ id: 'A', state: 'canceled' }],
      cached: map({ A: 'confirmed' }),
      seen: map({ A: 'canceled' }),
      firstRun: false,
    })
    expect(result).toEqual({ refetch: ['A'], announce: [], record: [] })
  })
})
