import type { BookingV1 } from '../../shared/api/bookings-v1'
import type { PricedProduct } from '../../shared/domain/markup'
import type { ExperienceBookingRequestV1, ExperienceBookingV1 } from '../../shared/api/experiences-v1-booking'
import { isServiceError, type ApiClient } from '../api/client'
import type { EventBus } from '../base/event-bus'
import { markBookingCreate, type BookingCreate } from '../booking-creates/booking-creates.repo'
import type { MadeSale } from '../booking-creates/made-booking-store'
import { LookupFailed, pinned } from '../booking-creates/pending-creates'
import type { Db } from '../db/statements'

/**
 * Finding a basket's bookings by their references after a lost answer. Each item was sent with `toReference`
 * `<reference>/<n>` (n from 1): the v1 bookings list's `search` matches toReference, so one search finds every
 * item of the basket; bookings that carried the reference before the attempt (`knownIds`) are never adopted.
 */

/** What an experience create keeps (booking_creates.request_json): the bodies sent and the basket's names. */
export interface ExperienceCreateRequest {
  groupUuid: string
  bodies: ExperienceBookingRequestV1[]
  names: string[]
  /**
   * What each item was priced as (experiences.book's `items[].pricedAs`), null for an item sent without one: an
   * item adopted after a lost answer, also after a restart, gets the sale the agent saw, as one answered at once
   * does. Absent in creates recorded before it was kept (those keep "no selling price").
   */
  pricedAs?: (PricedProduct | null)[]
}

export type ExperienceCreate = BookingCreate<ExperienceCreateRequest>

export const itemReference = (reference: string, index: number): string => `${reference}/${index + 1}`

/** The basket position of a booking by its toReference (`<reference>/<n>`); null when it is not one of them. */
export function itemIndexOf(reference: string, toReference: string | null): number | null {
  if (toReference === null || !toReference.startsWith(`${reference}/`)) return null
  const n = Number(toReference.slice(reference.length + 1))
  return Number.isInteger(n) && n >= 1 ? n - 1 : null
}

/** Bookings of the service whose toReference is one of the basket's (`<reference>/<n>`). */
export async function findBasketBookings(
  api: Pick<ApiClient, 'bookings'>,
  service: string,
  reference: string,
): Promise<{ id: string; index: number }[]> {
  try {
    const page = await api.bookings.list(
      { search: reference, kind: 'experience', withReplacedBookings: true, page: 1, perPage: 100 },
      pinned(service),
    )
    return page.data.flatMap((item) => {
      const index = itemIndexOf(reference, item.toReference)
      return item.kind === 'experience' && index !== null ? [{ id: item.id, index }] : []
    })
  } catch (error) {
    if (isServiceError(error)) throw new LookupFailed(error)
    throw error
  }
}

/** The v1 detail as the book call answers a booking (the adopted item's `booking`). */
export function asBookedV1(booking: BookingV1): ExperienceBookingV1 {
  return {
    id: booking.id,
    groupUuid: booking.groupUuid,
    startAt: booking.startAt,
    endAt: booking.endAt,
    createdAt: booking.createdAt,
    updatedAt: booking.updatedAt,
    currency: booking.currency,
    customerLastName: booking.customerLastName,
    customerFirstName: booking.customerFirstName,
    customerEmail: booking.customerEmail,
    state: booking.state,
    dmcState: booking.dmcState,
    totalPrice: booking.totalPrice,
    experiencesBooked: booking.experiencesBooked,
  }
}

export type ExperienceResolution =
  { outcome: 'adopted'; bookings: { index: number; booking: BookingV1 }[] } | { outcome: 'notMade' }

/**
 * Looks an experience create up: its items found are adopted (read, cached, the create done), none found means
 * the basket was not made (the service books a call's items together or none). Throws LookupFailed when the
 * service cannot be asked.
 */
export async function resolveExperienceCreate(
  deps: {
    db: Db
    api: Pick<ApiClient, 'bookings'>
    events: Pick<EventBus, 'publish'>
    now: () => string
    store: (service: string, bookings: BookingV1[], reason: 'created' | 'adopted') => void
    /** Freezes the adopted items' selling prices (made-booking-store's, in one transaction). */
    freezeSales: (sales: readonly MadeSale[]) => void
  },
  create: ExperienceCreate,
): Promise<ExperienceResolution> {
  const found = (await findBasketBookings(deps.api, create.service, create.reference)).filter(
    (item) => !create.knownIds.includes(item.id),
  )
  if (found.length === 0) {
    markBookingCreate(deps.db, create.id, { state: 'not_made', at: deps.now() })
    deps.events.publish('booking.createResolved', {
      id: create.id,
      reference: create.reference,
      outcome: 'notMade',
      bookingId: null,
    })
    return { outcome: 'notMade' }
  }
  const bookings: { index: number; booking: BookingV1 }[] = []
  for (const item of found.sort((a, b) => a.index - b.index)) {
    try {
      bookings.push({
        index: item.index,
        booking: await deps.api.bookings.getV1(item.id, pinned(create.service)),
      })
    } catch (error) {
      if (isServiceError(error)) throw new LookupFailed(error)
      throw error
    }
  }
  deps.store(
    create.service,
    bookings.map((entry) => entry.booking),
    'adopted',
  )
  deps.freezeSales(adoptedSales(create, bookings))
  const first = bookings[0]?.booking.id ?? null
  markBookingCreate(deps.db, create.id, {
    state: 'done',
    at: deps.now(),
    ...(first === null ? {} : { bookingId: first }),
    adopted: true,
  })
  deps.events.publish('booking.createResolved', {
    id: create.id,
    reference: create.reference,
    outcome: 'adopted',
    bookingId: first,
  })
  return { outcome: 'adopted', bookings }
}

/** The sales of a basket's adopted items, each on the net the service booked and what the agent saw it priced as. */
function adoptedSales(
  create: ExperienceCreate,
  bookings: { index: number; booking: BookingV1 }[],
): MadeSale[] {
  return bookings.flatMap(({ index, booking }) => {
    const pricedAs = create.request.pricedAs?.[index] ?? null
    if (pricedAs === null) return []
    return [
      {
        service: create.service,
        bookingId: booking.id,
        net: booking.totalPrice,
        currency: booking.currency,
        pricedAs,
      },
    ]
  })
}
