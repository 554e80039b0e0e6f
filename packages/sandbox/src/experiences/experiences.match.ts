import type {
  ExperienceCard,
  ExperienceState,
  ExperienceType,
  PricingType,
  Viewer,
} from './experiences.types'

/**
 * Listing filters; every one optional, combined with AND (ids inside one list with OR). `viewer` applies the
 * visibility rule: a tour operator sees `available` experiences only; a dmc also sees its own `in_progress` ones.
 * Archived experiences are never listed unless `states` asks for them (the owner's v3 list).
 */
export interface ExperienceFilters {
  viewer?: Viewer | null
  /** Exact states (overrides the visibility rule's states; `viewer` still restricts to what it may read). */
  states?: readonly ExperienceState[] | null
  search?: string | null
  /** Also match summary, description, highlights and program days (default true; names always match). */
  searchDescriptions?: boolean
  /** Locale whose names count most in the text score (default en). */
  locale?: string
  cityIds?: readonly number[] | null
  regionIds?: readonly number[] | null
  countryIds?: readonly number[] | null
  types?: readonly ExperienceType[] | null
  themeIds?: readonly number[] | null
  segmentIds?: readonly number[] | null
  organizationIds?: readonly number[] | null
  pricingTypes?: readonly PricingType[] | null
  guided?: boolean | null
  /** Inclusive bounds on totalDurationMinutes (rows without a duration never match a bound). */
  minDurationMinutes?: number | null
  maxDurationMinutes?: number | null
  /** Only experiences bookable on their own (isReservableAlone; search's standaloneExperiencesOnly). */
  reservableAloneOnly?: boolean
  ids?: readonly number[] | null
  excludedIds?: readonly number[] | null
}

/**
 * The listing filters of experiences.list.ts (buildWhere) applied to a kept card in memory: a listing without
 * search text then reads no SQL at all. Both must say the same: the repository tests run the listings through
 * this one (kept cards) and through SQL (inside a transaction), and compare.
 */
const hasItems = <T>(list: readonly T[] | null | undefined): list is readonly T[] =>
  list !== undefined && list !== null && list.length > 0

const inList = <T>(value: T | null, list: readonly T[] | null | undefined): boolean =>
  !hasItems(list) || (value !== null && list.includes(value))

const anyOf = (values: readonly number[], list: readonly number[] | null | undefined): boolean =>
  !hasItems(list) || values.some((value) => list.includes(value))

function visible(card: ExperienceCard, filters: ExperienceFilters): boolean {
  const states = hasItems(filters.states) ? filters.states : null
  if (states !== null && !states.includes(card.state)) return false
  if (filters.viewer !== undefined) {
    if (card.state === 'available') return true
    const owner = card.organizationId === (filters.viewer?.organizationId ?? -1)
    return owner && (card.state === 'in_progress' || states?.includes('archived') === true)
  }
  return states !== null || card.state !== 'archived'
}

function durationFits(card: ExperienceCard, filters: ExperienceFilters): boolean {
  const min = filters.minDurationMinutes ?? null
  const max = filters.maxDurationMinutes ?? null
  if (min === null && max === null) return true
  if (card.durationDays === null && card.durationHours === null && card.durationMinutes === null) return false
  const minutes =
    (card.durationDays ?? 0) * 1440 + (card.durationHours ?? 0) * 60 + (card.durationMinutes ?? 0)
  return (min === null || minutes >= min) && (max === null || minutes <= max)
}

export function cardMatches(card: ExperienceCard, filters: ExperienceFilters): boolean {
  return (
    visible(card, filters) &&
    inList(card.cityId, filters.cityIds) &&
    inList(card.regionId, filters.regionIds) &&
    inList(card.countryId, filters.countryIds) &&
    inList(card.type, filters.types) &&
    inList(card.organizationId, filters.organizationIds) &&
    inList(card.pricingType, filters.pricingTypes) &&
    inList(card.id, filters.ids) &&
    anyOf(card.themeIds, filters.themeIds) &&
    anyOf(card.segmentIds, filters.segmentIds) &&
    !(hasItems(filters.excludedIds) && filters.excludedIds.includes(card.id)) &&
    (filters.guided === undefined || filters.guided === null || card.guiding === filters.guided) &&
    (filters.reservableAloneOnly !== true || card.isReservableAlone) &&
    durationFits(card, filters)
  )
}
