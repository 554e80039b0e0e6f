import { describe, expect, it } from 'vitest'
import {
  bookingCancelConditions,
  buildCancellationTimeline,
  cancellationFeeAt,
  combinationCancelConditions,
  evaluateCancellation,
  formatCancelConditions,
  formatV1Timestamp,
  formatV3Timestamp,
  freeCancellationUntil,
  isCancellationUnknown,
  isFreelyCancellableAt,
  mergeRoomLadders,
  nonRefundableWindows,
  parseCancellationTimestamp,
  pricesAsCombination,
  type CancelCondition,
} from '../../../src/shared/domain/cancellation'

// A typical ladder: free until 1 June, 30% from 1 June, non-refundable from 10 June (check-in 15 June).
const ladder: CancelCondition[] = [
  { deduction: 150, refundable: true, startAt: '2025-06-01T00:00:00Z', endAt: '2025-06-10T00:00:00Z' },
  { deduction: 500, refundable: false, startAt: '2025-06-10T00:00:00Z', endAt: '2025-06-15T00:00:00Z' },
]
const v1Ladder: CancelCondition[] = [
  { deduction: 150, refundable: true, startAt: '2025-06-01 00:00:00 UTC', endAt: '2025-06-10 00:00:00 UTC' },
  { deduction: 500, refundable: false, startAt: '2025-06-10 00:00:00 UTC', endAt: '2025-06-15 00:00:00 UTC' },
]

describe('timestamps of the ladder', () => {
  it('parses the v3 ISO 8601 form', () => {
    expect(parseCancellationTimestamp('2025-06-01T00:00:00Z')).toBe(Date.UTC(2025, 5, 1))
  })
  it('parses the v1/v2 form YYYY-MM-DD HH:mm:ss UTC', () => {
    expect(parseCancellationTimestamp('2025-06-01 08:15:30 UTC')).toBe(Date.UTC(2025, 5, 1, 8, 15, 30))
  })
  it('rejects a v1 form without the UTC suffix', () => {
    expect(parseCancellationTimestamp('2025-06-01 08:15:30')).toBeNull()
  })
  it('formats back to the v1 form', () => {
    expect(formatV1Timestamp('2025-06-01T08:15:30.999Z')).toBe('2025-06-01 08:15:30 UTC')
    expect(formatV1Timestamp(Date.UTC(2025, 0, 2, 3, 4, 5))).toBe('2025-01-02 03:04:05 UTC')
  })
  it('round-trips v1 -> instant -> v1', () => {
    expect(formatV1Timestamp('2025-12-31 23:59:59 UTC')).toBe('2025-12-31 23:59:59 UTC')
  })
  it('formats to the v3 form', () => {
    expect(formatV3Timestamp('2025-06-01 08:15:30 UTC')).toBe('2025-06-01T08:15:30.000Z')
  })
  it('rewrites a whole ladder in either form, keeping null bounds', () => {
    expect(formatCancelConditions(ladder, 'v1')).toEqual(v1Ladder)
    const open: CancelCondition[] = [
      { deduction: 1, refundable: true, startAt: '2025-06-01 00:00:00 UTC', endAt: null },
    ]
    expect(formatCancelConditions(open, 'v3')).toEqual([
      { deduction: 1, refundable: true, startAt: '2025-06-01T00:00:00.000Z', endAt: null },
    ])
  })
})

describe('rule 1: an entry applies while startAt <= now < endAt', () => {
  it('charges the deduction inside a window', () => {
    expect(cancellationFeeAt(ladder, '2025-06-05T12:00:00Z')).toBe(150)
  })
  it('applies at exactly startAt (inclusive)', () => {
    expect(cancellationFeeAt(ladder, '2025-06-01T00:00:00Z')).toBe(150)
  })
  it('stops at exactly endAt (exclusive): the next window applies', () => {
    expect(cancellationFeeAt(ladder, '2025-06-10T00:00:00Z')).toBe(500)
    expect(cancellationFeeAt(ladder, Date.UTC(2025, 5, 10) - 1)).toBe(150)
  })
  it('reads v1 timestamps the same way', () => {
    expect(cancellationFeeAt(v1Ladder, '2025-06-05T12:00:00Z')).toBe(150)
    expect(cancellationFeeAt(v1Ladder, '2025-05-31T23:59:59Z')).toBe(0)
  })
  it('reports the window and when it ends', () => {
    expect(evaluateCancellation(ladder, '2025-06-05T00:00:00Z')).toEqual({
      kind: 'penalty',
      fee: 150,
      condition: ladder[0],
      since: '2025-06-01T00:00:00.000Z',
      until: '2025-06-10T00:00:00.000Z',
    })
  })
  it('caps a refundable deduction at the total when given', () => {
    expect(cancellationFeeAt(ladder, '2025-06-05T00:00:00Z', { totalPrice: 100 })).toBe(100)
  })
  it('rounds the fee to 2 decimals', () => {
    const odd: CancelCondition[] = [{ deduction: 33.335, refundable: true, startAt: null, endAt: null }]
    expect(cancellationFeeAt(odd, '2025-06-05T00:00:00Z')).toBe(33.34)
  })
})

describe('rule 2: free before the first window', () => {
  it('is free before the first startAt', () => {
    expect(evaluateCancellation(ladder, '2025-05-20T00:00:00Z')).toEqual({
      kind: 'free',
      fee: 0,
      freeUntil: '2025-06-01T00:00:00.000Z',
    })
    expect(isFreelyCancellableAt(ladder, '2025-05-20T00:00:00Z')).toBe(true)
  })
  it('free cancellation runs until the first window startAt', () => {
    expect(freeCancellationUntil(ladder)).toBe('2025-06-01T00:00:00.000Z')
    expect(freeCancellationUntil(v1Ladder, '2025-05-31T00:00:00Z')).toBe('2025-06-01T00:00:00.000Z')
  })
  it('has no free period once the first window has started', () => {
    expect(freeCancellationUntil(ladder, '2025-06-01T00:00:00Z')).toBeNull()
  })
  it('has no free period when the first window is unbounded at its start', () => {
    const nonRefundableNow: CancelCondition[] = [
      { deduction: 500, refundable: false, startAt: null, endAt: null },
    ]
    expect(freeCancellationUntil(nonRefundableNow)).toBeNull()
    expect(evaluateCancellation(nonRefundableNow, '2020-01-01T00:00:00Z').kind).toBe('non_refundable')
  })
  it('a zero deduction window still ends the free period (literal rule)', () => {
    const zero: CancelCondition[] = [
      { deduction: 0, refundable: true, startAt: '2025-06-01T00:00:00Z', endAt: null },
    ]
    expect(freeCancellationUntil(zero)).toBe('2025-06-01T00:00:00.000Z')
    expect(evaluateCancellation(zero, '2025-06-02T00:00:00Z')).toMatchObject({ kind: 'penalty', fee: 0 })
  })
  it('sorts windows given out of order', () => {
    const reversed = [ladder[1]!, ladder[0]!]
    expect(freeCancellationUntil(reversed)).toBe('2025-06-01T00:00:00.000Z')
    expect(cancellationFeeAt(reversed, '2025-06-05T00:00:00Z')).toBe(150)
  })
})

describe('rule 3: refundable false = the full price', () => {
  it('charges the deduction (the full price) in a non-refundable window', () => {
    expect(evaluateCancellation(ladder, '2025-06-12T00:00:00Z')).toMatchObject({
      kind: 'non_refundable',
      fee: 500,
    })
  })
  it('charges the total price when it is known', () => {
    expect(cancellationFeeAt(ladder, '2025-06-12T00:00:00Z', { totalPrice: 520.5 })).toBe(520.5)
  })
  it('lists the non-refundable windows', () => {
    expect(nonRefundableWindows(ladder)).toEqual([ladder[1]])
    expect(nonRefundableWindows([ladder[0]!])).toEqual([])
  })
})

describe('rule 4: an empty ladder is unknown, never free', () => {
  it('evaluates to unknown with no fee', () => {
    expect(evaluateCancellation([], '2025-06-05T00:00:00Z')).toEqual({ kind: 'unknown', fee: null })
    expect(cancellationFeeAt([], '2025-06-05T00:00:00Z')).toBeNull()
    expect(isCancellationUnknown([])).toBe(true)
    expect(isCancellationUnknown(ladder)).toBe(false)
  })
  it('is not freely cancellable and has no free-until date', () => {
    expect(isFreelyCancellableAt([], '2025-06-05T00:00:00Z')).toBe(false)
    expect(freeCancellationUntil([])).toBeNull()
  })
  it('gives a single unknown timeline segment', () => {
    expect(buildCancellationTimeline([])).toEqual([{ kind: 'unknown', from: null, to: null, fee: null }])
  })
})

describe('gaps and the end of the ladder (resolved: the latest-started window carries)', () => {
  const gapped: CancelCondition[] = [
    { deduction: 100, refundable: true, startAt: '2025-06-01T00:00:00Z', endAt: '2025-06-05T00:00:00Z' },
    { deduction: 300, refundable: true, startAt: '2025-06-08T00:00:00Z', endAt: '2025-06-12T00:00:00Z' },
  ]
  it('a gap between windows costs the previous window fee, never free', () => {
    expect(evaluateCancellation(gapped, '2025-06-06T00:00:00Z')).toMatchObject({
      kind: 'penalty',
      fee: 100,
      until: '2025-06-08T00:00:00.000Z',
    })
  })
  it('after the last window ends the last fee still applies', () => {
    expect(evaluateCancellation(gapped, '2025-07-01T00:00:00Z')).toMatchObject({
      kind: 'penalty',
      fee: 300,
      until: null,
    })
  })
  it('overlapping windows: the latest-started applies', () => {
    const overlap: CancelCondition[] = [
      { deduction: 100, refundable: true, startAt: '2025-06-01T00:00:00Z', endAt: '2025-06-10T00:00:00Z' },
      { deduction: 200, refundable: true, startAt: '2025-06-05T00:00:00Z', endAt: '2025-06-08T00:00:00Z' },
    ]
    expect(cancellationFeeAt(overlap, '2025-06-06T00:00:00Z')).toBe(200)
  })
  it('throws on an unparsable window timestamp', () => {
    expect(() =>
      cancellationFeeAt(
        [{ deduction: 1, refundable: true, startAt: 'soon', endAt: null }],
        '2025-06-01T00:00:00Z',
      ),
    ).toThrow(RangeError)
  })
})

describe('timeline', () => {
  it('gives ordered free, penalty and non-refundable segments', () => {
    expect(buildCancellationTimeline(ladder)).toEqual([
      { kind: 'free', from: null, to: '2025-06-01T00:00:00.000Z', fee: 0 },
      { kind: 'penalty', from: '2025-06-01T00:00:00.000Z', to: '2025-06-10T00:00:00.000Z', fee: 150 },
      { kind: 'non_refundable', from: '2025-06-10T00:00:00.000Z', to: null, fee: 500 },
    ])
  })
  it('starts at a given instant, dropping past segments and clipping the current one', () => {
    expect(buildCancellationTimeline(ladder, { from: '2025-06-03T00:00:00Z' })).toEqual([
      { kind: 'penalty', from: '2025-06-03T00:00:00.000Z', to: '2025-06-10T00:00:00.000Z', fee: 150 },
      { kind: 'non_refundable', from: '2025-06-10T00:00:00.000Z', to: null, fee: 500 },
    ])
  })
  it('has no free segment when the first window is unbounded', () => {
    const timeline = buildCancellationTimeline([
      { deduction: 80, refundable: true, startAt: null, endAt: null },
    ])
    expect(timeline).toEqual([{ kind: 'penalty', from: null, to: null, fee: 80 }])
  })
  it('uses the total price for non-refundable segments when given', () => {
    const timeline = buildCancellationTimeline(ladder, { totalPrice: 510 })
    expect(timeline.at(-1)).toEqual({
      kind: 'non_refundable',
      from: '2025-06-10T00:00:00.000Z',
      to: null,
      fee: 510,
    })
  })
  it('agrees with the fee at every segment start', () => {
    const starts = buildCancellationTimeline(v1Ladder).flatMap((s) =>
      s.from === null ? [] : [{ from: s.from, fee: s.fee }],
    )
    // The ladder has dated windows: an all-unbounded timeline would check nothing here.
    expect(starts.length).toBeGreaterThan(1)
    for (const { from, fee } of starts) expect(cancellationFeeAt(v1Ladder, from)).toBe(fee)
  })
})

describe('rule 5: multi-room combinations', () => {
  const first = { id: 'a', cancelConditions: [] as CancelCondition[] }
  const last = { id: 'b', cancelConditions: ladder }
  it('the last room of the branch carries the conditions for the whole combination', () => {
    expect(combinationCancelConditions([first, last])).toBe(ladder)
  })
  it('the last room decides even when it is unknown', () => {
    expect(combinationCancelConditions([last, first])).toEqual([])
  })
  it('no room gives unknown conditions', () => {
    expect(combinationCancelConditions([])).toEqual([])
  })
  it('knows which suppliers price rooms as a combination (case-insensitive)', () => {
    expect(pricesAsCombination('supplier_bedbank_a')).toBe(true)
    expect(pricesAsCombination('SUPPLIER_CHANNEL_C')).toBe(true)
    expect(pricesAsCombination('supplier_own')).toBe(false)
  })
  it('bookingCancelConditions uses the last room for a combination', () => {
    expect(bookingCancelConditions([first, last], 'combination')).toBe(ladder)
  })
})

describe('independent rooms (own inventory): merged ladder', () => {
  const roomA: CancelCondition[] = [
    { deduction: 50, refundable: true, startAt: '2025-06-01T00:00:00Z', endAt: '2025-06-10T00:00:00Z' },
    { deduction: 200, refundable: false, startAt: '2025-06-10T00:00:00Z', endAt: '2025-06-15T00:00:00Z' },
  ]
  const roomB: CancelCondition[] = [
    { deduction: 300, refundable: false, startAt: '2025-06-05T00:00:00Z', endAt: '2025-06-15T00:00:00Z' },
  ]
  it('sums the rooms fees over the union of their windows', () => {
    expect(mergeRoomLadders([{ cancelConditions: roomA }, { cancelConditions: roomB }])).toEqual([
      {
        deduction: 50,
        refundable: true,
        startAt: '2025-06-01T00:00:00.000Z',
        endAt: '2025-06-05T00:00:00.000Z',
      },
      {
        deduction: 350,
        refundable: true,
        startAt: '2025-06-05T00:00:00.000Z',
        endAt: '2025-06-10T00:00:00.000Z',
      },
      { deduction: 500, refundable: false, startAt: '2025-06-10T00:00:00.000Z', endAt: null },
    ])
  })
  it('uses each room price for its non-refundable windows', () => {
    const merged = mergeRoomLadders([
      { cancelConditions: roomA, price: 210 },
      { cancelConditions: roomB, price: 320 },
    ])
    expect(cancellationFeeAt(merged, '2025-06-12T00:00:00Z')).toBe(530)
  })
  it('free until the earliest room window', () => {
    const merged = bookingCancelConditions(
      [{ cancelConditions: roomB }, { cancelConditions: roomA }],
      'per_room',
    )
    expect(freeCancellationUntil(merged)).toBe('2025-06-01T00:00:00.000Z')
  })
  it('any room with unknown conditions makes the booking unknown', () => {
    expect(mergeRoomLadders([{ cancelConditions: roomA }, { cancelConditions: [] }])).toEqual([])
  })
  it('a single room keeps its own ladder', () => {
    expect(mergeRoomLadders([{ cancelConditions: roomA }])).toEqual(roomA)
  })
})
