import type Database from 'better-sqlite3'
import { statement } from '../platform/statements'
import {
  EXPERIENCE_COLUMNS,
  toExperience,
  toTexts,
  type RawExperience,
  type RawTexts,
} from './experiences.rows'
import type { CardTexts, ExperienceRow, ExperienceTextField, ExperienceTexts } from './experiences.types'

/**
 * Loading experiences and their texts for many experiences in one query: every field (detail, booking, inventory), or only
 * the card fields a listing shows. A listing of a city's ~60 experiences reads a few short columns instead of
 * every description, highlight and service list of every locale.
 */

function byExperience<R extends { experience_id: number; locale: string }, T>(
  raws: readonly R[],
  map: (raw: R) => T,
): Map<number, Record<string, T>> {
  const result = new Map<number, Record<string, T>>()
  for (const raw of raws) {
    let texts = result.get(raw.experience_id)
    if (texts === undefined) {
      texts = {}
      result.set(raw.experience_id, texts)
    }
    texts[raw.locale] = map(raw)
  }
  return result
}

export function loadTexts(
  db: Database.Database,
  ids: readonly number[],
): Map<number, Record<string, ExperienceTexts>> {
  const raws = statement(
    db,
    'SELECT * FROM experience_texts WHERE experience_id IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify(ids)) as RawTexts[]
  return byExperience(raws, toTexts)
}

export function loadCardTexts(
  db: Database.Database,
  ids: readonly number[],
): Map<number, Record<string, CardTexts>> {
  const raws = statement(
    db,
    `SELECT experience_id, locale, name, summary, cancellation_policies AS cancellationPolicies
     FROM experience_texts WHERE experience_id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(ids)) as Array<CardTexts & { experience_id: number; locale: string }>
  return byExperience(raws, ({ name, summary, cancellationPolicies }) => ({
    name,
    summary,
    cancellationPolicies,
  }))
}

/** A text in `locale`, falling back to en, then to any locale that has it; null when none has it. */
export function localizedText<F extends ExperienceTextField>(
  texts: Record<string, Pick<ExperienceTexts, F>>,
  locale: string,
  field: F,
): string | null {
  const own = texts[locale]?.[field] ?? texts.en?.[field]
  if (own !== undefined && own !== null) return own
  for (const entry of Object.values(texts)) if (entry[field] !== null) return entry[field]
  return null
}

export function getExperiencesByIds(
  db: Database.Database,
  ids: readonly number[],
): Map<number, ExperienceRow> {
  const raws = statement(
    db,
    `SELECT ${EXPERIENCE_COLUMNS} FROM experiences e WHERE e.id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(ids)) as RawExperience[]
  const texts = loadTexts(
    db,
    raws.map((raw) => raw.id),
  )
  return new Map(raws.map((raw) => [raw.id, toExperience(raw, texts.get(raw.id) ?? {})]))
}
