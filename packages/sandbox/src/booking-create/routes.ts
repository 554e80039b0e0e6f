import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { BookingRequest, BookingV3 } from '../../../../src/shared/api/bookings-v3'
import { SingleEnvelope } from '../../../../src/shared/api/common'
import { bookingV3 } from '../bookings/bookings.v3'
import { documented, json, jsonBody, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { ApiError } from '../platform/errors'
import { searchParams, textParam } from '../platform/query'
import { parseLocale } from '../rates/texts'
import { roomEcho } from './booked-rooms'
import { createBooking } from './create'
import { readBookingRequest } from './request'

export function registerBookingCreateRoutes(app: SandboxApp, ctx: SandboxContext): void {
  // The handler reads the body (readBookingRequest: "Missing field customer.email.") and the locale itself.
  const create = createRoute({
    method: 'post',
    path: '/api/v3/bookings',
    summary: 'Book the bed choices of a rooms availability handshake (requestId + bedCompositionId per room)',
    tags: ['bookings'],
    request: {
      query: documented(
        z.object({ locale: z.string().optional().describe('2-letter language of supplier-facing texts') }),
      ),
      body: jsonBody(BookingRequest),
    },
    // { data, meta: null }, like every single-resource v3 answer.
    responses: responses(json(SingleEnvelope(BookingV3), 201), 400, 401, 403, 404, 409, 429),
  })
  app.openapi(create, async (c) => {
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
