import type Database from 'better-sqlite3'
import { roundMoney } from '../../../../src/shared/domain/money'
import { statement } from '../platform/statements'
import { refreshSearchText, type SqlValue } from './experiences.write'

/**
 * Writes of periods (with their authoritative price lists), program days, extras links, images and promotions.
 * Callers wrap multi-step writes in one transaction.
 */

export const PERIOD_COLUMN_DEFAULTS = {
  price: null,
  min_pax: null,
  max_pax: null,
  state: 'on_request',
  available_days: 127,
  allotments: null,
  room_supplement: null,
} satisfies Record<string, SqlValue>
export type PeriodColumns = Partial<
  Record<keyof typeof PERIOD_COLUMN_DEFAULTS | 'start_at' | 'end_at', SqlValue>
>

export function insertPeriod(
  db: Database.Database,
  experienceId: number,
  columns: PeriodColumns,
  now: string,
): number {
  const values: Record<string, SqlValue> = {
    ...PERIOD_COLUMN_DEFAULTS,
    ...columns,
    experience_id: experienceId,
    created_at: now,
    updated_at: now,
  }
  const names = Object.keys(values)
  const sql = `INSERT INTO experience_periods (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`
  return Number(statement(db, sql).run(...names.map((name) => values[name] ?? null)).lastInsertRowid)
}

export function updatePeriodColumns(
  db: Database.Database,
  periodId: number,
  columns: PeriodColumns,
  now: string,
): void {
  const names = Object.keys(columns) as Array<keyof PeriodColumns>
  const assignments = [...names.map((name) => `${name} = ?`), 'updated_at = ?']
  statement(db, `UPDATE experience_periods SET ${assignments.join(', ')} WHERE id = ?`).run(
    ...names.map((name) => columns[name] ?? null),
    now,
    periodId,
  )
}

/** Replaces a period's adult price ranges (authoritative list, kept in the order sent). */
export function replaceAdultPrices(
  db: Database.Database,
  periodId: number,
  prices: ReadonlyArray<{ price: number; minPax: number; maxPax: number }>,
): void {
  statement(db, 'DELETE FROM experience_adult_prices WHERE period_id = ?').run(periodId)
  prices.forEach((entry, position) =>
    statement(
      db,
      'INSERT INTO experience_adult_prices (period_id, position, price, min_pax, max_pax) VALUES (?, ?, ?, ?, ?)',
    ).run(periodId, position, roundMoney(entry.price), entry.minPax, entry.maxPax),
  )
}

/** Replaces a period's child price ranges (authoritative list, kept in the order sent). */
export function replaceChildPrices(
  db: Database.Database,
  periodId: number,
  prices: ReadonlyArray<{ price: number; minAge: number; maxAge: number }>,
): void {
  statement(db, 'DELETE FROM experience_child_prices WHERE period_id = ?').run(periodId)
  prices.forEach((entry, position) =>
    statement(
      db,
      'INSERT INTO experience_child_prices (period_id, position, price, min_age, max_age) VALUES (?, ?, ?, ?, ?)',
    ).run(periodId, position, roundMoney(entry.price), entry.minAge, entry.maxAge),
  )
}

export function deletePeriod(db: Database.Database, periodId: number): void {
  statement(db, 'DELETE FROM experience_periods WHERE id = ?').run(periodId)
}

export const PROGRAM_COLUMN_DEFAULTS = {
  starting_time: null,
  ending_time: null,
  accommodation_type: null,
  is_included_accommodation: 0,
  meals: '[]',
  pois: '[]',
} satisfies Record<string, SqlValue>
export type ProgramColumns = Partial<Record<keyof typeof PROGRAM_COLUMN_DEFAULTS | 'hotel_ids', SqlValue>>

/** Appends a day (its number is its rank in creation order). */
export function insertProgramDay(
  db: Database.Database,
  experienceId: number,
  columns: ProgramColumns,
  now: string,
): number {
  const values: Record<string, SqlValue> = {
    ...PROGRAM_COLUMN_DEFAULTS,
    ...columns,
    experience_id: experienceId,
    created_at: now,
    updated_at: now,
  }
  const names = Object.keys(values)
  const sql = `INSERT INTO experience_programs (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`
  return Number(statement(db, sql).run(...names.map((name) => values[name] ?? null)).lastInsertRowid)
}

export function updateProgramColumns(
  db: Database.Database,
  programId: number,
  columns: ProgramColumns,
  now: string,
): void {
  const names = Object.keys(columns) as Array<keyof ProgramColumns>
  const assignments = [...names.map((name) => `${name} = ?`), 'updated_at = ?']
  statement(db, `UPDATE experience_programs SET ${assignments.join(', ')} WHERE id = ?`).run(
    ...names.map((name) => columns[name] ?? null),
    now,
    programId,
  )
}

/** One locale's title and program of a day; `replace` sets both (null when omitted), else only the given keys. */
export function writeProgramTexts(
  db: Database.Database,
  program: { id: number; experienceId: number },
  locale: string,
  texts: { title?: string | null; program?: string | null },
  replace: boolean,
): void {
  statement(db, 'INSERT OR IGNORE INTO experience_program_texts (program_id, locale) VALUES (?, ?)').run(
    program.id,
    locale,
  )
  for (const field of ['title', 'program'] as const) {
    if (!replace && !(field in texts)) continue
    statement(db, `UPDATE experience_program_texts SET ${field} = ? WHERE program_id = ? AND locale = ?`).run(
      texts[field] ?? null,
      program.id,
      locale,
    )
  }
  refreshSearchText(db, program.experienceId)
}

/** Deletes a day (its texts and day pictures' link go with it); later days move up one number. */
export function deleteProgramDay(db: Database.Database, program: { id: number; experienceId: number }): void {
  statement(db, 'DELETE FROM experience_programs WHERE id = ?').run(program.id)
  refreshSearchText(db, program.experienceId)
}

export function insertExtra(
  db: Database.Database,
  experienceId: number,
  extraExperienceId: number,
  now: string,
): number {
  return Number(
    statement(
      db,
      'INSERT INTO experience_extras (experience_id, extra_experience_id, created_at) VALUES (?, ?, ?)',
    ).run(experienceId, extraExperienceId, now).lastInsertRowid,
  )
}

export function deleteExtra(db: Database.Database, extraId: number): void {
  statement(db, 'DELETE FROM experience_extras WHERE id = ?').run(extraId)
}

export function insertImage(
  db: Database.Database,
  image: {
    experienceId: number
    name: string
    primary: boolean
    mediaType: string | null
    data: Buffer | null
    programId?: number | null
    now: string
  },
): number {
  if (image.primary)
    statement(db, 'UPDATE experience_images SET is_primary = 0 WHERE experience_id = ?').run(
      image.experienceId,
    )
  return Number(
    statement(
      db,
      `INSERT INTO experience_images (experience_id, program_id, name, is_primary, media_type, byte_size, data, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      image.experienceId,
      image.programId ?? null,
      image.name,
      image.primary ? 1 : 0,
      image.mediaType,
      image.data === null ? null : image.data.length,
      image.data,
      image.now,
    ).lastInsertRowid,
  )
}

/** Renames and/or (un)sets primary. Setting primary takes the flag from the previous primary: one per experience. */
export function updateImage(
  db: Database.Database,
  image: { id: number; experienceId: number },
  changes: { name?: string; primary?: boolean },
): void {
  if (changes.name !== undefined)
    statement(db, 'UPDATE experience_images SET name = ? WHERE id = ?').run(changes.name, image.id)
  if (changes.primary === true) {
    statement(db, 'UPDATE experience_images SET is_primary = (id = ?) WHERE experience_id = ?').run(
      image.id,
      image.experienceId,
    )
  } else if (changes.primary === false) {
    statement(db, 'UPDATE experience_images SET is_primary = 0 WHERE id = ?').run(image.id)
  }
}

export function deleteImage(db: Database.Database, imageId: number): void {
  statement(db, 'DELETE FROM experience_images WHERE id = ?').run(imageId)
}

export function insertPromotion(
  db: Database.Database,
  promotion: {
    experienceId: number
    name: string
    startAt: string
    endAt: string
    weekdays: readonly number[]
    kind: 'percent' | 'amount'
    value: number
    now: string
  },
): number {
  return Number(
    statement(
      db,
      `INSERT INTO experience_promotions (experience_id, name, start_at, end_at, weekdays, kind, value, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      promotion.experienceId,
      promotion.name,
      promotion.startAt,
      promotion.endAt,
      JSON.stringify(promotion.weekdays),
      promotion.kind,
      promotion.value,
      promotion.now,
    ).lastInsertRowid,
  )
}
