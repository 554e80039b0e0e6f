import { z } from 'zod'
import {
  ExperienceDetailV1,
  ExperienceOrganizationsV1,
  ExperienceSearchRequestV1,
  ExperienceSearchResponseV1,
} from '../../../../src/shared/api/experiences-v1'
import {
  ExperienceBookRequestV1,
  ExperienceBookResponseV1,
  ExperienceCompositionExtraV1,
  ExperienceExportRequestV1,
  ExperienceExportResponseV1,
  LocaleQueryV1,
  PutExperienceExtraRequestV1,
  UpdatedBookRequestV1,
  UpdatedBookResponseV1,
} from '../../../../src/shared/api/experiences-v1-booking'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { describeRoute } from '../openapi/registry'
import { EXPORT_MEDIA_TYPES } from './export.routes'

/** The v1 experience routes of tour operators in GET /openapi.json. */
export function describeExperienceRoutes(): void {
  const tags = ['experiences (v1)']
  const common = { 400: ErrorBody, 401: ErrorBody, 413: ErrorBody }
  describeRoute({
    method: 'post',
    path: '/api/v1/experiences/liste',
    summary:
      'Search experiences; every filter optional. `price` (with a priceId valid 15 minutes) only when startAt ' +
      '(and endAt for multi-day experiences) and experienceComposition are sent. sort: field.direction with field ' +
      'price, name, duration, totalBookingsCount, lastBookingDate or id. page/perPage optional (headers ' +
      'X-Total-Count, X-Page, X-Per-Page, X-Last-Page). Texts in the locale, else en, else any locale written.',
    tags,
    query: LocaleQueryV1,
    body: ExperienceSearchRequestV1,
    response: ExperienceSearchResponseV1,
    errors: common,
  })
  describeRoute({
    method: 'get',
    path: '/api/v1/experiences/:id',
    summary: 'Experience detail (v1); 404 for an experience the caller cannot see',
    tags,
    query: LocaleQueryV1,
    response: ExperienceDetailV1,
    errors: { 404: ErrorBody },
  })
  describeRoute({
    method: 'get',
    path: '/api/v1/experiences/:id/organizations',
    summary: 'Tour-operator organizations that can book the experience on the caller side',
    tags,
    response: ExperienceOrganizationsV1,
    errors: { 404: ErrorBody },
  })
  describeRoute({
    method: 'post',
    path: '/api/v1/experiences/book',
    summary:
      'Book priced experiences: one booking per element, all or nothing; 201 with the bookings. 401 "Request ' +
      'expired" for an expired or unknown priceId; 403 TOUR_OPERATOR_ONLY for a supplier key',
    tags,
    body: ExperienceBookRequestV1,
    response: ExperienceBookResponseV1,
    status: 201,
    errors: { ...common, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  })
  describeRoute({
    method: 'patch',
    path: '/api/v1/experiences/updatedBook/:adminBookingId',
    summary:
      'Change the extras of an experience booking (extras: authoritative list; filters: which add-ons to offer ' +
      'in availableExtras); answers the booking and the matching add-ons',
    tags,
    query: LocaleQueryV1,
    body: UpdatedBookRequestV1,
    response: UpdatedBookResponseV1,
    errors: { ...common, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  })
  describeRoute({
    method: 'put',
    path: '/api/v1/experiences/extras/:experienceCompositionExtraId',
    summary: 'New counts (and day) for a booked extra, re-priced at its booked conditions; answers the extra',
    tags,
    body: PutExperienceExtraRequestV1,
    response: ExperienceCompositionExtraV1,
    errors: { ...common, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  })
  describeRoute({
    method: 'delete',
    path: '/api/v1/experiences/extras/:experienceCompositionExtraId',
    summary: 'Cancel a booked extra (idempotent); the booking total drops by its price; answers the extra',
    tags,
    response: ExperienceCompositionExtraV1,
    errors: { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  })
  describeRoute({
    method: 'post',
    path: '/api/v1/experiences/:id/export/:format',
    summary:
      'Export a quote as a PDF (format pdf, Unicode text in an embedded DejaVu Sans: Latin, Greek, Cyrillic) or an ' +
      '.xlsx spreadsheet (format excel); the quote says valid 24 hours; the link works 1 hour',
    tags,
    params: z.object({ id: z.string(), format: z.enum(['pdf', 'excel']) }),
    query: LocaleQueryV1,
    body: ExperienceExportRequestV1,
    response: ExperienceExportResponseV1,
    errors: { ...common, 404: ErrorBody },
  })
  describeRoute({
    method: 'get',
    path: '/_sandbox/exports/:file',
    summary: 'Download an export (the downloadUrl of an export); 410 once expired, 404 unknown',
    tags,
    auth: false,
    responseContentType: EXPORT_MEDIA_TYPES,
    errors: { 404: ErrorBody, 410: ErrorBody },
  })
}
