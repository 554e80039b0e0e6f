import { z } from 'zod'
import { epochMsToIsoDate, parseTimestamp, stayInstants, type IsoDate, type StayDates } from './dates'

/**
 * Boards (meal plans) of a bed choice, following the spec's meal plan rules:
 * 1. `code` null = a board is present but maps to no standard code; show the supplier `label`, never "room only".
 * 2. One entry with null windows = the whole stay; several entries = the board changes and their windows partition
 *    the stay; a null bound = no restriction on that side.
 * 3. (Channel and bed-bank rates give one entry with null windows; own inventory may give one per contract period.)
 * 4. An empty array = no board information, never "room only".
 * 5. Logic filters and compares on `code` only; `label` is for display.
 */

export const MEAL_PLAN_CODES = [
  'room_only',
  'breakfast',
  'lunch',
  'dinner',
  'half_board',
  'full_board',
  'all_inclusive',
] as const
export const MealPlanCode = z.enum(MEAL_PLAN_CODES)
export type MealPlanCode = z.infer<typeof MealPlanCode>

export type Meal = 'breakfast' | 'lunch' | 'dinner'
/** Three-valued answer: `unknown` when the data cannot tell (unclassified board, no information, a gap). */
export type Tri = boolean | 'unknown'

export interface IncludedMeals {
  breakfast: boolean
  lunch: boolean
  dinner: boolean
  /** Half board: one main meal, lunch or dinner, which one is not given by the code. */
  oneMainMeal: boolean
  /** All inclusive: drinks and extras, per the hotel's terms. */
  drinksAndExtras: boolean
}

/** The spec's table of included meals per code. */
export const MEAL_PLAN_MEALS: Readonly<Record<MealPlanCode, IncludedMeals>> = {
  room_only: { breakfast: false, lunch: false, dinner: false, oneMainMeal: false, drinksAndExtras: false },
  breakfast: { breakfast: true, lunch: false, dinner: false, oneMainMeal: false, drinksAndExtras: false },
  lunch: { breakfast: false, lunch: true, dinner: false, oneMainMeal: false, drinksAndExtras: false },
  dinner: { breakfast: false, lunch: false, dinner: true, oneMainMeal: false, drinksAndExtras: false },
  half_board: { breakfast: true, lunch: false, dinner: false, oneMainMeal: true, drinksAndExtras: false },
  full_board: { breakfast: true, lunch: true, dinner: true, oneMainMeal: false, drinksAndExtras: false },
  all_inclusive: { breakfast: true, lunch: true, dinner: true, oneMainMeal: false, drinksAndExtras: true },
}

/** English names of the codes, used when a classified entry comes with an empty label. */
export const MEAL_PLAN_NAMES: Readonly<Record<MealPlanCode, string>> = {
  room_only: 'Room only',
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  half_board: 'Half board',
  full_board: 'Full board',
  all_inclusive: 'All inclusive',
}

export const NO_BOARD_INFORMATION_LABEL = 'No board information'
export const UNCLASSIFIED_BOARD_LABEL = 'Board (unclassified)'

export interface MealPlanEntry {
  code: MealPlanCode | null
  label: string
  /** ISO 8601 date-time or null (no restriction on that side). */
  startAt: string | null
  endAt: string | null
}

export const MealPlanEntrySchema = z.object({
  code: MealPlanCode.nullable(),
  label: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
})

/** A wire value -> a known code; anything else (null, unknown text) -> null, i.e. unclassified. */
export function parseMealPlanCode(value: unknown): MealPlanCode | null {
  const result = MealPlanCode.safeParse(value)
  return result.success ? result.data : null
}

/**
 * Is this meal part of the board? `unknown` for an unclassified board (null code) and for lunch or dinner on half
 * board (one main meal, which one is not said).
 */
export function mealIncluded(code: MealPlanCode | null, meal: Meal): Tri {
  if (code === null) return 'unknown'
  const meals = MEAL_PLAN_MEALS[code]
  if (meals[meal]) return true
  if (meals.oneMainMeal && meal !== 'breakfast') return 'unknown'
  return false
}

/** Richness order of the codes for sorting (room only first, all inclusive last). */
export function mealPlanRank(code: MealPlanCode): number {
  return MEAL_PLAN_CODES.indexOf(code)
}

/** Sort comparator on code; unclassified (null) boards sort after every known code. */
export function compareMealPlanCodes(a: MealPlanCode | null, b: MealPlanCode | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return mealPlanRank(a) - mealPlanRank(b)
}

export interface BoardInfo {
  code: MealPlanCode | null
  /** The service's label, as sent. */
  label: string
  /** What to show: the label; the code's name when a classified label is blank; never "room only" for null. */
  displayLabel: string
  /** False when the code is null: a board is present but unclassified. */
  classified: boolean
}

export function boardInfo(entry: Pick<MealPlanEntry, 'code' | 'label'>): BoardInfo {
  const label = entry.label.trim()
  const displayLabel = label || (entry.code ? MEAL_PLAN_NAMES[entry.code] : UNCLASSIFIED_BOARD_LABEL)
  return { code: entry.code, label: entry.label, displayLabel, classified: entry.code !== null }
}

export interface BoardSegment {
  /** ISO 8601 UTC instants, clipped to the stay (check-in 00:00 UTC to check-out 00:00 UTC). */
  from: string
  to: string
  /** UTC calendar dates of `from` and `to`, for "1 Jul - 4 Jul" display. */
  fromDate: IsoDate
  toDate: IsoDate
  /** null: no entry covers this part of the stay (a gap in the partition): no board information there. */
  board: BoardInfo | null
}

export type BoardDescription =
  /** Empty array, or no entry touches the stay: no board information (never room only). */
  | { kind: 'no_information'; displayLabel: string }
  /** One board for the whole stay. */
  | { kind: 'whole_stay'; board: BoardInfo }
  /**
   * The board changes during the stay: ordered segments covering the stay from check-in to check-out, gaps shown
   * as `board: null`. `consistent` is false when the windows left gaps or overlapped (overlaps are cut: the earlier
   * entry keeps the shared time).
   */
  | { kind: 'periods'; segments: BoardSegment[]; consistent: boolean }

function boundMs(value: string | null, fallback: number, name: string): number {
  if (value === null) return fallback
  const ms = parseTimestamp(value)
  if (ms === null) throw new RangeError(`Invalid meal plan ${name} ${JSON.stringify(value)}`)
  return ms
}

function segment(fromMs: number, toMs: number, board: BoardInfo | null): BoardSegment {
  return {
    from: new Date(fromMs).toISOString(),
    to: new Date(toMs).toISOString(),
    fromDate: epochMsToIsoDate(fromMs),
    toDate: epochMsToIsoDate(toMs),
    board,
  }
}

/** Describe the boards of a bed choice (or an availability room preview) over a stay, for display and filtering. */
export function describeBoards(mealPlans: readonly MealPlanEntry[], stay: StayDates): BoardDescription {
  const noInformation = { kind: 'no_information', displayLabel: NO_BOARD_INFORMATION_LABEL } as const
  if (mealPlans.length === 0) return noInformation
  const first = mealPlans[0]!
  if (mealPlans.length === 1 && first.startAt === null && first.endAt === null) {
    return { kind: 'whole_stay', board: boardInfo(first) }
  }
  const { startMs, endMs } = stayInstants(stay)
  const windows = mealPlans
    .map((entry, index) => ({
      entry,
      index,
      from: Math.max(boundMs(entry.startAt, -Infinity, 'startAt'), startMs),
      to: Math.min(boundMs(entry.endAt, Infinity, 'endAt'), endMs),
    }))
    .filter((w) => w.from < w.to)
    .sort((a, b) => a.from - b.from || a.index - b.index)
  if (windows.length === 0) return noInformation

  const segments: BoardSegment[] = []
  let consistent = true
  let cursor = startMs
  for (const w of windows) {
    if (w.from > cursor) {
      segments.push(segment(cursor, w.from, null))
      consistent = false
    }
    if (w.from < cursor) consistent = false
    const from = Math.max(w.from, cursor)
    if (from < w.to) {
      segments.push(segment(from, w.to, boardInfo(w.entry)))
      cursor = w.to
    }
  }
  if (cursor < endMs) {
    segments.push(segment(cursor, endMs, null))
    consistent = false
  }
  const only = segments[0]
  if (segments.length === 1 && only?.board) return { kind: 'whole_stay', board: only.board }
  return { kind: 'periods', segments, consistent }
}

function combine(values: readonly Tri[]): Tri {
  if (values.includes(false)) return false
  if (values.includes('unknown')) return 'unknown'
  return true
}

function overStay(
  mealPlans: readonly MealPlanEntry[],
  stay: StayDates,
  test: (code: MealPlanCode) => Tri,
): Tri {
  const description = describeBoards(mealPlans, stay)
  switch (description.kind) {
    case 'no_information':
      return 'unknown'
    case 'whole_stay':
      return description.board.code === null ? 'unknown' : test(description.board.code)
    case 'periods':
      return combine(
        description.segments.map((s) => (s.board?.code == null ? 'unknown' : test(s.board.code))),
      )
  }
}

/**
 * Is this meal included on every part of the stay? false as soon as one period's code excludes it; `unknown` when
 * the answer depends on an unclassified board, a gap, or there is no board information; else true.
 */
export function includesMealForWholeStay(
  mealPlans: readonly MealPlanEntry[],
  meal: Meal,
  stay: StayDates,
): Tri {
  return overStay(mealPlans, stay, (code) => mealIncluded(code, meal))
}

export function includesBreakfastForWholeStay(mealPlans: readonly MealPlanEntry[], stay: StayDates): Tri {
  return includesMealForWholeStay(mealPlans, 'breakfast', stay)
}

/**
 * Filter on codes: is the whole stay on boards whose code is among `codes`? (e.g. a "half board or better"
 * filter passes ['half_board', 'full_board', 'all_inclusive']). Same three-valued logic as above.
 */
export function matchesBoardCodes(
  mealPlans: readonly MealPlanEntry[],
  codes: readonly MealPlanCode[],
  stay: StayDates,
): Tri {
  return overStay(mealPlans, stay, (code) => codes.includes(code))
}

/** The distinct known codes present on a bed choice (for facet counts); null codes are left out. */
export function mealPlanCodes(mealPlans: readonly MealPlanEntry[]): MealPlanCode[] {
  const codes = new Set<MealPlanCode>()
  for (const entry of mealPlans) if (entry.code !== null) codes.add(entry.code)
  return [...codes].sort(compareMealPlanCodes)
}
