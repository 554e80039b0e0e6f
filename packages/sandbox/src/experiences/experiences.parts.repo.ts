import type Database from 'better-sqlite3'
import { statement } from '../platform/statements'
import { IMAGE_COLUMNS, toImage, type RawImage } from './experiences.rows'
import { keptSale } from './experiences.sale'
import type { ExtraLinkRow, ImageRow, Poi, ProgramDayRow } from './experiences.types'

/** Program days, extras links and images of an experience. See experiences.repo.ts for the contract. */

interface RawProgram {
  id: number
  experience_id: number
  day: number
  starting_time: string | null
  ending_time: string | null
  accommodation_type: ProgramDayRow['accommodationType']
  is_included_accommodation: number
  meals: string
  pois: string
  hotel_ids: string
}

// `day` is the rank in creation order among the remaining days: deleting one shifts the later numbers.
const PROGRAM_SELECT = `SELECT id, experience_id, starting_time, ending_time, accommodation_type,
  is_included_accommodation, meals, pois, hotel_ids,
  row_number() OVER (PARTITION BY experience_id ORDER BY id) AS day
  FROM experience_programs`

function toPrograms(db: Database.Database, raws: RawProgram[]): ProgramDayRow[] {
  const days: ProgramDayRow[] = raws.map((raw) => ({
    id: raw.id,
    experienceId: raw.experience_id,
    day: raw.day,
    startingTime: raw.starting_time,
    endingTime: raw.ending_time,
    accommodationType: raw.accommodation_type,
    isIncludedAccommodation: raw.is_included_accommodation === 1,
    meals: JSON.parse(raw.meals) as string[],
    pois: JSON.parse(raw.pois) as Poi[],
    hotelIds: JSON.parse(raw.hotel_ids) as number[],
    texts: {},
  }))
  if (days.length === 0) return days
  const byId = new Map(days.map((day) => [day.id, day]))
  const texts = statement(
    db,
    `SELECT program_id AS programId, locale, title, program FROM experience_program_texts
     WHERE program_id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(days.map((day) => day.id))) as Array<{
    programId: number
    locale: string
    title: string | null
    program: string | null
  }>
  for (const text of texts) {
    const day = byId.get(text.programId)
    if (day !== undefined) day.texts[text.locale] = { title: text.title, program: text.program }
  }
  return days
}

/** Program days in day order (program experiences only; [] for other types). */
export function getProgramDays(db: Database.Database, experienceId: number): ProgramDayRow[] {
  const raws = statement(db, `SELECT * FROM (${PROGRAM_SELECT} WHERE experience_id = ?) ORDER BY day`).all(
    experienceId,
  ) as RawProgram[]
  return toPrograms(db, raws)
}

export function getProgramDay(db: Database.Database, programId: number): ProgramDayRow | null {
  const raws = statement(
    db,
    `SELECT * FROM (${PROGRAM_SELECT} WHERE experience_id = (SELECT experience_id FROM experience_programs
       WHERE id = ?)) WHERE id = ?`,
  ).all(programId, programId) as RawProgram[]
  return toPrograms(db, raws)[0] ?? null
}

const EXTRA_COLUMNS = `id, experience_id AS experienceId, extra_experience_id AS extraExperienceId,
  created_at AS createdAt`

/** Add-on links of an experience, in the order they were added. */
export function getExtras(db: Database.Database, experienceId: number): ExtraLinkRow[] {
  return statement(
    db,
    `SELECT ${EXTRA_COLUMNS} FROM experience_extras WHERE experience_id = ? ORDER BY id`,
  ).all(experienceId) as ExtraLinkRow[]
}

/** Add-on links of many experiences, by experience id, each in the order they were added. */
export function getExtrasOf(
  db: Database.Database,
  experienceIds: readonly number[],
): Map<number, ExtraLinkRow[]> {
  const sale = keptSale(db)
  if (sale !== null) {
    const kept = new Map<number, ExtraLinkRow[]>()
    for (const id of experienceIds) {
      const links = sale.extras.get(id)
      if (links !== undefined) kept.set(id, links)
    }
    return kept
  }
  const links = statement(
    db,
    `SELECT ${EXTRA_COLUMNS} FROM experience_extras WHERE experience_id IN (SELECT value FROM json_each(?))
     ORDER BY id`,
  ).all(JSON.stringify(experienceIds)) as ExtraLinkRow[]
  const result = new Map<number, ExtraLinkRow[]>()
  for (const link of links) {
    const list = result.get(link.experienceId)
    if (list === undefined) result.set(link.experienceId, [link])
    else list.push(link)
  }
  return result
}

export function getExtra(db: Database.Database, extraId: number): ExtraLinkRow | null {
  return (
    (statement(db, `SELECT ${EXTRA_COLUMNS} FROM experience_extras WHERE id = ?`).get(extraId) as
      ExtraLinkRow | undefined) ?? null
  )
}

/** Images of an experience: the primary first, then in upload order. */
export function getImages(db: Database.Database, experienceId: number): ImageRow[] {
  const raws = statement(
    db,
    `SELECT ${IMAGE_COLUMNS} FROM experience_images WHERE experience_id = ? ORDER BY is_primary DESC, id`,
  ).all(experienceId) as RawImage[]
  return raws.map(toImage)
}

/** Images of many experiences (list pages), by experience id. */
export function getImagesOf(
  db: Database.Database,
  experienceIds: readonly number[],
): Map<number, ImageRow[]> {
  const raws = statement(
    db,
    `SELECT ${IMAGE_COLUMNS} FROM experience_images WHERE experience_id IN (SELECT value FROM json_each(?))
     ORDER BY experience_id, is_primary DESC, id`,
  ).all(JSON.stringify(experienceIds)) as RawImage[]
  const result = new Map<number, ImageRow[]>()
  for (const image of raws.map(toImage)) {
    const list = result.get(image.experienceId)
    if (list === undefined) result.set(image.experienceId, [image])
    else list.push(image)
  }
  return result
}

export function getImage(db: Database.Database, imageId: number): ImageRow | null {
  const raw = statement(db, `SELECT ${IMAGE_COLUMNS} FROM experience_images WHERE id = ?`).get(imageId) as
    RawImage | undefined
  return raw === undefined ? null : toImage(raw)
}

/** The stored file of an image; data null = the generated placeholder PNG. */
export function getImageFile(
  db: Database.Database,
  imageId: number,
): { id: number; mediaType: string | null; data: Buffer | null } | null {
  return (
    (statement(db, 'SELECT id, media_type AS mediaType, data FROM experience_images WHERE id = ?').get(
      imageId,
    ) as { id: number; mediaType: string | null; data: Buffer | null } | undefined) ?? null
  )
}

/** Collection sizes reported by the v3 experience (periodsCount, programsCount, extrasCount, imagesCount). */
export function collectionCounts(
  db: Database.Database,
  experienceId: number,
): { periodsCount: number; programsCount: number; extrasCount: number; imagesCount: number } {
  return statement(
    db,
    `SELECT (SELECT count(*) FROM experience_periods WHERE experience_id = @id) AS periodsCount,
       (SELECT count(*) FROM experience_programs WHERE experience_id = @id) AS programsCount,
       (SELECT count(*) FROM experience_extras WHERE experience_id = @id) AS extrasCount,
       (SELECT count(*) FROM experience_images WHERE experience_id = @id) AS imagesCount`,
  ).get({ id: experienceId }) as {
    periodsCount: number
    programsCount: number
    extrasCount: number
    imagesCount: number
  }
}
