import type { z } from 'zod'
import type { ServiceClock } from '../../shared/ipc/connectivity.contract'
import type {
  AvailabilitySearchQuery,
  BookingDocumentV1,
  BookingHistoryEntryV1,
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
  RegionList,
  RoomsAvailabilityResponse,
  SearchResponse,
  StayQuery,
  TokenResponse,
} from '../../shared/api'
import type { ExperiencesApi, InventoryApi } from './client-experiences'
import type {
  BookingListPage,
  CityListParams,
  DownloadedFile,
  HotelListParams,
  IdParam,
  LocationListParams,
  RateBucketName,
  RateBucketState,
  RegionListParams,
  RequestOptions,
  SearchParams,
  UploadFile,
} from './request-types'

export { ServiceError, isServiceError, serviceErrorToIpc } from './errors'
export type * from './request-types'
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
  /**
   * Now on the service's clock, from the Date header of its last answer (the sandbox sends its simulated clock):
   * deadlines the service applies (a cancellation's fee) are read at its time, not this computer's.
   */
  serviceNow(): Date
  /** The same as an offset, with when it was learned (the screens' countdowns follow it). */
  serviceClock(): ServiceClock
  /** A Date header read outside the client (the connectivity probe): the service's time at a local time. */
  observeServiceTime(time: { serviceMs: number; localMs: number }): void
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
