import { randomUUID } from 'node:crypto'
import { DeskError } from '../../shared/ipc'
import { isServiceError, type ServiceError } from '../api/client'
import type { Db } from '../db/statements'
import type { Clock } from '../platform/types'
import {
  insertBookingCreate,
  listOpenBookingCreates,
  markBookingCreate,
  type BookingCreate,
  type CreateKind,
  type NewBookingCreate,
} from './booking-creates.repo'
import { makeClientReference } from './client-reference'
import { LookupFailed, notConfigured, type PendingCreates } from './pending-creates'

/**
 * The rule every booking create keeps, whatever it makes (a hotel stay, a basket of experiences): it is recorded
 * before it leaves; while its request is on the wire no other of its kind leaves; every earlier one that got no
 * answer is looked up on the service before a new one is sent, and one found made is that booking, not a reason
 * to book again; an answer lost on the way is looked up at once, and when the service cannot be asked the agent
 * is told the outcome is unknown (the lookup then runs when the service is back, PendingCreates). Each kind says
 * how its creates are looked up and what it tells the agent; the order of the steps is this module's.
 */

type Resolved = { outcome: 'adopted' | 'notMade' }
/** The resolution of a create found made. */
export type AdoptedOf<Resolution extends Resolved> = Extract<Resolution, { outcome: 'adopted' }>

export interface CreateKindRules<Request, Resolution extends Resolved> {
  kind: CreateKind
  /** Looks a create up on its service; throws LookupFailed when the service cannot be asked. */
  resolve(create: BookingCreate<Request>): Promise<Resolution>
  /** Why a new create waits: an earlier one of the same kind is on the wire right now. */
  busy(reference: string): string
  /** The answer was lost and the service cannot be asked: whether the create was made is not known yet. */
  unknown(reference: string): string
}

/** A create to record: what the repository takes, less what this module fills in (id, kind, when). */
export type NewCreate<Request> = Omit<NewBookingCreate<Request>, 'id' | 'kind' | 'createdAt'>

export interface NeverTwice<Request, Resolution extends Resolved> {
  /**
   * The reference the create carries (the agent's, or a desk-made `AD-...`) and the active service; refuses when
   * the environment has no address.
   */
  start(typedReference: string | null | undefined): {
    service: string
    reference: string
    agentReference: string | null
  }
  /**
   * Looks up every earlier create of this kind without an answer, in order. The first adopted one that `isThisOne`
   * accepts is returned: it is the booking asked for, made already. Refuses while one is on the wire, and tells the
   * outcome is unknown when one cannot be looked up.
   */
  settleEarlier(
    service: string,
    isThisOne: (earlier: BookingCreate<Request>) => boolean,
  ): Promise<{ earlier: BookingCreate<Request>; resolution: AdoptedOf<Resolution> } | null>
  /** Refuses to send while the service is known to be away: nothing was sent, nothing is left to look up. */
  refuseOffline(): void
  /** Records the create before its request leaves. */
  record(create: NewCreate<Request>): BookingCreate<Request>
  /**
   * Sends a recorded create (`call`: the request, and for a hotel stay the caching of the answer) and records its
   * outcome: done with the booking made, failed with a refusal, unknown when the answer was lost (or could not be
   * stored: the error itself is rethrown).
   */
  send<Made>(
    create: BookingCreate<Request>,
    call: () => Promise<Made>,
    bookingIdOf: (made: Made) => string | null,
  ): Promise<{ made: Made } | { failure: ServiceError }>
  /**
   * After a lost answer: the create looked up at once. Its resolution when adopted, null when it was not made;
   * the agent's "outcome unknown" when the service cannot be asked.
   */
  lookUpLost(create: BookingCreate<Request>): Promise<AdoptedOf<Resolution> | null>
}

export function neverTwice<Request, Resolution extends Resolved>(
  deps: {
    db: Db
    clock: Clock
    creates: PendingCreates
    isOffline: () => boolean
    /** The active service (`activeServiceIdentity`); null when the environment has no address. */
    service: () => string | null
  },
  rules: CreateKindRules<Request, Resolution>,
): NeverTwice<Request, Resolution> {
  const { db, clock } = deps
  const now = (): string => clock.now().toISOString()
  /** Creates whose request is on the wire in this process: a lookup now would race the answer. */
  const inFlight = new Set<string>()

  deps.creates.register(rules.kind, {
    // The creates of this kind were recorded by this module with this Request (booking_creates.kind).
    resolve: (create) => rules.resolve(create as BookingCreate<Request>),
    inFlight: (id) => inFlight.has(id),
  })

  const unknownOutcome = (create: BookingCreate<Request>, cause: ServiceError): DeskError =>
    new DeskError('OFFLINE', rules.unknown(create.reference), {
      outcomeUnknown: true,
      reference: create.reference,
      attemptId: create.id,
      code: cause.code,
    })

  /** A resolution's outcome tells its variant; TypeScript cannot narrow a type parameter by it. */
  const adoptedOrNull = (resolution: Resolution): AdoptedOf<Resolution> | null =>
    resolution.outcome === 'adopted' ? (resolution as AdoptedOf<Resolution>) : null

  const lookUp = async (create: BookingCreate<Request>): Promise<Resolution> => {
    try {
      return await rules.resolve(create)
    } catch (error) {
      if (error instanceof LookupFailed) throw unknownOutcome(create, error.failure)
      throw error
    }
  }

  return {
    start(typedReference) {
      const service = deps.service()
      if (service === null) throw notConfigured()
      const agentReference = typedReference?.trim() || null
      return {
        service,
        agentReference,
        reference: agentReference ?? makeClientReference(clock.now().getTime()),
      }
    },

    async settleEarlier(service, isThisOne) {
      const open = listOpenBookingCreates(db, service).filter((create) => create.kind === rules.kind)
      for (const earlier of open as BookingCreate<Request>[]) {
        if (inFlight.has(earlier.id)) {
          throw new DeskError('CONFLICT', rules.busy(earlier.reference), { reference: earlier.reference })
        }
        const resolution = adoptedOrNull(await lookUp(earlier))
        if (resolution !== null && isThisOne(earlier)) return { earlier, resolution }
      }
      return null
    },

    refuseOffline() {
      if (deps.isOffline()) {
        throw new DeskError(
          'OFFLINE',
          'The service cannot be reached, so the booking was not sent. Try again when it is back.',
        )
      }
    },

    record: (create) =>
      insertBookingCreate<Request>(db, { ...create, id: randomUUID(), kind: rules.kind, createdAt: now() }),

    async send(create, call, bookingIdOf) {
      inFlight.add(create.id)
      try {
        const made = await call()
        const bookingId = bookingIdOf(made)
        markBookingCreate(db, create.id, {
          state: 'done',
          at: now(),
          ...(bookingId === null ? {} : { bookingId }),
        })
        return { made }
      } catch (error) {
        if (!isServiceError(error)) {
          markBookingCreate(db, create.id, {
            state: 'unknown',
            at: now(),
            // Made or not, it is looked up like a lost answer; the bug itself goes to the log.
            error: { code: 'INTERNAL', message: 'The answer could not be stored.' },
          })
          throw error
        }
        const stored = { code: error.code, message: error.message }
        markBookingCreate(db, create.id, {
          state: error.outcomeUnknown ? 'unknown' : 'failed',
          at: now(),
          error: stored,
        })
        return { failure: error }
      } finally {
        inFlight.delete(create.id)
      }
    },

    async lookUpLost(create) {
      return adoptedOrNull(await lookUp(create))
    },
  }
}
