import type { Hono } from 'hono'
import { z } from 'zod'
import { BookingRequest, BookingV3 } from '../../../../src/shared/api/bookings-v3'
import { SingleEnvelope } from '../../../../src/shared/api/common'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { bookingV3 } from '../bookings/bookings.v3'
import { describeRoute } from '../openapi/registry'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { ApiError } from '../platform/errors'
import { searchParams, textParam } from '../platform/query'
import { parseLocale } from '../rates/texts'
import { roomEcho } from './booked-rooms'
import { createBooking } from './create'
import { readBookingRequest } from './request'

export function registerBookingCreateRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  describeRoute({
    method: 'post',
    path: '/api/v3/bookings',
    summary: 'Book the bed choices of a rooms availability handshake (requestId + bedCompositionId per room)',
    tags: ['bookings'],
    query: z.object({ locale: z.string().optional().describe('2-letter language of supplier-facing texts') }),
    body: BookingRequest,
    // { data, meta: null }, like every single-resource v3 answer.
    response: SingleEnvelope(BookingV3),
    status: 201,
    errors: {
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
      429: ErrorBody,
    },
  })
  app.post('/api/v3/bookings', async (c) => {
    const body = await readBookingRequest(c)
    const locale = parseLocale(textParam(searchParams(c.req.url), 'locale') ?? undefined)
    const created = createBooking(ctx, c.get('caller'), body, locale)
    const booking = bookingV3(ctx.db, created.bookingId)
    if (booking === null) throw new ApiError(500, 'INTERNAL_ERROR', 'The booking could not be read back.')
    // Every field of the request comes back under its name: the rooms also echo their bed choice and promotions.
    const rooms = booking.rooms.map((room, index) => {
      const pick = created.picks[index]
      return pick === undefined ? room : { ...room, ...roomEcho(pick) }
    })
    // `meta: null` as on every single-resource v3 answer (GET /api/v3/bookings/{id} too).
    return c.json({ data: { ...booking, rooms }, meta: null }, 201)
  })
}
