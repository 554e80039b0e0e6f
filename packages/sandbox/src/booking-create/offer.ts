import type { ParsedBookingRequest } from '../../../../src/shared/api/bookings-v3'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import { getHotel, type HotelRow } from '../catalog/hotels.repo'
import type { SandboxContext } from '../platform/context'
import { ApiError, badRequest } from '../platform/errors'
import type { Organization } from '../platform/organizations'
import {
  readBedChoice,
  readHandshake,
  type Handshake,
  type StoredBedChoice,
} from '../availability/handshakes.repo'
import { occupancyKey, toOccupancy } from '../availability/query'

/**
 * Resolves what a booking request points at: the handshake (404 when expired, unknown or another organization's)
 * and, per room in request order, the bed choice it names (400 when unknown), checking that the picks form one
 * offer: one supplier; for a flat list, each bed choice priced for its room's occupancy; for a bed-bank
 * combination, one branch walked from the first level down.
 */
export interface ResolvedRoom {
  index: number
  input: ParsedBookingRequest['rooms'][number]
  choice: StoredBedChoice
}

export interface ResolvedOffer {
  handshake: Handshake
  hotel: HotelRow
  supplierCode: StoredBedChoice['supplierCode']
  rooms: ResolvedRoom[]
}

const notBookable = (message: string, param: string, value: unknown): ApiError =>
  badRequest(ERROR_CODES.validationError, message, { param, value })

export function resolveOffer(
  ctx: SandboxContext,
  organization: Organization,
  body: ParsedBookingRequest,
): ResolvedOffer {
  const handshake = readHandshake(ctx.db, body.requestId)
  if (
    handshake === null ||
    handshake.organizationId !== organization.id ||
    Date.parse(handshake.expiresAt) <= ctx.clock.nowMs()
  ) {
    throw new ApiError(
      404,
      ERROR_CODES.notFound,
      'The requestId is expired, unknown or was priced for another organization: search rooms availability again.',
      {
        requestId: body.requestId,
      },
    )
  }
  if (handshake.bookingId !== null) {
    throw new ApiError(
      409,
      'REQUEST_ALREADY_BOOKED',
      'A booking was already made with this requestId (one booking per requestId).',
      {
        requestId: body.requestId,
        bookingId: encodeId('booking', handshake.bookingId),
      },
    )
  }
  const hotel = getHotel(ctx.db, handshake.hotelId)
  if (hotel === null) throw new ApiError(409, 'OFFER_NOT_BOOKABLE', 'The hotel can no longer be booked.')
  if (body.rooms.length !== handshake.rooms.length) {
    throw notBookable(
      `Send one room per requested room: ${handshake.rooms.length} requested, ${body.rooms.length} sent.`,
      'rooms',
      body.rooms.length,
    )
  }
  const rooms = body.rooms.map((input, index): ResolvedRoom => {
    const param = `rooms[${index}].bedCompositionId`
    const id = decodeId('bedChoice', input.bedCompositionId)
    const choice = id === null ? null : readBedChoice(ctx.db, handshake.requestId, id)
    if (choice === null) {
      throw notBookable(
        `Unknown bedCompositionId ${JSON.stringify(input.bedCompositionId)} for this requestId.`,
        param,
        input.bedCompositionId,
      )
    }
    return { index, input, choice }
  })
  const supplierCode = rooms[0]!.choice.supplierCode
  if (rooms.some((room) => room.choice.supplierCode !== supplierCode)) {
    throw notBookable(
      'The rooms of one booking must come from one supplier.',
      'rooms',
      rooms.map((room) => room.choice.supplierCode),
    )
  }
  for (const room of rooms) checkPlace(room, rooms, handshake)
  return { handshake, hotel, supplierCode, rooms }
}

function checkPlace(room: ResolvedRoom, rooms: readonly ResolvedRoom[], handshake: Handshake): void {
  const param = `rooms[${room.index}].bedCompositionId`
  const { choice } = room
  if (choice.level === null) {
    const searched = handshake.rooms[room.index]!
    if (choice.occupancyKey !== occupancyKey(toOccupancy(searched, handshake.checkIn))) {
      throw badRequest(
        ERROR_CODES.roomOccupancyMismatch,
        `Room ${room.index + 1}: this bed choice was priced for another of the requested occupancies.`,
        { param, value: room.input.bedCompositionId },
      )
    }
    return
  }
  const parent = room.index === 0 ? null : rooms[room.index - 1]!.choice.id
  if (choice.level !== room.index || choice.parentId !== parent) {
    throw notBookable(
      'A bed-bank combination is booked along one branch: the bed choice of room i+1 must be nested under the one of room i.',
      param,
      room.input.bedCompositionId,
    )
  }
}
