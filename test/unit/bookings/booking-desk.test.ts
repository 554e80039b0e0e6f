import { describe, expect, it } from 'vitest'
import { bookingTimeline } from '../../../src/main/bookings/booking-timeline'
import { cancellationQuote } from '../../../src/main/bookings/cancellation-quote'
import { withUnreadMarks } from '../../../src/main/bookings/message-marks'
import { createDownloadLinks } from '../../../src/main/core/download-links'
import type { OutboxEntry } from '../../../src/main/db/outbox.repo'
import type { BookingDetail } from '../../../src/shared/ipc/bookings.contract'
import type { PendingWrite } from '../../../src/shared/ipc/outbox.contract'
import { AT, bookingV1 } from '../db/fixtures'

function detail(state: string, patch: Partial<BookingDetail> = {}): BookingDetail {
  const v1 = bookingV1('B1', { state, totalPrice: 400 })
  v1.cancelConditions = [
    {
      deduction: 100,
      refundable: true,
      startAt: '2026-04-01 00:00:00 UTC',
      endAt: '2026-04-08 00:00:00 UTC',
    },
    {
      deduction: 400,
      refundable: false,
      startAt: '2026-04-08 00:00:00 UTC',
      endAt: '2026-04-10 00:00:00 UTC',
    },
  ]
  return {
    summary: {
      id: 'B1',
      state: state as BookingDetail['summary']['state'],
      dmcState: 'instant_booking',
      kind: 'hotel',
      checkIn: '2026-04-10',
      checkOut: '2026-04-12',
      createdAt: AT,
      customerFirstName: 'Ana',
      customerLastName: 'Lima',
      internalReference: 'AD-1',
      toReference: null,
      dmcReference: null,
      hotelId: 'H1',
      hotelName: 'Casa Azul',
      totalPrice: 400,
      currency: 'EUR',
      stars: 4,
      customerFileId: null,
      productName: 'Casa Azul',
      fetchedAt: AT,
    },
    v1,
    v3: null,
    shownRate: null,
    source: 'service',
    asOf: AT,
    pendingWrites: [],
    ...patch,
  }
}

describe('cancellation quote', () => {
  it('reads the ladder at the given instant: free, a fee, non-refundable', () => {
    expect(cancellationQuote(detail('confirmed'), new Date('2026-03-20T00:00:00Z'))).toMatchObject({
      cancellable: true,
      notCancellableReason: null,
      cost: { kind: 'free', fee: 0, until: '2026-04-01T00:00:00.000Z' },
      currency: 'EUR',
      at: '2026-03-20T00:00:00.000Z',
    })
    expect(cancellationQuote(detail('confirmed'), new Date('2026-04-02T00:00:00Z')).cost).toEqual({
      kind: 'fee',
      fee: 100,
      since: '2026-04-01T00:00:00.000Z',
      until: '2026-04-08T00:00:00.000Z',
    })
    expect(cancellationQuote(detail('confirmed'), new Date('2026-04-09T00:00:00Z')).cost).toMatchObject({
      kind: 'nonRefundable',
      fee: 400,
    })
  })

  it('never calls a booking without conditions free', () => {
    const noLadder = detail('confirmed')
    if (noLadder.v1 !== null) noLadder.v1.cancelConditions = []
    expect(cancellationQuote(noLadder, new Date('2026-03-20T00:00:00Z')).cost).toEqual({
      kind: 'unknown',
      fee: null,
    })
    expect(
      cancellationQuote(detail('confirmed', { v1: null }), new Date('2026-03-20T00:00:00Z')).cost.kind,
    ).toBe('unknown')
  })

  it.each([
    ['sent', /has not answered this request yet/],
    ['pending', /proposed other terms/],
    ['canceled', /already cancelled/],
    ['refused', /refused this booking/],
    ['replaced', /replaced by another one/],
    ['failure', /failed/],
  ])('says why a %s booking cannot be cancelled', (state, reason) => {
    const quote = cancellationQuote(detail(state), new Date('2026-03-20T00:00:00Z'))
    expect(quote.cancellable).toBe(false)
    expect(quote.notCancellableReason).toMatch(reason)
  })

  it("says an experience's request waits for its supplier, never a counter-proposal", () => {
    const base = detail('pending')
    const experience = { ...base, summary: { ...base.summary, kind: 'experience' as const } }
    const quote = cancellationQuote(experience, new Date('2026-03-20T00:00:00Z'))
    expect(quote.notCancellableReason).toBe(
      'The supplier has not answered this request yet. It can be cancelled once it is confirmed.',
    )
  })

  it('does not offer a second cancellation while one waits in the outbox', () => {
    const waiting = { id: 'w1', kind: 'booking.cancel', state: 'pending' } as PendingWrite
    const quote = cancellationQuote(detail('confirmed', { pendingWrites: [waiting] }), new Date(AT))
    expect(quote).toMatchObject({ cancellable: false, pendingCancel: { id: 'w1' } })
    expect(quote.notCancellableReason).toMatch(/already waiting/)
  })
})

describe('booking timeline', () => {
  const write = (patch: Partial<OutboxEntry>): OutboxEntry => ({
    id: 'w1',
    position: 1,
    kind: 'booking.cancel',
    bookingId: 'B1',
    payload: {},
    service: 'sandbox',
    createdAt: '2026-03-01T10:00:00.000Z',
    state: 'done',
    attempts: 2,
    lastError: null,
    updatedAt: '2026-03-01T10:05:00.000Z',
    ...patch,
  })

  it("merges the service's entries and the desk's writes, newest first, system events without an actor", () => {
    const timeline = bookingTimeline(
      [
        {
          id: 'h1',
          bookingId: 'B1',
          userId: null,
          firstName: null,
          lastName: null,
          label: 'Booking created',
          createdAt: '2026-02-01T09:00:00.000Z',
        },
        {
          id: 'h2',
          bookingId: 'B1',
          userId: '7',
          firstName: 'Ana',
          lastName: 'Lima',
          label: 'Booking cancelled',
          createdAt: '2026-03-01T10:05:00.000Z',
        },
      ],
      [
        write({}),
        write({
          id: 'w2',
          kind: 'booking.message',
          state: 'failed',
          lastError: { code: 'BAD_REQUEST', message: 'Too long' },
          createdAt: '2026-02-15T08:00:00.000Z',
          updatedAt: '2026-02-15T08:00:01.000Z',
        }),
      ],
    )
    expect(timeline.map((entry) => [entry.source, entry.actor, entry.label])).toEqual([
      ['desk', 'This desk', 'Cancellation delivered to the service'],
      ['service', 'Ana Lima', 'Booking cancelled'],
      ['desk', 'This desk', 'Cancellation written'],
      ['desk', 'This desk', 'Message refused by the service: Too long'],
      ['desk', 'This desk', 'Message written'],
      ['service', null, 'Booking created'],
    ])
  })

  it('shows a write still waiting only as written', () => {
    expect(bookingTimeline([], [write({ state: 'pending' })]).map((entry) => entry.label)).toEqual([
      'Cancellation written',
    ])
  })
})

describe('unread messages', () => {
  const message = (id: string, sentAt: string, messageType: string) => ({
    id,
    sender: { id: '1', firstName: 'Front', lastName: 'Desk' },
    message: 'Hello',
    sentAt,
    messageType,
  })
  const thread = [
    message('m1', '2026-03-01T10:00:00.000Z', 'update'),
    message('m2', '2026-03-01T11:00:00.000Z', 'request'),
    message('m3', '2026-03-01T12:00:00.000Z', 'update'),
  ]

  it("marks what the hotel wrote after the last read, never the agency's own messages", () => {
    expect(withUnreadMarks(thread, null)).toMatchObject({
      unreadCount: 2,
      lastReadAt: null,
      messages: [{ unread: true }, { unread: false }, { unread: true }],
    })
    expect(withUnreadMarks(thread, '2026-03-01T10:00:00.000Z')).toMatchObject({
      unreadCount: 1,
      messages: [{ unread: false }, { unread: false }, { unread: true }],
    })
    expect(withUnreadMarks(thread, '2026-03-01T12:00:00.000Z').unreadCount).toBe(0)
  })
})

describe('download links', () => {
  it('serves a file once, under an unguessable id, for a minute', () => {
    let now = 0
    const links = createDownloadLinks(() => now)
    const first = links.offer('voucher.pdf', new Uint8Array([1]))
    const second = links.offer('voucher.pdf', new Uint8Array([2]))
    expect(first).toMatch(/^\/downloads\/[\w-]{24}$/)
    expect(first).not.toBe(second)
    const id = (path: string) => path.split('/').pop() ?? ''
    expect(links.take(id(first))).toEqual({ fileName: 'voucher.pdf', bytes: new Uint8Array([1]) })
    expect(links.take(id(first))).toBeNull()
    now = 61_000
    expect(links.take(id(second))).toBeNull()
    expect(links.take('../../cache.db')).toBeNull()
  })
})
