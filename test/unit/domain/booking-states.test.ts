import { describe, expect, it } from 'vitest'
import {
  assertTransition,
  AUTO_REFUSAL_MESSAGE,
  autoRefusalAt,
  BOOKING_STATES,
  BookingState,
  canCancel,
  canTransition,
  dmcStateForInitialState,
  HISTORY_EVENT_KINDS,
  historyKindForState,
  historyLabel,
  initialExperienceBookingState,
  initialHotelBookingState,
  InvalidTransitionError,
  isAutoRefusalDue,
  isReminderDue,
  isTerminalState,
  onRequestAction,
  parseHistoryLabel,
  reminderDueAt,
  TERMINAL_STATES,
  type OnRequestFacts,
} from '../../../src/shared/domain/booking-states'

describe('states', () => {
  it('has the ten states of the spec', () => {
    expect([...BOOKING_STATES].sort()).toEqual(
      [
        'draft',
        'pending',
        'sent',
        'pending_source',
        'pre_confirmed',
        'confirmed',
        'refused',
        'canceled',
        'replaced',
        'failure',
      ].sort(),
    )
    expect(BookingState.safeParse('cancelled').success).toBe(false)
  })
  it('rule 1: refused, canceled, replaced, failure are terminal; the others are not', () => {
    expect([...TERMINAL_STATES].sort()).toEqual(['canceled', 'failure', 'refused', 'replaced'])
    for (const state of BOOKING_STATES) {
      expect(isTerminalState(state)).toBe(['refused', 'canceled', 'replaced', 'failure'].includes(state))
    }
  })
})

describe('transitions (the spec table)', () => {
  const allowed: [BookingState, BookingState[]][] = [
    ['pending', ['sent', 'confirmed', 'refused']],
    ['sent', ['confirmed', 'refused', 'pending']],
    ['pending_source', ['confirmed', 'refused']],
    ['pre_confirmed', ['confirmed', 'refused']],
    ['confirmed', ['canceled', 'replaced']],
    ['refused', []],
    ['canceled', []],
    ['replaced', []],
    ['failure', []],
  ]
  for (const [from, targets] of allowed) {
    it(`${from} -> exactly ${targets.join(', ') || 'nothing'}`, () => {
      const actual = BOOKING_STATES.filter((to) => canTransition(from, to))
      expect(actual.sort()).toEqual([...targets].sort())
    })
  }
  it('draft (targets not shown in the spec) -> the states a new booking starts in', () => {
    expect(BOOKING_STATES.filter((to) => canTransition('draft', to)).sort()).toEqual([
      'confirmed',
      'pending',
      'sent',
    ])
  })
  it('every non-terminal state can still move', () => {
    for (const state of BOOKING_STATES) {
      if (!isTerminalState(state)) expect(BOOKING_STATES.some((to) => canTransition(state, to))).toBe(true)
    }
  })
  it('assertTransition passes allowed moves and throws on others', () => {
    expect(() => assertTransition('sent', 'confirmed')).not.toThrow()
    expect(() => assertTransition('sent', 'canceled')).toThrow(InvalidTransitionError)
  })
  it('the error names both states and says a terminal state is terminal', () => {
    try {
      assertTransition('canceled', 'confirmed')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidTransitionError)
      expect((error as InvalidTransitionError).from).toBe('canceled')
      expect((error as InvalidTransitionError).to).toBe('confirmed')
      expect((error as Error).message).toMatch(/terminal/)
    }
  })
  it('only a confirmed booking can be cancelled', () => {
    expect(BOOKING_STATES.filter(canCancel)).toEqual(['confirmed'])
  })
})

describe('initial state and dmcState', () => {
  it('hotel: instant -> confirmed, on request -> sent', () => {
    expect(initialHotelBookingState(true)).toBe('confirmed')
    expect(initialHotelBookingState(false)).toBe('sent')
  })
  it('hotel multi-room: confirmed only when every room is instant', () => {
    expect(initialHotelBookingState([true, true])).toBe('confirmed')
    expect(initialHotelBookingState([true, false])).toBe('sent')
    expect(initialHotelBookingState([])).toBe('sent')
  })
  it('experience: free_sale -> confirmed, any other period -> pending', () => {
    expect(initialExperienceBookingState('free_sale')).toBe('confirmed')
    expect(initialExperienceBookingState('on_request')).toBe('pending')
    expect(initialExperienceBookingState('pre_confirmed')).toBe('pending')
  })
  it('dmcState: instant_booking when confirmed at creation, else on_request', () => {
    expect(dmcStateForInitialState('confirmed')).toBe('instant_booking')
    expect(dmcStateForInitialState('sent')).toBe('on_request')
    expect(dmcStateForInitialState('pending')).toBe('on_request')
  })
})

describe('on-request automatic handling', () => {
  // Check-in 2025-07-20: check-in instant 2025-07-20T00:00Z; reminder 2025-07-13T00:00Z; refusal 2025-07-19T00:00Z.
  const base: OnRequestFacts = { state: 'sent', checkIn: '2025-07-20', createdAt: '2025-06-01T10:00:00Z' }

  it('has the exact refusal message', () => {
    expect(AUTO_REFUSAL_MESSAGE).toBe('Automatically refused: the hotel did not answer before check-in.')
  })
  it('reminder falls due 7 days before check-in for a booking made more than 14 days before', () => {
    expect(reminderDueAt('2025-07-20', '2025-06-01T10:00:00Z')).toBe('2025-07-13T00:00:00.000Z')
  })
  it('no reminder for a booking made exactly 14 days before check-in (strictly more is needed)', () => {
    expect(reminderDueAt('2025-07-20', '2025-07-06T00:00:00Z')).toBeNull()
    expect(reminderDueAt('2025-07-20', '2025-07-05T23:59:59Z')).toBe('2025-07-13T00:00:00.000Z')
  })
  it('reminder not due before 7 days before check-in', () => {
    expect(isReminderDue(base, '2025-07-12T23:59:59Z')).toBe(false)
  })
  it('reminder due from 7 days before check-in', () => {
    expect(isReminderDue(base, '2025-07-13T00:00:00Z')).toBe(true)
    expect(onRequestAction(base, '2025-07-15T00:00:00Z')).toBe('remind')
  })
  it('reminder sent only once', () => {
    expect(isReminderDue({ ...base, reminded: true }, '2025-07-15T00:00:00Z')).toBe(false)
  })
  it('no reminder once answered', () => {
    expect(isReminderDue({ ...base, state: 'confirmed' }, '2025-07-15T00:00:00Z')).toBe(false)
    expect(isReminderDue({ ...base, state: 'pending' }, '2025-07-15T00:00:00Z')).toBe(false)
  })
  it('no reminder for a booking made 14 days or less before check-in', () => {
    expect(isReminderDue({ ...base, createdAt: '2025-07-10T00:00:00Z' }, '2025-07-15T00:00:00Z')).toBe(false)
  })
  it('automatic refusal at 24 hours or less before check-in', () => {
    expect(autoRefusalAt('2025-07-20')).toBe('2025-07-19T00:00:00.000Z')
    expect(isAutoRefusalDue(base, '2025-07-18T23:59:59Z')).toBe(false)
    expect(isAutoRefusalDue(base, '2025-07-19T00:00:00Z')).toBe(true)
    expect(isAutoRefusalDue(base, '2025-07-21T00:00:00Z')).toBe(true)
  })
  it('refusal applies whenever the booking was made (also made late)', () => {
    expect(isAutoRefusalDue({ ...base, createdAt: '2025-07-18T12:00:00Z' }, '2025-07-19T06:00:00Z')).toBe(
      true,
    )
  })
  it('refusal wins over a reminder that is also due', () => {
    expect(isReminderDue(base, '2025-07-19T12:00:00Z')).toBe(false)
    expect(onRequestAction(base, '2025-07-19T12:00:00Z')).toBe('refuse')
  })
  it('refusal also ends a counter-proposal nobody answered and a pending_source booking', () => {
    expect(isAutoRefusalDue({ ...base, state: 'pending' }, '2025-07-19T12:00:00Z')).toBe(true)
    expect(isAutoRefusalDue({ ...base, state: 'pending_source' }, '2025-07-19T12:00:00Z')).toBe(true)
  })
  it('answered, pre-confirmed and terminal bookings are left alone', () => {
    for (const state of ['confirmed', 'pre_confirmed', 'refused', 'canceled', 'draft'] as const) {
      expect(onRequestAction({ ...base, state }, '2025-07-19T12:00:00Z')).toBe('none')
    }
  })
  it('instant bookings are never handled', () => {
    expect(onRequestAction({ ...base, dmcState: 'instant_booking' }, '2025-07-19T12:00:00Z')).toBe('none')
  })
  it('experience: pending is the unanswered state', () => {
    const exp: OnRequestFacts = { ...base, kind: 'experience', state: 'pending' }
    expect(onRequestAction(exp, '2025-07-15T00:00:00Z')).toBe('remind')
    expect(onRequestAction(exp, '2025-07-19T12:00:00Z')).toBe('refuse')
    expect(onRequestAction({ ...exp, state: 'sent' }, '2025-07-15T00:00:00Z')).toBe('none')
  })
  it('nothing to do before the reminder date', () => {
    expect(onRequestAction(base, '2025-07-01T00:00:00Z')).toBe('none')
  })
})

describe('history labels', () => {
  it('has a label for every recorded event kind', () => {
    expect(HISTORY_EVENT_KINDS.map((kind) => historyLabel(kind))).toEqual([
      'Created',
      'Confirmed',
      'Cancelled',
      'Refused',
      'Replaced',
      'Updated',
      'Proposed',
      'Discounted',
      'Marked up',
      'Sent to partners',
    ])
  })
  it('appends a detail such as a cancellation reason', () => {
    expect(historyLabel('cancelled', 'Customer changed plans')).toBe('Cancelled: Customer changed plans')
    expect(historyLabel('refused', AUTO_REFUSAL_MESSAGE)).toBe(`Refused: ${AUTO_REFUSAL_MESSAGE}`)
    expect(historyLabel('created', '  ')).toBe('Created')
  })
  it('parses a label back to its kind', () => {
    expect(parseHistoryLabel('Marked up')).toBe('marked_up')
    expect(parseHistoryLabel('sent to partners')).toBe('sent_to_partners')
    expect(parseHistoryLabel('Cancelled: Customer changed plans')).toBe('cancelled')
    expect(parseHistoryLabel('Something else')).toBeNull()
  })
  it('maps entered states to events', () => {
    expect(historyKindForState('canceled')).toBe('cancelled')
    expect(historyKindForState('pending')).toBe('proposed')
    expect(historyKindForState('confirmed')).toBe('confirmed')
    expect(historyKindForState('pre_confirmed')).toBe('updated')
  })
})
