import { z } from 'zod'
import {
  HotelAvailabilityResponse,
  IsoDate,
  RequestedRoomSchema,
  RoomsAvailabilityResponse,
  SupplierCode,
  type AvailabilitySearchQuery,
  type StayQuery,
} from '../../../shared/api'
import type { HotelsApi } from '../client'
import { encodeQuery, type QueryValue } from '../http/query'
import { parseRequest, parseResponse, readJson, serviceTimeOf } from '../http/responses'
import type { Transport } from '../http/transport'
import { json } from './shared'

/** What both availability endpoints require (spec): dates, at least one room, known supplier codes. */
const StayCheck = z
  .object({
    checkIn: IsoDate,
    checkOut: IsoDate,
    rooms: z.array(RequestedRoomSchema).min(1),
    suppliers: z.array(SupplierCode).optional(),
    page: z.number().int().min(1).optional(),
    perPage: z.number().int().min(1).max(1000).optional(),
  })
  .refine((stay) => stay.checkOut > stay.checkIn, {
    message: 'checkOut must be after checkIn',
    path: ['checkOut'],
  })

/**
 * The parameters in the service's spelling: deep-object rooms (`rooms[0][adults]`,
 * `rooms[0][childrenBirthdates][0]`), lists as `name[]`, sort keys comma-separated.
 */
function stayQuery(query: AvailabilitySearchQuery | StayQuery): string {
  const { rooms, sort, ...rest } = query
  const params: Record<string, QueryValue> = {
    ...(rest as Record<string, QueryValue>),
    rooms: rooms.map((room) => ({
      adults: room.adults,
      childrenBirthdates: room.childrenBirthdates ?? [],
      firstAdultNationality: room.firstAdultNationality ?? null,
    })),
    sort: sort !== undefined && sort.length > 0 ? sort.join(',') : undefined,
  }
  return encodeQuery(params)
}

/** Hotel availability and rooms (spec: Search and catalog (v3)); both count against the search bucket. */
export function hotelsEndpoints(call: Transport): HotelsApi {
  return {
    async availability(query, options) {
      const endpoint = 'GET /api/v3/hotels/availability'
      parseRequest(StayCheck, query, endpoint)
      return call({
        method: 'GET',
        template: '/api/v3/hotels/availability',
        query: stayQuery(query),
        kind: 'read',
        parse: json(HotelAvailabilityResponse),
        options,
      })
    },
    async rooms(hotelId, query, options) {
      const endpoint = 'GET /api/v3/hotels/{id}/rooms/availability'
      parseRequest(StayCheck, query, endpoint)
      return call({
        method: 'GET',
        template: '/api/v3/hotels/{id}/rooms/availability',
        params: { id: hotelId },
        query: stayQuery(query),
        kind: 'read',
        // The answer's own time goes with it: the handshake's expiresAt is on the service's clock.
        parse: (raw, context) => ({
          response: parseResponse(RoomsAvailabilityResponse, readJson(raw, context.endpoint), context),
          serviceTime: serviceTimeOf(raw).at,
        }),
        options,
      })
    },
  }
}
