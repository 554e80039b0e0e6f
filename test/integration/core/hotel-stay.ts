import { findRateCase, type RatePredicate } from '@agency-desk/sandbox/testing'
import type { SandboxServer } from '@agency-desk/sandbox'
import { encodeId } from '../../../src/shared/domain/ids'
import type { ChannelInput, ChannelOutput } from '../../../src/shared/ipc'
import type { ShownRate } from '../../../src/shared/ipc/hotels.contract'
import { control, type TestCore } from './fixtures'
import { shownRateForChoice } from './shown-rate-for-choice'

/**
 * A bookable on-request stay (it starts `sent`) searched through the app's own rooms channel, with what the rooms
 * screen would send along with hotels.book: the request and the rate as shown.
 */

const onRequest: RatePredicate = ({ offer, room, rate }) =>
  offer.code === 'supplier_own' &&
  !room.instant &&
  room.allotment === null &&
  rate.minimumStay <= 3 &&
  room.minCapacity <= 2 &&
  room.maxCapacity >= 2

const day = (today: string, offset: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)

export interface ShownStay {
  rooms: ChannelOutput<'hotels.rooms'>
  hotelName: string
  request: ChannelInput<'hotels.book'>['request']
  shownRate: ShownRate
}

export async function shownStay(
  desk: TestCore,
  server: SandboxServer,
  options: { checkInInDays?: number; replaceBookingId?: string } = {},
): Promise<ShownStay> {
  const found = findRateCase(server.sandbox.ctx.db, server.sandbox.ctx.options.seed, onRequest)
  const today = control(server).today()
  const inDays = options.checkInInDays ?? 40
  const hotelId = encodeId('hotel', found.hotel.id)
  const checkIn = day(today, inDays)
  const checkOut = day(today, inDays + 3)
  const rooms = await desk.call('hotels.rooms', {
    hotelId,
    checkIn,
    checkOut,
    rooms: [{ adults: 2 }],
    suppliers: ['supplier_own'],
    ...(options.replaceBookingId === undefined ? {} : { replaceBookingId: options.replaceBookingId }),
  })
  const room = rooms.data.find((candidate) => candidate.id === encodeId('room', found.room.id))
  const choice = room?.bedChoices[0]
  if (room === undefined || choice === undefined) throw new Error('the on-request room is not offered')
  return {
    rooms,
    hotelName: found.hotel.name,
    request: {
      requestId: rooms.meta.requestId,
      customer: { firstName: 'Léa', lastName: 'Martin', email: 'lea.martin@example.test' },
      rooms: [
        {
          bedCompositionId: choice.id,
          travelers: [
            {
              kind: 'adult',
              gender: 'female',
              firstName: 'Léa',
              lastName: 'Martin',
              birthdate: '1984-05-06',
            },
          ],
        },
      ],
      ...(options.replaceBookingId === undefined ? {} : { replaceBookingId: options.replaceBookingId }),
    },
    shownRate: shownRateForChoice({
      room,
      choice,
      stay: { checkIn, checkOut },
      hotel: { id: hotelId, name: found.hotel.name },
      requestId: rooms.meta.requestId,
      shownAt: desk.platform.clock.now(),
    }),
  }
}

/** The hotels.book request alone, for tests about creates rather than the evidence kept with them. */
export async function bookableStay(desk: TestCore, server: SandboxServer, checkInInDays = 40) {
  const { hotelName, request } = await shownStay(desk, server, { checkInInDays })
  return { hotelName, request }
}
