import { describe, expect, it } from 'vitest'
import {
  countOutbox,
  discardOutbox,
  enqueueOutbox,
  getOutboxEntry,
  listInterruptedOutbox,
  listOutbox,
  markOutboxDone,
  markOutboxFailed,
  markOutboxSending,
  nextPendingOutbox,
  purgeDoneOutbox,
  retryFailedOutbox,
  returnOutboxToPending,
} from '../../../src/main/db/outbox.repo'
import { AT, memoryDb } from './fixtures'

const LATER = '2026-03-01T12:00:00.000Z'

describe('outbox repository', () => {
  it('queues writes in order and hands them out one at a time', () => {
    const db = memoryDb()
    const first = enqueueOutbox(db, {
      kind: 'booking.message',
      bookingId: 'B1',
      payload: { message: 'Late arrival' },
      service: 'sandbox',
      createdAt: AT,
    })
    const second = enqueueOutbox(db, {
      id: 'fixed-id',
      kind: 'booking.cancel',
      bookingId: 'B2',
      payload: { reason: 'Customer request' },
      service: 'sandbox',
      createdAt: AT,
    })
    expect(first).toMatchObject({
      state: 'pending',
      attempts: 0,
      lastError: null,
      payload: { message: 'Late arrival' },
    })
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.position).toBeGreaterThan(first.position)
    expect(nextPendingOutbox(db, 'sandbox')?.id).toBe(first.id)

    expect(markOutboxSending(db, first.id, LATER)).toBe(true)
    // Taken: a second replayer cannot take it again.
    expect(markOutboxSending(db, first.id, LATER)).toBe(false)
    expect(nextPendingOutbox(db, 'sandbox')?.id).toBe('fixed-id')
    expect(listInterruptedOutbox(db).map((entry) => entry.id)).toEqual([first.id])
    expect(markOutboxDone(db, first.id, LATER)).toBe(true)
    expect(getOutboxEntry(db, first.id)).toMatchObject({ state: 'done', attempts: 1, updatedAt: LATER })
    expect(countOutbox(db)).toEqual({ pending: 1, sending: 0, failed: 0, done: 1 })
  })

  it('keeps a rejected write with its error until the agent retries or discards it', () => {
    const db = memoryDb()
    const entry = enqueueOutbox(db, {
      kind: 'booking.cancel',
      bookingId: 'B1',
      payload: {},
      service: 'sandbox',
      createdAt: AT,
    })
    markOutboxSending(db, entry.id, AT)
    const error = {
      code: 'CONFLICT',
      message: 'Only a confirmed booking can be cancelled.',
      details: { status: 409 },
    }
    expect(markOutboxFailed(db, entry.id, error, LATER)).toBe(true)
    expect(getOutboxEntry(db, entry.id)).toMatchObject({ state: 'failed', lastError: error })
    expect(listOutbox(db, { states: ['failed'] }).map((e) => e.id)).toEqual([entry.id])
    expect(listOutbox(db, { bookingId: 'B1' })).toHaveLength(1)
    expect(listOutbox(db, { bookingId: 'B1', states: ['pending'] })).toHaveLength(0)
    expect(markOutboxDone(db, entry.id, LATER)).toBe(false)
    expect(retryFailedOutbox(db, entry.id, LATER)).toBe(true)
    expect(getOutboxEntry(db, entry.id)?.state).toBe('pending')
    expect(discardOutbox(db, entry.id)).toBe(true)
    expect(listOutbox(db)).toEqual([])
  })

  it('puts back a send that never reached the service, and purges old done entries', () => {
    const db = memoryDb()
    const entry = enqueueOutbox(db, {
      kind: 'booking.message',
      bookingId: 'B1',
      payload: {},
      service: 'sandbox',
      createdAt: AT,
    })
    markOutboxSending(db, entry.id, AT)
    expect(discardOutbox(db, entry.id)).toBe(false)
    returnOutboxToPending(db, entry.id, { code: 'NETWORK', message: 'No connection.' }, AT)
    expect(getOutboxEntry(db, entry.id)).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: { code: 'NETWORK' },
    })
    markOutboxSending(db, entry.id, AT)
    markOutboxDone(db, entry.id, AT)
    expect(purgeDoneOutbox(db, AT)).toBe(0)
    expect(purgeDoneOutbox(db, LATER)).toBe(1)
  })

  it('keeps each write with its service: the replay of one service never sees the writes of another', () => {
    const db = memoryDb()
    const staging = 'staging https://staging.example.test'
    const write = (bookingId: string, service: string) =>
      enqueueOutbox(db, { kind: 'booking.message', bookingId, payload: {}, service, createdAt: AT })
    const onStaging = write('B1', staging)
    const onSandbox = write('B1', 'sandbox')
    expect(onStaging.service).toBe(staging)
    expect(nextPendingOutbox(db, 'sandbox')?.id).toBe(onSandbox.id)
    expect(nextPendingOutbox(db, staging)?.id).toBe(onStaging.id)
    expect(nextPendingOutbox(db, 'production https://api.example.test')).toBeNull()
    expect(listOutbox(db, { service: staging, states: ['pending'] }).map((e) => e.id)).toEqual([onStaging.id])
    expect(listOutbox(db, { service: 'sandbox', bookingId: 'B1' }).map((e) => e.id)).toEqual([onSandbox.id])
    // What the agent is shown: every service's.
    expect(listOutbox(db, { states: ['pending'] }).map((e) => e.service)).toEqual([staging, 'sandbox'])
    expect(countOutbox(db, staging)).toEqual({ pending: 1, sending: 0, failed: 0, done: 0 })
    expect(countOutbox(db)).toEqual({ pending: 2, sending: 0, failed: 0, done: 0 })
  })
})
