import type { ConnectivityStatus } from '../../shared/ipc'
import type { ServiceEndpoint } from '../core/environment'
import type { Clock } from '../platform/types'

export interface ConnectivityMonitor {
  status(): ConnectivityStatus
  /** Probes now and returns the new status. */
  check(): Promise<ConnectivityStatus>
  start(): void
  stop(): void
}

export interface ConnectivityMonitorDeps {
  clock: Clock
  endpoint: () => Promise<ServiceEndpoint>
  fetch?: typeof fetch
  onChange: (status: ConnectivityStatus) => void
  /** Probe period while online; offline and degraded probe sooner, to notice the way back quickly. */
  onlineIntervalMs?: number
  offlineIntervalMs?: number
  timeoutMs?: number
}

/**
 * Classifies the service as online, degraded (errors, 429, refused key) or offline (no answer) with a light probe:
 * one page of one country. Later the API client feeds real traffic in as well; the probe covers quiet periods.
 */
export function createConnectivityMonitor(deps: ConnectivityMonitorDeps): ConnectivityMonitor {
  const fetchImpl = deps.fetch ?? fetch
  let current: ConnectivityStatus = {
    state: 'unknown',
    environment: 'sandbox',
    since: deps.clock.now().toISOString(),
    checkedAt: null,
    reason: 'Not checked yet.',
  }
  let cancelTimer: (() => void) | null = null
  let running = false
  let inFlight: Promise<ConnectivityStatus> | null = null

  const apply = (next: Omit<ConnectivityStatus, 'since' | 'checkedAt'>): ConnectivityStatus => {
    const now = deps.clock.now().toISOString()
    const changed =
      next.state !== current.state ||
      next.environment !== current.environment ||
      next.reason !== current.reason
    current = { ...next, since: changed ? now : current.since, checkedAt: now }
    if (changed) deps.onChange(current)
    return current
  }

  const probe = async (): Promise<ConnectivityStatus> => {
    const endpoint = await deps.endpoint()
    if (endpoint.kind === 'unconfigured') {
      return apply({ state: 'unknown', environment: endpoint.environment, reason: endpoint.reason })
    }
    const { environment } = endpoint
    try {
      const response = await fetchImpl(`${endpoint.baseUrl}/api/v3/countries?perPage=1`, {
        headers: { 'X-API-Key': endpoint.apiKey, Accept: 'application/json' },
        signal: AbortSignal.timeout(deps.timeoutMs ?? 8000),
      })
      await response.body?.cancel()
      if (response.ok) return apply({ state: 'online', environment, reason: null })
      if (response.status === 429)
        return apply({ state: 'degraded', environment, reason: 'The service is rate-limiting requests.' })
      if (response.status === 401 || response.status === 403) {
        return apply({
          state: 'degraded',
          environment,
          reason: 'The service refused the API key. Check it in Settings.',
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

  const schedule = (): void => {
    if (!running) return
    const interval =
      current.state === 'online' ? (deps.onlineIntervalMs ?? 30_000) : (deps.offlineIntervalMs ?? 5_000)
    cancelTimer = deps.clock.after(interval, () => {
      void check().finally(schedule)
    })
  }

  return {
    status: () => current,
    check,
    start() {
      if (running) return
      running = true
      void check().finally(schedule)
    },
    stop() {
      running = false
      cancelTimer?.()
      cancelTimer = null
    },
  }
}
