import { describe, expect, it } from 'vitest'
import { ServiceError, type ApiClient } from '../../../src/main/api/client'
import { createBookingWrites } from '../../../src/main/bookings/booking-writes'
import { createHotelBooking } from '../../../src/main/bookings/hotel-booking'
import { createPendingCreates } from '../../../src/main/booking-creates/pending-creates'
import { bookingWriteSenders } from '../../../src/main/bookings/outbox-senders'
import { getBooking } from '../../../src/main/db/bookings.repo'
import { listOutbox } from '../../../src/main/db/outbox.repo'
import { getSeenState } from '../../../src/main/db/seen-states.repo'
import { createOutbox } from '../../../src/main/sync/outbox'
import type { BookingV3 } from '../../../src/shared/api/bookings-v3'
import type { BookInput } from '../../../src/shared/ipc/hotels.contract'
import { manualClock } from '../../support/manual-clock'
import { bookingV1, bookingV3, listItem, memoryDb } from '../db/fixtures'

/**
 * What becomes of the booking a replacement was made for, against a scripted service: replaced by the service,
 * cancelled by the desk (through the outbox), queued, refused, or unreadable (no blind cancel).
 */

const OLD = 'BOLD'
const NEW = 'BNEW'

type CancelBehaviour = 'ok' | 'network' | 'refuse'

function setup(
  old: { state: string } | 'unreadable',
  cancel: CancelBehaviour = 'ok',
  create: 'answer' | 'lost' = 'answer',
) {
  const db = memoryDb()
  const clock = manualClock()
  const published: { event: string; payload: unknown }[] = []
  const events = { publish: (event: string, payload: unknown) => published.push({ event, payload }) }
  const cancels: { id: string; reason: string }[] = []
  const made: string[] = []
  let oldState = old === 'unreadable' ? 'confirmed' : old.state
  const bookings = {
    createV3: async (request: { internalReference: string }): Promise<BookingV3> => {
      made.push(request.internalReference)
      if (create === 'lost') {
        throw new ServiceError({ code: 'NETWORK', message: 'Reset.', outcomeUnknown: true })
      }
      return bookingV3(NEW, { state: 'confirmed' })
    },
    getV3: async (id: string | number): Promise<BookingV3> => {
      if (String(id) === OLD && old === 'unreadable') {
        throw new ServiceError({ code: 'NETWORK', message: 'The service cannot be reached.' })
      }
      return bookingV3(String(id), { state: String(id) === OLD ? oldState : 'confirmed' } as never)
    },
    getV1: async (id: string | number) => bookingV1(String(id), { state: oldState } as never),
    list: async () => ({
      data: made.map((reference) => listItem(NEW, { internalReference: reference })),
      meta: null,
    }),
    cancel: async (id: string | number, reason: string) => {
      cancels.push({ id: String(id), reason })
      if (cancel === 'network') {
        throw new ServiceError({ code: 'NETWORK', message: 'Reset.', outcomeUnknown: true })
      }
      if (cancel === 'refuse') {
        throw new ServiceError({
          code: 'CONFLICT',
          message: 'A sent booking cannot be canceled.',
          status: 409,
        })
      }
      oldState = 'canceled'
    },
    messages: async () => [],
    sendMessage: async () => null,
  }
  // The fake implements only what booking creates, reads and cancels use.
  const api = { bookings } as unknown as Pick<ApiClient, 'bookings'>
  const service = () => 'sandbox'
  const outbox = createOutbox({
    db,
    clock,
    senders: bookingWriteSenders({ db, api: api.bookings, clock }),
    events,
    isOffline: () => false,
    service,
    log: () => undefined,
  })
  const writes = createBookingWrites({ db, outbox, isOffline: () => false })
  const creates = createPendingCreates({ db, isOffline: () => false, service })
  const hotels = createHotelBooking({
    db,
    api,
    clock,
    events,
    writes,
    isOffline: () => false,
    service,
    creates,
    // No pricedAs in these creates: nothing is priced.
    freezeSale: () => undefined,
  })
  return { db, hotels, cancels, published }
}

const input: BookInput = {
  request: {
    requestId: '1b7d0f7e-7f43-4d0e-9a8c-1d2f3e4a5b6c',
    customer: { firstName: 'Ana', lastName: 'Müller', email: 'ana@example.test' },
    rooms: [{ bedCompositionId: 'BC1', travelers: [] }],
    replaceBookingId: OLD,
  } as unknown as BookInput['request'],
}

describe('the booking a replacement was made for', () => {
  it('already replaced by the service: nothing is cancelled, the cache shows it replaced', async () => {
    const { db, hotels, cancels, published } = setup({ state: 'replaced' })
    const result = await hotels.book(input)
    expect(result.replacement).toEqual({ bookingId: OLD, outcome: 'replaced', error: null })
    expect(cancels).toEqual([])
    expect(getBooking(db, OLD)?.state).toBe('replaced')
    // The agent did it: the poller must not announce it.
    expect(getSeenState(db, OLD)?.state).toBe('replaced')
    expect(published).toContainEqual({
      event: 'bookings.changed',
      payload: { bookingIds: [NEW, OLD], reason: 'write' },
    })
  })

  it('still confirmed: cancelled through the outbox with the reason, and refreshed in the cache', async () => {
    const { db, hotels, cancels } = setup({ state: 'confirmed' })
    const result = await hotels.book(input)
    expect(result.replacement).toEqual({ bookingId: OLD, outcome: 'cancelled', error: null })
    expect(cancels).toEqual([{ id: OLD, reason: `Replaced by booking ${NEW}` }])
    expect(getBooking(db, OLD)?.state).toBe('canceled')
    expect(listOutbox(db, {})).toMatchObject([{ kind: 'booking.cancel', bookingId: OLD, state: 'done' }])
  })

  it('the cancel gets no answer: it waits in the outbox, reported as queued', async () => {
    const { db, hotels, cancels } = setup({ state: 'confirmed' }, 'network')
    const result = await hotels.book(input)
    expect(result.replacement).toEqual({ bookingId: OLD, outcome: 'cancelQueued', error: null })
    expect(cancels).toHaveLength(1)
    expect(listOutbox(db, { states: ['pending'] })).toMatchObject([
      { kind: 'booking.cancel', bookingId: OLD },
    ])
  })

  it('the cancel is refused: cancelFailed with the service error, nothing kept to send', async () => {
    const { db, hotels } = setup({ state: 'confirmed' }, 'refuse')
    const result = await hotels.book(input)
    expect(result.replacement).toMatchObject({
      bookingId: OLD,
      outcome: 'cancelFailed',
      error: { code: 'CONFLICT', message: 'A sent booking cannot be canceled.' },
    })
    expect(listOutbox(db, {})).toEqual([])
  })

  it('cannot be read: no blind cancel is queued, the agent is told to check it', async () => {
    const { db, hotels, cancels } = setup('unreadable')
    const result = await hotels.book(input)
    expect(result.booking.id).toBe(NEW)
    expect(result.replacement).toMatchObject({
      bookingId: OLD,
      outcome: 'cancelFailed',
      error: { code: 'OFFLINE' },
    })
    expect(result.replacement?.error?.message).toMatch(new RegExp(`cancel it if it is still active`))
    expect(cancels).toEqual([])
    expect(listOutbox(db, {})).toEqual([])
  })

  it('the replacement adopted after a lost answer: the old booking is settled all the same', async () => {
    const { hotels, cancels } = setup({ state: 'confirmed' }, 'ok', 'lost')
    const result = await hotels.book(input)
    expect(result).toMatchObject({ adopted: true, booking: { id: NEW } })
    expect(result.replacement).toEqual({ bookingId: OLD, outcome: 'cancelled', error: null })
    expect(cancels).toEqual([{ id: OLD, reason: `Replaced by booking ${NEW}` }])
  })

  it('a booking that replaces none has no replacement', async () => {
    const { hotels } = setup({ state: 'confirmed' })
    const { replaceBookingId: _none, ...request } = input.request
    expect((await hotels.book({ request: request as BookInput['request'] })).replacement).toBeNull()
  })

  it('never cancels the booking the handshake already made, when that handshake is sent again to replace it', async () => {
    // The old booking was made with this handshake; the rooms were not priced again, so the "replacement" request
    // reuses it: the desk returns the booking it already made, and must not cancel it as the replaced one.
    const { hotels, cancels } = setup({ state: 'confirmed' })
    const { replaceBookingId: _none, ...first } = input.request
    const made = await hotels.book({ request: first as BookInput['request'] })
    expect(made.booking.id).toBe(NEW)
    const again = await hotels.book({
      request: { ...input.request, replaceBookingId: NEW } as BookInput['request'],
    })
    expect(again.booking.id).toBe(NEW)
    expect(again.replacement).toBeNull()
    expect(cancels).toEqual([])
  })
})
