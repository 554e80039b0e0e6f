import { createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import {
  BookingDocumentV1,
  BookingHistoryEntryV1,
  BookingMessageV1,
  PostBookingMessageV1,
} from '../../../../src/shared/api/bookings-v1'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import {
  documented,
  download,
  json,
  jsonBody,
  multipartBody,
  responses,
  type SandboxApp,
} from '../openapi/app'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { ApiError } from '../platform/errors'
import { addDocument, listDocuments, readDocument, type DocumentMeta } from './documents.repo'
import {
  ACCEPTED_DOCUMENT_TYPES,
  contentDisposition,
  DOCUMENT_FIELD,
  MAX_DOCUMENT_BYTES,
  safeFileName,
  sniffMediaType,
} from './files'
import { actorFor, addHistory, listHistory } from './histories.repo'
import { readJsonBody, visibleBooking } from './http'
import { addMessage, listMessages, type MessageRow } from './messages.repo'
import { BookingPathParams } from './routes.v1'

/** Messages, documents and history of a booking (spec: Bookings (v1)). */

export function toMessageV1(row: MessageRow): BookingMessageV1 {
  const idKind = row.sender_kind === 'user' ? 'user' : row.sender_kind === 'hotel' ? 'hotel' : 'organization'
  return {
    id: encodeId('message', row.id),
    sender: {
      id: encodeId(idKind, row.sender_id ?? 0),
      firstName: row.sender_first_name,
      lastName: row.sender_last_name,
    },
    message: row.message,
    sentAt: row.sent_at,
    messageType: row.message_type,
  }
}

function toDocumentV1(c: Context<SandboxEnv>, bookingId: string, row: DocumentMeta): BookingDocumentV1 {
  const id = encodeId('document', row.id)
  return {
    id,
    fileName: row.file_name,
    fileType: row.file_type,
    uploadedAt: row.uploaded_at,
    downloadUrl: `${new URL(c.req.url).origin}/api/v1/bookings/${bookingId}/documents/${id}`,
  }
}

const tags = ['bookings']

/** OpenAPI 3.1 spelling of a file part: a string with a media type (bytes, not text). */
const DocumentUpload = z.object({
  [DOCUMENT_FIELD]: z
    .string()
    .meta({ contentMediaType: 'application/octet-stream' })
    .describe('the file: PDF, PNG, JPEG, GIF or WebP'),
})

export function registerBookingSubRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const messages = createRoute({
    method: 'get',
    path: '/api/v1/bookings/:bookingId/messages',
    summary: 'Messages of a booking',
    tags,
    request: { params: BookingPathParams },
    responses: responses(json(z.array(BookingMessageV1)), 403, 404),
  })
  app.openapi(messages, (c) => {
    const booking = visibleBooking(c, ctx, c.req.param('bookingId'), 'read')
    return c.json(listMessages(ctx.db, booking.id).map(toMessageV1))
  })

  const postMessage = createRoute({
    method: 'put',
    path: '/api/v1/bookings/:bookingId/messages',
    summary: 'Post a message (messageType request); 201 with the message',
    tags,
    request: { params: BookingPathParams, body: jsonBody(PostBookingMessageV1) },
    responses: responses(json(BookingMessageV1, 201), 400, 403, 404, 409, 413),
  })
  app.openapi(postMessage, async (c) => {
    const booking = visibleBooking(c, ctx, c.req.param('bookingId'))
    const { message } = await readJsonBody(c, PostBookingMessageV1)
    const { organization, user } = c.get('caller')
    const row = addMessage(ctx.db, booking.id, {
      senderKind: user === null ? 'organization' : 'user',
      senderId: user === null ? organization.id : user.id,
      senderFirstName: user === null ? organization.displayName : user.firstName,
      senderLastName: user === null ? null : user.lastName,
      message,
      messageType: 'request',
      sentAt: ctx.clock.now().toISOString(),
    })
    return c.json(toMessageV1(row), 201)
  })

  const documents = createRoute({
    method: 'get',
    path: '/api/v1/bookings/:bookingId/documents',
    summary: 'Documents of a booking',
    tags,
    request: { params: BookingPathParams },
    responses: responses(json(z.array(BookingDocumentV1)), 403, 404),
  })
  app.openapi(documents, (c) => {
    const booking = visibleBooking(c, ctx, c.req.param('bookingId'), 'read')
    return c.json(listDocuments(ctx.db, booking.id).map((row) => toDocumentV1(c, booking.encodedId, row)))
  })

  const document = createRoute({
    method: 'get',
    path: '/api/v1/bookings/:bookingId/documents/:documentId',
    summary: 'Download one document (Content-Disposition: attachment)',
    tags,
    request: { params: documented(z.object({ bookingId: z.string(), documentId: z.string() })) },
    responses: responses(download(ACCEPTED_DOCUMENT_TYPES), 403, 404),
  })
  app.openapi(document, (c) => {
    const booking = visibleBooking(c, ctx, c.req.param('bookingId'), 'read')
    const documentId = decodeId('document', c.req.param('documentId'))
    const document = documentId === null ? null : readDocument(ctx.db, booking.id, documentId)
    if (document === null) throw new ApiError(404, 'NOT_FOUND', 'Document not found.')
    return c.body(new Uint8Array(document.content), 200, {
      'Content-Type': document.file_type,
      'Content-Disposition': contentDisposition(document.file_name),
      'Content-Length': String(document.content.length),
      'X-Content-Type-Options': 'nosniff',
    })
  })

  const upload = createRoute({
    method: 'put',
    path: '/api/v1/bookings/:bookingId/documents',
    summary: `Attach a document: multipart field "${DOCUMENT_FIELD}", PDF/JPEG/PNG/GIF/WebP up to 5 MB; 201 with it`,
    tags,
    // The handler reads the upload itself: its codes (415 UNSUPPORTED_MEDIA_TYPE, MISSING_FILE, EMPTY_FILE...).
    request: { params: BookingPathParams, body: multipartBody(DocumentUpload) },
    responses: responses(json(BookingDocumentV1, 201), 400, 403, 404, 409, 413, 415),
    // Multipart overhead on top of the file; the exact file size is checked after parsing.
    middleware: [
      bodyLimit({
        maxSize: MAX_DOCUMENT_BYTES + 64 * 1024,
        onError: () => {
          throw tooLarge()
        },
      }),
    ],
  })
  app.openapi(upload, async (c) => {
    const booking = visibleBooking(c, ctx, c.req.param('bookingId'))
    const contentType = c.req.header('content-type') ?? ''
    if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
      throw new ApiError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `Upload the document as multipart/form-data in the field "${DOCUMENT_FIELD}".`,
      )
    }
    let file: unknown
    try {
      file = (await c.req.parseBody())[DOCUMENT_FIELD]
    } catch {
      throw new ApiError(400, 'INVALID_MULTIPART', 'The multipart body could not be read.')
    }
    if (!(file instanceof File)) {
      throw new ApiError(400, 'MISSING_FILE', `The multipart field "${DOCUMENT_FIELD}" must hold one file.`, {
        param: DOCUMENT_FIELD,
      })
    }
    if (file.size === 0) throw new ApiError(400, 'EMPTY_FILE', 'The uploaded file is empty.')
    if (file.size > MAX_DOCUMENT_BYTES) throw tooLarge()
    const bytes = new Uint8Array(await file.arrayBuffer())
    const mediaType = sniffMediaType(bytes)
    if (mediaType === null) {
      throw new ApiError(415, 'UNSUPPORTED_DOCUMENT_TYPE', 'Accepted documents: PDF, JPEG, PNG, GIF, WebP.', {
        accepted: ACCEPTED_DOCUMENT_TYPES,
      })
    }
    const { organization, user } = c.get('caller')
    const uploadedAt = ctx.clock.now().toISOString()
    const fileName = safeFileName(file.name, mediaType)
    const row = ctx.db.transaction(() => {
      const stored = addDocument(ctx.db, booking.id, {
        fileName,
        fileType: mediaType,
        content: bytes,
        uploadedAt,
      })
      const actor = actorFor(organization.id, user?.id ?? null)
      addHistory(ctx.db, booking.id, 'updated', actor, uploadedAt, `document ${fileName} attached`)
      return stored
    })()
    return c.json(toDocumentV1(c, booking.encodedId, row), 201)
  })

  const histories = createRoute({
    method: 'get',
    path: '/api/v1/bookings/:bookingId/histories',
    summary: 'History (audit log) of a booking; null user fields for system events',
    tags,
    request: { params: BookingPathParams },
    responses: responses(json(z.array(BookingHistoryEntryV1)), 403, 404),
  })
  app.openapi(histories, (c) => {
    const booking = visibleBooking(c, ctx, c.req.param('bookingId'), 'read')
    const entries: BookingHistoryEntryV1[] = listHistory(ctx.db, booking.id).map((row) => ({
      id: encodeId('history', row.id),
      bookingId: booking.encodedId,
      userId: row.user_id === null ? null : encodeId('user', row.user_id),
      firstName: row.first_name,
      lastName: row.last_name,
      label: row.label,
      createdAt: row.created_at,
    }))
    return c.json(entries)
  })
}

function tooLarge(): ApiError {
  return new ApiError(
    413,
    'PAYLOAD_TOO_LARGE',
    `Documents are limited to ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB.`,
  )
}
