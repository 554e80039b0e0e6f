import type Database from 'better-sqlite3'
import { statement } from '../platform/statements'
import { EXPERIENCE_COLUMNS, toExperience, type RawExperience } from './experiences.rows'
import { loadCardTexts } from './experiences.load'
import type { ExperienceCard } from './experiences.types'

/**
 * The parsed card of every experience (its columns and card texts), kept per connection and rebuilt when
 * `experience_revision` moves: the triggers of experiences.schema.ts count every change to `experiences` and
 * `experience_texts`, whoever makes it. A listing then reads only the matching ids from SQLite instead of
 * converting ~40 columns and every locale's texts of each match on every request. The store holds a few hundred
 * experiences, so keeping them all costs little.
 *
 * Cards are shared between requests: callers copy, never change them.
 */

interface Cards {
  revision: number
  byId: Map<number, ExperienceCard>
}

const kept = new WeakMap<Database.Database, Cards>()

function revision(db: Database.Database): number {
  return (
    (statement(db, 'SELECT n FROM experience_revision WHERE id = 1').pluck().get() as number | undefined) ?? 0
  )
}

function load(db: Database.Database, at: number): Cards {
  const raws = statement(db, `SELECT ${EXPERIENCE_COLUMNS} FROM experiences e`).all() as RawExperience[]
  const texts = loadCardTexts(
    db,
    raws.map((raw) => raw.id),
  )
  return {
    revision: at,
    byId: new Map(raws.map((raw) => [raw.id, toExperience(raw, texts.get(raw.id) ?? {})])),
  }
}

/** Cards of every experience, current as of this call. */
export function experienceCards(db: Database.Database): ReadonlyMap<number, ExperienceCard> {
  const at = revision(db)
  const cards = kept.get(db)
  if (cards !== undefined && cards.revision === at) return cards.byId
  const fresh = load(db, at)
  // Inside a transaction the revision may still roll back (and later reach the same number with other data):
  // such a build serves this call only.
  if (!db.inTransaction) kept.set(db, fresh)
  return fresh.byId
}
