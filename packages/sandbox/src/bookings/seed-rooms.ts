import { pricesAsCombination, type CancelCondition } from '../../../../src/shared/domain/cancellation'
import { addDays, isoDateToEpochMs, MS_PER_DAY } from '../../../../src/shared/domain/dates'
import { roundMoney, sumMoney } from '../../../../src/shared/domain/money'
import type { Rng } from '../platform/random'
import type { HotelRateProfile, LadderSpec, RateSpec, RoomSpec } from '../rates/model'
import { MEAL_LABELS, ROOM_TYPES, TAG_LABELS } from '../rates/texts'
import type { BookedBedChoice, NewBookedRoom, SearchedRoom } from './bookings.types'

/**
 * Booked rooms for demo bookings, drawn from the rate engine's hotel profiles (real room ids, names, boards,
 * ladders and fees), priced simply: the profile's base night with a seasonal spread, board and extra guests.
 */
const BOARD_PER_PERSON_NIGHT: Record<string, number> = {
  room_only: 0,
  breakfast: 14,
  lunch: 22,
  dinner: 28,
  half_board: 34,
  full_board: 52,
  all_inclusive: 78,
}

export interface PickedRooms {
  supplierCode: string
  instant: boolean
  rooms: NewBookedRoom[]
  totalPrice: number
  totalPriceWithoutPromo: number
}

function ladderFor(
  spec: LadderSpec,
  price: number,
  nights: number,
  stay: Stay,
  createdAt: string,
): CancelCondition[] {
  if (spec.kind === 'unknown') return []
  const checkOut = new Date(isoDateToEpochMs(stay.checkOut)).toISOString()
  if (spec.kind === 'non_refundable')
    return [{ deduction: price, refundable: false, startAt: createdAt, endAt: checkOut }]
  const checkInMs = isoDateToEpochMs(stay.checkIn)
  return spec.windows.map((window) => {
    const deduction =
      window.charge.kind === 'full'
        ? price
        : window.charge.kind === 'percent'
          ? roundMoney((price * window.charge.value) / 100)
          : roundMoney((price / nights) * Math.min(nights, window.charge.value))
    return {
      deduction,
      refundable: window.charge.kind !== 'full',
      startAt: new Date(checkInMs - window.fromDaysBefore * MS_PER_DAY).toISOString(),
      endAt:
        window.toDaysBefore === null
          ? checkOut
          : new Date(checkInMs - window.toDaysBefore * MS_PER_DAY).toISOString(),
    }
  })
}

function mealPlansFor(rate: RateSpec): BookedBedChoice['mealPlans'] {
  const board = rate.board
  if (board.kind === 'none') return []
  if (board.kind === 'unclassified')
    return [{ code: null, label: board.label.en, startAt: null, endAt: null }]
  const code = board.kind === 'fixed' ? board.code : board.codes[0]
  return [{ code, label: MEAL_LABELS[code].en, startAt: null, endAt: null }]
}

interface Stay {
  checkIn: string
  checkOut: string
  nights: number
}

function bedChoiceFor(
  rng: Rng,
  room: RoomSpec,
  rate: RateSpec,
  searched: SearchedRoom,
  stay: Stay,
  createdAt: string,
  feesCurrency: string,
): BookedBedChoice {
  const guests = searched.adults + searched.childrenBirthdates.length
  const boardCode =
    rate.board.kind === 'fixed'
      ? rate.board.code
      : rate.board.kind === 'periodic'
        ? rate.board.codes[0]
        : null
  const perNight =
    rate.baseNight * (0.85 + rng.next() * 0.4) +
    (boardCode === null ? 0 : (BOARD_PER_PERSON_NIGHT[boardCode] ?? 0) * guests) +
    Math.max(0, guests - room.standardCapacity) * room.extraBedPerNight
  const withoutPromo = roundMoney(perNight * stay.nights)
  const ownPromotion = rate.promotion !== null && rate.promotion.kind === 'percent' && rng.chance(0.5)
  const withPromo = ownPromotion
    ? roundMoney(withoutPromo * (1 - (rate.promotion?.value ?? 0) / 100))
    : withoutPromo
  const promotions = ownPromotion
    ? [rate.promotion?.name.en ?? 'Promotion']
    : rate.supplierDeal !== null
      ? [rate.supplierDeal.en]
      : []
  const cancelConditions = ladderFor(rate.ladder, withPromo, stay.nights, stay, createdAt)
  const nonRefundable = cancelConditions.length > 0 && cancelConditions.every((c) => !c.refundable)
  return {
    id: `${room.id}-${rate.key}`,
    name: rate.name.en,
    currency: 'EUR',
    totalPriceWithoutPromo: withoutPromo,
    totalPriceWithPromo: withPromo,
    pricePerDay: roundMoney(withPromo / stay.nights),
    contractingConditions: rate.contractingConditions?.en ?? null,
    checkInInstructions: rate.checkInInstructions?.en ?? null,
    hotelFees: rate.hotelFees.map((fee) => ({
      label: fee.label.en,
      amount: roundMoney(fee.perPersonNight * guests * stay.nights),
      currency: feesCurrency,
    })),
    cancelConditions,
    mealPlans: mealPlansFor(rate),
    promotions,
    tags:
      cancelConditions.length === 0
        ? []
        : [
            nonRefundable
              ? { code: 'non_refundable', label: TAG_LABELS.non_refundable.en, startAt: null, endAt: null }
              : { code: 'refundable', label: TAG_LABELS.refundable.en, startAt: null, endAt: null },
          ],
  }
}

/**
 * One supplier's rooms for the party (each room fitting its searched occupancy). Null when the hotel sells no room
 * for that party. For a multi-room bed-bank combination, the last room carries the whole combination's ladder.
 */
export function pickRooms(
  rng: Rng,
  profile: HotelRateProfile,
  party: readonly SearchedRoom[],
  checkIn: string,
  nights: number,
  createdAt: string,
): PickedRooms | null {
  const stay: Stay = { checkIn, checkOut: addDays(checkIn, nights), nights }
  for (const offer of rng.sample(profile.suppliers, profile.suppliers.length)) {
    const picks = party.map((searched) => {
      const guests = searched.adults + searched.childrenBirthdates.length
      const fitting = offer.rooms.filter((room) => room.maxCapacity >= guests && room.minCapacity <= guests)
      return fitting.length === 0 ? null : rng.pick(fitting)
    })
    if (picks.some((pick) => pick === null || pick.rates.length === 0)) continue
    const rooms = picks.map((room, index) => {
      const spec = room as RoomSpec
      const rate = rng.pick(spec.rates)
      const searched = party[index] as SearchedRoom
      const bedChoice = bedChoiceFor(rng, spec, rate, searched, stay, createdAt, profile.feesCurrency)
      return {
        hotelRoomId: spec.id,
        name: ROOM_TYPES[spec.typeIndex]?.name.en ?? 'Double Room',
        price: bedChoice.totalPriceWithPromo,
        supplierCode: offer.code,
        bedChoice,
        ladder: rate.ladder,
      }
    })
    if (rooms.length > 1 && pricesAsCombination(offer.code)) {
      const total = sumMoney(rooms.map((room) => room.price))
      const last = rooms[rooms.length - 1] as (typeof rooms)[number]
      last.bedChoice.cancelConditions = ladderFor(last.ladder, total, nights, stay, createdAt)
      for (const room of rooms.slice(0, -1)) room.bedChoice.cancelConditions = []
    }
    return {
      supplierCode: offer.code,
      instant: picks.every((room) => (room as RoomSpec).instant),
      rooms: rooms.map(({ ladder: _ladder, ...room }) => ({ ...room, travelers: [] })),
      totalPrice: sumMoney(rooms.map((room) => room.price)),
      totalPriceWithoutPromo: sumMoney(rooms.map((room) => room.bedChoice.totalPriceWithoutPromo)),
    }
  }
  return null
}
