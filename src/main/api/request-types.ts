import type { BookingListItemV1, PaginationMeta, SearchType, Sustainability } from '../../shared/api'
import type { EnvironmentName } from '../../shared/ipc'
import type { ServiceErrorCode } from './errors'

/**
 * What a call to the service takes and gives beside its resource: ids, options, page and list parameters, files,
 * rate-limit state and traffic reports. The endpoint interfaces (client.ts) and the HTTP layer (http/) both
 * build on these; nothing here imports either.
 */

// -------------------------------------------------------------------------------------------------------------
// Parameters

/** An id as the service accepts it: the encoded string or the raw number (spec, v3 conventions). */
export type IdParam = string | number

export interface RequestOptions {
  /** Aborts the call (rejects with ABORTED); a retry or a rate-limit wait in progress stops too. */
  signal?: AbortSignal
  /** Per attempt, in ms; default 20 s for reads, 45 s for writes and uploads. */
  timeoutMs?: number
  /**
   * The service the call belongs to (`serviceIdentity`): when the active environment is another one, the call
   * rejects with SERVICE_CHANGED and nothing is sent. Background work made for one service (a queued write, a
   * create's lookup, a poll) pins its calls so that a switch in Settings cannot send them to the new one.
   */
  service?: string
  /**
   * `false`: a failed read is not tried again (a 429 is still waited for when allowed). For calls made while the
   * agent types, where the next keystroke asks again and a retry only spends the rate budget.
   */
  retry?: boolean
}

export interface PageParams {
  /** 1-based. */
  page?: number
  /** Default 20, at most 1000. */
  perPage?: number
}

export interface LocationListParams extends PageParams {
  search?: string
  locale?: string
  scope?: 'organization'
  sort?: 'name' | '-name' | 'id' | '-id'
}
export interface RegionListParams extends LocationListParams {
  countries?: readonly IdParam[]
}
export interface CityListParams extends RegionListParams {
  regions?: readonly IdParam[]
}

export interface HotelListParams extends PageParams {
  search?: string
  countries?: readonly IdParam[]
  regions?: readonly IdParam[]
  cities?: readonly IdParam[]
  hotels?: readonly IdParam[]
  stars?: readonly number[]
  kinds?: readonly IdParam[]
  styles?: readonly IdParam[]
  sustainability?: readonly Sustainability[]
  locale?: string
  /** Omitted = relevance (search matches first). */
  sort?: 'name' | '-name' | 'stars' | '-stars'
}

export interface SearchParams extends PageParams {
  /** At least 2 characters. */
  query: string
  types: readonly SearchType[]
  locale?: string
  countries?: readonly IdParam[]
  organizationId?: IdParam
  standaloneExperiencesOnly?: boolean
  searchDescriptions?: boolean
}

export interface UploadFile {
  fileName: string
  bytes: Uint8Array
  /** Media type; the service recognises the file from its bytes anyway. */
  contentType?: string
}

// -------------------------------------------------------------------------------------------------------------
// Results and hooks

export interface BookingListPage {
  data: BookingListItemV1[]
  /** From X-Total-Count / X-Page / X-Per-Page / X-Last-Page when the service sends them; else null. */
  meta: PaginationMeta | null
}

export interface DownloadedFile {
  bytes: Uint8Array
  contentType: string
  /** From Content-Disposition, when given. */
  fileName: string | null
}

export type RateBucketName = 'search' | 'general'

export interface RateBucketState {
  /** X-RateLimit-Limit of the last answer; null before any. */
  limit: number | null
  /** X-RateLimit-Remaining of the last answer, less the requests sent since; null before any answer. */
  remaining: number | null
  /** ISO time until which the bucket waits after a 429; null when it is open. */
  blockedUntil: string | null
}

/**
 * How one HTTP attempt went, for the connectivity monitor: `ok` = the service answered (an error of the caller's,
 * such as a 404, is an answer too), `degraded` = it answered 429, 5xx, refused the credentials or sent something
 * unreadable, `offline` = no answer (network error or timeout).
 */
export type TrafficOutcome = 'ok' | 'degraded' | 'offline'

export interface TrafficReport {
  outcome: TrafficOutcome
  environment: EnvironmentName
  /** `METHOD /path/{template}`. */
  endpoint: string
  bucket: RateBucketName
  status: number | null
  code: ServiceErrorCode | null
  /** A sentence for the agent when the outcome is not ok. */
  reason: string | null
  /** On a 429: how long the bucket now waits before its next request. */
  retryAfterMs: number | null
  at: string
}
