import type { MealPlan } from '../../../../shared/api/availability'
import type { BookingV1 } from '../../../../shared/api/bookings-v1'
import { formatInstantInZone } from '../../../../shared/domain/dates'
import { parseMealPlanCode } from '../../../../shared/domain/meal-plans'
import { formatMoney, moneyEquals, toCents } from '../../../../shared/domain/money'
import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import type { ShownRate, ShownRoom } from '../../../../shared/ipc/hotels.contract'
import type { AgentFormat } from '../../ui/format/agent-format'
import { boardSummary } from '../../ui/rates/rate-view'
import { canonicalLadder, ladderLines, sameLadder } from './ladder-compare'

/**
 * "As shown when booked": the rate the agent saw when confirming, item by item beside what the booking says now.
 * Pure: the screen only lays the items out. An item the booking does not restate (a v1 detail not fetched yet, a
 * bed choice without its board) is said to be so, never counted as a match or as a difference.
 */

export type MatchStatus = 'same' | 'differs' | 'not_restated'

export interface ComparedItem {
  /** Stable key for lists and tests: `total`, `cancellation`, `room1.price`, `room2.board`, ... */
  key: string
  label: string
  status: MatchStatus
  /** What the agent saw, one line each. */
  shown: string[]
  /** What the booking says; null when it does not say. */
  booked: string[] | null
  /** Why `booked` is null, in a sentence. */
  note: string | null
}

export interface ShownVsBooked {
  /** When the agent saw the rate, in the agent's zone. */
  shownAt: string
  items: ComparedItem[]
  differences: number
  notRestated: number
}

type BookedRoom = BookingV1['roomsBooked'][number]

const NONE = 'None'

export function compareShownWithBooked(
  shown: ShownRate | null,
  booking: Pick<BookingDetail, 'summary' | 'v1' | 'v3'>,
  format: AgentFormat,
): ShownVsBooked | null {
  if (shown === null) return null
  const { v1, v3, summary } = booking
  const money = (amount: number, currency: string) => formatMoney(amount, currency, format.locale)
  const items: ComparedItem[] = []

  const bookedCurrency = v1?.currency ?? v3?.currency ?? summary.currency
  const bookedTotal = v1?.totalPrice ?? v3?.totalPrice ?? summary.totalPrice
  items.push(
    compared(
      'total',
      'Total price',
      [money(shown.total, shown.currency)],
      [money(bookedTotal, bookedCurrency)],
      {
        same: shown.currency === bookedCurrency && moneyEquals(shown.total, bookedTotal),
      },
    ),
  )

  const shownLadder = canonicalLadder(shown.cancellation, shown.total, shown.shownAt)
  const bookedLadder = v1 === null ? null : canonicalLadder(v1.cancelConditions, v1.totalPrice, shown.shownAt)
  items.push(
    v1 === null
      ? notRestated('cancellation', 'Cancellation', ladderLines(shownLadder, format, shown.currency), LATER)
      : compared(
          'cancellation',
          'Cancellation',
          ladderLines(shownLadder, format, shown.currency),
          ladderLines(bookedLadder, format, v1.currency),
          { same: sameLadder(shownLadder, bookedLadder) },
        ),
  )

  const many = shown.rooms.length > 1
  shown.rooms.forEach((room, index) => {
    const prefix = many ? `Room ${index + 1} ` : ''
    const label = (what: string) => (many ? `${prefix}${what.toLowerCase()}` : what)
    const key = (what: string) => `room${index + 1}.${what}`
    const bookedRoom = v1?.roomsBooked[index]
    if (v1 !== null && bookedRoom === undefined) {
      items.push(
        compared(
          key('room'),
          label('Room'),
          [`${room.room.name}, ${room.bedChoice.name}`],
          ['Not in the booking'],
          {
            same: false,
          },
        ),
      )
      return
    }
    items.push(roomPrice(room, bookedRoom, v3?.rooms[index]?.price, key('price'), label('Room price'), money))
    items.push(board(room, bookedRoom, shown, v1, key('board'), label('Board'), format.locale))
    items.push(fees(room, bookedRoom, key('fees'), label('Hotel fees'), money))
    items.push(
      text(
        key('conditions'),
        label('Contracting conditions'),
        room.bedChoice.contractingConditions,
        bookedRoom?.room.bedChoice.contractingConditions,
      ),
    )
    items.push(
      text(
        key('checkIn'),
        label('Check-in instructions'),
        room.bedChoice.checkInInstructions,
        bookedRoom?.room.bedChoice.checkInInstructions,
      ),
    )
    items.push(promotion(room, bookedRoom, key('promotion'), label('Promotion')))
  })

  return {
    shownAt: formatInstantInZone(shown.shownAt, format),
    items,
    differences: items.filter((item) => item.status === 'differs').length,
    notRestated: items.filter((item) => item.status === 'not_restated').length,
  }
}

const LATER = 'The booking detail has not been fetched from the service yet.'

function compared(
  key: string,
  label: string,
  shown: string[],
  booked: string[],
  how: { same: boolean },
): ComparedItem {
  return { key, label, status: how.same ? 'same' : 'differs', shown, booked, note: null }
}

function notRestated(key: string, label: string, shown: string[], note: string): ComparedItem {
  return { key, label, status: 'not_restated', shown, booked: null, note }
}

type Money = (amount: number, currency: string) => string

function roomPrice(
  room: ShownRoom,
  booked: BookedRoom | undefined,
  v3Price: number | undefined,
  key: string,
  label: string,
  money: Money,
): ComparedItem {
  const shown = [money(room.price, room.bedChoice.currency)]
  // v3 states what the room was booked at; v1 only restates the bed choice's two prices.
  const choice = booked?.room.bedChoice
  const price =
    v3Price ??
    (choice === undefined
      ? undefined
      : room.promoted
        ? choice.totalPriceWithPromo
        : choice.totalPriceWithoutPromo)
  if (price === undefined) return notRestated(key, label, shown, LATER)
  const currency = choice?.currency ?? room.bedChoice.currency
  return compared(key, label, shown, [money(price, currency)], {
    same: currency === room.bedChoice.currency && moneyEquals(price, room.price),
  })
}

function board(
  room: ShownRoom,
  booked: BookedRoom | undefined,
  shown: ShownRate,
  v1: BookingV1 | null,
  key: string,
  label: string,
  locale: string,
): ComparedItem {
  const shownBoard = boardSummary(room.bedChoice.mealPlans, shown, locale)
  const plans = booked?.room.bedChoice.mealPlans ?? []
  if (booked === undefined || v1 === null) return notRestated(key, label, [shownBoard], LATER)
  if (plans.length === 0)
    return notRestated(key, label, [shownBoard], 'The booking does not restate the board.')
  const mealPlans: MealPlan[] = plans.map((plan) => ({ ...plan, code: parseMealPlanCode(plan.code) }))
  const bookedBoard = boardSummary(mealPlans, { checkIn: v1.startAt, checkOut: v1.endAt }, locale)
  return compared(key, label, [shownBoard], [bookedBoard], { same: bookedBoard === shownBoard })
}

function fees(
  room: ShownRoom,
  booked: BookedRoom | undefined,
  key: string,
  label: string,
  money: Money,
): ComparedItem {
  type Fee = { label: string; amount: number; currency: string }
  const lines = (list: readonly Fee[]) =>
    list.length === 0 ? [NONE] : list.map((fee) => `${fee.label}: ${money(fee.amount, fee.currency)}`)
  const signature = (list: readonly Fee[]) =>
    list
      .map(
        (fee) => `${normalize(fee.label).toLowerCase()}|${toCents(fee.amount)}|${fee.currency.toUpperCase()}`,
      )
      .sort()
      .join('\n')
  const shown = lines(room.bedChoice.hotelFees)
  if (booked === undefined) return notRestated(key, label, shown, LATER)
  const bookedFees = booked.room.bedChoice.hotelFees
  return compared(key, label, shown, lines(bookedFees), {
    same: signature(room.bedChoice.hotelFees) === signature(bookedFees),
  })
}

function text(
  key: string,
  label: string,
  shown: string | null,
  booked: string | null | undefined,
): ComparedItem {
  const shownText = normalize(shown ?? '')
  if (booked === undefined) return notRestated(key, label, [shownText || NONE], LATER)
  const bookedText = normalize(booked ?? '')
  return compared(key, label, [shownText || NONE], [bookedText || NONE], { same: shownText === bookedText })
}

function promotion(
  room: ShownRoom,
  booked: BookedRoom | undefined,
  key: string,
  label: string,
): ComparedItem {
  const shownNames = room.promoted ? appliedPromotions(room) : []
  const lines = (names: readonly string[]) => (names.length === 0 ? [NONE] : [names.join(', ')])
  if (booked === undefined) return notRestated(key, label, lines(shownNames), LATER)
  const bookedNames = booked.room.bedChoice.promotions.map(normalize).filter((name) => name !== '')
  const set = (names: readonly string[]) =>
    [...new Set(names.map((name) => name.toLowerCase()))].sort().join('\n')
  return compared(key, label, lines(shownNames), lines(bookedNames), {
    same: set(shownNames) === set(bookedNames),
  })
}

/** The promotion the room was booked with: the one promotionInfo names, else the bed choice's list. */
function appliedPromotions(room: ShownRoom): string[] {
  const { promotionInfo, promotions } = room.bedChoice
  if (promotionInfo !== null) {
    const name = promotions.find((p) => p.id === promotionInfo.promotionId)?.name
    return [normalize(name ?? promotionInfo.kind.replaceAll('_', ' '))]
  }
  return promotions.map((p) => normalize(p.name)).filter((name) => name !== '')
}

/** Line breaks and runs of spaces are layout, not content. */
function normalize(value: string): string {
  return value.replace(/\s+/g, ' ').trim()
}
