import { describe, expect, it } from 'vitest'
import { ServiceError } from '../../../src/main/api/client'
import type { OutboxEntry } from '../../../src/main/db/outbox.repo'
import {
  classifyFailure,
  isUncertain,
  planReplay,
  retryDelayMs,
  toOutboxError,
} from '../../../src/main/sync/outbox-plan'

const entry = (
  position: number,
  bookingId: string,
  state: OutboxEntry['state'] = 'pending',
): OutboxEntry => ({
  id: `w${position}`,
  position,
  kind: 'booking.message',
  bookingId,
  payload: {},
  service: 'sandbox',
  createdAt: '2026-03-01T09:00:00.000Z',
  state,
  attempts: 0,
  lastError: null,
  updatedAt: '2026-03-01T09:00:00.000Z',
})

describe('outbox replay order', () => {
  it('replays pending writes in the order they were made, oldest first per booking', () => {
    const plan = planReplay([entry(4, 'B'), entry(1, 'A'), entry(3, 'A'), entry(2, 'B')])
    expect(plan.map((write) => write.id)).toEqual(['w1', 'w2', 'w3', 'w4'])
  })

  it('skips done and failed writes, and holds back a booking whose earlier write is in flight', () => {
    const plan = planReplay(
      [
        entry(1, 'A', 'done'),
        entry(2, 'A', 'failed'),
        entry(3, 'B', 'sending'),
        entry(4, 'B'),
        entry(5, 'C'),
        entry(6, 'D'),
      ],
      new Set(['w6']),
    )
    expect(plan.map((write) => write.id)).toEqual(['w5'])
  })
})

describe('outbox failures', () => {
  const error = (init: ConstructorParameters<typeof ServiceError>[0]) => new ServiceError(init)

  it('keeps a 4xx as failed, retries network and 5xx later, checks an unknown outcome first', () => {
    expect(classifyFailure(error({ code: 'CONFLICT', message: 'no', status: 409 }))).toBe('rejected')
    expect(classifyFailure(error({ code: 'BAD_REQUEST', message: 'no', status: 400 }))).toBe('rejected')
    expect(classifyFailure(error({ code: 'NOT_FOUND', message: 'no', status: 404 }))).toBe('rejected')
    expect(classifyFailure(error({ code: 'NETWORK', message: 'down' }))).toBe('retryLater')
    expect(classifyFailure(error({ code: 'RATE_LIMIT_EXCEEDED', message: 'slow', status: 429 }))).toBe(
      'retryLater',
    )
    expect(classifyFailure(error({ code: 'UNAUTHENTICATED', message: 'key', status: 401 }))).toBe(
      'retryLater',
    )
    // Refused unsent because the agent switched service: kept pending for its own service.
    expect(classifyFailure(error({ code: 'SERVICE_CHANGED', message: 'switched' }))).toBe('retryLater')
    expect(classifyFailure(error({ code: 'NETWORK', message: 'reset', outcomeUnknown: true }))).toBe(
      'uncertain',
    )
    expect(
      classifyFailure(error({ code: 'SERVER_ERROR', message: '503', status: 503, outcomeUnknown: true })),
    ).toBe('uncertain')
    expect(classifyFailure(new Error('bug'))).toBe('rejected')
  })

  it('remembers an unknown outcome on the entry until the service was checked', () => {
    const stored = toOutboxError(error({ code: 'NETWORK', message: 'reset', outcomeUnknown: true }), true)
    expect(stored).toMatchObject({ code: 'NETWORK', details: { outcomeUnknown: true } })
    expect(isUncertain({ state: 'pending', lastError: stored })).toBe(true)
    expect(
      isUncertain({
        state: 'pending',
        lastError: toOutboxError(error({ code: 'NETWORK', message: 'x' }), false),
      }),
    ).toBe(false)
    // Found `sending` at start: a crash interrupted it mid-send.
    expect(isUncertain({ state: 'sending', lastError: null })).toBe(true)
  })

  it('waits longer after each failed replay, up to five minutes', () => {
    expect([1, 2, 3, 6, 20].map(retryDelayMs)).toEqual([5_000, 15_000, 30_000, 300_000, 300_000])
  })
})
