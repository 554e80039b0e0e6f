import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { BookingV1 } from '../../../../src/shared/api/bookings-v1'
import { BookingV3 } from '../../../../src/shared/api/bookings-v3'
import { SingleEnvelope } from '../../../../src/shared/api/common'
import { decodeId } from '../../../../src/shared/domain/ids'
import { documented, json, jsonBody, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { ApiError } from '../platform/errors'
import { toBookingV3 } from './bookings.v3'
import { catchUpBooking } from './on-request-events'
import { hotelSummary } from './hotel-lookup'
import { readJsonBody, visibleBooking } from './http'
import { answerBooking } from './supplier'
import { toBookingV1 } from './v1.view'

export const AnswerRequest = z.strictObject({ action: z.enum(['confirm', 'refuse', 'propose']) })

const BookingV3Envelope = SingleEnvelope(BookingV3)
/** The handlers decode the id themselves (404 NOT_FOUND): documented only. */
const IdParams = documented(z.object({ id: z.string() }))

/** GET /api/v3/bookings/{id} and the control plane's supplier answer. */
export function registerV3BookingRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const detail = createRoute({
    method: 'get',
    path: '/api/v3/bookings/:id',
    summary: 'Booking (v3): hotel bookings; an experience booking answers 404 (read it on v1)',
    tags: ['bookings'],
    request: { params: IdParams },
    responses: responses(json(BookingV3Envelope), 403, 404),
  })
  app.openapi(detail, (c) => {
    const booking = visibleBooking(c, ctx, c.req.param('id'), 'own')
    // The v3 booking is a hotel stay (checkIn, rooms, hotel); experience bookings are read on v1 (see README).
    if (booking.kind === 'experience') {
      throw new ApiError(
        404,
        'NOT_FOUND',
        `Booking ${booking.encodedId} is an experience booking: read it with GET /api/v1/bookings/${booking.encodedId}.`,
        { bookingId: booking.encodedId, kind: 'experience' },
      )
    }
    return c.json({ data: toBookingV3(booking, hotelSummary(ctx.db, booking.hotelId)), meta: null })
  })

  // Control plane (not part of the service interface): the hotel or supplier answers an on-request booking now.
  const answer = createRoute({
    method: 'post',
    path: '/_sandbox/bookings/:id/answer',
    summary:
      'Control plane: the hotel (or experience supplier) answers an on-request booking now (409 when it cannot ' +
      'move that way; experiences: confirm or refuse only). data: the v3 booking, or the v1 detail of an ' +
      'experience booking',
    tags: ['control plane'],
    request: { params: IdParams, body: jsonBody(AnswerRequest) },
    responses: responses(
      json(z.union([BookingV3Envelope, z.object({ data: BookingV1, meta: z.null() })])),
      400,
      404,
      409,
    ),
  })
  app.openapi(answer, async (c) => {
    const { action } = await readJsonBody(c, AnswerRequest)
    const id = decodeId('booking', c.req.param('id'))
    if (id === null) throw new ApiError(404, 'NOT_FOUND', 'Booking not found.')
    const nowMs = ctx.clock.nowMs()
    // Events already due (an automatic refusal, say) happen first: the answer comes after them.
    catchUpBooking(ctx.db, ctx.options.seed, id, nowMs)
    const booking = answerBooking(ctx.db, id, action, new Date(nowMs).toISOString())
    // An experience booking answers with its v1 detail (it has no v3 shape).
    const data =
      booking.kind === 'experience'
        ? toBookingV1(booking, null, [booking.id])
        : toBookingV3(booking, hotelSummary(ctx.db, booking.hotelId))
    return c.json({ data, meta: null })
  })
}
