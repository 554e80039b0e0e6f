import type { z } from 'zod'
import type {
  AvailabilitySearchQuery,
  BookingDocumentV1,
  BookingHistoryEntryV1,
  BookingListItemV1,
  BookingListRequestV1,
  BookingMessageV1,
  BookingRequest,
  BookingV1,
  BookingV3,
  CityList,
  CountryList,
  HotelAvailabilityResponse,
  HotelCatalogItem,
  HotelList,
  PaginationMeta,
  RegionList,
  RoomsAvailabilityResponse,
  SearchResponse,
  SearchType,
  StayQuery,
  Sustainability,
  TokenResponse,
} from '../../shared/api'
import type { EnvironmentName } from '../../shared/ipc'
import type { ExperiencesApi, InventoryApi } from './client-experiences'
import type { ServiceErrorCode } from './errors'

export { ServiceError, isServiceError, toDeskError } from './errors'
export type { ServiceErrorCode } from './errors'
export type {
  ExperienceListParams,
  ExperiencesApi,
  InventoryApi,
  LocaleOptions,
  Page,
} from './client-experiences'

/**
 * The typed client of the service (spec: ../shared/spec/service-interface.md), one function per endpoint. Every
 * function validates what it sends and what it gets with the wire schemas of src/shared/api, and rejects only with
 * a ServiceError. Auth, rate-limit buckets, retries of reads, timeouts and traffic reports happen underneath.
 */
export interface ApiClient {
  catalog: CatalogApi
  /** `GET /api/v3/search` (search bucket). */
  search(params: SearchParams, options?: RequestOptions): Promise<SearchResponse>
  hotels: HotelsApi
  bookings: BookingsApi
  /** Search, price, book and manage experiences as a tour operator (v1). */
  experiences: ExperiencesApi
  /** A supplier organization's own experiences and hotel images (v3; `dmc` keys only). */
  inventory: InventoryApi
  auth: AuthApi
  /** The last known state of both rate-limit buckets (for pacing background work such as the poller). */
  rateLimits(): Record<RateBucketName, RateBucketState>
}

export interface CatalogApi {
  /** `GET /api/v3/countries` */
  countries(params?: LocationListParams, options?: RequestOptions): Promise<z.infer<typeof CountryList>>
  /** `GET /api/v3/regions` */
  regions(params?: RegionListParams, options?: RequestOptions): Promise<z.infer<typeof RegionList>>
  /** `GET /api/v3/cities` */
  cities(params?: CityListParams, options?: RequestOptions): Promise<z.infer<typeof CityList>>
  /** `GET /api/v3/hotels`: one page of the static catalog. */
  hotels(params?: HotelListParams, options?: RequestOptions): Promise<HotelList>
  /** `GET /api/v3/hotels/{id}`: the hotel itself (the envelope's `data`). */
  hotel(id: IdParam, params?: { locale?: string }, options?: RequestOptions): Promise<HotelCatalogItem>
}

export interface HotelsApi {
  /** `GET /api/v3/hotels/availability` (search bucket). */
  availability(query: AvailabilitySearchQuery, options?: RequestOptions): Promise<HotelAvailabilityResponse>
  /**
   * `GET /api/v3/hotels/{id}/rooms/availability` (search bucket): rooms and the booking handshake, with the
   * service's time of the answer (the handshake's `expiresAt` is on that clock, not this computer's).
   */
  rooms(hotelId: IdParam, query: StayQuery, options?: RequestOptions): Promise<RoomsAnswer>
}

export interface RoomsAnswer {
  response: RoomsAvailabilityResponse
  /** The service's time when it answered (its Date header); this computer's clock when it sent none. */
  serviceTime: Date
}

export interface BookingsApi {
  /**
   * `POST /api/v3/bookings`. Never retried (a 429 aside, which the service did not process): on a ServiceError
   * with `outcomeUnknown`, look the booking up by its `internalReference` before trying again.
   */
  createV3(request: BookingRequest, options?: RequestOptions & { locale?: string }): Promise<BookingV3>
  /** `GET /api/v3/bookings/{id}` */
  getV3(id: IdParam, options?: RequestOptions): Promise<BookingV3>
  /** `GET /api/v1/bookings/{bookingId}` */
  getV1(id: IdParam, options?: RequestOptions): Promise<BookingV1>
  /** `POST /api/v1/bookings/list` (a read: retried like one). `meta` comes from the paging headers, if any. */
  list(body?: BookingListRequestV1, options?: RequestOptions): Promise<BookingListPage>
  /** `DELETE /api/v1/bookings/{bookingId}` with { reason }: the booking becomes `canceled`. Never retried. */
  cancel(id: IdParam, reason: string, options?: RequestOptions): Promise<void>
  /** `GET /api/v1/bookings/{bookingId}/messages` */
  messages(id: IdParam, options?: RequestOptions): Promise<BookingMessageV1[]>
  /**
   * `PUT /api/v1/bookings/{bookingId}/messages`. Never retried. The spec does not show the answer: the stored
   * message when the service returns one, else null.
   */
  sendMessage(id: IdParam, message: string, options?: RequestOptions): Promise<BookingMessageV1 | null>
  /** `GET /api/v1/bookings/{bookingId}/documents` */
  documents(id: IdParam, options?: RequestOptions): Promise<BookingDocumentV1[]>
  /** `GET /api/v1/bookings/{bookingId}/documents/{documentId}`: the file's bytes. */
  downloadDocument(id: IdParam, documentId: IdParam, options?: RequestOptions): Promise<DownloadedFile>
  /**
   * `PUT /api/v1/bookings/{bookingId}/documents`, multipart field `file` (the sandbox's choice; the spec does not
   * show it). Never retried. The stored document when the service returns one, else null.
   */
  uploadDocument(id: IdParam, file: UploadFile, options?: RequestOptions): Promise<BookingDocumentV1 | null>
  /** `GET /api/v1/bookings/{bookingId}/histories` */
  histories(id: IdParam, options?: RequestOptions): Promise<BookingHistoryEntryV1[]>
}

/**
 * `POST /api/v1/oauth/token`. Raw exchanges, without the session handling (for that, see auth/bearer-session.ts):
 * they take no API key and are never retried.
 */
export interface AuthApi {
  token(credentials: { username: string; password: string }, options?: RequestOptions): Promise<TokenResponse>
  refresh(refreshToken: string, options?: RequestOptions): Promise<TokenResponse>
}

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

export { createApiClient } from './create-client'
export type { ApiClientDeps, ApiClientHandle } from './create-client'
