import type Database from 'better-sqlite3'
import { statement } from '../platform/statements'
import { EXPERIENCE_COLUMNS, toExperience, type RawExperience } from './experiences.rows'
import { getExperiencesByIds, loadCardTexts } from './experiences.load'
import type { AdultPrice, ChildPrice, ExperienceCard, ImageRow } from './experiences.types'

/**
 * The parsed card of every experience (its columns and card texts), its main image and the price ranges of every
 * period, kept per connection and reloaded when `experience_revision` moves: the triggers of experiences.schema.ts
 * count every change to those tables, whoever makes it. A listing then reads only the matching ids from SQLite instead of
 * converting ~40 columns and every locale's texts of each match on every request. The store holds a few hundred
 * experiences, so keeping them all costs little.
 *
 * Cards are shared between requests: callers copy, never change them.
 */

export interface KeptExperiences {
  revision: number
  cards: Map<number, ExperienceCard>
  /** The image a list shows, by experience id: its first own image (not a program day's), else its first. */
  mainImages: Map<number, Pick<ImageRow, 'id' | 'mediaType'>>
  /** Price ranges by period id, in their order. */
  adultPrices: Map<number, AdultPrice[]>
  childPrices: Map<number, ChildPrice[]>
}

const kept = new WeakMap<Database.Database, KeptExperiences>()

function byKey<T extends { key: number }>(rows: readonly T[]): Map<number, Array<Omit<T, 'key'>>> {
  const result = new Map<number, Array<Omit<T, 'key'>>>()
  for (const { key, ...rest } of rows) {
    const list = result.get(key)
    if (list === undefined) result.set(key, [rest])
    else list.push(rest)
  }
  return result
}

function revision(db: Database.Database): number {
  return (
    (statement(db, 'SELECT n FROM experience_revision WHERE id = 1').pluck().get() as number | undefined) ?? 0
  )
}

/** Main images of the experiences in `ids` (a JSON array), or of all when null. */
function mainImages(
  db: Database.Database,
  ids: string | null,
): Map<number, Pick<ImageRow, 'id' | 'mediaType'>> {
  const rows = statement(
    db,
    `SELECT experienceId, id, mediaType FROM (
       SELECT experience_id AS experienceId, id, media_type AS mediaType, row_number() OVER (
         PARTITION BY experience_id ORDER BY program_id IS NOT NULL, is_primary DESC, id) AS rank
       FROM experience_images WHERE ? IS NULL OR experience_id IN (SELECT value FROM json_each(?)))
     WHERE rank = 1`,
  ).all(ids, ids) as Array<{ experienceId: number; id: number; mediaType: string | null }>
  return new Map(rows.map(({ experienceId, id, mediaType }) => [experienceId, { id, mediaType }]))
}

function load(db: Database.Database, at: number): KeptExperiences {
  const raws = statement(db, `SELECT ${EXPERIENCE_COLUMNS} FROM experiences e`).all() as RawExperience[]
  const texts = loadCardTexts(
    db,
    raws.map((raw) => raw.id),
  )
  const adults = statement(
    db,
    `SELECT period_id AS key, id, price, min_pax AS minPax, max_pax AS maxPax FROM experience_adult_prices
     ORDER BY period_id, position, id`,
  ).all() as Array<AdultPrice & { key: number }>
  const children = statement(
    db,
    `SELECT period_id AS key, id, price, min_age AS minAge, max_age AS maxAge FROM experience_child_prices
     ORDER BY period_id, position, id`,
  ).all() as Array<ChildPrice & { key: number }>
  return {
    revision: at,
    cards: new Map(raws.map((raw) => [raw.id, toExperience(raw, texts.get(raw.id) ?? {})])),
    mainImages: mainImages(db, null),
    adultPrices: byKey(adults),
    childPrices: byKey(children),
  }
}

/**
 * What is kept of the experience tables, current as of this call; null inside a transaction when the kept copy is
 * stale. A copy loaded inside a transaction could outlive a rollback (which takes the revision back, and a later
 * write could reach the same number with other data), so callers then read SQLite directly.
 */
export function keptExperiences(db: Database.Database): KeptExperiences | null {
  const at = revision(db)
  const known = kept.get(db)
  if (known !== undefined && known.revision === at) return known
  if (db.inTransaction) return null
  const fresh = load(db, at)
  kept.set(db, fresh)
  return fresh
}

/** Cards of (at least) these experiences, by id: the kept ones, else read from SQLite. */
export function experienceCards(
  db: Database.Database,
  ids: readonly number[],
): ReadonlyMap<number, ExperienceCard> {
  return keptExperiences(db)?.cards ?? getExperiencesByIds(db, ids)
}

/** The image a list shows for each of these experiences (see KeptExperiences.mainImages). */
export function mainImagesOf(
  db: Database.Database,
  ids: readonly number[],
): ReadonlyMap<number, Pick<ImageRow, 'id' | 'mediaType'>> {
  return keptExperiences(db)?.mainImages ?? mainImages(db, JSON.stringify(ids))
}
