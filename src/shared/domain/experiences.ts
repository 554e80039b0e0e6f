import { counted } from '../i18n'
import { ageOn } from './travelers'
import { daysBetween } from './dates'

/** An experience booking's parts as the service states them (v1 detail), in words. */

/**
 * The v1 detail gives an experience's extras as text: the sandbox writes the booked extras as JSON
 * (`[{ extra: { name }, price, adultPax, ... }]`); anything else is shown as written. `money` null: no price is
 * written (a customer's document: the price there is the agency's cost).
 */
export function extraLines(extras: string, money: ((amount: number) => string) | null): string[] {
  const text = extras.trim()
  if (text === '' || text === '[]') return []
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return [text]
  }
  if (!Array.isArray(parsed)) return [text]
  return parsed.map((item: unknown) => {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
    const extra = (typeof entry.extra === 'object' && entry.extra !== null ? entry.extra : {}) as Record<
      string,
      unknown
    >
    const name =
      typeof extra.name === 'string' ? extra.name : typeof entry.name === 'string' ? entry.name : 'Extra'
    const adults = typeof entry.adultPax === 'number' ? entry.adultPax : null
    const children = Array.isArray(entry.childrenBirthdates) ? entry.childrenBirthdates.length : 0
    const party = [
      adults === null ? null : counted('adult', adults),
      children === 0 ? null : counted('child', children),
    ].filter(Boolean)
    const price = typeof entry.price === 'number' && money !== null ? money(entry.price) : null
    const included = entry.isIncluded === true ? 'included' : null
    return [name, party.join(', '), included ?? price]
      .filter((part) => part !== null && part !== '')
      .join(' · ')
  })
}

/** The party an experience was priced for (the search's experienceComposition). */
export interface PricedParty {
  adults: number
  childrenBirthdates: readonly string[]
}

export type TravelersFit =
  | { fits: true }
  | {
      fits: false
      /** What the travelers lack or have too many of, for the agent: adults, children, or children's ages. */
      reason: 'adults' | 'children' | 'childrenAges' | 'bornAfterStart'
      message: string
      expected: { adults: number; childrenAges: number[] }
      received: { adults: number; childrenAges: number[] }
    }

/**
 * The travelers of an experience booking must be the party it was priced for (the service's "Travelers" rule,
 * spec and sandbox README): as many adults, as many children, the children of the same ages on the start date
 * (a birthdate that gives another age is another price). Nobody born after the start date.
 */
export function experienceTravelersFit(
  party: PricedParty,
  travelers: readonly { kind: string; birthdate: string }[],
  startAt: string,
): TravelersFit {
  // A date that is not one (a form being filled in) or after the start counts as no age: it never fits.
  const ageOrNone = (date: string): number => {
    try {
      return ageOn(date, startAt)
    } catch {
      return -1
    }
  }
  const ages = (dates: readonly string[]): number[] => dates.map(ageOrNone).sort((a, b) => a - b)
  const kindOf = (kind: string): string => kind.toLowerCase()
  const expected = { adults: party.adults, childrenAges: ages(party.childrenBirthdates) }
  const received = {
    adults: travelers.filter((traveler) => kindOf(traveler.kind) === 'adult').length,
    childrenAges: ages(
      travelers.filter((traveler) => kindOf(traveler.kind) === 'child').map((traveler) => traveler.birthdate),
    ),
  }
  const misfit = (
    reason: Exclude<TravelersFit, { fits: true }>['reason'],
    message: string,
  ): TravelersFit => ({
    fits: false,
    reason,
    message,
    expected,
    received,
  })
  if (travelers.some((traveler) => traveler.birthdate > startAt)) {
    return misfit('bornAfterStart', 'A traveler cannot be born after the start date.')
  }
  if (received.adults !== expected.adults) {
    return misfit(
      'adults',
      `The price is for ${counted('adult', expected.adults)}; the travelers list ${counted('adult', received.adults)}.`,
    )
  }
  if (received.childrenAges.length !== expected.childrenAges.length) {
    return misfit(
      'children',
      `The price is for ${counted('child', expected.childrenAges.length)}; the travelers list ${counted('child', received.childrenAges.length)}.`,
    )
  }
  if (received.childrenAges.some((age, index) => age !== expected.childrenAges[index])) {
    return misfit(
      'childrenAges',
      `The children's ages on ${startAt} (${received.childrenAges.join(', ')}) are not those priced (${expected.childrenAges.join(', ')}): price the party again with their birthdates.`,
    )
  }
  return { fits: true }
}

/** How many program days an experience has for `day` extras and hotels: 0 for anything but a program. */
export function programDayCount(type: string, startAt: string, endAt: string): number {
  if (type.toLowerCase() !== 'program') return 0
  return Math.max(1, daysBetween(startAt, endAt) + 1)
}

/**
 * Why an extra's scope or day does not fit the experience (the service's rule, sandbox README "Extras"), or null:
 * `global` takes no day; `day` is for programs only, with a day between 1 and the program's last.
 */
export function extraScopeProblem(
  extra: { scope: 'global' | 'day'; dayIndex?: number | null | undefined },
  programDays: number,
): string | null {
  const dayIndex = extra.dayIndex ?? null
  if (extra.scope === 'global') {
    return dayIndex === null
      ? null
      : 'An extra for the whole experience takes no day: choose "per day" or remove the day.'
  }
  if (programDays === 0) return 'Only a multi-day program takes an extra for one day.'
  if (dayIndex === null) return 'Choose the program day of this extra.'
  if (dayIndex < 1 || dayIndex > programDays) {
    return `Day ${dayIndex} is not a day of this program: it has ${counted('day', programDays)}.`
  }
  return null
}
