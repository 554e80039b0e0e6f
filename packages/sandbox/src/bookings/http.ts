import type { Context } from 'hono'
import type { z } from 'zod'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { ApiError } from '../platform/errors'
import { organizationById } from '../platform/organizations'
import { readBooking } from './bookings.repo'
import { isSupplierOf } from './list'
import type { BookingRecord } from './bookings.types'

/** JSON bodies of the booking endpoints are small; anything bigger is refused before it is read. */
export const MAX_JSON_BODY_BYTES = 64 * 1024

/**
 * Reads and validates a JSON body like the platform's readJsonBody (400 INVALID_JSON, 400 VALIDATION_ERROR with
 * the issues, 413 over the size limit), except that an empty body reads as `{}`: the list's filters are all
 * optional, and a DELETE without a body then gets the precise "reason: required" message.
 */
export async function readJsonBody<T>(c: Context<SandboxEnv>, schema: z.ZodType<T>): Promise<T> {
  const declared = Number(c.req.header('content-length') ?? '0')
  if (declared > MAX_JSON_BODY_BYTES) throw tooLarge()
  const text = await c.req.text()
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) throw tooLarge()
  let value: unknown = {}
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text)
    } catch {
      throw new ApiError(400, 'INVALID_JSON', 'The request body is not valid JSON.')
    }
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    const where = first === undefined || first.path.length === 0 ? 'body' : first.path.map(String).join('.')
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `Invalid request body: ${where}: ${first?.message ?? 'invalid'}`,
      {
        issues: parsed.error.issues.slice(0, 20).map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issue.message,
        })),
      },
    )
  }
  return parsed.data
}

function tooLarge(): ApiError {
  return new ApiError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The request body is larger than ${MAX_JSON_BODY_BYTES} bytes.`,
  )
}

/**
 * The booking behind a path id, if the caller may see it: own organization only. Another organization of the
 * caller's group answers 403 OWNED_BY_OTHER_ORGANIZATION naming it (v3 rule, applied to v1 too); anything else,
 * including an id that does not decode, answers 404. A supplier (dmc) organization reads the bookings it supplies
 * through v1 (`access: 'read'`); a change answers it 403 TOUR_OPERATOR_ONLY. The v3 detail (`access: 'own'`) is
 * the caller's own organization's only, as the document says: to a supplier it is "any other booking", 404.
 */
export function visibleBooking(
  c: Context<SandboxEnv>,
  ctx: SandboxContext,
  rawId: string,
  access: 'change' | 'read' | 'own' = 'change',
): BookingRecord {
  const id = decodeId('booking', rawId)
  const booking = id === null ? null : readBooking(ctx.db, id)
  const caller = c.get('caller').organization
  if (booking === null) throw bookingNotFound(rawId)
  if (booking.organizationId === caller.id) return booking
  // The supplier of a booking reads it (detail, messages, documents, history); changing it is the booker's.
  if (access !== 'own' && caller.scope === 'dmc' && isSupplierOf(ctx.db, caller.id, booking.id)) {
    if (access === 'read') return booking
    throw new ApiError(
      403,
      'TOUR_OPERATOR_ONLY',
      'The supplier of a booking reads it; only the tour operator that made it changes it.',
      { bookingId: booking.encodedId, scope: caller.scope },
    )
  }
  const owner = organizationById(booking.organizationId)
  if (owner !== undefined && caller.groupId !== null && owner.groupId === caller.groupId) {
    throw new ApiError(
      403,
      'OWNED_BY_OTHER_ORGANIZATION',
      `Booking ${booking.encodedId} belongs to another organization of your group: ${owner.displayName}.`,
      {
        bookingId: booking.encodedId,
        organizationId: encodeId('organization', owner.id),
        organizationName: owner.displayName,
      },
    )
  }
  throw bookingNotFound(rawId)
}

function bookingNotFound(rawId: string): ApiError {
  return new ApiError(404, 'NOT_FOUND', 'Booking not found.', { bookingId: rawId.slice(0, 64) })
}
