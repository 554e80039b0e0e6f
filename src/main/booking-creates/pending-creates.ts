import { ServiceError, type RequestOptions } from '../api/client'
import type { Db } from '../db/statements'
import {
  countOpenBookingCreates,
  listOpenBookingCreates,
  type BookingCreate,
  type CreateKind,
} from './booking-creates.repo'
import { mainLog } from '../base/main-log'

/**
 * The creates that got no answer, of every kind (hotel stays, experience baskets): one machinery looks them up
 * when the service is back, lists them for the agent and counts them for the quit check. Each kind registers how
 * its creates are looked up (`CreateResolver`); the rule is the same: found by its reference is adopted, not found
 * is not made, and a lookup that cannot ask the service leaves the create open.
 */

/** The lookup needs the service; a failure of it leaves the create unresolved. */
export class LookupFailed extends Error {
  constructor(readonly failure: ServiceError) {
    super(failure.message)
  }
}

/** Every call of a create and of its lookup goes to the create's service only (see RequestOptions.service). */
export const pinned = (service: string): RequestOptions => ({ service })

export const notConfigured = (): ServiceError =>
  new ServiceError({
    code: 'NOT_CONFIGURED',
    message: 'The active environment has no address yet (see Settings), so the booking was not sent.',
  })

export interface CreateResolver {
  /** Looks the create up on its service; throws LookupFailed when the service cannot be asked. */
  resolve(create: BookingCreate<unknown>): Promise<{ outcome: 'adopted' | 'notMade' }>
  /** Its request is on the wire in this process: a lookup now would race the answer. */
  inFlight(id: string): boolean
}

export type PendingTally = { adopted: number; notMade: number; unresolved: number }

export interface PendingCreates {
  register(kind: CreateKind, resolver: CreateResolver): void
  /** Looks up the active service's creates that got no answer; stops at the first that cannot be asked. */
  resolvePending(): Promise<PendingTally>
  /** Every service's creates without an outcome: nothing is hidden from the agent. */
  unresolved(): BookingCreate<unknown>[]
  /** Of every service (the quit check), or of the active service only (`'active'`: is there a lookup to run). */
  unresolvedCount(scope?: 'all' | 'active'): number
}

export function createPendingCreates(deps: {
  db: Db
  isOffline: () => boolean
  /** The active service (`activeServiceIdentity`); null when the environment has no address. */
  service: () => string | null
}): PendingCreates {
  const { db } = deps
  const resolvers = new Map<CreateKind, CreateResolver>()
  const busy = (create: BookingCreate<unknown>): boolean =>
    resolvers.get(create.kind)?.inFlight(create.id) ?? false
  let resolving: Promise<PendingTally> | null = null

  const resolvePending = (): Promise<PendingTally> => {
    resolving ??= (async () => {
      const tally = { adopted: 0, notMade: 0, unresolved: 0 }
      const service = deps.service()
      // Another service's creates are not asked about here: they wait for the agent to switch back.
      if (service === null) return tally
      const open = listOpenBookingCreates(db, service).filter((create) => !busy(create))
      for (const [index, create] of open.entries()) {
        const resolver = resolvers.get(create.kind)
        if (deps.isOffline() || resolver === undefined) {
          tally.unresolved = open.length - index
          break
        }
        try {
          const resolution = await resolver.resolve(create)
          tally[resolution.outcome] += 1
        } catch (error) {
          if (!(error instanceof LookupFailed)) mainLog.error('[bookings] a create lookup failed', error)
          tally.unresolved = open.length - index
          break
        }
      }
      return tally
    })().finally(() => {
      resolving = null
    })
    return resolving
  }

  return {
    register: (kind, resolver) => {
      resolvers.set(kind, resolver)
    },
    resolvePending,
    unresolved: () => listOpenBookingCreates(db).filter((create) => !busy(create)),
    unresolvedCount(scope = 'all') {
      if (scope === 'all') return countOpenBookingCreates(db)
      const service = deps.service()
      return service === null ? 0 : countOpenBookingCreates(db, service)
    },
  }
}
