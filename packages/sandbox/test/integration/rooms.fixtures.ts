import { beforeAll, expect } from 'vitest'
import {
  availabilityQueryString,
  RoomsAvailabilityResponse,
  type RequestedRoom,
  type RoomAvailability,
  type StayQuery,
} from '../../../../src/shared/api/availability'
import { encodeId } from '../../../../src/shared/domain/ids'
import { findRateCase, type RatePredicate } from '../../src/rates/scenarios'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

/**
 * A sandbox for the rooms-availability tests of one file (started before its tests, stopped after), and the
 * helpers they share: dates relative to the simulated today, finding a demo hotel by what it sells, calling
 * GET /api/v3/hotels/{id}/rooms/availability, and walking nested combinations.
 */
export function roomsSandbox() {
  const running = sandboxForFile()
  let today = ''
  beforeAll(() => {
    today = running().sandbox.ctx.clock.now().toISOString().slice(0, 10)
  })

  const day = (offset: number): string =>
    new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
  const find = (predicate: RatePredicate) =>
    findRateCase(running().sandbox.ctx.db, running().sandbox.ctx.options.seed, predicate)

  async function rooms(
    hotelId: number,
    query: Partial<StayQuery> & { rooms?: RequestedRoom[] } = {},
  ): Promise<RoomsAvailabilityResponse> {
    const full: StayQuery = { checkIn: day(30), checkOut: day(33), rooms: [{ adults: 2 }], ...query }
    const response = await fetch(
      `${running().url}/api/v3/hotels/${encodeId('hotel', hotelId)}/rooms/availability?${availabilityQueryString(full)}`,
      { headers: { 'X-API-Key': 'sandbox-to-key-1' } },
    )
    const body: unknown = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(200)
    return RoomsAvailabilityResponse.parse(body)
  }

  return { server: running, day, find, rooms }
}

/** Every room of the answer, nested ones included, with its depth. */
export function walk(
  list: readonly RoomAvailability[],
  depth = 0,
): { room: RoomAvailability; depth: number }[] {
  return list.flatMap((room) => [{ room, depth }, ...walk(room.compatibleRoomCompositions, depth + 1)])
}

export const stayFits =
  (nights: number): RatePredicate =>
  ({ rate, room }) =>
    rate.minimumStay <= nights && room.minCapacity <= 2 && room.maxCapacity >= 2
