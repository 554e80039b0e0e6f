import type { SearchResult, SearchType } from '../../shared/api'
import type { ConnectivityStatus, IpcError } from '../../shared/ipc'
import {
  DESTINATION_KINDS,
  type DestinationSuggestion,
  type DestinationSuggestions,
} from '../../shared/ipc/catalog.contract'
import { isServiceError, serviceErrorToIpc, type ApiClient, type ServiceError } from '../api/client'
import { placeDetails, type PlaceKind } from '../db/catalog-places.repo'
import type { Db } from '../db/statements'
import type { Clock } from '../platform/types'
import { catalogCacheTime } from '../sync/catalog-sync'
import { distinctSuggestions } from './distinct-suggestions'
import { localDestinations } from './local-destinations'

export interface DestinationSuggestionsDeps {
  db: Db
  api: Pick<ApiClient, 'search' | 'rateLimits'>
  clock: Clock
  connectivity: () => ConnectivityStatus
  /** The active service (the answers kept are per service); null when it has no address yet. */
  service: () => string | null
  /** The agent's locale, when the caller gives none. */
  locale: () => string
  /** The longest an agent waits for the service's suggestions before the local index answers. */
  timeoutMs?: number
  /** How long a service answer is reused for the same query, locale and limit. */
  keepMs?: number
  maxKept?: number
}

export interface SuggestDestinationsRequest {
  query: string
  limit: number
  locale?: string | undefined
  /** `local`: the local index only, without asking the service. */
  from?: 'auto' | 'local'
}

export interface DestinationSuggester {
  suggest(request: SuggestDestinationsRequest): Promise<DestinationSuggestions>
}

const TYPES: readonly SearchType[] = ['city', 'region', 'country', 'hotel']
const isDestinationKind = (type: SearchType): type is DestinationSuggestion['kind'] =>
  (DESTINATION_KINDS as readonly string[]).includes(type)

type Outcome = { ok: true; results: SearchResult[] } | { ok: false; fallback: IpcError }

/**
 * Destinations for the search box while the agent types. Online, the service's search by types (GET
 * /api/v3/search, the stricter search bucket); offline, or when the service fails or is slow, the local catalog
 * index, with the service's error as `fallback`. A keystroke must never wait long nor spend the search budget
 * twice: one attempt bounded by `timeoutMs` (abandoned, not left running, when it takes longer), and each answer
 * kept for `keepMs`, shared by identical requests in flight.
 */
export function createDestinationSuggester(deps: DestinationSuggestionsDeps): DestinationSuggester {
  const timeoutMs = deps.timeoutMs ?? 1_500
  const keepMs = deps.keepMs ?? 60_000
  const maxKept = deps.maxKept ?? 200
  const kept = new Map<string, { until: number; outcome: Promise<Outcome> }>()
  const nowMs = (): number => deps.clock.now().getTime()

  /** Why the local index answers when the attempt outlived the deadline. */
  const lateFallback = (): IpcError => {
    const status = deps.connectivity()
    // The deadline cut the attempt short: the monitor tells a failing service from a silent one.
    if (status.state === 'degraded') {
      return {
        code: 'SERVICE_ERROR',
        message: status.reason ?? 'The service is answering with errors.',
        details: { code: 'TIMEOUT' },
      }
    }
    return {
      code: 'OFFLINE',
      message: `The service did not suggest destinations within ${timeoutMs / 1000} s.`,
      details: { code: 'TIMEOUT' },
    }
  }

  const ask = async (
    query: string,
    locale: string,
    limit: number,
    service: string | null,
  ): Promise<Outcome> => {
    const controller = new AbortController()
    let expired = false
    let cancelTimer: () => void = () => undefined
    const deadline = new Promise<'expired'>((resolve) => {
      cancelTimer = deps.clock.after(timeoutMs, () => {
        expired = true
        controller.abort()
        resolve('expired')
      })
    })
    const call = deps.api.search(
      { query, types: TYPES, locale, perPage: limit },
      { signal: controller.signal, timeoutMs, retry: false, ...(service === null ? {} : { service }) },
    )
    // After the deadline the aborted call rejects with nobody listening.
    call.catch(() => undefined)
    try {
      const answer = await Promise.race([call, deadline])
      if (answer === 'expired') return { ok: false, fallback: lateFallback() }
      return { ok: true, results: answer.data }
    } catch (error) {
      if (expired) return { ok: false, fallback: lateFallback() }
      if (isServiceError(error)) return { ok: false, fallback: asFallback(error) }
      throw error
    } finally {
      cancelTimer()
    }
  }

  /** The same request within `keepMs` reuses the answer (or the request in flight); failures are not kept. */
  const remember = (key: string, run: () => Promise<Outcome>): Promise<Outcome> => {
    const now = nowMs()
    const entry = kept.get(key)
    if (entry !== undefined && entry.until > now) return entry.outcome
    for (const [stale, value] of kept) if (value.until <= now) kept.delete(stale)
    while (kept.size >= maxKept) {
      const oldest = kept.keys().next()
      if (oldest.done === true) break
      kept.delete(oldest.value)
    }
    const outcome = run().then(
      (result) => {
        if (!result.ok && kept.get(key)?.outcome === outcome) kept.delete(key)
        return result
      },
      (error: unknown) => {
        if (kept.get(key)?.outcome === outcome) kept.delete(key)
        throw error
      },
    )
    kept.set(key, { until: now + keepMs, outcome })
    return outcome
  }

  return {
    async suggest(request) {
      const query = request.query.trim()
      const locale = request.locale ?? deps.locale()
      const local = (fallback: IpcError | null): DestinationSuggestions => ({
        suggestions: distinctSuggestions(deps.db, localDestinations(deps.db, query, request.limit)),
        source: 'cache',
        fallback,
        ...catalogCacheTime(deps.db),
      })
      // Asked for the local index, or known offline: it answers at once, without a try.
      if (request.from === 'local' || deps.connectivity().state === 'offline') return local(null)
      const blocked = deps.api.rateLimits().search.blockedUntil
      if (blocked !== null && Date.parse(blocked) > nowMs()) {
        // A request now would only queue behind the 429's Retry-After.
        return local({
          code: 'SERVICE_ERROR',
          message: 'The service is rate-limiting searches for a moment.',
          details: { code: 'RATE_LIMIT_EXCEEDED', blockedUntil: blocked },
        })
      }
      const service = deps.service()
      const key = JSON.stringify([service, query.toLowerCase().replace(/\s+/g, ' '), locale, request.limit])
      const outcome = await remember(key, () => ask(query, locale, request.limit, service))
      if (!outcome.ok) return local(outcome.fallback)
      return {
        suggestions: distinctSuggestions(deps.db, toSuggestions(deps.db, outcome.results, request.limit)),
        source: 'service',
        fallback: null,
        ...catalogCacheTime(deps.db),
      }
    },
  }
}

function asFallback(error: ServiceError): IpcError {
  return serviceErrorToIpc(error)
}

/**
 * The service's results as suggestions. A hotel's place comes from the local catalog when it is cached (the
 * same "City, Country" as offline); a place's from the service's description, else from the cached locations.
 */
function toSuggestions(db: Db, results: readonly SearchResult[], limit: number): DestinationSuggestion[] {
  const seen = new Set<string>()
  const wanted: (SearchResult & { type: DestinationSuggestion['kind'] })[] = []
  for (const result of results) {
    const key = `${result.type}:${result.id}`
    if (!isDestinationKind(result.type) || seen.has(key)) continue
    seen.add(key)
    wanted.push({ ...result, type: result.type })
    if (wanted.length === limit) break
  }
  const local = new Map<PlaceKind, Map<string, string | null>>()
  for (const kind of DESTINATION_KINDS) {
    const ids = wanted
      .filter((result) => result.type === kind && (kind === 'hotel' || result.description === null))
      .map((result) => result.id)
    local.set(kind, placeDetails(db, kind, ids))
  }
  return wanted.map((result) => {
    const cached = local.get(result.type)?.get(result.id)
    const detail =
      result.type === 'hotel' ? (cached ?? result.description) : (result.description ?? cached ?? null)
    return {
      kind: result.type,
      id: result.id,
      name: result.title,
      detail: detail === null || detail === undefined || detail.trim() === '' ? null : detail,
    }
  })
}
