import { z } from 'zod'
import {
  BookingDocumentV1,
  BookingHistoryEntryV1,
  BookingListRequestV1,
  BookingListResponseV1,
  BookingMessageV1,
  BookingV1,
  CancelBookingRequestV1,
  PostBookingMessageV1,
} from '../../../../src/shared/api/bookings-v1'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { describeRoute } from '../openapi/registry'
import { ACCEPTED_DOCUMENT_TYPES, DOCUMENT_FIELD } from './files'

/** The bookings module's routes in GET /openapi.json. */
export const AnswerRequest = z.strictObject({ action: z.enum(['confirm', 'refuse', 'propose']) })

export function describeBookingRoutes(bookingV3Envelope: z.ZodType): void {
  const tags = ['bookings']
  const read = { 403: ErrorBody, 404: ErrorBody }
  const write = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 413: ErrorBody }
  const bookingPath = '/api/v1/bookings/:bookingId'
  describeRoute({
    method: 'get',
    path: bookingPath,
    summary: 'Booking (v1 detail)',
    tags,
    response: BookingV1,
    errors: read,
  })
  describeRoute({
    method: 'post',
    path: '/api/v1/bookings/list',
    summary:
      'Search bookings; every filter optional (product / kind hotel or experience, experienceId). column: sort key (createdAt, updatedAt, startAt, endAt, totalPrice, ' +
      'customerLastName, state, id), "-" prefix descending, default -createdAt. page/perPage (max 1000) optional: ' +
      'without them every match comes back; headers X-Total-Count, X-Page, X-Per-Page, X-Last-Page.',
    tags,
    body: BookingListRequestV1,
    response: BookingListResponseV1,
    errors: { 400: ErrorBody, 413: ErrorBody },
  })
  describeRoute({
    method: 'delete',
    path: bookingPath,
    summary: 'Cancel a confirmed booking (reason required); 200 with an empty body; 409 in any other state',
    tags,
    body: CancelBookingRequestV1,
    errors: write,
  })
  describeRoute({
    method: 'get',
    path: `${bookingPath}/messages`,
    summary: 'Messages of a booking',
    tags,
    response: z.array(BookingMessageV1),
    errors: read,
  })
  describeRoute({
    method: 'put',
    path: `${bookingPath}/messages`,
    summary: 'Post a message (messageType request); 201 with the message',
    tags,
    body: PostBookingMessageV1,
    response: BookingMessageV1,
    status: 201,
    errors: write,
  })
  describeRoute({
    method: 'get',
    path: `${bookingPath}/documents`,
    summary: 'Documents of a booking',
    tags,
    response: z.array(BookingDocumentV1),
    errors: read,
  })
  describeRoute({
    method: 'put',
    path: `${bookingPath}/documents`,
    summary: `Attach a document: multipart field "${DOCUMENT_FIELD}", PDF/JPEG/PNG/GIF/WebP up to 5 MB; 201 with it`,
    tags,
    // OpenAPI 3.1 spelling of a file part: a string with a media type (bytes, not text).
    body: z.object({
      [DOCUMENT_FIELD]: z
        .string()
        .meta({ contentMediaType: 'application/octet-stream' })
        .describe('the file: PDF, PNG, JPEG, GIF or WebP'),
    }),
    bodyContentType: 'multipart/form-data',
    response: BookingDocumentV1,
    status: 201,
    errors: { ...write, 415: ErrorBody },
  })
  describeRoute({
    method: 'get',
    path: `${bookingPath}/documents/:documentId`,
    summary: 'Download one document (Content-Disposition: attachment)',
    tags,
    responseContentType: ACCEPTED_DOCUMENT_TYPES,
    errors: read,
  })
  describeRoute({
    method: 'get',
    path: `${bookingPath}/histories`,
    summary: 'History (audit log) of a booking; null user fields for system events',
    tags,
    response: z.array(BookingHistoryEntryV1),
    errors: read,
  })
  describeRoute({
    method: 'get',
    path: '/api/v3/bookings/:id',
    summary: 'Booking (v3): hotel bookings; an experience booking answers 404 (read it on v1)',
    tags,
    response: bookingV3Envelope,
    errors: read,
  })
  describeRoute({
    method: 'post',
    path: '/_sandbox/bookings/:id/answer',
    summary:
      'Control plane: the hotel (or experience supplier) answers an on-request booking now (409 when it cannot ' +
      'move that way; experiences: confirm or refuse only). data: the v3 booking, or the v1 detail of an ' +
      'experience booking',
    tags: ['control plane'],
    auth: false,
    body: AnswerRequest,
    response: z.union([bookingV3Envelope, z.object({ data: BookingV1, meta: z.null() })]),
    errors: { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  })
}
