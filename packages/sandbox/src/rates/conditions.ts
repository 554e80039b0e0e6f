import type { CancelCondition, HotelFee, MealPlan, RateTag } from '../../../../src/shared/api/availability'
import { MS_PER_DAY } from '../../../../src/shared/domain/dates'
import type { BoardSpec, Charge, LadderSpec, Occupancy, RateSpec } from './model'
import { currencyFactor, roundPrice } from './pricing'
import type { StayContext } from './stay'
import { localize, MEAL_LABELS, TAG_LABELS, type Locale } from './texts'

/**
 * The wire forms of a rate's conditions for one stay: meal plans, cancellation ladder, tags, fees and supplements,
 * following the spec's meal-plan and ladder rules.
 */

const midnight = (date: string): string => `${date}T00:00:00.000Z`

/**
 * Meal-plan rules: one entry with null windows for the whole stay; own inventory may change board by contract
 * period, then the entries' windows partition the stay (outer bounds null = no restriction); [] = no information;
 * a supplier label with no standard board keeps its text with code null.
 */
export function buildMealPlans(board: BoardSpec, stay: StayContext, locale: Locale): MealPlan[] {
  switch (board.kind) {
    case 'fixed':
      return [
        { code: board.code, label: localize(MEAL_LABELS[board.code], locale), startAt: null, endAt: null },
      ]
    case 'unclassified':
      return [{ code: null, label: localize(board.label, locale), startAt: null, endAt: null }]
    case 'none':
      return []
    case 'periodic': {
      if (stay.periods.length <= 1) {
        const code = board.codes[stay.periods[0]?.parity ?? 0]
        return [{ code, label: localize(MEAL_LABELS[code], locale), startAt: null, endAt: null }]
      }
      const last = stay.periods.length - 1
      return stay.periods.map((period, index) => {
        const code = board.codes[period.parity]
        return {
          code,
          label: localize(MEAL_LABELS[code], locale),
          startAt: index === 0 ? null : midnight(period.from),
          endAt: index === last ? null : midnight(period.to),
        }
      })
    }
  }
}

function chargeAmount(charge: Charge, basis: number, nights: number): number {
  switch (charge.kind) {
    case 'percent':
      return roundPrice((basis * charge.value) / 100)
    case 'nights':
      return roundPrice(Math.min(basis, (basis / nights) * charge.value))
    case 'full':
      return roundPrice(basis)
  }
}

/**
 * Ladder rules: windows relative to check-in, ordered, each `startAt <= now < endAt`; free before the first one;
 * `refundable: false` = full price; [] = unknown policy. Windows already over at `nowMs` are left out. `basis` is
 * the total the deductions are computed on (the bed choice's price, or a whole combination's).
 */
export function buildCancelConditions(
  ladder: LadderSpec,
  stay: StayContext,
  basis: number,
  nowMs: number,
): CancelCondition[] {
  const { checkInMs, checkOutMs } = stay
  switch (ladder.kind) {
    case 'unknown':
      return []
    case 'non_refundable':
      return [
        {
          deduction: roundPrice(basis),
          refundable: false,
          startAt: new Date(Math.floor(nowMs / 1000) * 1000).toISOString(),
          endAt: new Date(checkOutMs).toISOString(),
        },
      ]
    case 'windows':
      return ladder.windows
        .map((window) => ({
          startMs: checkInMs - window.fromDaysBefore * MS_PER_DAY,
          endMs: window.toDaysBefore === null ? checkOutMs : checkInMs - window.toDaysBefore * MS_PER_DAY,
          window,
        }))
        .filter(({ endMs }) => endMs > nowMs)
        .map(({ startMs, endMs, window }) => ({
          deduction: chargeAmount(window.charge, basis, stay.nights),
          refundable: window.charge.kind !== 'full',
          startAt: new Date(startMs).toISOString(),
          endAt: new Date(endMs).toISOString(),
        }))
  }
}

/**
 * The ladder of a room booked at another total than the one its rooms answer priced (a bed choice booked without
 * its promotion, a combination's branch). One rule for the rooms answer and the booking: the deductions the rooms
 * answer showed are the fees, whatever total is booked (capped at it), and a `refundable: false` window costs the
 * full price booked (spec, ladder rule 3). So what the agent saw before booking is what cancelling costs.
 */
export function ladderForBookedTotal(
  conditions: readonly CancelCondition[],
  total: number,
): CancelCondition[] {
  return conditions.map((condition) => ({
    ...condition,
    deduction: condition.refundable ? Math.min(condition.deduction, roundPrice(total)) : roundPrice(total),
  }))
}

/**
 * Tags: `refundable` while a free-cancellation period remains (until the first window), else `non_refundable`
 * when every window charges the full price, `extra_bed` when an extra bed is in the price; board tags carry code null
 * and the supplier's wording. An unknown ladder gets no refundability tag (never presented as freely cancellable).
 */
export function buildTags(
  conditions: readonly CancelCondition[],
  hasExtraBed: boolean,
  mealPlans: readonly MealPlan[],
  nowMs: number,
  locale: Locale,
): RateTag[] {
  const tags: RateTag[] = []
  const first = conditions[0]
  if (first !== undefined) {
    if (first.startAt !== null && Date.parse(first.startAt) > nowMs) {
      tags.push({
        code: 'refundable',
        label: localize(TAG_LABELS.refundable, locale),
        startAt: null,
        endAt: first.startAt,
      })
    } else if (conditions.every((condition) => !condition.refundable)) {
      tags.push({
        code: 'non_refundable',
        label: localize(TAG_LABELS.non_refundable, locale),
        startAt: null,
        endAt: null,
      })
    }
  }
  if (hasExtraBed) {
    tags.push({
      code: 'extra_bed',
      label: localize(TAG_LABELS.extra_bed, locale),
      startAt: null,
      endAt: null,
    })
  }
  for (const plan of mealPlans)
    tags.push({ code: null, label: plan.label, startAt: plan.startAt, endAt: plan.endAt })
  return tags
}

/**
 * The refundability tag code of a rate without building its ladder (the search's room previews): the same answer
 * as buildTags gives on buildCancelConditions' result.
 */
export function refundabilityCode(
  ladder: LadderSpec,
  stay: StayContext,
  nowMs: number,
): 'refundable' | 'non_refundable' | null {
  if (ladder.kind === 'unknown') return null
  if (ladder.kind === 'non_refundable') return 'non_refundable'
  const { checkInMs, checkOutMs } = stay
  const live = ladder.windows.filter((window) =>
    window.toDaysBefore === null ? checkOutMs > nowMs : checkInMs - window.toDaysBefore * MS_PER_DAY > nowMs,
  )
  const first = live[0]
  if (first === undefined) return null
  if (checkInMs - first.fromDaysBefore * MS_PER_DAY > nowMs) return 'refundable'
  return live.every((window) => window.charge.kind === 'full') ? 'non_refundable' : null
}

/** Payable on site, not in totals: per adult per night, in the hotel's currency. */
export function buildHotelFees(
  rate: RateSpec,
  stay: StayContext,
  occupancy: Occupancy,
  feesCurrency: string,
  locale: Locale,
): HotelFee[] {
  return rate.hotelFees.map((fee) => ({
    label: localize(fee.label, locale),
    amount: roundPrice(fee.perPersonNight * occupancy.adults * stay.nights * currencyFactor(feesCurrency)),
    currency: feesCurrency,
  }))
}

export function mandatorySupplementNames(rate: RateSpec, stay: StayContext, locale: Locale): string[] {
  return rate.mandatorySupplements
    .filter((supplement) => !supplement.newYearsEveOnly || stay.newYearsEve)
    .map((supplement) => localize(supplement.name, locale))
}
