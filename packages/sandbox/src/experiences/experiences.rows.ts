import type { PeriodState } from '../../../../src/shared/domain/booking-states'
import { EXPERIENCE_TEXT_FIELDS } from '../../../../src/shared/api/experiences-v3.enums'
import type {
  ExperienceRow,
  ExperienceTexts,
  ImageRow,
  PeriodRow,
  Position,
  PromotionRow,
} from './experiences.types'

/** Raw SQLite rows and their mapping to domain rows. */

export interface RawExperience {
  id: number
  organization_id: number
  type: ExperienceRow['type']
  state: ExperienceRow['state']
  pricing_type: ExperienceRow['pricingType']
  difficulty: ExperienceRow['difficulty']
  dmc_reference: string | null
  city_id: number | null
  region_id: number | null
  country_id: number | null
  currency: string
  duration_days: number | null
  duration_hours: number | null
  duration_minutes: number | null
  guiding: number
  guiding_languages: string
  theme_ids: string
  segment_ids: string
  start_position: string | null
  end_position: string | null
  is_reservable_alone: number
  has_to_request: number
  is_repeatable: number
  showcased: number
  min_pax: number | null
  max_pax: number | null
  min_age: number | null
  max_age: number | null
  sustainable_level: number | null
  distance: number | null
  distance_unit: string | null
  created_at: string
  updated_at: string
  archived_at: string | null
}

/**
 * A program lasts at least as many days as it has program days: v3 builds a program day by day and has no reason
 * to make the supplier repeat the count in durationDays (issue 31: three days reported 0 and priced as one).
 * A larger durationDays sent by the supplier still wins (free days at the end).
 */
const PROGRAM_DAYS = '(SELECT count(*) FROM experience_programs p WHERE p.experience_id = e.id)'
export const DURATION_DAYS_SQL = `(CASE WHEN e.type = 'program' AND ${PROGRAM_DAYS} > coalesce(e.duration_days, 0)
  THEN ${PROGRAM_DAYS} ELSE e.duration_days END)`

// Every column but search_text, which only a text search reads (it holds every locale's long texts).
export const EXPERIENCE_COLUMNS = `e.id, e.organization_id, e.type, e.state, e.pricing_type, e.difficulty,
  e.dmc_reference, e.city_id, e.region_id, e.country_id, e.currency, ${DURATION_DAYS_SQL} AS duration_days, e.duration_hours,
  e.duration_minutes, e.guiding, e.guiding_languages, e.theme_ids, e.segment_ids, e.start_position,
  e.end_position, e.is_reservable_alone, e.has_to_request, e.is_repeatable, e.showcased, e.min_pax, e.max_pax,
  e.min_age, e.max_age, e.sustainable_level, e.distance, e.distance_unit, e.created_at, e.updated_at,
  e.archived_at`

export interface RawTexts {
  experience_id: number
  locale: string
  name: string | null
  summary: string | null
  description: string | null
  highlights: string | null
  included_services: string | null
  excluded_services: string | null
  extra_remarks: string | null
  cancellation_policies: string | null
  locations_extra_informations: string | null
}

/** camelCase text field -> its column. */
export const TEXT_COLUMNS: Record<(typeof EXPERIENCE_TEXT_FIELDS)[number], keyof RawTexts> = {
  name: 'name',
  summary: 'summary',
  description: 'description',
  highlights: 'highlights',
  includedServices: 'included_services',
  excludedServices: 'excluded_services',
  extraRemarks: 'extra_remarks',
  cancellationPolicies: 'cancellation_policies',
  locationsExtraInformations: 'locations_extra_informations',
}

export function toTexts(raw: RawTexts): ExperienceTexts {
  const texts = {} as ExperienceTexts
  for (const field of EXPERIENCE_TEXT_FIELDS) texts[field] = raw[TEXT_COLUMNS[field]] as string | null
  return texts
}

const parseJson = <T>(text: string | null, fallback: T): T =>
  text === null ? fallback : (JSON.parse(text) as T)

export function toExperience<T = ExperienceTexts>(
  raw: RawExperience,
  texts: Record<string, T>,
): Omit<ExperienceRow, 'texts'> & { texts: Record<string, T> } {
  return {
    id: raw.id,
    organizationId: raw.organization_id,
    type: raw.type,
    state: raw.state,
    pricingType: raw.pricing_type,
    difficulty: raw.difficulty,
    dmcReference: raw.dmc_reference,
    cityId: raw.city_id,
    regionId: raw.region_id,
    countryId: raw.country_id,
    currency: raw.currency,
    durationDays: raw.duration_days,
    durationHours: raw.duration_hours,
    durationMinutes: raw.duration_minutes,
    guiding: raw.guiding === 1,
    guidingLanguages: parseJson<string[]>(raw.guiding_languages, []),
    themeIds: parseJson<number[]>(raw.theme_ids, []),
    segmentIds: parseJson<number[]>(raw.segment_ids, []),
    startPosition: parseJson<Position | null>(raw.start_position, null),
    endPosition: parseJson<Position | null>(raw.end_position, null),
    isReservableAlone: raw.is_reservable_alone === 1,
    hasToRequest: raw.has_to_request === 1,
    isRepeatable: raw.is_repeatable === 1,
    showcased: raw.showcased === 1,
    minPax: raw.min_pax,
    maxPax: raw.max_pax,
    minAge: raw.min_age,
    maxAge: raw.max_age,
    sustainableLevel: raw.sustainable_level,
    distance: raw.distance,
    distanceUnit: raw.distance_unit,
    texts,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    archivedAt: raw.archived_at,
  }
}

export interface RawPeriod {
  id: number
  experience_id: number
  start_at: string
  end_at: string
  price: number | null
  min_pax: number | null
  max_pax: number | null
  state: PeriodState
  available_days: number
  allotments: number | null
  allotments_used: number
  current_pax_for_departure: number
  min_pax_for_departure: number | null
  room_supplement: number | null
}

export const maskToDays = (mask: number): boolean[] =>
  Array.from({ length: 7 }, (_, index) => (mask & (1 << index)) !== 0)
export const daysToMask = (days: readonly boolean[]): number =>
  days.reduce((mask, on, index) => (on ? mask | (1 << index) : mask), 0)

export function toPeriod(raw: RawPeriod): PeriodRow {
  return {
    id: raw.id,
    experienceId: raw.experience_id,
    startAt: raw.start_at,
    endAt: raw.end_at,
    price: raw.price,
    minPax: raw.min_pax,
    maxPax: raw.max_pax,
    state: raw.state,
    availableDays: maskToDays(raw.available_days),
    allotments: raw.allotments,
    allotmentsUsed: raw.allotments_used,
    currentPaxForDeparture: raw.current_pax_for_departure,
    minPaxForDeparture: raw.min_pax_for_departure,
    roomSupplement: raw.room_supplement,
    adultPrices: [],
    childPrices: [],
  }
}

export const IMAGE_COLUMNS = `id, experience_id AS experienceId, program_id AS programId, name,
  is_primary AS isPrimary, media_type AS mediaType, byte_size AS byteSize, created_at AS createdAt`
export type RawImage = Omit<ImageRow, 'primary'> & { isPrimary: number }
export const toImage = ({ isPrimary, ...rest }: RawImage): ImageRow => ({ ...rest, primary: isPrimary === 1 })

export const PROMOTION_COLUMNS = `id, experience_id AS experienceId, name, start_at AS startAt, end_at AS endAt,
  weekdays, kind, value, created_at AS createdAt`
export type RawPromotion = Omit<PromotionRow, 'weekdays'> & { weekdays: string }
export const toPromotion = (raw: RawPromotion): PromotionRow => ({
  ...raw,
  weekdays: JSON.parse(raw.weekdays) as number[],
})
