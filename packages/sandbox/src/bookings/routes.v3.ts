import type { Hono } from 'hono'
import { decodeId } from '../../../../src/shared/domain/ids'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { ApiError } from '../platform/errors'
import { toBookingV3 } from './bookings.v3'
import { catchUpBooking } from './on-request-events'
import { hotelSummary } from './hotel-lookup'
import { readJsonBody, visibleBooking } from './http'
import { AnswerRequest } from './openapi'
import { answerBooking } from './supplier'
import { toBookingV1 } from './v1.view'

/** GET /api/v3/bookings/{id} and the control plane's supplier answer. */
export function registerV3BookingRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  app.get('/api/v3/bookings/:id', (c) => {
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
  app.post('/_sandbox/bookings/:id/answer', async (c) => {
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
