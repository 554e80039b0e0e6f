import { describe, expect, it } from 'vitest'
import type { BookingV1 } from '../../../src/shared/api/bookings-v1'
import type {
  BookingDetail,
  BookingMessage,
  CancellationQuote,
} from '../../../src/shared/ipc/bookings.contract'
import type { PendingWrite } from '../../../src/shared/ipc/outbox.contract'
import {
  bookingReferences,
  dmcStateWords,
  experienceDates,
  experienceLines,
  extraLines,
  stateMeaning,
  stateStory,
} from '../../../src/renderer/src/features/bookings/booking-read-view'
import {
  documentRows,
  messageCounter,
  messageRows,
  timelineRows,
} from '../../../src/renderer/src/features/bookings/booking-panels-view'
import { cancelledFeeSentence, quoteView } from '../../../src/renderer/src/features/bookings/cancel-view'
import {
  CancelReasonSchema,
  MessageDraftSchema,
} from '../../../src/renderer/src/features/bookings/booking-forms.schema'
import { bookingSummary } from './booking-fixtures'

const format = { locale: 'en-GB', timeZone: 'Europe/Lisbon' }

function summary(patch: Partial<BookingDetail['summary']> = {}): BookingDetail['summary'] {
  return bookingSummary({ toReference: 'AD-1', dmcReference: 'DMC-9', customerFileId: 'CF-3', ...patch })
}

/** Only the fields the page reads; the rest of a v1 detail does not matter here. */
function v1(patch: Partial<BookingV1>): BookingV1 {
  return { bookingRef: 'BR-77', hotelConfirmationNumber: 'HC-1', currency: 'EUR', ...patch } as BookingV1
}

function write(patch: Partial<PendingWrite> = {}): PendingWrite {
  return {
    id: 'w-1',
    kind: 'booking.message',
    bookingId: 'XKQBRT',
    service: 'sandbox',
    state: 'pending',
    text: 'Late arrival, around 23:00',
    createdAt: '2027-06-02T09:30:00Z',
    updatedAt: '2027-06-02T09:30:00Z',
    attempts: 0,
    error: null,
    outcomeUnknown: false,
    ...patch,
  }
}

function quote(cost: CancellationQuote['cost']): CancellationQuote {
  return {
    bookingId: 'XKQBRT',
    state: 'confirmed',
    cancellable: true,
    notCancellableReason: null,
    cost,
    currency: 'EUR',
    at: '2027-06-05T08:00:00Z',
    pendingCancel: null,
    source: 'service',
    asOf: '2027-06-05T08:00:00Z',
  }
}

describe('reading a booking', () => {
  it('lists every reference once, the tour operator one left out when it repeats the internal one', () => {
    const references = bookingReferences({ summary: summary(), v1: v1({}), v3: null })
    expect(references.map((r) => [r.label, r.value])).toEqual([
      ['Booking id', 'XKQBRT'],
      ['Booking reference', 'BR-77'],
      ['Hotel confirmation number', 'HC-1'],
      ['Internal reference', 'AD-1'],
      ['Supplier (DMC) reference', 'DMC-9'],
      ['Customer file', 'CF-3'],
    ])
  })

  it('says how the booking was taken and what comes next', () => {
    expect(dmcStateWords('instant_booking')).toContain('confirmed at once')
    expect(dmcStateWords(null)).toBe('Not known on this desk yet.')
    const confirmed = stateStory(summary(), format, Date.parse('2027-06-05T00:00:00Z'))
    expect(confirmed).toEqual({
      next: 'It stays confirmed unless you cancel it, or change it by booking a replacement.',
      autoRefusal: null,
      reminder: null,
    })
    expect(stateStory(summary({ state: 'refused' }), format, 0).next).toContain('final')
  })

  it('gives the date of the automatic refusal of an unanswered request, in the agent’s zone', () => {
    const sent = summary({ state: 'sent', dmcState: 'on_request', createdAt: '2027-05-01T10:00:00Z' })
    const story = stateStory(sent, format, Date.parse('2027-06-01T00:00:00Z'))
    expect(story.autoRefusal).toBe(
      'If nobody answers, it is refused automatically on 9 Jul 2027, 01:00 WEST, 24 hours before check-in.',
    )
    expect(story.reminder).toBe(
      'The hotel is reminded once on 3 Jul 2027, 01:00 WEST, 7 days before check-in.',
    )
    const late = stateStory(sent, format, Date.parse('2027-07-09T12:00:00Z'))
    expect(late.autoRefusal).toContain('less than 24 hours away')
    // An experience waiting for its supplier is handled the same way, without a hotel reminder.
    const experience = stateStory(
      { ...sent, kind: 'experience', state: 'pending' },
      format,
      Date.parse('2027-06-01T00:00:00Z'),
    )
    expect(experience.next).toBe('The supplier answers: confirmed or refused.')
    expect(experience.reminder).toBeNull()
  })

  it('reads an experience booking as experiences', () => {
    const lines = experienceLines(
      v1({
        experiencesBooked: [
          {
            id: 'eb-1',
            price: 80,
            priceWithoutPromo: 100,
            promotions: ['Early bird'],
            extras: ' ',
            travelers: [{ id: 't1', firstName: 'Ana', lastName: 'Sousa', kind: 'adult' }],
            experience: { id: 'ex-1', name: 'Sintra day tour', organizationName: 'Lisbon Tours' },
          },
        ],
      }),
      'en-GB',
    )
    expect(lines).toEqual([
      {
        id: 'eb-1',
        name: 'Sintra day tour',
        supplier: 'Lisbon Tours',
        participants: '1 participant (1 adult)',
        travelers: ['Ana Sousa (adult)'],
        extras: [],
        price: '€80.00',
        priceWithoutPromo: '€100.00',
        promotions: ['Early bird'],
      },
    ])
    expect(experienceDates('2027-07-10', '2027-07-10', 'en-GB')).toBe('10 Jul 2027')
    expect(stateMeaning('confirmed', 'experience')).toBe('Confirmed: the experience is booked.')
    expect(stateMeaning('confirmed', 'hotel')).toBe('Confirmed: the stay is booked.')
  })

  it('reads the extras the service writes as JSON, and anything else as written', () => {
    const money = (amount: number) => `€${amount.toFixed(2)}`
    const json = JSON.stringify([
      {
        extra: { id: 'x', name: 'Skip-the-line tickets' },
        price: 32.16,
        adultPax: 2,
        childrenBirthdates: ['2020-01-01'],
      },
      { extra: { name: 'Audio guide' }, price: 0, adultPax: 1, isIncluded: true },
    ])
    expect(extraLines(json, money)).toEqual([
      'Skip-the-line tickets · 2 adults, 1 child · €32.16',
      'Audio guide · 1 adult · included',
    ])
    expect(extraLines('Lunch on board', money)).toEqual(['Lunch on board'])
    expect(extraLines('[]', money)).toEqual([])
  })
})

describe('what cancelling costs', () => {
  it('says free with its deadline, a fee with the next step, and never free when unknown', () => {
    const free = quoteView(quote({ kind: 'free', fee: 0, until: '2027-07-01T00:00:00Z' }), format)
    expect(free.headline).toBe('Free to cancel now')
    expect(free.next).toBe('Free until 1 Jul 2027, 01:00 WEST; after that a cancellation fee applies.')
    const fee = quoteView(
      quote({ kind: 'fee', fee: 120, since: '2027-07-01T00:00:00Z', until: '2027-07-08T00:00:00Z' }),
      format,
    )
    expect(fee.headline).toBe('Cancelling now costs €120.00')
    expect(fee.next).toContain('8 Jul 2027, 01:00 WEST')
    const nonRefundable = quoteView(
      quote({ kind: 'nonRefundable', fee: 900, since: null, until: null }),
      format,
    )
    expect(nonRefundable.headline).toBe('Non-refundable: cancelling now costs €900.00')
    const unknown = quoteView(quote({ kind: 'unknown', fee: null }), format)
    expect(unknown.tone).toBe('unknown')
    expect(`${unknown.headline} ${unknown.next}`).not.toMatch(/\bfree to cancel\b/i)
    expect(cancelledFeeSentence(45.5, 'EUR', 'en-GB')).toBe('Cancellation fee charged: €45.50.')
  })

  it('on the client screen says a fee applies and never its net amount', () => {
    const headlines = [
      quoteView(quote({ kind: 'fee', fee: 120, since: null, until: '2027-07-08T00:00:00Z' }), format, false),
      quoteView(quote({ kind: 'nonRefundable', fee: 905.49, since: null, until: null }), format, false),
    ].map((view) => `${view.headline} ${view.next}`)
    expect(headlines[0]).toMatch(/^Cancelling now costs a fee /)
    expect(headlines[1]).toMatch(/^Non-refundable: nothing is refunded if cancelled now /)
    for (const words of headlines) expect(words).not.toMatch(/€|120|905/)
    expect(cancelledFeeSentence(45.5, 'EUR', 'en-GB', false)).toBe('A cancellation fee was charged.')
    expect(cancelledFeeSentence(0, 'EUR', 'en-GB', false)).toBe('No cancellation fee was charged.')
  })

  it('asks for a reason with the schema main validates', () => {
    expect(CancelReasonSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message).toBe(
      'Say why the booking is cancelled.',
    )
    expect(MessageDraftSchema.safeParse({ message: 'x'.repeat(5001) }).error?.issues[0]?.message).toBe(
      'A message has at most 5,000 characters.',
    )
  })
})

describe('messages, documents and history', () => {
  const message = (patch: Partial<BookingMessage>): BookingMessage => ({
    id: 'm1',
    sender: { id: 'u1', firstName: 'Rita', lastName: null },
    message: 'Confirmed, see you soon',
    sentAt: '2027-06-02T08:00:00Z',
    messageType: 'update',
    unread: true,
    ...patch,
  })

  it('tells the hotel’s messages from the agency’s, and lists what waits to be sent last', () => {
    const rows = messageRows(
      [
        message({}),
        message({
          id: 'm2',
          messageType: 'request',
          sender: { id: 'u2', firstName: null, lastName: null },
          unread: false,
        }),
      ],
      [write(), write({ id: 'w-2', state: 'done' }), write({ id: 'w-3', kind: 'booking.cancel' })],
      'hotel',
      format,
    )
    expect(rows.map((row) => [row.from, row.sender, row.fromLabel, row.unread])).toEqual([
      ['supplier', 'Rita', 'From the hotel', true],
      ['agency', 'Your agency', 'From your agency', false],
      ['pending', 'This desk', 'Waiting to be sent', false],
    ])
    expect(rows[0]?.when).toBe('2 Jun 2027, 09:00 WEST')
    expect(messageCounter('x'.repeat(5001), 'en-GB')).toEqual({ text: '5,001 / 5,000', over: true })
  })

  it('lists documents newest first with their type in words', () => {
    const rows = documentRows(
      [
        {
          id: 'd1',
          fileName: 'a.pdf',
          fileType: 'application/pdf',
          uploadedAt: '2027-06-01T08:00:00Z',
          downloadUrl: '',
          downloaded: true,
        },
        {
          id: 'd2',
          fileName: 'b.png',
          fileType: 'image/png',
          uploadedAt: '2027-06-03T08:00:00Z',
          downloadUrl: '',
          downloaded: false,
        },
      ],
      format,
    )
    expect(rows.map((row) => [row.id, row.type, row.downloaded])).toEqual([
      ['d2', 'PNG image', false],
      ['d1', 'PDF', true],
    ])
  })

  it('says who did what, newest first: a person, the system or this desk', () => {
    const rows = timelineRows(
      [
        { at: '2027-06-01T08:00:00Z', source: 'service', actor: null, label: 'Created', writeId: null },
        { at: '2027-06-03T08:00:00Z', source: 'desk', actor: null, label: 'Message queued', writeId: 'w-1' },
        {
          at: '2027-06-02T08:00:00Z',
          source: 'service',
          actor: 'Rita Lopes',
          label: 'Confirmed',
          writeId: null,
        },
      ],
      format,
    )
    expect(rows.map((row) => [row.who, row.label])).toEqual([
      ['This desk', 'Message queued'],
      ['Rita Lopes', 'Confirmed'],
      ['System', 'Created'],
    ])
  })
})
