import type { z } from 'zod'
import type { PricedExtraV1 } from '../../../../shared/api/experiences-v1'
import type { UpdatedBookExtraInput } from '../../../../shared/api/experiences-v1-booking'
import { estimateExtraPrice } from '../../../../shared/domain/experience-extras'
import type { BookingExtras } from '../../../../shared/ipc/experiences.contract'

/** The extras panel's arithmetic: what a change is likely to make the total, before the service states it. */

export type BookedLine = BookingExtras['lines'][number]
export type BookedExtra = BookedLine['extras'][number]

export interface Participants {
  adults: number
  childrenBirthdates: string[]
}

/**
 * A booked extra's estimated price for other participants: the add-on's unit prices when the booking offers it
 * (`available`), otherwise its booked price shared per participant.
 */
export function estimateBookedExtra(
  extra: BookedExtra,
  participants: Participants,
  available: readonly PricedExtraV1[],
  startAt: string,
): number {
  const guide = available.find((candidate) => candidate.id === extra.extra.id)
  if (guide !== undefined) return estimateExtraPrice(guide, participants, startAt).total
  const before = extra.adultPax + extra.childrenBirthdates.length
  const after = participants.adults + participants.childrenBirthdates.length
  return before === 0 ? extra.price : Math.round(((extra.price * after) / before) * 100) / 100
}

const cents = (amount: number) => Math.round(amount * 100) / 100

export function totalAfterChange(total: number, extra: BookedExtra, estimate: number): number {
  return cents(total - extra.price + estimate)
}

export function totalAfterCancel(total: number, extra: BookedExtra): number {
  return cents(total - extra.price)
}

export function totalAfterAdd(total: number, estimate: number): number {
  return cents(total + estimate)
}

/**
 * The booking's extras as PATCH updatedBook takes them (authoritative: the list becomes the booking's): every
 * booked extra as it is, then the new one.
 */
export function extrasWith(
  extras: BookingExtras,
  added: z.input<typeof UpdatedBookExtraInput>,
): z.input<typeof UpdatedBookExtraInput>[] {
  const current = extras.lines.flatMap((line) =>
    line.extras
      .filter((extra) => extra.state === 'booked')
      .map((extra) => ({
        id: extra.extra.id,
        adultCount: extra.adultPax,
        childrenBirthdates: extra.childrenBirthdates,
        scope: extra.scope,
        dayIndex: extra.dayIndex,
      })),
  )
  return [...current, added]
}

/** The program days of a line for a `day` extra (0: a single-day line takes none). */
export function lineDays(line: BookedLine): number {
  return line.type === 'Program' || (line.type === null && line.days > 1) ? line.days : 0
}
