import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { HotelAvailabilityResponse, RoomsAvailabilityResponse } from '../../../../src/shared/api/availability'
import { decodeId } from '../../../../src/shared/domain/ids'
import { getHotel } from '../catalog/hotels.repo'
import { documented, json, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { notFound } from '../platform/errors'
import { searchParams } from '../platform/query'
import { checkReplaceableBooking } from './pricing-context'
import { parseStayParams } from './query'
import { createRoomsHandshake } from './rooms'
import { searchAvailability } from './search'
import { parseSearchParams } from './search.params'

const errors = [400, 401, 403, 404, 429]

/**
 * Query parameters as documented in /openapi.json. The handlers parse the raw query string themselves (deep
 * objects, list spellings, the spec's codes), so the routes declare them with `documented`.
 */
const StayQueryDoc = {
  checkIn: z.iso.date(),
  checkOut: z.iso.date().describe('strictly after checkIn'),
  rooms: z
    .record(
      z.string().regex(/^\d{1,3}$/),
      z.object({
        adults: z.string().regex(/^\d+$/),
        childrenBirthdates: z
          .union([
            z.array(z.iso.date()),
            z.record(z.string().regex(/^\d{0,3}$/), z.iso.date()),
            z.string().describe('comma-separated dates'),
          ])
          .optional(),
        firstAdultNationality: z.string().length(2).optional(),
      }),
    )
    .describe(
      'one entry per room, as a deep object: rooms[0][adults]=2&rooms[0][childrenBirthdates][0]=2019-04-02' +
        '&rooms[1][adults]=1; indexes only order the rooms',
    ),
  suppliers: z
    .string()
    .optional()
    .describe('supplier codes, case-insensitive; repeated, [] or comma-separated'),
  tripId: z.string().optional(),
  replaceBookingId: z.string().optional().describe('its allotment is released for this search'),
  locale: z.string().optional().describe('ISO 639-1; unknown or omitted = en'),
  sort: z
    .string()
    .optional()
    .describe('comma-separated price, promotionsCount, instantAvailability; - = descending'),
}
const SearchQueryDoc = z.object({
  ...StayQueryDoc,
  search: z.string().optional(),
  cities: z.string().optional(),
  regions: z.string().optional(),
  countries: z.string().optional(),
  hotels: z.string().optional(),
  stars: z.string().optional(),
  kinds: z.string().optional(),
  styles: z.string().optional(),
  sustainability: z.string().optional(),
  priceMin: z.coerce.number().optional(),
  priceMax: z.coerce.number().optional(),
  page: z.coerce.number().int().optional(),
  perPage: z.coerce.number().int().optional(),
})

export function registerAvailabilityRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const search = createRoute({
    method: 'get',
    path: '/api/v3/hotels/availability',
    summary: 'Hotels with a price for the stay and party (at least one destination criterion)',
    tags: ['availability'],
    request: { query: documented(SearchQueryDoc) },
    responses: responses(json(HotelAvailabilityResponse), ...errors),
  })
  app.openapi(search, (c) => {
    const params = parseSearchParams(searchParams(c.req.url), ctx.clock.nowMs())
    return c.json(searchAvailability(ctx, c.get('caller').organization, params))
  })

  const rooms = createRoute({
    method: 'get',
    path: '/api/v3/hotels/:id/rooms/availability',
    summary: 'Bookable rooms and bed choices of one hotel; returns the booking handshake meta.requestId',
    tags: ['availability'],
    request: { query: documented(z.object(StayQueryDoc)) },
    responses: responses(json(RoomsAvailabilityResponse), ...errors),
  })
  app.openapi(rooms, (c) => {
    const hotelId = decodeId('hotel', c.req.param('id'))
    const hotel = hotelId === null ? null : getHotel(ctx.db, hotelId)
    if (hotel === null) throw notFound('Hotel not found.', { id: c.req.param('id') })
    const organization = c.get('caller').organization
    const params = parseStayParams(searchParams(c.req.url), ctx.clock.nowMs())
    if (params.replaceBookingId !== null)
      checkReplaceableBooking(ctx.db, organization, params.replaceBookingId)
    return c.json(createRoomsHandshake(ctx, organization, hotel, params).response)
  })
}
