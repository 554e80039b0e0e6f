import { describe, expect, it } from 'vitest'
import { BOOKING_STATES } from '../../../src/shared/domain/booking-states'
import type { BookingDetail } from '../../../src/shared/ipc/bookings.contract'
import type { PendingWrite } from '../../../src/shared/ipc/outbox.contract'
import {
  changeAvailability,
  freshnessSentence,
  pendingWriteSentences,
  replacementOf,
} from '../../../src/renderer/src/features/bookings/booking-view'
import { STATE_VIEWS } from '../../../src/renderer/src/ui/booking-state'
import { bookingSummary } from './booking-fixtures'

const format = { locale: 'en-GB', timeZone: 'Europe/Lisbon' }

const summary = bookingSummary

function write(patch: Partial<PendingWrite> = {}): PendingWrite {
  return {
    id: 'w-1',
    kind: 'booking.cancel',
    bookingId: 'XKQBRT',
    service: 'sandbox',
    state: 'pending',
    text: 'Customer changed plans',
    createdAt: '2027-06-02T09:30:00Z',
    updatedAt: '2027-06-02T09:30:00Z',
    attempts: 0,
    error: null,
    outcomeUnknown: false,
    ...patch,
  }
}

describe('booking detail wording', () => {
  it('gives every state a label and a sentence, sent saying it waits for the hotel', () => {
    for (const state of BOOKING_STATES) expect(STATE_VIEWS[state].meaning.length).toBeGreaterThan(10)
    expect(STATE_VIEWS.sent.meaning).toBe("Sent on request: waiting for the hotel's answer.")
  })

  it('says where the data comes from and how old an offline copy is', () => {
    expect(freshnessSentence({ source: 'service', asOf: '2027-06-02T09:30:00Z' }, format).text).toBe(
      'From the service, fetched 2 Jun 2027, 10:30 WEST',
    )
    const offline = freshnessSentence({ source: 'cache', asOf: '2027-06-02T09:30:00Z' }, format)
    expect(offline).toEqual({
      text: 'Offline copy from 2 Jun 2027, 10:30 WEST: the service could not be reached',
      offline: true,
    })
  })

  it('lists the writes still waiting, not the done ones', () => {
    const sentences = pendingWriteSentences(
      [
        write(),
        write({ id: 'w-2', kind: 'booking.message', state: 'done', text: 'sent already' }),
        write({
          id: 'w-3',
          kind: 'booking.message',
          state: 'failed',
          error: { code: 'X', message: 'Too long' },
        }),
      ],
      format,
    )
    expect(sentences).toEqual([
      'Cancellation waiting to be sent when the service is back: “Customer changed plans”, made 2 Jun 2027, 10:30 WEST.',
      'Message refused by the service (Too long): “Customer changed plans”, made 2 Jun 2027, 10:30 WEST. Retry or discard it in the outbox.',
    ])
  })

  it('offers a change only for a confirmed hotel booking, disabled offline or with a cancel pending', () => {
    const detail = (patch: Partial<BookingDetail['summary']>, pendingWrites: PendingWrite[] = []) => ({
      summary: summary(patch),
      pendingWrites,
    })
    expect(changeAvailability(detail({}), 'online')).toEqual({ shown: true, disabledReason: null })
    expect(changeAvailability(detail({ state: 'sent' }), 'online').shown).toBe(false)
    expect(changeAvailability(detail({ kind: 'experience' }), 'online').shown).toBe(false)
    expect(changeAvailability(detail({}), 'offline').disabledReason).toBe(
      'You are offline: searching and booking need the service.',
    )
    expect(changeAvailability(detail({}, [write()]), 'online').disabledReason).toBe(
      'A cancellation of this booking is waiting to be sent.',
    )
    expect(changeAvailability(detail({}, [write({ state: 'done' })]), 'online').disabledReason).toBeNull()
  })

  it('finds the replacing booking in the history when it names it', () => {
    const replaced = { summary: summary({ state: 'replaced' }), v1: null }
    expect(replacementOf(replaced, ['Created', 'Confirmed', 'Replaced: by booking QWERTY'])).toBe('QWERTY')
    expect(replacementOf(replaced, ['Replaced'])).toBeNull()
    expect(replacementOf({ ...replaced, summary: summary() }, ['Replaced: by booking QWERTY'])).toBeNull()
  })
})
