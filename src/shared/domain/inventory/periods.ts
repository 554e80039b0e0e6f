import { compareIsoDates } from '../dates'

/**
 * Rules of a supplier's period and its price lists, checked the same way by the renderer's form and by main before
 * anything is sent (the service checks them again). Each problem names the field it belongs to, as a form path.
 */
export interface PeriodProblem {
  path: string
  message: string
}

export interface AdultBand {
  price: number
  minPax: number
  maxPax: number
}
export interface ChildBand {
  price: number
  minAge: number
  maxAge: number
}

export interface PeriodShape {
  startAt?: string | null | undefined
  endAt?: string | null | undefined
  minPax?: number | null | undefined
  maxPax?: number | null | undefined
  price?: number | null | undefined
  adultPrices?: readonly AdultBand[] | null | undefined
  childPrices?: readonly ChildBand[] | null | undefined
}

/** Two inclusive ranges share at least one value. */
const overlaps = (a: [number, number], b: [number, number]): boolean => a[0] <= b[1] && b[0] <= a[1]

function bandProblems<T>(
  bands: readonly T[],
  list: 'adultPrices' | 'childPrices',
  range: (band: T) => [number, number],
  words: { what: string; lower: string; upper: string },
): PeriodProblem[] {
  const problems: PeriodProblem[] = []
  bands.forEach((band, index) => {
    const [low, high] = range(band)
    if (low > high) {
      problems.push({
        path: `${list}.${index}.${words.upper}`,
        message: `The ${words.what} range ends before it starts (${low} to ${high}).`,
      })
      return
    }
    const other = bands.findIndex((candidate, at) => at < index && overlaps(range(candidate), [low, high]))
    if (other >= 0) {
      const [otherLow, otherHigh] = range(bands[other] as T)
      problems.push({
        path: `${list}.${index}.${words.lower}`,
        message: `This ${words.what} range overlaps line ${other + 1} (${otherLow} to ${otherHigh}).`,
      })
    }
  })
  return problems
}

/** Dates in order, party sizes in order, bands whose ranges are in order and never overlap. */
export function periodProblems(period: PeriodShape): PeriodProblem[] {
  const problems: PeriodProblem[] = []
  if (period.startAt && period.endAt && compareIsoDates(period.endAt, period.startAt) < 0)
    problems.push({ path: 'endAt', message: 'The last day comes before the first day.' })
  if (period.minPax != null && period.maxPax != null && period.minPax > period.maxPax)
    problems.push({ path: 'maxPax', message: 'The largest party is smaller than the smallest party.' })
  if (period.adultPrices)
    problems.push(
      ...bandProblems(period.adultPrices, 'adultPrices', (band) => [band.minPax, band.maxPax], {
        what: 'party size',
        lower: 'minPax',
        upper: 'maxPax',
      }),
    )
  if (period.childPrices)
    problems.push(
      ...bandProblems(period.childPrices, 'childPrices', (band) => [band.minAge, band.maxAge], {
        what: 'age',
        lower: 'minAge',
        upper: 'maxAge',
      }),
    )
  return problems
}

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const

/** "Every day", "Weekdays", "Mon, Wed, Fri", "No day" from the service's Monday-first booleans. */
export function weekdaysLabel(days: readonly boolean[]): string {
  const on = WEEKDAY_NAMES.filter((_, index) => days[index] === true)
  if (on.length === 7) return 'Every day'
  if (on.length === 0) return 'No day'
  if (on.length === 5 && days[5] !== true && days[6] !== true) return 'Monday to Friday'
  return on.map((name) => name.slice(0, 3)).join(', ')
}
