import { DeskError } from '../../shared/ipc'
import type { DataSource } from '../../shared/ipc/bookings.contract'
import { isServiceError, type RequestOptions, type ServiceError } from '../api/client'
import { isTransientServiceError } from '../api/errors'
import type { Db } from '../db/statements'
import { cacheHolds } from '../db/booking-cache-owner'

/**
 * Reads that go to the service when it can be reached and answer from the cache when it cannot. What counts as
 * "cannot": no connection, a timeout, a 5xx, a 429 that outlasted the client's waits, credentials that do not
 * work, or an answer that breaks the wire schema (the cache keeps its last good copy). Anything else the
 * service says (404, 403...) is its answer and goes to the agent.
 */
export function canFallBack(error: unknown): error is ServiceError {
  if (!isServiceError(error)) return false
  // Not a "try again later", but a read has a better answer than a broken one: the cache's last good copy.
  if (error.code === 'INVALID_RESPONSE') return true
  // "Later" codes that are not the service failing a read: an abort is the caller's own, and a switch of
  // service is answered from the cache before this is asked (fetchOrFallBack), without an error to show.
  if (error.code === 'ABORTED' || error.code === 'SERVICE_CHANGED') return false
  return isTransientServiceError(error)
}

export type Fetched<T> = { ok: true; value: T; at: string } | { ok: false; error: ServiceError | null }

/**
 * Fetches unless the connectivity monitor already knows the service is offline (the cache answers at once then,
 * instead of after the client's retries). Errors that are the service's answer are thrown as they are (dispatch
 * turns them into the agent's error).
 */
export async function fetchOrFallBack<T>(
  online: boolean,
  now: () => string,
  fetch: () => Promise<T>,
  /** Asked when the answer arrives (see `readScope`): false drops it, and the cache answers. */
  sameService: () => boolean = () => true,
): Promise<Fetched<T>> {
  if (!online) return { ok: false, error: null }
  try {
    const value = await fetch()
    if (!sameService()) return { ok: false, error: null }
    return { ok: true, value, at: now() }
  } catch (error) {
    // The agent switched service during the read: not a failure of either service; the cache answers.
    if (isServiceError(error) && error.code === 'SERVICE_CHANGED') return { ok: false, error: null }
    if (canFallBack(error)) return { ok: false, error }
    throw error
  }
}

/** The error when neither the service nor the cache can answer. */
export function unavailable(error: ServiceError | null, what: string): DeskError | ServiceError {
  if (error !== null && error.code !== 'NETWORK' && error.code !== 'TIMEOUT') return error
  return new DeskError('OFFLINE', `The service cannot be reached and ${what} is not in the local cache yet.`)
}

export const freshness = (
  source: DataSource,
  asOf: string | null,
): { source: DataSource; asOf: string | null } => ({
  source,
  asOf,
})

/** A read's service, fixed when it starts (`readScope`). */
export interface ReadScope {
  /** For every call of the read: pinned to that service (RequestOptions.service). */
  options: RequestOptions
  /** Asked when an answer arrives: whether it may still go into the cache. */
  sameService: () => boolean
}

/**
 * Made when a read starts. The agent may switch service during a slow read: its next calls are then refused
 * unsent, and an answer already on its way is not cached, since the cache holds the new service's bookings by
 * then (the list would show the previous one's among them until the next switch).
 */
export function readScope(db: Db, service: string | null): ReadScope {
  return {
    options: service === null ? {} : { service },
    sameService: () => service === null || cacheHolds(db, service),
  }
}
