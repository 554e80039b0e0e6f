import type { MealPlan } from '../../../../shared/api/availability'
import { parseMealPlanCode } from '../../../../shared/domain/meal-plans'
import { formatMoney } from '../../../../shared/domain/money'
import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import { boardSummary } from '../../ui/rates/rate-view'

/**
 * The rooms of a booking as the agent reads them, from the richest source the detail has: the v1 rooms (room,
 * bed choice, board, fees, texts), the v3 price of each room, and the rate shown when booking for what the
 * booking does not restate (the board), saying so.
 */

export interface RoomLine {
  title: string
  room: string
  bedChoice: string | null
  board: string | null
  /** The board comes from the rate shown when booking, not from the booking. */
  boardAsShown: boolean
  travelers: string[]
  price: string | null
  /** "City tax: €12.00": payable at the hotel, not in the price. */
  hotelFees: string[]
  contractingConditions: string | null
  checkInInstructions: string | null
  /** Promotions applied to the room's rate, by name. */
  promotions: string[]
}

const KIND: Record<string, string> = { adult: 'adult', child: 'child', infant: 'infant' }

export function roomLines(
  detail: Pick<BookingDetail, 'v1' | 'v3' | 'shownRate'>,
  locale: string,
): RoomLine[] {
  const { v1, v3, shownRate } = detail
  const currency = v1?.currency ?? v3?.currency ?? 'EUR'
  const money = (amount: number, code = currency) => formatMoney(amount, code, locale)
  const traveler = (t: { firstName: string; lastName: string; kind: string }) =>
    `${t.firstName} ${t.lastName} (${KIND[t.kind] ?? t.kind})`
  const shownBoard = (index: number): string | null => {
    const shown = shownRate?.rooms[index]
    // A shown rate without a board says nothing the booking does not already say.
    return shown === undefined || shownRate === null || shown.bedChoice.mealPlans.length === 0
      ? null
      : boardSummary(shown.bedChoice.mealPlans, shownRate, locale)
  }

  if (v1 !== null && v1.roomsBooked.length > 0)
    return v1.roomsBooked.map((booked, index) => {
      const choice = booked.room.bedChoice
      const stay = { checkIn: v1.startAt, checkOut: v1.endAt }
      const plans: MealPlan[] = choice.mealPlans.map((plan) => ({
        ...plan,
        code: parseMealPlanCode(plan.code),
      }))
      const fromShown = plans.length === 0 ? shownBoard(index) : null
      const v3Price = v3?.rooms[index]?.price
      return {
        title: `Room ${index + 1}`,
        room: booked.room.name,
        bedChoice: choice.name,
        board: plans.length > 0 ? boardSummary(plans, stay, locale) : fromShown,
        boardAsShown: fromShown !== null,
        travelers: booked.travelers.map(traveler),
        price: v3Price === undefined ? null : money(v3Price),
        hotelFees: choice.hotelFees.map((fee) => `${fee.label}: ${money(fee.amount, fee.currency)}`),
        contractingConditions: blankToNull(choice.contractingConditions),
        checkInInstructions: blankToNull(choice.checkInInstructions),
        promotions: choice.promotions,
      }
    })

  if (v3 !== null)
    return v3.rooms.map((room, index) => {
      const shown = shownRate?.rooms[index]
      const fromShown = shownBoard(index)
      return {
        title: `Room ${index + 1}`,
        room: room.name,
        bedChoice: shown?.bedChoice.name ?? null,
        board: fromShown,
        boardAsShown: fromShown !== null,
        travelers: room.travelers.map(traveler),
        price: money(room.price),
        hotelFees: [],
        contractingConditions: null,
        checkInInstructions: null,
        promotions: [],
      }
    })
  return []
}

function blankToNull(text: string | null): string | null {
  return text === null || text.trim() === '' ? null : text.trim()
}
