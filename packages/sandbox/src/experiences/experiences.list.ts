import type Database from 'better-sqlite3'
import { fuzzyScore, normalizeText } from '../platform/text'
import { statement } from '../platform/statements'
import { experienceCards, keptExperiences } from './experiences.cards'
import { DURATION_DAYS_SQL } from './experiences.rows'
import { cardMatches, type ExperienceFilters } from './experiences.match'
export type { ExperienceFilters } from './experiences.match'
import { getExperiencesByIds, localizedText } from './experiences.load'
import type { CardTexts, ExperienceCard, ExperienceRow } from './experiences.types'

/** Listing experiences: filters, text score, sort and page. See experiences.repo.ts for the contract. */

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

export interface ScoredCard extends ExperienceCard {
  score: number
}

const hasItems = <T>(list: readonly T[] | null | undefined): list is readonly T[] =>
  list !== undefined && list !== null && list.length > 0

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
  const minutes = `(coalesce(${DURATION_DAYS_SQL}, 0) * 1440 + coalesce(e.duration_hours, 0) * 60 +
    coalesce(e.duration_minutes, 0))`
  const hasDuration = `(${DURATION_DAYS_SQL} IS NOT NULL OR e.duration_hours IS NOT NULL OR e.duration_minutes IS NOT NULL)`
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
  row: { texts: Record<string, { name: string | null }> },
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

type Listed<T> = Omit<ExperienceRow, 'texts'> & { texts: Record<string, T>; score: number }

/** Matching ids (and search texts when the filters search), in id order. */
function matchingIds(
  db: Database.Database,
  filters: ExperienceFilters,
  query: string,
): Array<{ id: number; st: string }> {
  // Without search text, the kept cards answer (the same filters in memory, experiences.match.ts).
  const cards = query === '' ? keptExperiences(db)?.cards : undefined
  if (cards !== undefined) {
    const ids: Array<{ id: number; st: string }> = []
    for (const card of cards.values()) if (cardMatches(card, filters)) ids.push({ id: card.id, st: '' })
    return ids.sort((a, b) => a.id - b.id)
  }
  const built = buildWhere(filters)
  const searchText = query === '' ? "'' AS st" : 'e.search_text AS st'
  return statement(db, `SELECT e.id, ${searchText} FROM experiences e ${built.sql} ORDER BY e.id`).all(
    ...built.params,
  ) as Array<{ id: number; st: string }>
}

/**
 * A listing without search text scores every row 0: the scored copy of a kept card is then made once and shared
 * (like the card itself, never changed by callers) instead of copying ~40 fields of every match on every request.
 */
const unscoredCopies = new WeakMap<object, object>()
function unscored<R extends object>(row: R): R & { score: number } {
  let copy = unscoredCopies.get(row) as (R & { score: number }) | undefined
  if (copy === undefined) {
    copy = { ...row, score: 0 }
    unscoredCopies.set(row, copy)
  }
  return copy
}

function scoreSortPage<T extends { name: string | null }>(
  matches: ReadonlyArray<{ row: Omit<Listed<T>, 'score'>; st: string }>,
  filters: ExperienceFilters,
  query: string,
  page: ExperiencePage,
): { rows: Array<Listed<T>>; total: number } {
  const locale = filters.locale ?? 'en'
  let rows: Array<Listed<T>> = matches.map(({ row, st }) =>
    query === ''
      ? unscored(row)
      : { ...row, score: experienceTextScore(row, st, query, locale, filters.searchDescriptions ?? true) },
  )
  if (query !== '') rows = rows.filter((row) => row.score > 0)
  const sort = page.sort ?? { key: 'relevance' }
  const direction = sort.descending === true ? -1 : 1
  const name = (row: { texts: Record<string, T> }) =>
    normalizeText(localizedText(row.texts, locale, 'name') ?? '')
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

/** One page of matching experiences, with every text, and the total number of matches. */
export function listExperiences(
  db: Database.Database,
  filters: ExperienceFilters,
  page: ExperiencePage = {},
): { rows: ScoredExperience[]; total: number } {
  const query = normalizeText(filters.search ?? '')
  const ids = matchingIds(db, filters, query)
  const rows = getExperiencesByIds(
    db,
    ids.map(({ id }) => id),
  )
  const matches = ids.flatMap(({ id, st }) => {
    const row = rows.get(id)
    return row === undefined ? [] : [{ row, st }]
  })
  return scoreSortPage(matches, filters, query, page)
}

/** The same listing with only the card texts (name, summary, cancellation policies) of each locale. */
export function listExperienceCards(
  db: Database.Database,
  filters: ExperienceFilters,
  page: ExperiencePage = {},
): { rows: ScoredCard[]; total: number } {
  const query = normalizeText(filters.search ?? '')
  const ids = matchingIds(db, filters, query)
  const cards = experienceCards(
    db,
    ids.map(({ id }) => id),
  )
  const matches = ids.flatMap(({ id, st }) => {
    const row = cards.get(id)
    return row === undefined ? [] : [{ row, st }]
  })
  return scoreSortPage<CardTexts>(matches, filters, query, page)
}
