import type { z } from 'zod'
import type {
  ExperienceDetailV1,
  ExperienceOrganizationsV1,
  ExperienceSearchRequestV1,
  ExperienceSearchResultV1,
} from '../../shared/api/experiences-v1'
import type {
  ExperienceBookRequestV1,
  ExperienceBookingV1,
  ExperienceCompositionExtraV1,
  ExperienceExportRequestV1,
  ExperienceExportResponseV1,
  PutExperienceExtraRequestV1,
  UpdatedBookRequestV1,
  UpdatedBookResponseV1,
} from '../../shared/api/experiences-v1-booking'
import type {
  ExperienceType,
  ExperienceV3,
  ExperienceV3Create,
  ExperienceV3Patch,
  ExtraLinkV3,
  ImageV3,
  ImageV3Create,
  ImageV3Patch,
  PeriodV3,
  PeriodV3Create,
  PeriodV3Patch,
  ProgramDayV3,
  ProgramDayV3Write,
  PromotionV3,
} from '../../shared/api/experiences-v3'
import type { HotelImageV3, HotelImageV3Create, HotelImageV3Patch } from '../../shared/api/inventory'
import type { PaginationMeta } from '../../shared/api'
import type { DownloadedFile, IdParam, PageParams, RequestOptions } from './request-types'

/** Options of the calls that take the spec's `locale` query (texts written and read in that language). */
export type LocaleOptions = RequestOptions & { locale?: string }

export interface Page<T> {
  data: T[]
  meta: PaginationMeta
}

export interface ExperiencesAnswer {
  results: ExperienceSearchResultV1[]
  /** The service's time when it answered (its Date header); this computer's clock when it sent none. */
  serviceTime: Date
}

/** Experiences for a tour operator (v1, deprecated by the spec but the only booking flow it shows). */
export interface ExperiencesApi {
  /** `POST /api/v1/experiences/liste`: a search (a read: retried). Priced when dates and party are given. */
  list(
    body?: z.input<typeof ExperienceSearchRequestV1>,
    options?: LocaleOptions,
  ): Promise<ExperienceSearchResultV1[]>
  /**
   * The same search with the answer's time on the service's clock (its Date header), which the priceIds'
   * `expiresAt` is measured against (see RoomsAnswer).
   */
  listAnswer(
    body?: z.input<typeof ExperienceSearchRequestV1>,
    options?: LocaleOptions,
  ): Promise<ExperiencesAnswer>
  /**
   * GET of an export's `downloadUrl` (no credentials: its token is the secret). Only on the service's own origin;
   * an expired link is a ServiceError with status 410.
   */
  downloadExport(url: string, options?: RequestOptions): Promise<DownloadedFile>
  /** `GET /api/v1/experiences/{experienceId}` */
  detail(id: IdParam, options?: LocaleOptions): Promise<ExperienceDetailV1>
  /**
   * `POST /api/v1/experiences/book`, one booking per element. Never retried (a 429 aside): on `outcomeUnknown`,
   * look the booking up by its `toReference` before trying again.
   */
  book(
    bookings: z.input<typeof ExperienceBookRequestV1>,
    options?: RequestOptions,
  ): Promise<ExperienceBookingV1[]>
  /** `GET /api/v1/experiences/{experienceId}/organizations` */
  organizations(id: IdParam, options?: RequestOptions): Promise<z.infer<typeof ExperienceOrganizationsV1>>
  /** `POST /api/v1/experiences/{experienceId}/export/{format}`: renders an offer document (changes nothing). */
  exportOffer(
    id: IdParam,
    format: 'pdf' | 'excel',
    body: z.input<typeof ExperienceExportRequestV1>,
    options?: LocaleOptions,
  ): Promise<z.infer<typeof ExperienceExportResponseV1>>
  /** `PATCH /api/v1/experiences/updatedBook/{adminBookingId}`. Answer not shown by the spec: null when unknown. */
  updateBooking(
    bookingId: IdParam,
    body: z.input<typeof UpdatedBookRequestV1>,
    options?: RequestOptions,
  ): Promise<z.infer<typeof UpdatedBookResponseV1> | null>
  /** `PUT /api/v1/experiences/extras/{experienceCompositionExtraId}`. Answer not shown: null when unknown. */
  updateExtra(
    extraId: IdParam,
    body: z.input<typeof PutExperienceExtraRequestV1>,
    options?: RequestOptions,
  ): Promise<ExperienceCompositionExtraV1 | null>
  /** `DELETE /api/v1/experiences/extras/{experienceCompositionExtraId}`: cancels the extra. */
  cancelExtra(extraId: IdParam, options?: RequestOptions): Promise<ExperienceCompositionExtraV1 | null>
}

export interface ExperienceListParams extends PageParams {
  locale?: string
  search?: string
  types?: readonly ExperienceType[]
  states?: readonly ('in_progress' | 'available' | 'archived')[]
  sort?: 'id' | '-id' | 'name' | '-name' | 'createdAt' | '-createdAt' | 'updatedAt' | '-updatedAt'
}

type SubList = PageParams & { locale?: string }

/** Inventory of a supplier organization (v3 manage endpoints; `dmc` keys only). Writes are never retried. */
export interface InventoryApi {
  experiences: {
    list(params?: ExperienceListParams, options?: RequestOptions): Promise<Page<ExperienceV3>>
    get(id: IdParam, options?: LocaleOptions): Promise<ExperienceV3>
    create(body: z.input<typeof ExperienceV3Create>, options?: LocaleOptions): Promise<ExperienceV3>
    /** PUT: omitted fields return to their defaults. */
    replace(
      id: IdParam,
      body: z.input<typeof ExperienceV3Create>,
      options?: LocaleOptions,
    ): Promise<ExperienceV3>
    /** PATCH: only the keys sent change; null clears. */
    update(
      id: IdParam,
      patch: z.input<typeof ExperienceV3Patch>,
      options?: LocaleOptions,
    ): Promise<ExperienceV3>
    /** DELETE: archives it (bookings keep referring to it). */
    archive(id: IdParam, options?: RequestOptions): Promise<void>
  }
  periods: {
    list(experienceId: IdParam, params?: SubList, options?: RequestOptions): Promise<Page<PeriodV3>>
    get(experienceId: IdParam, periodId: IdParam, options?: RequestOptions): Promise<PeriodV3>
    create(
      experienceId: IdParam,
      body: z.input<typeof PeriodV3Create>,
      options?: RequestOptions,
    ): Promise<PeriodV3>
    replace(
      experienceId: IdParam,
      periodId: IdParam,
      body: z.input<typeof PeriodV3Create>,
      options?: RequestOptions,
    ): Promise<PeriodV3>
    update(
      experienceId: IdParam,
      periodId: IdParam,
      patch: z.input<typeof PeriodV3Patch>,
      options?: RequestOptions,
    ): Promise<PeriodV3>
    remove(experienceId: IdParam, periodId: IdParam, options?: RequestOptions): Promise<void>
  }
  programs: {
    list(experienceId: IdParam, params?: SubList, options?: RequestOptions): Promise<Page<ProgramDayV3>>
    /** Appends a day. */
    create(
      experienceId: IdParam,
      body: z.input<typeof ProgramDayV3Write>,
      options?: LocaleOptions,
    ): Promise<ProgramDayV3>
    replace(
      experienceId: IdParam,
      programId: IdParam,
      body: z.input<typeof ProgramDayV3Write>,
      options?: LocaleOptions,
    ): Promise<ProgramDayV3>
    update(
      experienceId: IdParam,
      programId: IdParam,
      patch: z.input<typeof ProgramDayV3Write>,
      options?: LocaleOptions,
    ): Promise<ProgramDayV3>
    remove(experienceId: IdParam, programId: IdParam, options?: RequestOptions): Promise<void>
  }
  extras: {
    list(experienceId: IdParam, params?: SubList, options?: RequestOptions): Promise<Page<ExtraLinkV3>>
    add(experienceId: IdParam, addOnExperienceId: IdParam, options?: RequestOptions): Promise<ExtraLinkV3>
    remove(experienceId: IdParam, extraId: IdParam, options?: RequestOptions): Promise<void>
  }
  images: {
    list(experienceId: IdParam, params?: SubList, options?: RequestOptions): Promise<Page<ImageV3>>
    add(
      experienceId: IdParam,
      body: z.input<typeof ImageV3Create>,
      options?: RequestOptions,
    ): Promise<ImageV3>
    update(
      experienceId: IdParam,
      imageId: IdParam,
      patch: z.input<typeof ImageV3Patch>,
      options?: RequestOptions,
    ): Promise<ImageV3>
    remove(experienceId: IdParam, imageId: IdParam, options?: RequestOptions): Promise<void>
  }
  promotions: {
    list(experienceId: IdParam, params?: SubList, options?: RequestOptions): Promise<Page<PromotionV3>>
    get(experienceId: IdParam, promotionId: IdParam, options?: RequestOptions): Promise<PromotionV3>
  }
  /** `/api/v3/hotels/{id}/images/...`: one image per call (bodies not shown by the spec: the sandbox's). */
  hotelImages: {
    add(
      hotelId: IdParam,
      body: z.input<typeof HotelImageV3Create>,
      options?: RequestOptions,
    ): Promise<HotelImageV3>
    update(
      hotelId: IdParam,
      imageId: IdParam,
      patch: z.input<typeof HotelImageV3Patch>,
      options?: RequestOptions,
    ): Promise<HotelImageV3>
    remove(hotelId: IdParam, imageId: IdParam, options?: RequestOptions): Promise<void>
  }
}
