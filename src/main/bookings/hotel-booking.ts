import type { BookingListItemV1 } from '../../shared/api/bookings-v1'
import type { BookingV3, ParsedBookingRequest } from '../../shared/api/bookings-v3'
import type { BookInput, BookResult } from '../../shared/ipc/hotels.contract'
import { isServiceError, type ApiClient } from '../api/client'
import type { EventBus } from '../base/event-bus'
import { getBooking } from '../db/bookings.repo'
import type { Db } from '../db/statements'
import type { Clock } from '../platform/types'
import {
  findDoneBookingCreate,
  markBookingCreate,
  type BookingCreate,
} from '../booking-creates/booking-creates.repo'
import { madeBookingStore, type FreezeSale } from '../booking-creates/made-booking-store'
import { neverTwice } from '../booking-creates/never-twice'
import {
  LookupFailed,
  pinned,
  type PendingCreates,
  type PendingTally,
} from '../booking-creates/pending-creates'
import { replacementSettler, type Replacement } from './booking-replacement'
import type { BookingWrites } from './booking-writes'

/**
 * Hotel bookings that are never made twice. Every create carries a reference (the agent's, or a desk-made
 * `AD-...`, see client-reference.ts) and is recorded before it leaves. When it fails without an answer (timeout,
 * connection reset: `outcomeUnknown`), the service's bookings list is searched for the reference:
 *
 * - found: the booking is adopted (cached and returned, exactly as if the answer had arrived);
 * - not found: it was not made, and the agent may try again;
 * - the service cannot be asked: the agent is told the outcome is unknown (OFFLINE, `details.outcomeUnknown`),
 *   and the lookup runs as soon as the service is back (`resolvePending`), also after a restart. Until then, a new
 *   try with the same handshake or reference is refused: it must not make a second booking.
 *
 * A create belongs to the service it was sent to, and is only looked up there: after a switch of environment,
 * the creates of the previous service wait (still listed, still counted by the quit check) until the agent
 * switches back, and are looked up then. Every call is pinned to the create's service (RequestOptions.service).
 *
 * The steps that keep the rule are booking-creates/never-twice.ts, shared with experience baskets; what is a hotel
 * create's own is here: the lookup by reference, the shown rate, the handshake already used, the replacement.
 *
 * The rate the agent was shown is kept with the booking (same transaction) and with the create until then, so an
 * adoption stores it too. A create that replaces a booking settles the old one once the new one exists, adopted
 * or not (booking-replacement.ts).
 */

export type Resolution =
  { outcome: 'adopted'; booking: BookingV3; replacement: Replacement | null } | { outcome: 'notMade' }

export interface HotelBooking {
  book(input: BookInput): Promise<BookResult>
  /**
   * Looks up the active service's creates that got no answer, of every kind (PendingCreates); stops at the first
   * that cannot be asked.
   */
  resolvePending(): Promise<PendingTally>
  /** Every service's creates without an outcome, of every kind: nothing is hidden from the agent. */
  unresolved(): BookingCreate<unknown>[]
  /** Of every service (the quit check), or of the active service only (`'active'`: is there a lookup to run). */
  unresolvedCount(scope?: 'all' | 'active'): number
}

export interface HotelBookingDeps {
  db: Db
  api: Pick<ApiClient, 'bookings'>
  clock: Clock
  events: Pick<EventBus, 'publish'>
  /** The cancel of a replaced booking goes the agent's own way: through the outbox. */
  writes: Pick<BookingWrites, 'cancel'>
  isOffline: () => boolean
  /** The active service (`activeServiceIdentity`); null when the environment has no address. */
  service: () => string | null
  /** The never-twice machinery shared with experience creates: hotel creates register their lookup there. */
  creates: PendingCreates
  /** Freezes a made booking's selling price (pricing's, from the composition root). */
  freezeSale: FreezeSale
}

export function createHotelBooking(deps: HotelBookingDeps): HotelBooking {
  const { db, clock, api } = deps
  const now = (): string => clock.now().toISOString()
  const { store, keepShownRate } = madeBookingStore({
    db,
    clock,
    events: deps.events,
    freezeSale: deps.freezeSale,
  })
  const replacementOf = replacementSettler({
    db,
    api,
    writes: deps.writes,
    clock,
    events: deps.events,
    service: deps.service,
  })

  const searchReference = async (service: string, reference: string): Promise<BookingListItemV1[]> => {
    try {
      const page = await api.bookings.list(
        { search: reference, withReplacedBookings: true, page: 1, perPage: 100 },
        pinned(service),
      )
      return page.data.filter((item) => item.customerInternalReference === reference && item.kind === 'hotel')
    } catch (error) {
      if (isServiceError(error)) throw new LookupFailed(error)
      throw error
    }
  }

  const resolve = async (create: BookingCreate): Promise<Resolution> => {
    const found = (await searchReference(create.service, create.reference)).find(
      (item) => !create.knownIds.includes(item.id),
    )
    const at = now()
    if (found === undefined) {
      markBookingCreate(db, create.id, { state: 'not_made', at })
      deps.events.publish('booking.createResolved', {
        id: create.id,
        reference: create.reference,
        outcome: 'notMade',
        bookingId: null,
      })
      return { outcome: 'notMade' }
    }
    let booking: BookingV3
    try {
      booking = await api.bookings.getV3(found.id, pinned(create.service))
    } catch (error) {
      if (isServiceError(error)) throw new LookupFailed(error)
      throw error
    }
    // The product travels with the create (migration 0170): adopted after a restart too, the sale is frozen.
    store(create.service, booking, 'adopted', create.shownRate, create.pricedAs ?? undefined)
    markBookingCreate(db, create.id, { state: 'done', at, bookingId: booking.id, adopted: true })
    deps.events.publish('booking.createResolved', {
      id: create.id,
      reference: create.reference,
      outcome: 'adopted',
      bookingId: booking.id,
    })
    return {
      outcome: 'adopted',
      booking,
      replacement: await replacementOf(create.service, create.request, booking),
    }
  }

  const creates = neverTwice<ParsedBookingRequest, Resolution>(deps, {
    kind: 'hotel',
    resolve,
    busy: (reference) => `Booking ${reference} is being made right now; wait for its answer.`,
    unknown: (reference) =>
      `The service did not answer, so Agency Desk cannot tell yet whether booking ${reference} was made. ` +
      'It checks as soon as the service is back; do not book it again elsewhere.',
  })

  const book = async (input: BookInput): Promise<BookResult> => {
    const { request } = input
    const { service, reference, agentReference } = creates.start(request.internalReference)
    const shownRate = input.shownRate ?? null
    // An earlier create of the same handshake or reference that was made is this booking (the agent may retry with
    // a fresh handshake after the old one expired).
    const earlier = await creates.settleEarlier(
      service,
      (create) => create.requestId === request.requestId || create.reference === reference,
    )
    if (earlier !== null) {
      const { booking, replacement } = earlier.resolution
      keepShownRate(service, booking, shownRate, input.pricedAs)
      return { booking, reference: earlier.earlier.reference, adopted: true, replacement }
    }
    // This handshake already made a booking (the agent presses Book again after an adoption): that is the one.
    const done = findDoneBookingCreate(db, service, request.requestId)
    const doneBooking = done?.bookingId == null ? null : (getBooking(db, done.bookingId)?.v3 ?? null)
    if (done !== null && doneBooking !== null) {
      keepShownRate(service, doneBooking, shownRate, input.pricedAs)
      // Settled again rather than remembered: it reads the old booking, and cancels only one still active.
      // The replacement that create asked for, if any: not this request's (another handshake may be reused).
      const replacement = await replacementOf(service, done.request, doneBooking)
      return { booking: doneBooking, reference: done.reference, adopted: done.adopted, replacement }
    }
    creates.refuseOffline()
    let knownIds: string[] = []
    if (agentReference !== null) {
      try {
        knownIds = (await searchReference(service, agentReference)).map((item) => item.id)
      } catch (error) {
        if (error instanceof LookupFailed) throw error.failure
        throw error
      }
    }
    const sent = { ...request, internalReference: reference }
    const create = creates.record({
      service,
      reference,
      agentReference: agentReference !== null,
      requestId: request.requestId,
      request: sent,
      locale: input.locale ?? null,
      shownRate,
      pricedAs: input.pricedAs ?? null,
      knownIds,
    })
    const answer = await creates.send(
      create,
      async () => {
        const booking = await api.bookings.createV3(
          sent,
          input.locale === undefined ? pinned(service) : { ...pinned(service), locale: input.locale },
        )
        store(service, booking, 'created', shownRate, input.pricedAs)
        return booking
      },
      (booking) => booking.id,
    )
    if ('made' in answer) {
      const replacement = await replacementOf(service, request, answer.made)
      return { booking: answer.made, reference, adopted: false, replacement }
    }
    const { failure } = answer
    if (!failure.outcomeUnknown) throw failure
    const adopted = await creates.lookUpLost(create)
    if (adopted !== null) {
      const { booking, replacement } = adopted
      return { booking, reference, adopted: true, replacement }
    }
    throw failure.rephrased(
      `The booking was not made (the service has no booking ${reference}). You can try again.`,
      { outcomeUnknown: false, notMade: true, reference },
    )
  }

  return {
    book,
    resolvePending: () => deps.creates.resolvePending(),
    unresolved: () => deps.creates.unresolved(),
    unresolvedCount: (scope) => deps.creates.unresolvedCount(scope),
  }
}
