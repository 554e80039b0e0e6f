import { buildCancellationTimeline, type CancelCondition } from '../../../shared/domain/cancellation'
import {
  MEAL_PLAN_NAMES,
  NO_BOARD_INFORMATION_LABEL,
  parseMealPlanCode,
} from '../../../shared/domain/meal-plans'
import { counted } from '../../../shared/i18n'

/**
 * The proposal's words for dates, deadlines, boards and parties, as a customer reads them: days of the trip in the
 * desk's locale (calendar dates, no zone), deadlines as instants in the customer's zone with the zone named.
 */

export interface DocumentFormat {
  /** A BCP 47 locale for Intl (en-GB for the desk's 'en'). */
  locale: string
  /** The IANA zone deadlines are printed in. */
  timeZone: string
}

const utcDay = (date: string): Date => new Date(`${date}T00:00:00Z`)

/** "Sat, 14 March 2027". */
export function longDay(date: string, format: DocumentFormat): string {
  return new Intl.DateTimeFormat(format.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(date))
}

/** "14 March 2027". */
export function plainDay(date: string, format: DocumentFormat): string {
  return new Intl.DateTimeFormat(format.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(date))
}

/** A deadline in the customer's zone, the zone named: "10 Mar 2027, 23:59 GMT+9". */
export function deadline(iso: string, format: DocumentFormat): string {
  return new Intl.DateTimeFormat(format.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: format.timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso))
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.max(0, Math.round((utcDay(checkOut).getTime() - utcDay(checkIn).getTime()) / 86_400_000))
}

/** "Wed, 10 March 2027 to Sat, 13 March 2027 · 3 nights". */
export function stayWords(checkIn: string, checkOut: string, format: DocumentFormat): string {
  const nights = counted('night', nightsBetween(checkIn, checkOut), { locale: format.locale })
  return `${longDay(checkIn, format)} to ${longDay(checkOut, format)} · ${nights}`
}

/** "On Thu, 11 March 2027", or "From ... to ..." for an experience over several days. */
export function experienceDays(startAt: string, endAt: string, format: DocumentFormat): string {
  return startAt === endAt
    ? `On ${longDay(startAt, format)}`
    : `From ${longDay(startAt, format)} to ${longDay(endAt, format)}`
}

/** The board of a room in words: the meal plan's name; an unknown or absent code is never "room only". */
export function boardWords(mealPlan: string): string {
  const code = parseMealPlanCode(mealPlan)
  return code === null ? NO_BOARD_INFORMATION_LABEL : MEAL_PLAN_NAMES[code]
}

/** "2 adults, 1 child". */
export function partyWords(
  party: { adults: number; childrenBirthdates: readonly string[] },
  locale: string,
): string {
  const parts = [counted('adult', party.adults, { locale })]
  if (party.childrenBirthdates.length > 0)
    parts.push(counted('child', party.childrenBirthdates.length, { locale }))
  return parts.join(', ')
}

/**
 * The cancellation terms in words: when cancelling is free, when fees apply, when it is non-refundable. Never an
 * amount (the fees the service states are the agency's cost), and an empty ladder is never presented as free.
 */
export function cancellationWords(conditions: readonly CancelCondition[], format: DocumentFormat): string[] {
  if (conditions.length === 0) return ['Cancellation terms are confirmed when booking.']
  // What the customer is told of each window; windows told alike are one line (a zero fee is free too).
  const told = buildCancellationTimeline(conditions).map((segment) => ({
    from: segment.from,
    to: segment.to,
    words:
      segment.kind === 'free' || (segment.kind === 'penalty' && segment.fee === 0)
        ? 'free cancellation'
        : segment.kind === 'penalty'
          ? 'cancellation fees apply'
          : segment.kind === 'non_refundable'
            ? 'non-refundable'
            : 'ask us before cancelling',
  }))
  const merged: typeof told = []
  for (const segment of told) {
    const last = merged.at(-1)
    if (last !== undefined && last.words === segment.words) last.to = segment.to
    else merged.push({ ...segment })
  }
  return merged.map((segment) => {
    if (segment.from === null && segment.to === null) return `${capitalised(segment.words)}`
    const when =
      segment.from === null
        ? `Until ${deadline(segment.to ?? '', format)}`
        : `From ${deadline(segment.from, format)}${segment.to === null ? '' : ` until ${deadline(segment.to, format)}`}`
    return `${when}: ${segment.words}`
  })
}

const capitalised = (text: string): string => `${text.slice(0, 1).toUpperCase()}${text.slice(1)}`

/** The experience's own description, shortened at a word for the page (the agent's words are printed whole). */
export function shorten(text: string, max = 260): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/** The zone to print deadlines in: the customer's when it is a zone Intl knows, else the desk's. */
export function readableZone(customerZone: string, deskZone: string): string {
  const zone = customerZone.trim()
  if (zone === '') return deskZone
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone
  } catch {
    return deskZone
  }
}
