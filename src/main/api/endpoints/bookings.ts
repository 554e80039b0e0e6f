import { z } from 'zod'
import {
  BookingDocumentV1,
  BookingHistoryEntryV1,
  BookingListRequestV1,
  BookingListResponseV1,
  BookingMessageV1,
  BookingRequest,
  BookingV1,
  BookingV3,
  CancelBookingRequestV1,
  PaginationMeta,
  PostBookingMessageV1,
} from '../../../shared/api'
import type { BookingsApi, DownloadedFile } from '../client'
import { encodeQuery } from '../http/query'
import { parseRequest, type RawResponse } from '../http/responses'
import type { Transport } from '../http/transport'
import { dataOf, ignoreBody, json, optionalJson } from './shared'

const BOOKING_V1 = '/api/v1/bookings/{bookingId}'

/** Bookings: the v3 create and detail, and the v1 management endpoints (spec: Bookings (v1), Bookings (v3)). */
export function bookingsEndpoints(call: Transport): BookingsApi {
  const readList =
    <S extends z.ZodType>(suffix: string, schema: S) =>
    (id: string | number, options?: Parameters<BookingsApi['messages']>[1]): Promise<z.output<S>> =>
      call({
        method: 'GET',
        template: `${BOOKING_V1}${suffix}`,
        params: { bookingId: id },
        kind: 'read',
        parse: json(schema),
        options,
      })

  return {
    async createV3(request, options) {
      const body = parseRequest(BookingRequest, request, 'POST /api/v3/bookings')
      return call({
        method: 'POST',
        template: '/api/v3/bookings',
        query: encodeQuery({ locale: options?.locale }),
        body: { json: body },
        kind: 'write',
        parse: dataOf(BookingV3),
        options,
      })
    },
    getV3: (id, options) =>
      call({
        method: 'GET',
        template: '/api/v3/bookings/{id}',
        params: { id },
        kind: 'read',
        parse: dataOf(BookingV3),
        options,
      }),
    getV1: (id, options) =>
      call({
        method: 'GET',
        template: BOOKING_V1,
        params: { bookingId: id },
        kind: 'read',
        parse: json(BookingV1),
        options,
      }),
    async list(request = {}, options) {
      const body = parseRequest(BookingListRequestV1, request, 'POST /api/v1/bookings/list')
      const items = json(BookingListResponseV1)
      return call({
        method: 'POST',
        template: '/api/v1/bookings/list',
        body: { json: body },
        // A search: it changes nothing, so it is retried like a GET.
        kind: 'read',
        parse: (response, context) => ({ data: items(response, context), meta: pageHeaders(response) }),
        options,
      })
    },
    async cancel(id, reason, options) {
      const body = parseRequest(CancelBookingRequestV1, { reason }, `DELETE ${BOOKING_V1}`)
      await call({
        method: 'DELETE',
        template: BOOKING_V1,
        params: { bookingId: id },
        body: { json: body },
        kind: 'write',
        parse: ignoreBody,
        options,
      })
    },
    messages: readList('/messages', z.array(BookingMessageV1)),
    async sendMessage(id, message, options) {
      const body = parseRequest(PostBookingMessageV1, { message }, `PUT ${BOOKING_V1}/messages`)
      return call({
        method: 'PUT',
        template: `${BOOKING_V1}/messages`,
        params: { bookingId: id },
        body: { json: body },
        kind: 'write',
        parse: optionalJson(BookingMessageV1),
        options,
      })
    },
    documents: readList('/documents', z.array(BookingDocumentV1)),
    downloadDocument: (id, documentId, options) =>
      call({
        method: 'GET',
        template: `${BOOKING_V1}/documents/{documentId}`,
        params: { bookingId: id, documentId },
        kind: 'read',
        parse: downloaded,
        options,
      }),
    async uploadDocument(id, file, options) {
      const form = new FormData()
      const type = file.contentType ?? 'application/octet-stream'
      // The multipart field name is not shown by the spec; `file` is the sandbox's (see its README).
      form.append('file', new Blob([file.bytes.slice()], { type }), file.fileName)
      return call({
        method: 'PUT',
        template: `${BOOKING_V1}/documents`,
        params: { bookingId: id },
        body: { form },
        kind: 'write',
        parse: optionalJson(BookingDocumentV1),
        options,
      })
    },
    histories: readList('/histories', z.array(BookingHistoryEntryV1)),
  }
}

/** The list's paging travels in headers (the body is a bare array); null when the service sends none. */
function pageHeaders(response: RawResponse): PaginationMeta | null {
  const read = (name: string): number => Number(response.headers.get(name) ?? Number.NaN)
  const meta = PaginationMeta.safeParse({
    currentPage: read('x-page'),
    lastPage: read('x-last-page'),
    perPage: read('x-per-page'),
    total: read('x-total-count'),
  })
  return meta.success ? meta.data : null
}

export function downloaded(response: RawResponse): DownloadedFile {
  return {
    bytes: response.bytes,
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    fileName: fileNameOf(response.headers.get('content-disposition')),
  }
}

/** `filename*=UTF-8''...` (RFC 5987) first, then `filename="..."`; only the last path segment is kept. */
export function fileNameOf(disposition: string | null): string | null {
  if (disposition === null) return null
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)
  let name: string | null = null
  if (extended?.[1] !== undefined) {
    try {
      name = decodeURIComponent(extended[1].trim())
    } catch {
      name = null
    }
  }
  name ??=
    /filename\s*=\s*"([^"]*)"/.exec(disposition)?.[1] ??
    /filename\s*=\s*([^;\s]+)/.exec(disposition)?.[1] ??
    null
  if (name === null) return null
  const base = name.split(/[\\/]/).pop() ?? ''
  return base === '' ? null : base
}
