import type Database from 'better-sqlite3'
import { EXPERIENCE_TEXT_FIELDS } from '../../../../src/shared/api/experiences-v3.enums'
import { normalizeText } from '../platform/text'
import { statement } from '../platform/statements'
import { TEXT_COLUMNS } from './experiences.rows'
import type { ExperienceTexts } from './experiences.types'

/**
 * Writes of the experience itself (columns and per-locale texts) and the search text they feed. The inventory
 * routes resolve and validate wire values first; this layer only stores them. Every multi-step write of a route
 * runs inside one `db.transaction`.
 */

export type SqlValue = string | number | null

/** Writable experience columns (snake_case) and their defaults: what PUT resets an omitted field to. */
export const EXPERIENCE_COLUMN_DEFAULTS = {
  state: 'in_progress',
  pricing_type: 'fit',
  difficulty: null,
  dmc_reference: null,
  city_id: null,
  region_id: null,
  country_id: null,
  duration_days: null,
  duration_hours: null,
  duration_minutes: null,
  guiding: 0,
  guiding_languages: '[]',
  theme_ids: '[]',
  segment_ids: '[]',
  start_position: null,
  end_position: null,
  is_reservable_alone: 1,
  has_to_request: 0,
  is_repeatable: 0,
  min_pax: null,
  max_pax: null,
  min_age: null,
  max_age: null,
} satisfies Record<string, SqlValue>
/** Currency defaults to the owner organization's, so it is passed in rather than listed above. */
export type ExperienceColumn = keyof typeof EXPERIENCE_COLUMN_DEFAULTS | 'currency'
export type ExperienceColumns = Partial<Record<ExperienceColumn, SqlValue>>

export function insertExperience(
  db: Database.Database,
  owner: { organizationId: number; type: string; currency: string; now: string },
  columns: ExperienceColumns,
): number {
  const values: Record<string, SqlValue> = {
    ...EXPERIENCE_COLUMN_DEFAULTS,
    currency: owner.currency,
    ...columns,
    organization_id: owner.organizationId,
    type: owner.type,
    created_at: owner.now,
    updated_at: owner.now,
  }
  const names = Object.keys(values)
  const sql = `INSERT INTO experiences (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`
  return Number(statement(db, sql).run(...names.map((name) => values[name] ?? null)).lastInsertRowid)
}

/** Sets the given columns (PATCH: the keys sent; PUT: every column, defaults for the omitted ones). */
export function updateExperienceColumns(
  db: Database.Database,
  id: number,
  columns: ExperienceColumns,
  now: string,
): void {
  const names = Object.keys(columns) as ExperienceColumn[]
  const assignments = [...names.map((name) => `${name} = ?`), 'updated_at = ?']
  statement(db, `UPDATE experiences SET ${assignments.join(', ')} WHERE id = ?`).run(
    ...names.map((name) => columns[name] ?? null),
    now,
    id,
  )
}

/** Marks an experience archived (DELETE): out of listings, not bookable, still readable by its bookings. */
export function archiveExperience(db: Database.Database, id: number, now: string): void {
  statement(
    db,
    `UPDATE experiences SET state = 'archived', archived_at = coalesce(archived_at, ?), updated_at = ? WHERE id = ?`,
  ).run(now, now, id)
}

/**
 * Writes one locale's texts. `replace` (POST, PUT) sets every field of that locale, null for the omitted ones;
 * otherwise (PATCH) only the given keys change. Other locales are never touched (spec rule 5).
 */
export function writeTexts(
  db: Database.Database,
  experienceId: number,
  locale: string,
  texts: Partial<ExperienceTexts>,
  replace: boolean,
): void {
  const fields = replace
    ? [...EXPERIENCE_TEXT_FIELDS]
    : EXPERIENCE_TEXT_FIELDS.filter((field) => field in texts)
  statement(db, 'INSERT OR IGNORE INTO experience_texts (experience_id, locale) VALUES (?, ?)').run(
    experienceId,
    locale,
  )
  if (fields.length > 0) {
    const assignments = fields.map((field) => `${TEXT_COLUMNS[field]} = ?`).join(', ')
    statement(db, `UPDATE experience_texts SET ${assignments} WHERE experience_id = ? AND locale = ?`).run(
      ...fields.map((field) => texts[field] ?? null),
      experienceId,
      locale,
    )
  }
  refreshSearchText(db, experienceId)
}

/** Plain text of an HTML fragment, for matching (tags dropped, common entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;/g, ' ')
}

/**
 * Rebuilds `experiences.search_text`: every locale's summary, description and highlights plus every program
 * day's title and program, normalized. Names are scored separately (they rank above any description match).
 */
export function refreshSearchText(db: Database.Database, experienceId: number): void {
  const parts = statement(
    db,
    `SELECT coalesce(summary, '') || ' ' || coalesce(description, '') || ' ' || coalesce(highlights, '') AS text
       FROM experience_texts WHERE experience_id = @id
     UNION ALL
     SELECT coalesce(t.title, '') || ' ' || coalesce(t.program, '') FROM experience_program_texts t
       JOIN experience_programs p ON p.id = t.program_id WHERE p.experience_id = @id`,
  )
    .pluck()
    .all({ id: experienceId }) as string[]
  const text = normalizeText(htmlToText(parts.join(' ')))
  // Repeated words add nothing to matching: keep each once, so long multi-locale copy stays small.
  const unique = [...new Set(text.split(' '))].join(' ')
  statement(db, 'UPDATE experiences SET search_text = ? WHERE id = ?').run(unique, experienceId)
}

/** Bumps updated_at (a sub-resource changed). */
export function touchExperience(db: Database.Database, experienceId: number, now: string): void {
  statement(db, 'UPDATE experiences SET updated_at = ? WHERE id = ?').run(now, experienceId)
}
