import type { ServiceEndpoint } from '../base/environment'
import type { Clock, SecretStore } from '../platform/types'
import { createBearerAuth, type BearerAuth } from './auth/bearer-auth'
import type { ApiClient, TrafficReport } from './client'
import { authEndpoints, tokenCall } from './endpoints/auth'
import { bookingsEndpoints } from './endpoints/bookings'
import { catalogEndpoints, searchEndpoint } from './endpoints/catalog'
import { experiencesEndpoints } from './endpoints/experiences'
import { hotelsEndpoints } from './endpoints/hotels'
import { inventoryEndpoints } from './endpoints/inventory'
import { createRateBuckets, DEFAULT_BUCKET_OPTIONS, type RateBucketOptions } from './http/rate-buckets'
import { createTransport } from './http/transport'
import { DEFAULT_BACKOFF, type BackoffPolicy } from './http/wait'
import type { EnvironmentName } from '../../shared/ipc'
import type { ServiceClock } from '../../shared/ipc/connectivity.contract'

export interface ApiClientDeps {
  /** The active environment, resolved per call (a switch in Settings applies to the next request). */
  endpoint: () => Promise<ServiceEndpoint>
  secrets: SecretStore
  clock: Clock
  fetch?: typeof fetch
  /** Jitter source; tests pass a fixed one. */
  random?: () => number
  backoff?: Partial<BackoffPolicy>
  buckets?: Partial<RateBucketOptions>
  timeouts?: Partial<{ readMs: number; writeMs: number }>
  /** Every HTTP attempt's outcome, for the connectivity monitor. */
  onTraffic?: (report: TrafficReport) => void
  /** A bearer session ended (refresh refused): the agent must sign in again. */
  onSessionEnded?: (environment: EnvironmentName) => void
  /** The service's clock moved against this computer's by more than the precision of a Date header. */
  onServiceClockChanged?: (clock: ServiceClock) => void
}

/** How far the service's clock must move to be told to the screens (a Date header counts whole seconds). */
export const SERVICE_CLOCK_JUMP_MS = 2_000

export interface ApiClientHandle {
  client: ApiClient
  /** The bearer sessions behind the client, for the sign-in and sign-out channels. */
  bearer: BearerAuth
}

/** Builds the client and the bearer sessions it authenticates with. */
export function createApiClient(deps: ApiClientDeps): ApiClientHandle {
  const buckets = createRateBuckets(deps.clock, { ...DEFAULT_BUCKET_OPTIONS, ...deps.buckets })
  // The transport needs the bearer sessions and they need the transport's token call: tie the knot lazily.
  let bearer: BearerAuth | null = null
  // The service's clock, as its last answer's Date header gave it: this computer's clock until one came.
  let serviceOffsetMs = 0
  let learnedAtMs: number | null = null
  let announcedOffsetMs = 0
  const serviceClock = (): ServiceClock => ({
    offsetMs: Math.round(serviceOffsetMs),
    learnedAt: learnedAtMs === null ? null : new Date(learnedAtMs).toISOString(),
  })
  const observeServiceTime = ({ serviceMs, localMs }: { serviceMs: number; localMs: number }): void => {
    serviceOffsetMs = serviceMs - localMs
    learnedAtMs = localMs
    // A Date header counts whole seconds and an answer takes time: only a larger move is a jump of the clock.
    if (Math.abs(serviceOffsetMs - announcedOffsetMs) >= SERVICE_CLOCK_JUMP_MS) {
      announcedOffsetMs = serviceOffsetMs
      deps.onServiceClockChanged?.(serviceClock())
    }
  }
  const transport = createTransport({
    endpoint: deps.endpoint,
    get bearer(): BearerAuth {
      return bearer as BearerAuth
    },
    fetch: deps.fetch ?? fetch,
    clock: deps.clock,
    random: deps.random ?? Math.random,
    backoff: { ...DEFAULT_BACKOFF, ...deps.backoff },
    buckets,
    timeouts: { readMs: 20_000, writeMs: 45_000, ...deps.timeouts },
    ...(deps.onTraffic === undefined ? {} : { onTraffic: deps.onTraffic }),
    onServiceTime: observeServiceTime,
  })
  bearer = createBearerAuth({
    secrets: deps.secrets,
    clock: deps.clock,
    exchange: (target, body, signal) =>
      tokenCall(transport, body, signal === undefined ? {} : { signal }, target),
    ...(deps.onSessionEnded === undefined ? {} : { onSessionEnded: deps.onSessionEnded }),
  })

  const client: ApiClient = {
    catalog: catalogEndpoints(transport),
    search: searchEndpoint(transport),
    hotels: hotelsEndpoints(transport),
    bookings: bookingsEndpoints(transport),
    experiences: experiencesEndpoints(transport),
    inventory: inventoryEndpoints(transport),
    auth: authEndpoints(transport),
    rateLimits: () => buckets.snapshot(),
    serviceNow: () => new Date(deps.clock.now().getTime() + serviceOffsetMs),
    serviceClock,
    observeServiceTime,
  }
  return { client, bearer }
}
