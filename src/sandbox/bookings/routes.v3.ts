import type { Hono } from 'hono'
import { decodeId } from '../../shared/domain/ids'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { ApiError } from '../platform/errors'
import { toBookingV3 } from './bookings.v3'
import { catchUpBooking } from './engine'
import { hotelSummary } from './hotel-lookup'
import { readJsonBody, visibleBooking } from './http'
import { AnswerRequest } from './openapi'
import { answerBooking } from './supplier'

/** GET /api/v3/bookings/{id} and the control plane's supplier answer. */
export function registerV3BookingRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  app.get('/api/v3/bookings/:id', (c) => {
    const booking = visibleBooking(c, ctx, c.req.param('id'))
    return c.json({ data: toBookingV3(booking, hotelSummary(ctx.db, booking.hotelId)), meta: null })
  })

  // Control plane (not part of the service interface): the hotel answers an on-request booking now.
  app.post('/_sandbox/bookings/:id/answer', async (c) => {
    const { action } = await readJsonBody(c, AnswerRequest)
    const id = decodeId('booking', c.req.param('id'))
    if (id === null) throw new ApiError(404, 'NOT_FOUND', 'Booking not found.')
    const nowMs = ctx.clock.nowMs()
    // Events already due (an automatic refusal, say) happen first: the answer comes after them.
    catchUpBooking(ctx.db, ctx.options.seed, id, nowMs)
    const booking = answerBooking(ctx.db, id, action, new Date(nowMs).toISOString())
    return c.json({ data: toBookingV3(booking, hotelSummary(ctx.db, booking.hotelId)), meta: null })
  })
}
