import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { BookingV1 } from '../../shared/api/bookings-v1'
import type { BookExperiencesInput, BookExperiencesResult } from '../../shared/ipc/experiences.contract'
import { isServiceError, type ApiClient, type ServiceError } from '../api/client'
import type { EventBus } from '../base/event-bus'
import { madeBookingStore, type FreezeSale, type MadeSale } from '../booking-creates/made-booking-store'
import { neverTwice } from '../booking-creates/never-twice'
import { LookupFailed, pinned, type PendingCreates } from '../booking-creates/pending-creates'
import type { Db } from '../db/statements'
import type { Clock } from '../platform/types'
import type { ExperienceCatalog } from './experience-catalog'
import {
  asBookedV1,
  findBasketBookings,
  itemReference,
  resolveExperienceCreate,
  type ExperienceCreateRequest,
  type ExperienceResolution,
} from './experience-lookup'
import { repriceBasket } from './experience-reprice'
import { bodyOf, checkBasket } from './basket-request'

/**
 * A basket of experiences booked as one call (`groupUuid`), never twice: the hotel create's rule with the same
 * machinery (booking-creates/never-twice.ts: the create recorded, earlier ones settled, a lost answer looked up). The create is recorded before the call leaves, each
 * item carrying `toReference` `<reference>/<n>`; a call without an answer is looked up by those references
 * (experience-lookup.ts): found items are adopted, none found means not made, and when the service cannot be
 * asked the agent is told the outcome is unknown until the lookup runs (also after a restart). An expired priceId
 * re-prices the basket for the agent to accept. Travelers and extras are checked before anything is sent.
 */
export interface ExperienceBooking {
  book(input: z.output<typeof BookExperiencesInput>): Promise<BookExperiencesResult>
}

export interface ExperienceBookingDeps {
  db: Db
  api: Pick<ApiClient, 'bookings' | 'experiences'>
  clock: Clock
  events: Pick<EventBus, 'publish'>
  isOffline: () => boolean
  service: () => string | null
  creates: PendingCreates
  catalog: Pick<ExperienceCatalog, 'quote' | 'offerOf'>
  /** Freezes a made booking's selling price (pricing's, from the composition root). */
  freezeSale: FreezeSale
}

type Input = z.output<typeof BookExperiencesInput>

/** Which basket item a service error names (`details.param` like `[1].travelers`), when it does. */
function itemOf(failure: ServiceError): number | null {
  const param = failure.details?.param
  const match = typeof param === 'string' ? /^\[(\d+)\]/.exec(param) : null
  return match === null ? null : Number(match[1])
}

export function createExperienceBooking(deps: ExperienceBookingDeps): ExperienceBooking {
  const { db, api, clock } = deps
  const now = (): string => clock.now().toISOString()
  const { storeV1, freezeSales } = madeBookingStore({
    db,
    clock,
    events: deps.events,
    freezeSale: deps.freezeSale,
  })
  const creates = neverTwice<ExperienceCreateRequest, ExperienceResolution>(deps, {
    kind: 'experience',
    resolve: (create) =>
      resolveExperienceCreate({ db, api, events: deps.events, now, store: storeV1, freezeSales }, create),
    busy: (reference) => `The experiences of ${reference} are being booked right now; wait for the answer.`,
    unknown: (reference) =>
      `The service did not answer, so Agency Desk cannot tell yet whether the experiences of ${reference} ` +
      'were booked. It checks as soon as the service is back; do not book them again elsewhere.',
  })

  const adopted = (
    reference: string,
    groupUuid: string,
    bookings: { index: number; booking: BookingV1 }[],
  ): BookExperiencesResult => ({
    status: 'booked',
    groupUuid: bookings[0]?.booking.groupUuid ?? groupUuid,
    items: bookings.map(({ index, booking }) => ({
      index,
      outcome: 'adopted' as const,
      reference: itemReference(reference, index),
      booking: asBookedV1(booking),
    })),
  })

  /**
   * The bookings just made, read as the list shows them and cached at once (the poller need not run first), each
   * with its selling price frozen on the net the service booked (one it could not read now gets none).
   */
  const cacheMade = async (service: string, ids: string[], items: Input['items']): Promise<void> => {
    const bookings: BookingV1[] = []
    const sales: MadeSale[] = []
    for (const [index, id] of ids.entries()) {
      try {
        const booking = await api.bookings.getV1(id, pinned(service))
        bookings.push(booking)
        const pricedAs = items[index]?.pricedAs
        if (pricedAs !== undefined)
          sales.push({
            service,
            bookingId: id,
            net: booking.totalPrice,
            currency: booking.currency,
            pricedAs,
          })
      } catch (error) {
        // Made all the same: the next poll brings what could not be read now.
        if (!isServiceError(error)) throw error
      }
    }
    storeV1(service, bookings, 'created')
    freezeSales(sales)
  }

  const book = async (input: Input): Promise<BookExperiencesResult> => {
    checkBasket(input)
    const { service, reference, agentReference } = creates.start(input.reference)
    // An earlier create with this reference that was made is this basket: returned, not booked again.
    const earlier = await creates.settleEarlier(service, (create) => create.reference === reference)
    if (earlier !== null) {
      return adopted(
        earlier.earlier.reference,
        earlier.earlier.request.groupUuid,
        earlier.resolution.bookings,
      )
    }
    creates.refuseOffline()
    let knownIds: string[] = []
    if (agentReference !== null) {
      try {
        knownIds = (await findBasketBookings(api, service, agentReference)).map((item) => item.id)
      } catch (error) {
        if (error instanceof LookupFailed) {
          throw error.failure.rephrased(
            `Nothing was sent: the service could not be asked which bookings already carry ${agentReference}. ` +
              'Try again in a moment.',
            { notMade: true, reference: agentReference },
          )
        }
        throw error
      }
    }
    const groupUuid = randomUUID()
    const bodies = input.items.map((_item, index) => bodyOf(input, index, reference, groupUuid))
    const create = creates.record({
      product: input.items.map((item) => item.experienceName).join(', '),
      service,
      reference,
      agentReference: agentReference !== null,
      requestId: groupUuid,
      request: {
        groupUuid,
        bodies,
        names: input.items.map((item) => item.experienceName),
        pricedAs: input.items.map((item) => item.pricedAs ?? null),
      },
      locale: input.locale ?? null,
      shownRate: null,
      knownIds,
    })
    const answer = await creates.send(
      create,
      () => api.experiences.book(bodies, pinned(service)),
      (booked) => booked[0]?.id ?? null,
    )
    if ('made' in answer) {
      const booked = answer.made
      await cacheMade(
        service,
        booked.map((booking) => booking.id),
        input.items,
      )
      return {
        status: 'booked',
        groupUuid: booked[0]?.groupUuid ?? groupUuid,
        items: booked.map((booking, index) => ({
          index,
          outcome: 'booked' as const,
          reference: itemReference(reference, index),
          booking,
        })),
      }
    }
    const { failure } = answer
    if (!failure.outcomeUnknown) {
      if (failure.code === 'REQUEST_EXPIRED') {
        return { status: 'repriced', items: await repriceBasket(deps.catalog, input.items, input.locale) }
      }
      const item = itemOf(failure)
      const name = item === null ? null : (input.items[item]?.experienceName ?? null)
      throw failure.rephrased(
        name === null
          ? `Nothing was booked: ${failure.message}`
          : `Nothing was booked (${name}): ${failure.message}`,
        { item, reference, notMade: true },
      )
    }
    const found = await creates.lookUpLost(create)
    if (found !== null) return adopted(reference, groupUuid, found.bookings)
    throw failure.rephrased(
      `The experiences were not booked (the service has no booking ${reference}). You can try again.`,
      { outcomeUnknown: false, notMade: true, reference },
    )
  }

  return { book }
}
