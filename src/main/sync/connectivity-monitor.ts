import type { ConnectivityStatus } from '../../shared/ipc'
import type { TrafficReport } from '../api/client'
import type { ReadyEndpoint, ServiceEndpoint } from '../base/environment'
import type { Clock } from '../platform/types'

export interface ConnectivityMonitor {
  status(): ConnectivityStatus
  /** Probes now and returns the new status. */
  check(): Promise<ConnectivityStatus>
  /** One outcome of real traffic, from the API client's `onTraffic`. */
  report(traffic: TrafficReport): void
  start(): void
  stop(): void
}

export interface ConnectivityMonitorDeps {
  clock: Clock
  endpoint: () => Promise<ServiceEndpoint>
  /** Credentials of the probe; default the API key (a bearer user needs the client's token handling). */
  authHeaders?: (endpoint: ReadyEndpoint) => Promise<Record<string, string>>
  fetch?: typeof fetch
  onChange: (status: ConnectivityStatus) => void
  /** The Date header of a probe's answer: the service's clock is learned in quiet periods too. */
  onServiceTime?: (time: { serviceMs: number; localMs: number }) => void
  /** Probe period while online; offline and degraded probe sooner, to notice the way back quickly. */
  onlineIntervalMs?: number
  offlineIntervalMs?: number
  timeoutMs?: number
  /**
   * After a failed request, how long successes must go on before the status is online again: a single 5xx or 429
   * among good answers must not make the badge blink with every request.
   */
  settleMs?: number
}

type Next = Omit<ConnectivityStatus, 'since' | 'checkedAt'>

const defaultAuthHeaders = async (endpoint: ReadyEndpoint): Promise<Record<string, string>> =>
  endpoint.auth.method === 'apiKey' ? { 'X-API-Key': endpoint.auth.apiKey } : {}

/**
 * Classifies the service as online, degraded (errors, 429, refused credentials) or offline (no answer) from the
 * API client's real traffic, and from a light probe (one page of one country) that covers quiet periods.
 */
export function createConnectivityMonitor(deps: ConnectivityMonitorDeps): ConnectivityMonitor {
  const fetchImpl = deps.fetch ?? fetch
  const authHeaders = deps.authHeaders ?? defaultAuthHeaders
  const settleMs = deps.settleMs ?? 2_000
  let current: ConnectivityStatus = {
    state: 'unknown',
    environment: 'sandbox',
    since: deps.clock.now().toISOString(),
    checkedAt: null,
    reason: 'Not checked yet.',
  }
  let cancelTimer: (() => void) | null = null
  let cancelSettle: (() => void) | null = null
  let lastFailureMs = Number.NEGATIVE_INFINITY
  let running = false
  let inFlight: Promise<ConnectivityStatus> | null = null

  const apply = (next: Next): ConnectivityStatus => {
    const now = deps.clock.now().toISOString()
    const changed =
      next.state !== current.state ||
      next.environment !== current.environment ||
      next.reason !== current.reason
    const stateChanged = next.state !== current.state
    current = { ...next, since: changed ? now : current.since, checkedAt: now }
    if (changed) deps.onChange(current)
    // Offline and degraded probe sooner: a change of state moves the next probe.
    if (stateChanged && running && inFlight === null) schedule()
    return current
  }

  const probe = async (): Promise<ConnectivityStatus> => {
    const endpoint = await deps.endpoint()
    if (endpoint.kind === 'unconfigured') {
      return apply({ state: 'unconfigured', environment: endpoint.environment, reason: endpoint.reason })
    }
    const { environment } = endpoint
    let headers: Record<string, string>
    try {
      headers = await authHeaders(endpoint)
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'The credentials cannot be used.'
      return apply({ state: 'degraded', environment, reason })
    }
    try {
      const response = await fetchImpl(`${endpoint.baseUrl}/api/v3/countries?perPage=1`, {
        headers: { ...headers, Accept: 'application/json' },
        signal: AbortSignal.timeout(deps.timeoutMs ?? 8000),
      })
      await response.body?.cancel()
      const serviceMs = Date.parse(response.headers.get('date') ?? '')
      if (Number.isFinite(serviceMs)) {
        deps.onServiceTime?.({ serviceMs, localMs: deps.clock.now().getTime() })
      }
      if (response.ok) return apply({ state: 'online', environment, reason: null })
      if (response.status === 429)
        return apply({ state: 'degraded', environment, reason: 'The service is rate-limiting requests.' })
      if (response.status === 401 || response.status === 403) {
        return apply({
          state: 'degraded',
          environment,
          reason:
            endpoint.auth.method === 'apiKey'
              ? 'The service refused the API key. Check it in Settings.'
              : 'The service refused the API user. Sign in again in Settings.',
        })
      }
      return apply({
        state: 'degraded',
        environment,
        reason: `The service answered with an error (HTTP ${response.status}).`,
      })
    } catch {
      return apply({ state: 'offline', environment, reason: 'The service cannot be reached.' })
    }
  }

  const check = (): Promise<ConnectivityStatus> => {
    inFlight ??= probe().finally(() => {
      inFlight = null
    })
    return inFlight
  }

  const report = (traffic: TrafficReport): void => {
    const nowMs = deps.clock.now().getTime()
    if (traffic.outcome !== 'ok') {
      lastFailureMs = nowMs
      cancelSettle?.()
      cancelSettle = null
      apply({ state: traffic.outcome, environment: traffic.environment, reason: traffic.reason })
      return
    }
    if (current.state === 'online' && current.environment === traffic.environment) {
      current = { ...current, checkedAt: deps.clock.now().toISOString() }
      return
    }
    const waitMs = lastFailureMs + settleMs - nowMs
    if (waitMs <= 0) {
      apply({ state: 'online', environment: traffic.environment, reason: null })
      return
    }
    // Good answers right after a failure: online once they have gone on for settleMs without a new failure.
    cancelSettle ??= deps.clock.after(waitMs, () => {
      cancelSettle = null
      if (deps.clock.now().getTime() - lastFailureMs >= settleMs) {
        apply({ state: 'online', environment: traffic.environment, reason: null })
      }
    })
  }

  const schedule = (): void => {
    if (!running) return
    cancelTimer?.()
    const interval =
      current.state === 'online' ? (deps.onlineIntervalMs ?? 30_000) : (deps.offlineIntervalMs ?? 5_000)
    cancelTimer = deps.clock.after(interval, () => {
      cancelTimer = null
      void check().finally(schedule)
    })
  }

  return {
    status: () => current,
    check,
    report,
    start() {
      if (running) return
      running = true
      void check().finally(schedule)
    },
    stop() {
      running = false
      cancelTimer?.()
      cancelTimer = null
      cancelSettle?.()
      cancelSettle = null
    },
  }
}
