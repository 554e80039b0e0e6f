import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import type { BookingV1 } from '../../shared/api/bookings-v1'
import { DeskError } from '../../shared/ipc'
import type { BookExperiencesInput, BookExperiencesResult } from '../../shared/ipc/experiences.contract'
import { isServiceError, type ApiClient, type ServiceError } from '../api/client'
import type { EventBus } from '../base/event-bus'
import {
  insertBookingCreate,
  listOpenBookingCreates,
  markBookingCreate,
} from '../booking-creates/booking-creates.repo'
import { makeClientReference } from '../booking-creates/client-reference'
import { madeBookingStore } from '../booking-creates/made-booking-store'
import { LookupFailed, notConfigured, pinned, type PendingCreates } from '../booking-creates/pending-creates'
import type { Db } from '../db/statements'
import type { Clock } from '../platform/types'
import type { ExperienceCatalog } from './experience-catalog'
import {
  asBookedV1,
  findBasketBookings,
  itemReference,
  resolveExperienceCreate,
  type ExperienceCreate,
  type ExperienceCreateRequest,
  type ExperienceResolution,
} from './experience-lookup'
import { repriceBasket } from './experience-reprice'
import { bodyOf, checkBasket } from './basket-request'

/**
 * A basket of experiences booked as one call (`groupUuid`), never twice: the hotel create's rule (hotel-booking.ts)
 * with the same machinery (booking_creates, PendingCreates). The create is recorded before the call leaves, each
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
  const inFlight = new Set<string>()
  const { storeV1 } = madeBookingStore({ db, clock, events: deps.events })
  const resolve = (create: ExperienceCreate): Promise<ExperienceResolution> =>
    resolveExperienceCreate({ db, api, events: deps.events, now, store: storeV1 }, create)
  deps.creates.register('experience', {
    resolve: (create) => resolve(create as ExperienceCreate),
    inFlight: (id) => inFlight.has(id),
  })

  const unknownOutcome = (create: ExperienceCreate, cause: ServiceError): DeskError =>
    new DeskError(
      'OFFLINE',
      `The service did not answer, so Agency Desk cannot tell yet whether the experiences of ${create.reference} ` +
        'were booked. It checks as soon as the service is back; do not book them again elsewhere.',
      { outcomeUnknown: true, reference: create.reference, attemptId: create.id, code: cause.code },
    )

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
   * Earlier experience creates without an answer are looked up before a new one leaves. One with this reference
   * that was made is this basket: it is returned instead of being booked again.
   */
  const settleEarlier = async (service: string, reference: string): Promise<BookExperiencesResult | null> => {
    const open = listOpenBookingCreates(db, service).filter((create) => create.kind === 'experience')
    for (const earlier of open as ExperienceCreate[]) {
      if (inFlight.has(earlier.id)) {
        throw new DeskError(
          'CONFLICT',
          `The experiences of ${earlier.reference} are being booked right now; wait for the answer.`,
          {
            reference: earlier.reference,
          },
        )
      }
      let resolution: ExperienceResolution
      try {
        resolution = await resolve(earlier)
      } catch (error) {
        if (error instanceof LookupFailed) throw unknownOutcome(earlier, error.failure)
        throw error
      }
      if (earlier.reference === reference && resolution.outcome === 'adopted') {
        return adopted(earlier.reference, earlier.request.groupUuid, resolution.bookings)
      }
    }
    return null
  }

  /** The bookings just made, read as the list shows them and cached at once (the poller need not run first). */
  const cacheMade = async (service: string, ids: string[]): Promise<void> => {
    const bookings: BookingV1[] = []
    for (const id of ids) {
      try {
        bookings.push(await api.bookings.getV1(id, pinned(service)))
      } catch (error) {
        // Made all the same: the next poll brings what could not be read now.
        if (!isServiceError(error)) throw error
      }
    }
    storeV1(service, bookings, 'created')
  }

  const book = async (input: Input): Promise<BookExperiencesResult> => {
    checkBasket(input)
    const service = deps.service()
    if (service === null) throw notConfigured()
    const agentReference = input.reference?.trim() || null
    const reference = agentReference ?? makeClientReference(clock.now().getTime())
    const earlier = await settleEarlier(service, reference)
    if (earlier !== null) return earlier
    if (deps.isOffline()) {
      throw new DeskError(
        'OFFLINE',
        'The service cannot be reached, so the booking was not sent. Try again when it is back.',
      )
    }
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
    const create = insertBookingCreate<ExperienceCreateRequest>(db, {
      id: randomUUID(),
      kind: 'experience',
      product: input.items.map((item) => item.experienceName).join(', '),
      service,
      reference,
      agentReference: agentReference !== null,
      requestId: groupUuid,
      request: { groupUuid, bodies, names: input.items.map((item) => item.experienceName) },
      locale: input.locale ?? null,
      shownRate: null,
      knownIds,
      createdAt: now(),
    })
    inFlight.add(create.id)
    let failure: ServiceError
    try {
      const booked = await api.experiences.book(bodies, pinned(service))
      markBookingCreate(db, create.id, {
        state: 'done',
        at: now(),
        ...(booked[0] ? { bookingId: booked[0].id } : {}),
      })
      await cacheMade(
        service,
        booked.map((booking) => booking.id),
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
    } catch (error) {
      if (!isServiceError(error)) {
        markBookingCreate(db, create.id, {
          state: 'unknown',
          at: now(),
          error: { code: 'INTERNAL', message: 'The answer could not be stored.' },
        })
        throw error
      }
      failure = error
    } finally {
      inFlight.delete(create.id)
    }
    const stored = { code: failure.code, message: failure.message }
    if (!failure.outcomeUnknown) {
      markBookingCreate(db, create.id, { state: 'failed', at: now(), error: stored })
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
    markBookingCreate(db, create.id, { state: 'unknown', at: now(), error: stored })
    try {
      const resolution = await resolve(create)
      if (resolution.outcome === 'adopted') return adopted(reference, groupUuid, resolution.bookings)
    } catch (error) {
      if (error instanceof LookupFailed) throw unknownOutcome(create, error.failure)
      throw error
    }
    throw failure.rephrased(
      `The experiences were not booked (the service has no booking ${reference}). You can try again.`,
      { outcomeUnknown: false, notMade: true, reference },
    )
  }

  return { book }
}
