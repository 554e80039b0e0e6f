import type { BookingV1 } from '../../shared/api/bookings-v1'
import type { BookingV3 } from '../../shared/api/bookings-v3'
import type { PricedProduct } from '../../shared/domain/markup'
import type { ShownRate } from '../../shared/ipc/hotels.contract'
import type { EventBus } from '../base/event-bus'
import { upsertBookingV1, upsertBookingV3 } from '../db/bookings.repo'
import { recordSeenStates } from '../db/seen-states.repo'
import { saveShownRate } from '../db/shown-rates.repo'
import type { Db } from '../db/statements'
import type { Clock } from '../platform/types'
import { cacheHolds } from '../db/booking-cache-owner'

/**
 * A booking whose state the agent already knows (they made, adopted or replaced it) into the cache, with that
 * state recorded as seen so that the poller does not announce it. Call inside a transaction.
 */
export function cacheKnownBooking(db: Db, booking: BookingV3, at: string): void {
  upsertBookingV3(db, booking, at)
  recordSeenStates(db, [{ bookingId: booking.id, state: booking.state, seenAt: at }])
}

/** A booking the desk made, and what it was priced as: its selling price is frozen from it (pricing, in main). */
export interface MadeSale {
  service: string
  bookingId: string
  net: number
  currency: string
  pricedAs: PricedProduct
}

/**
 * Records the selling price of a booking the desk made, with main's current markup rules; the composition root
 * hands over the pricing feature's. Called inside the transaction that keeps the booking's rate evidence.
 */
export type FreezeSale = (sale: MadeSale) => void

/** Where a hotel booking the agent made (or that was adopted after a lost answer) is written, with its evidence. */
export function madeBookingStore(deps: {
  db: Db
  clock: Clock
  events: Pick<EventBus, 'publish'>
  freezeSale: FreezeSale
}) {
  const { db } = deps
  const now = (): string => deps.clock.now().toISOString()

  /**
   * The booking into the cache with the rate shown and its selling price (when the desk knows what it was priced
   * as), in one transaction. The cache may hold another service's bookings by now (a switch during the call): the
   * booking is not written there, but its shown rate and sale, kept per service, are.
   */
  const store = (
    service: string,
    booking: BookingV3,
    reason: 'created' | 'adopted',
    shownRate: ShownRate | null,
    pricedAs: PricedProduct | undefined,
  ): void => {
    const holds = cacheHolds(db, service)
    const at = now()
    db.transaction(() => {
      if (holds) cacheKnownBooking(db, booking, at)
      if (shownRate !== null) saveShownRate(db, service, booking.id, shownRate, at)
      if (pricedAs !== undefined)
        deps.freezeSale({
          service,
          bookingId: booking.id,
          net: booking.totalPrice,
          currency: booking.currency,
          pricedAs,
        })
    })()
    if (holds) deps.events.publish('bookings.changed', { bookingIds: [booking.id], reason })
  }

  /**
   * A booking known by its v1 detail (an experience booking made or adopted) into the cache, its state seen; not
   * written when the cache holds another service's bookings by now.
   */
  const storeV1 = (
    service: string,
    bookings: readonly BookingV1[],
    reason: 'created' | 'adopted' | 'write',
  ): void => {
    if (!cacheHolds(db, service) || bookings.length === 0) return
    const at = now()
    db.transaction(() => {
      for (const booking of bookings) {
        upsertBookingV1(db, booking, at)
        recordSeenStates(db, [{ bookingId: booking.id, state: booking.state, seenAt: at }])
      }
    })()
    deps.events.publish('bookings.changed', { bookingIds: bookings.map((booking) => booking.id), reason })
  }

  /**
   * A rate shown and a sale for a booking found made already: kept unless one is (the first one kept stays, of
   * each).
   */
  const keepShownRate = (
    service: string,
    booking: BookingV3,
    shownRate: ShownRate | null,
    pricedAs: PricedProduct | undefined,
  ): void => {
    db.transaction(() => {
      if (shownRate !== null) saveShownRate(db, service, booking.id, shownRate, now())
      if (pricedAs !== undefined)
        deps.freezeSale({
          service,
          bookingId: booking.id,
          net: booking.totalPrice,
          currency: booking.currency,
          pricedAs,
        })
    })()
  }

  /** The selling prices of experience bookings the desk made (each with what its basket item was priced as). */
  const freezeSales = (sales: readonly MadeSale[]): void => {
    if (sales.length === 0) return
    db.transaction(() => {
      for (const sale of sales) deps.freezeSale(sale)
    })()
  }

  return { store, storeV1, keepShownRate, freezeSales }
}
