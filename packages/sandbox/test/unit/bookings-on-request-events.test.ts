import { describe, expect, it } from 'vitest'
import type { BookingRecord } from '../../src/bookings/bookings.types'
import { nextEvent } from '../../src/bookings/on-request-events'
import { plannedAnswer } from '../../src/bookings/supplier'
import type { PlannedAction } from '../../src/bookings/supplier.types'

const HOUR = 3_600_000

describe('plannedAnswer', () => {
  it('is a pure function of seed, booking and step', () => {
    expect(plannedAnswer(42, 7, 0, 'sent')).toEqual(plannedAnswer(42, 7, 0, 'sent'))
    const differs = Array.from({ length: 50 }, (_, id) => plannedAnswer(42, id, 0, 'sent')).some(
      (plan, id) => JSON.stringify(plan) !== JSON.stringify(plannedAnswer(43, id, 0, 'sent')),
    )
    expect(differs).toBe(true)
  })

  it('covers every answer with bounded delays, and stops counter-proposing after two rounds', () => {
    const seen = new Map<string, Set<PlannedAction>>()
    for (let id = 1; id <= 400; id += 1) {
      for (const [state, step] of [
        ['sent', 0],
        ['sent', 2],
        ['pending', 1],
        ['pending_source', 0],
        ['pre_confirmed', 0],
      ] as const) {
        const plan = plannedAnswer(42, id, step, state)
        const key = `${state}:${step}`
        seen.set(key, (seen.get(key) ?? new Set()).add(plan.action))
        if (plan.action !== 'none') {
          expect(plan.delayMs).toBeGreaterThanOrEqual(5 * 60_000)
          expect(plan.delayMs).toBeLessThanOrEqual(96 * HOUR)
        }
      }
    }
    expect([...(seen.get('sent:0') ?? [])].sort()).toEqual(['confirm', 'none', 'propose', 'refuse'])
    expect([...(seen.get('sent:2') ?? [])].sort()).toEqual(['confirm', 'none', 'refuse'])
    expect([...(seen.get('pending:1') ?? [])].sort()).toEqual(['confirm', 'refuse', 'resend'])
    expect([...(seen.get('pending_source:0') ?? [])].sort()).toEqual(['confirm', 'refuse'])
    expect([...(seen.get('pre_confirmed:0') ?? [])].sort()).toEqual(['confirm', 'refuse'])
  })

  it('plans nothing for states nobody answers', () => {
    for (const state of ['confirmed', 'draft', 'refused', 'canceled', 'replaced', 'failure'] as const) {
      expect(plannedAnswer(42, 1, 0, state).action).toBe('none')
    }
  })
})

function booking(overrides: Partial<BookingRecord>): BookingRecord {
  return {
    id: 1,
    state: 'sent',
    dmcState: 'on_request',
    checkIn: '2030-06-30',
    createdAt: '2030-05-01T10:00:00.000Z',
    stateChangedAt: '2030-05-01T10:00:00.000Z',
    supplierStep: 0,
    reminderSentAt: null,
    ...overrides,
  } as BookingRecord
}

/** A booking id whose first answer is `action` under seed 42. */
function idPlanned(action: PlannedAction): number {
  for (let id = 1; id < 1000; id += 1) if (plannedAnswer(42, id, 0, 'sent').action === action) return id
  throw new Error(action)
}

describe('nextEvent', () => {
  it('schedules the supplier answer after its delay', () => {
    const id = idPlanned('confirm')
    const plan = plannedAnswer(42, id, 0, 'sent')
    expect(nextEvent(42, booking({ id }))).toEqual({
      kind: 'answer',
      action: 'confirm',
      at: Date.parse('2030-05-01T10:00:00.000Z') + plan.delayMs,
    })
  })

  it('reminds 7 days before check-in a booking made more than 14 days ahead, then refuses 24 hours before', () => {
    const id = idPlanned('none')
    expect(nextEvent(42, booking({ id }))).toEqual({
      kind: 'remind',
      at: Date.parse('2030-06-23T00:00:00.000Z'),
    })
    expect(nextEvent(42, booking({ id, reminderSentAt: '2030-06-23T00:00:00.000Z' }))).toEqual({
      kind: 'refuse',
      at: Date.parse('2030-06-29T00:00:00.000Z'),
    })
    // Made 14 days before check-in exactly: not "more than 14 days", no reminder.
    expect(
      nextEvent(
        42,
        booking({ id, createdAt: '2030-06-16T00:00:00.000Z', stateChangedAt: '2030-06-16T00:00:00.000Z' }),
      ),
    ).toEqual({
      kind: 'refuse',
      at: Date.parse('2030-06-29T00:00:00.000Z'),
    })
  })

  it('refuses at once a booking created less than 24 hours before check-in; leaves instant and terminal ones', () => {
    const id = idPlanned('none')
    const late = '2030-06-29T18:00:00.000Z'
    expect(nextEvent(42, booking({ id, createdAt: late, stateChangedAt: late }))).toEqual({
      kind: 'refuse',
      at: Date.parse(late),
    })
    expect(nextEvent(42, booking({ id, state: 'confirmed', dmcState: 'instant_booking' }))).toBeNull()
    expect(nextEvent(42, booking({ id, state: 'refused' }))).toBeNull()
    // A counter-proposal nobody settles is refused too; pre_confirmed is an answer and is not.
    const lastHour = '2030-06-28T23:00:00.000Z'
    expect(
      nextEvent(42, booking({ id, state: 'pending', supplierStep: 1, stateChangedAt: lastHour })),
    ).toEqual({
      kind: 'refuse',
      at: Date.parse('2030-06-29T00:00:00.000Z'),
    })
    const preConfirmed = nextEvent(42, booking({ id, state: 'pre_confirmed' }))
    expect(preConfirmed?.kind).toBe('answer')
  })
})
