import type { ExperienceV3Patch } from '../../../../src/shared/api/experiences-v3'
import { EXPERIENCE_TEXT_FIELDS } from '../../../../src/shared/api/experiences-v3.enums'
import { decodeId } from '../../../../src/shared/domain/ids'
import { cityById } from '../catalog/locations'
import type { ExperienceRow, ExperienceTexts } from '../experiences/experiences.types'
import {
  EXPERIENCE_COLUMN_DEFAULTS,
  type ExperienceColumns,
  type SqlValue,
} from '../experiences/experiences.write'
import { EXPERIENCE_SEGMENTS, EXPERIENCE_THEMES } from '../experiences/taxonomy'
import { badRequest, conflict } from '../platform/errors'
import { invalid } from './access'

/**
 * From a validated v3 experience body to store columns and one locale's texts.
 *
 * - `replace` (POST, PUT): every column is set, omitted ones to their default; every text field of the locale is
 *   set, omitted ones to null (other locales untouched).
 * - patch: only the keys present change; null clears (to the default where there is one: pricingType fit,
 *   guiding false, lists [], currency the owner's, isReservableAlone true).
 * - `name`, `type` and `state` cannot be null. `type` must stay what it was (409).
 */
export interface ExperienceWrite {
  columns: ExperienceColumns
  texts: Partial<ExperienceTexts>
}

type Body = ExperienceV3Patch
type Key = keyof Body

const SIMPLE: Partial<Record<Key, keyof typeof EXPERIENCE_COLUMN_DEFAULTS>> = {
  state: 'state',
  pricingType: 'pricing_type',
  difficulty: 'difficulty',
  dmcReference: 'dmc_reference',
  durationDays: 'duration_days',
  durationHours: 'duration_hours',
  durationMinutes: 'duration_minutes',
  minPax: 'min_pax',
  maxPax: 'max_pax',
  minAge: 'min_age',
  maxAge: 'max_age',
}
const BOOLEANS: Partial<Record<Key, keyof typeof EXPERIENCE_COLUMN_DEFAULTS>> = {
  guiding: 'guiding',
  isReservableAlone: 'is_reservable_alone',
  hasToRequest: 'has_to_request',
  isRepeatable: 'is_repeatable',
}

function referenceIds(key: 'themeIds' | 'segmentIds', values: ReadonlyArray<string | number>): string {
  const list = key === 'themeIds' ? EXPERIENCE_THEMES : EXPERIENCE_SEGMENTS
  const ids = values.map((value) => {
    const id = typeof value === 'number' ? value : /^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : NaN
    if (!list.some((entry) => entry.id === id)) {
      throw badRequest(
        'INVALID_FILTER_VALUE',
        `${key} takes ids of the ${key === 'themeIds' ? 'theme' : 'segment'} list.`,
        {
          param: key,
          value: String(value).slice(0, 100),
        },
      )
    }
    return id
  })
  return JSON.stringify([...new Set(ids)])
}

function cityColumns(value: string | number | null): ExperienceColumns {
  if (value === null) return { city_id: null, region_id: null, country_id: null }
  const id = decodeId('city', value)
  const city = id === null ? undefined : cityById(id)
  if (city === undefined) {
    throw badRequest('INVALID_LOCATION_ID', 'cityId is not a city id.', {
      param: 'cityId',
      value: String(value).slice(0, 100),
    })
  }
  return { city_id: city.id, region_id: city.regionId, country_id: city.countryId }
}

export function experienceWrite(
  body: Body,
  options: { replace: boolean; ownerCurrency: string; existing: ExperienceRow | null },
): ExperienceWrite {
  if (options.existing !== null && body.type !== undefined && body.type !== options.existing.type) {
    throw conflict(
      'TYPE_CHANGE_NOT_ALLOWED',
      `The type of an experience cannot change (it is ${options.existing.type}).`,
      {
        type: options.existing.type,
        requested: body.type,
      },
    )
  }
  for (const key of ['name', 'state'] as const) {
    if (body[key] === null) throw invalid(key, `${key} cannot be null.`)
  }
  const columns: ExperienceColumns = options.replace
    ? { ...EXPERIENCE_COLUMN_DEFAULTS, currency: options.ownerCurrency }
    : {}
  const set = (column: keyof ExperienceColumns, value: SqlValue) => {
    columns[column] = value
  }
  for (const [key, column] of Object.entries(SIMPLE) as Array<
    [Key, keyof typeof EXPERIENCE_COLUMN_DEFAULTS]
  >) {
    const value = body[key]
    if (value !== undefined)
      set(column, value === null ? EXPERIENCE_COLUMN_DEFAULTS[column] : (value as SqlValue))
  }
  for (const [key, column] of Object.entries(BOOLEANS) as Array<
    [Key, keyof typeof EXPERIENCE_COLUMN_DEFAULTS]
  >) {
    const value = body[key]
    if (value !== undefined)
      set(column, value === null ? EXPERIENCE_COLUMN_DEFAULTS[column] : value === true ? 1 : 0)
  }
  if (body.currency !== undefined) set('currency', body.currency ?? options.ownerCurrency)
  if (body.cityId !== undefined) Object.assign(columns, cityColumns(body.cityId))
  if (body.guidingLanguages !== undefined)
    set('guiding_languages', JSON.stringify([...new Set(body.guidingLanguages ?? [])]))
  if (body.themeIds !== undefined) set('theme_ids', referenceIds('themeIds', body.themeIds ?? []))
  if (body.segmentIds !== undefined) set('segment_ids', referenceIds('segmentIds', body.segmentIds ?? []))
  if (body.startPosition !== undefined)
    set('start_position', body.startPosition === null ? null : JSON.stringify(body.startPosition))
  if (body.endPosition !== undefined)
    set('end_position', body.endPosition === null ? null : JSON.stringify(body.endPosition))

  const texts: Partial<ExperienceTexts> = {}
  for (const field of EXPERIENCE_TEXT_FIELDS) {
    const value = body[field]
    if (value !== undefined) texts[field] = value
    else if (options.replace) texts[field] = null
  }
  checkRanges(columns, options.existing)
  return { columns, texts }
}

/** minPax <= maxPax and minAge <= maxAge on the values the experience will have after the write. */
function checkRanges(columns: ExperienceColumns, existing: ExperienceRow | null): void {
  const after = (column: keyof ExperienceColumns, current: number | null): number | null =>
    column in columns ? (columns[column] as number | null) : current
  const minPax = after('min_pax', existing?.minPax ?? null)
  const maxPax = after('max_pax', existing?.maxPax ?? null)
  if (minPax !== null && maxPax !== null && minPax > maxPax)
    throw invalid('minPax', 'minPax cannot be above maxPax.')
  const minAge = after('min_age', existing?.minAge ?? null)
  const maxAge = after('max_age', existing?.maxAge ?? null)
  if (minAge !== null && maxAge !== null && minAge > maxAge)
    throw invalid('minAge', 'minAge cannot be above maxAge.')
}
