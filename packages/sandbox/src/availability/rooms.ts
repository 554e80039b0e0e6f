import { randomUUID } from 'node:crypto'
import type { RoomsAvailabilityResponse } from '../../../../src/shared/api/availability'
import type { HotelRow } from '../catalog/hotels.repo'
import type { SandboxContext } from '../platform/context'
import type { Organization } from '../platform/organizations'
import { usedUnits } from '../rates/allotments.repo'
import { hotelProfile } from '../rates/cache'
import { currencyFactor } from '../rates/pricing'
import { stayFor } from '../rates/stay'
import { bedChoiceIdAllocator, HANDSHAKE_LIFETIME_MS, saveHandshake } from './handshakes.repo'
import { pricingCurrency } from './pricing-context'
import { toOccupancy, type StayParams } from './query'
import { buildRoomsAvailability, type BedChoiceRecord } from './rooms.builder'

/** What a new handshake answers, plus its records (the booking's re-price looks its offer up in them). */
export interface CreatedHandshake {
  response: RoomsAvailabilityResponse
  records: BedChoiceRecord[]
}

/**
 * GET /api/v3/hotels/{id}/rooms/availability: prices every room of the hotel for the stay and party and stores
 * the handshake (organization, hotel, dates, occupancies, every offered bed choice), valid 15 minutes.
 */
export function createRoomsHandshake(
  ctx: SandboxContext,
  organization: Organization,
  hotel: HotelRow,
  params: Pick<
    StayParams,
    'checkIn' | 'checkOut' | 'rooms' | 'suppliers' | 'tripId' | 'replaceBookingId' | 'locale' | 'sort'
  >,
): CreatedHandshake {
  const nowMs = ctx.clock.nowMs()
  const currency = pricingCurrency(organization)
  const { rooms, records } = buildRoomsAvailability({
    profile: hotelProfile(ctx.options.seed, hotel),
    stay: stayFor(params.checkIn, params.checkOut),
    occupancies: params.rooms.map((room) => toOccupancy(room, params.checkIn)),
    suppliers: params.suppliers === null ? null : new Set(params.suppliers),
    used: usedUnits(ctx.db, params.checkIn, params.checkOut, params.replaceBookingId),
    currency,
    fx: currencyFactor(currency),
    locale: params.locale,
    nowMs,
    sort: params.sort,
    nextId: bedChoiceIdAllocator(ctx.db),
  })
  const requestId = randomUUID()
  const expiresAt = new Date(nowMs + HANDSHAKE_LIFETIME_MS).toISOString()
  saveHandshake(
    ctx.db,
    {
      requestId,
      organizationId: organization.id,
      hotelId: hotel.id,
      checkIn: params.checkIn,
      checkOut: params.checkOut,
      rooms: params.rooms,
      currency,
      locale: params.locale,
      tripId: params.tripId,
      replaceBookingId: params.replaceBookingId,
      createdAt: new Date(nowMs).toISOString(),
      expiresAt,
    },
    records,
  )
  return { response: { data: rooms, meta: { requestId, expiresAt } }, records }
}
