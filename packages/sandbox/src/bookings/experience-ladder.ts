import type { CancelCondition } from '../../../../src/shared/domain/cancellation'
import { addDays, isoDateToEpochMs, MS_PER_HOUR } from '../../../../src/shared/domain/dates'
import { roundMoney } from '../../../../src/shared/domain/money'
import type { BookedExperienceRecord, LadderStep } from './experience-bookings.types'

/**
 * The cancellation ladder of an experience booking, from its stored steps (percentages of the booking total counted
 * back from 00:00 UTC of the start date) and the booking's current total: each window runs until the next one
 * opens, the last one until the end of the departure's last day. A 100% window is non-refundable. No steps: free
 * cancellation until the start, then the full price (the sandbox never leaves an experience without a policy).
 */
export function experienceLadder(
  line: Pick<BookedExperienceRecord, 'startAt' | 'endAt' | 'ladder'>,
  totalPrice: number,
): CancelCondition[] {
  const startMs = isoDateToEpochMs(line.startAt)
  const endMs = isoDateToEpochMs(addDays(line.endAt, 1))
  const steps: LadderStep[] =
    line.ladder.length > 0 ? [...line.ladder] : [{ fromHoursBefore: 0, percent: 100 }]
  steps.sort((a, b) => b.fromHoursBefore - a.fromHoursBefore)
  return steps.map((step, index) => {
    const next = steps[index + 1]
    const from = startMs - step.fromHoursBefore * MS_PER_HOUR
    const to = next === undefined ? endMs : startMs - next.fromHoursBefore * MS_PER_HOUR
    return {
      deduction: roundMoney((totalPrice * step.percent) / 100),
      refundable: step.percent < 100,
      startAt: new Date(from).toISOString(),
      endAt: new Date(to).toISOString(),
    }
  })
}
