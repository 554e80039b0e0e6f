import type Database from 'better-sqlite3'
import { encodeId } from '../../shared/domain/ids'
import { fuzzyScore, normalizeText } from '../platform/text'
import { getExtras, getImages, getProgramDays } from './experiences.parts.repo'
import { getPeriods, getPromotions } from './experiences.periods.repo'
import { statement } from '../platform/statements'
import { toExperience, toTexts, type RawExperience, type RawTexts } from './experiences.rows'
import type {
  ExperienceDetailRow,
  ExperienceRow,
  ExperienceState,
  ExperienceTextField,
  ExperienceTexts,
  ExperienceType,
  PricingType,
  Viewer,
} from './experiences.types'

/**
 * The experience store's read API: the one import of the tour-operator side (v1 liste, detail, pricing, booking)
 * and of the inventory routes. Raw numeric ids in, domain rows out (views encode ids). Signatures are stable.
 *
 * Experiences
 *   listExperiences(db, filters, page?) -> { rows: ExperienceRow[], total }     filtered, text-scored, paged
 *   getExperience(db, id) -> ExperienceRow | null                                any state (archived included)
 *   getExperiencesByIds(db, ids) -> Map<id, ExperienceRow>
 *   getExperienceDetail(db, id) -> ExperienceDetailRow | null                    with periods, days, extras, ...
 *   isVisibleTo(row, viewer) / isReadableBy(row, viewer) / isBookable(row)
 *   localizedText(row.texts, locale, field) -> string | null                    locale, then en, then any
 *   totalDurationMinutes(row) -> number | null
 *   experienceImageUrl(origin, image) -> string                                 served by the sandbox
 *   collectionCounts(db, id) -> { periodsCount, programsCount, extrasCount, imagesCount }
 * Periods, allotments, promotions (experiences.periods.repo.ts)
 *   getPeriods(db, experienceId) / getPeriod(db, periodId) / getPeriodsOf(db, experienceIds)
 *   periodsCovering(db, experienceId, startDate, { endDate?, includeStopSale? }) -> PeriodRow[]
 *   remainingAllotment(period) -> number | null (null = unlimited)
 *   takeAllotment(db, { periodId, bookingId, date, pax, now }) -> { ok, ... }   one transaction
 *   releaseAllotment(db, bookingId) -> pax released                              one transaction
 *   periodHasBookings(db, periodId) -> boolean
 *   getPromotions(db, experienceId) / getPromotion(db, id) / promotionsFor(db, experienceId, date)
 *   isoWeekday(date) -> 1..7
 * Program days, extras, images (experiences.parts.repo.ts)
 *   getProgramDays(db, experienceId) / getProgramDay(db, programId)
 *   getExtras(db, experienceId) / getExtra(db, extraId)
 *   getImages(db, experienceId) / getImagesOf(db, ids) / getImage(db, imageId) / getImageFile(db, imageId)
 */
export * from './experiences.parts.repo'
export * from './experiences.periods.repo'
export type * from './experiences.types'

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

export interface ExperiencePage {
  /** relevance = text score (when searching), showcased first, then id. Default relevance. */
  sort?: { key: 'relevance' | 'name' | 'id' | 'createdAt' | 'updatedAt'; descending?: boolean }
  limit?: number
  offset?: number
}

export interface ScoredExperience extends ExperienceRow {
  /** Text relevance 0-100 (0 without search text). */
  score: number
}

const hasItems = <T>(list: readonly T[] | null | undefined): list is readonly T[] =>
  list !== undefined && list !== null && list.length > 0

function loadTexts(
  db: Database.Database,
  ids: readonly number[],
): Map<number, Record<string, ExperienceTexts>> {
  const raws = statement(
    db,
    'SELECT * FROM experience_texts WHERE experience_id IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify(ids)) as RawTexts[]
  const result = new Map<number, Record<string, ExperienceTexts>>()
  for (const raw of raws) {
    const texts = result.get(raw.experience_id) ?? {}
    texts[raw.locale] = toTexts(raw)
    result.set(raw.experience_id, texts)
  }
  return result
}

export function getExperiencesByIds(
  db: Database.Database,
  ids: readonly number[],
): Map<number, ExperienceRow> {
  const raws = statement(db, 'SELECT * FROM experiences WHERE id IN (SELECT value FROM json_each(?))').all(
    JSON.stringify(ids),
  ) as RawExperience[]
  const texts = loadTexts(
    db,
    raws.map((raw) => raw.id),
  )
  return new Map(raws.map((raw) => [raw.id, toExperience(raw, texts.get(raw.id) ?? {})]))
}

export function getExperience(db: Database.Database, id: number): ExperienceRow | null {
  return getExperiencesByIds(db, [id]).get(id) ?? null
}

export function getExperienceDetail(db: Database.Database, id: number): ExperienceDetailRow | null {
  const experience = getExperience(db, id)
  if (experience === null) return null
  return {
    experience,
    periods: getPeriods(db, id),
    programs: getProgramDays(db, id),
    extras: getExtras(db, id),
    images: getImages(db, id),
    promotions: getPromotions(db, id),
  }
}

/** Listed for this viewer: available ones for everyone, the owner's in-progress ones too; never archived. */
export function isVisibleTo(
  row: Pick<ExperienceRow, 'state' | 'organizationId'>,
  viewer: Viewer | null,
): boolean {
  if (row.state === 'available') return true
  return row.state === 'in_progress' && viewer !== null && viewer.organizationId === row.organizationId
}

/** Readable by id: what is visible, plus the owner's archived experiences (existing bookings refer to them). */
export function isReadableBy(
  row: Pick<ExperienceRow, 'state' | 'organizationId'>,
  viewer: Viewer | null,
): boolean {
  return isVisibleTo(row, viewer) || (viewer !== null && viewer.organizationId === row.organizationId)
}

/** Can take new bookings: available (not in progress, not archived). Period states decide per departure. */
export function isBookable(row: Pick<ExperienceRow, 'state'>): boolean {
  return row.state === 'available'
}

/** A text in `locale`, falling back to en, then to any locale that has it; null when none has it. */
export function localizedText(
  texts: Record<string, ExperienceTexts>,
  locale: string,
  field: ExperienceTextField,
): string | null {
  const own = texts[locale]?.[field] ?? texts.en?.[field]
  if (own !== undefined && own !== null) return own
  for (const entry of Object.values(texts)) if (entry[field] !== null) return entry[field]
  return null
}

export function totalDurationMinutes(
  row: Pick<ExperienceRow, 'durationDays' | 'durationHours' | 'durationMinutes'>,
): number | null {
  if (row.durationDays === null && row.durationHours === null && row.durationMinutes === null) return null
  return (row.durationDays ?? 0) * 1440 + (row.durationHours ?? 0) * 60 + (row.durationMinutes ?? 0)
}

/** URL of an experience image: GET /_sandbox/images/experiences/{imageId}.{ext} on the sandbox itself. */
export function experienceImageUrl(origin: string, image: { id: number; mediaType: string | null }): string {
  const extension =
    image.mediaType === null ? 'png' : (image.mediaType.split('/')[1] ?? 'bin').replace('jpeg', 'jpg')
  return `${origin}/_sandbox/images/experiences/${encodeId('image', image.id)}.${extension}`
}

function buildWhere(filters: ExperienceFilters): { sql: string; params: unknown[] } {
  const where: string[] = []
  const params: unknown[] = []
  const inList = (column: string, values: readonly unknown[] | null | undefined): void => {
    if (!hasItems(values)) return
    where.push(`${column} IN (SELECT value FROM json_each(?))`)
    params.push(JSON.stringify(values))
  }
  const anyOf = (column: string, values: readonly number[] | null | undefined): void => {
    if (!hasItems(values)) return
    where.push(`EXISTS (SELECT 1 FROM json_each(${column}) WHERE value IN (SELECT value FROM json_each(?)))`)
    params.push(JSON.stringify(values))
  }
  const states = hasItems(filters.states) ? filters.states : null
  const viewer = filters.viewer ?? null
  if (states !== null) inList('e.state', states)
  if (filters.viewer !== undefined) {
    // Visibility: available for everyone; anything else only for its owner (and archived only when asked).
    where.push(`(e.state = 'available' OR (e.organization_id = ? AND (e.state = 'in_progress' OR ? = 1)))`)
    params.push(viewer?.organizationId ?? -1, states?.includes('archived') === true ? 1 : 0)
  } else if (states === null) where.push(`e.state != 'archived'`)
  inList('e.city_id', filters.cityIds)
  inList('e.region_id', filters.regionIds)
  inList('e.country_id', filters.countryIds)
  inList('e.type', filters.types)
  inList('e.organization_id', filters.organizationIds)
  inList('e.pricing_type', filters.pricingTypes)
  inList('e.id', filters.ids)
  anyOf('e.theme_ids', filters.themeIds)
  anyOf('e.segment_ids', filters.segmentIds)
  if (hasItems(filters.excludedIds)) {
    where.push('e.id NOT IN (SELECT value FROM json_each(?))')
    params.push(JSON.stringify(filters.excludedIds))
  }
  if (filters.guided !== undefined && filters.guided !== null) {
    where.push('e.guiding = ?')
    params.push(filters.guided ? 1 : 0)
  }
  if (filters.reservableAloneOnly === true) where.push('e.is_reservable_alone = 1')
  const minutes = `(coalesce(e.duration_days, 0) * 1440 + coalesce(e.duration_hours, 0) * 60 +
    coalesce(e.duration_minutes, 0))`
  const hasDuration =
    '(e.duration_days IS NOT NULL OR e.duration_hours IS NOT NULL OR e.duration_minutes IS NOT NULL)'
  if (filters.minDurationMinutes !== undefined && filters.minDurationMinutes !== null) {
    where.push(`${hasDuration} AND ${minutes} >= ?`)
    params.push(filters.minDurationMinutes)
  }
  if (filters.maxDurationMinutes !== undefined && filters.maxDurationMinutes !== null) {
    where.push(`${hasDuration} AND ${minutes} <= ?`)
    params.push(filters.maxDurationMinutes)
  }
  return { sql: where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`, params }
}

/**
 * Relevance of an experience for a normalized query: the best name match over its locales (the requested one
 * counts fully, others x 0.95); when descriptions are searched, every query word found in the other texts or the
 * program days scores 45 (below any name match).
 */
export function experienceTextScore(
  row: Pick<ExperienceRow, 'texts'>,
  searchText: string,
  query: string,
  locale: string,
  searchDescriptions: boolean,
): number {
  let best = 0
  for (const [textLocale, texts] of Object.entries(row.texts)) {
    if (texts.name === null) continue
    const score = fuzzyScore(normalizeText(texts.name), query) * (textLocale === locale ? 1 : 0.95)
    best = Math.max(best, score)
  }
  if (best === 0 && searchDescriptions && searchText !== '') {
    const haystack = ` ${searchText}`
    if (query.split(' ').every((token) => haystack.includes(` ${token}`))) best = 45
  }
  return Math.round(best * 100) / 100
}

/** One page of matching experiences and the total number of matches. */
export function listExperiences(
  db: Database.Database,
  filters: ExperienceFilters,
  page: ExperiencePage = {},
): { rows: ScoredExperience[]; total: number } {
  const built = buildWhere(filters)
  const raws = statement(
    db,
    `SELECT e.*, e.search_text AS st FROM experiences e ${built.sql} ORDER BY e.id`,
  ).all(...built.params) as Array<RawExperience & { st: string }>
  const query = normalizeText(filters.search ?? '')
  const texts = loadTexts(
    db,
    raws.map((raw) => raw.id),
  )
  const locale = filters.locale ?? 'en'
  let rows: ScoredExperience[] = raws.map((raw) => {
    const row = toExperience(raw, texts.get(raw.id) ?? {})
    const score =
      query === '' ? 0 : experienceTextScore(row, raw.st, query, locale, filters.searchDescriptions ?? true)
    return { ...row, score }
  })
  if (query !== '') rows = rows.filter((row) => row.score > 0)
  const sort = page.sort ?? { key: 'relevance' }
  const direction = sort.descending === true ? -1 : 1
  const name = (row: ExperienceRow) => normalizeText(localizedText(row.texts, locale, 'name') ?? '')
  rows.sort((a, b) => {
    switch (sort.key) {
      case 'name':
        return direction * (name(a).localeCompare(name(b)) || a.id - b.id)
      case 'id':
        return direction * (a.id - b.id)
      case 'createdAt':
        return direction * (a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
      case 'updatedAt':
        return direction * (a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id)
      default:
        return b.score - a.score || Number(b.showcased) - Number(a.showcased) || a.id - b.id
    }
  })
  const offset = page.offset ?? 0
  return {
    rows: rows.slice(offset, page.limit === undefined ? undefined : offset + page.limit),
    total: rows.length,
  }
}
