import type Database from 'better-sqlite3'
import { statement } from '../platform/statements'

/**
 * Writes of hotel images, over the catalog's own `hotel_images` table (the catalog serves what is written here:
 * GET /api/v3/hotels/{id} lists images by position, and the image file route serves stored bytes). The main
 * picture is the one with the lowest position, so making an image primary or adding one moves only that image.
 */
export interface HotelImageRecord {
  id: number
  hotelId: number
  position: number
  name: string
  mediaType: string | null
}

const COLUMNS = 'id, hotel_id AS hotelId, position, name, media_type AS mediaType'

export function hotelImages(db: Database.Database, hotelId: number): HotelImageRecord[] {
  return statement(db, `SELECT ${COLUMNS} FROM hotel_images WHERE hotel_id = ? ORDER BY position, id`).all(
    hotelId,
  ) as HotelImageRecord[]
}

export function hotelImage(db: Database.Database, imageId: number): HotelImageRecord | null {
  return (
    (statement(db, `SELECT ${COLUMNS} FROM hotel_images WHERE id = ?`).get(imageId) as
      HotelImageRecord | undefined) ?? null
  )
}

/** True when this image is the hotel's main picture (first in position order). */
export function isPrimaryHotelImage(db: Database.Database, image: HotelImageRecord): boolean {
  return hotelImages(db, image.hotelId)[0]?.id === image.id
}

function edgePosition(db: Database.Database, hotelId: number, edge: 'first' | 'last'): number {
  const row = statement(
    db,
    'SELECT min(position) AS low, max(position) AS high FROM hotel_images WHERE hotel_id = ?',
  ).get(hotelId) as {
    low: number | null
    high: number | null
  }
  return edge === 'first' ? (row.low ?? 1) - 1 : (row.high ?? -1) + 1
}

export function insertHotelImage(
  db: Database.Database,
  image: { hotelId: number; name: string; primary: boolean; mediaType: string; data: Buffer },
): number {
  const position = edgePosition(db, image.hotelId, image.primary ? 'first' : 'last')
  return Number(
    statement(
      db,
      'INSERT INTO hotel_images (hotel_id, position, name, media_type, data) VALUES (?, ?, ?, ?, ?)',
    ).run(image.hotelId, position, image.name, image.mediaType, image.data).lastInsertRowid,
  )
}

/** Rename and/or move: primary true moves it first, primary false (on the main picture) moves it last. */
export function updateHotelImage(
  db: Database.Database,
  image: HotelImageRecord,
  changes: { name?: string; primary?: boolean },
): void {
  if (changes.name !== undefined)
    statement(db, 'UPDATE hotel_images SET name = ? WHERE id = ?').run(changes.name, image.id)
  if (changes.primary === undefined || changes.primary === isPrimaryHotelImage(db, image)) return
  const position = edgePosition(db, image.hotelId, changes.primary ? 'first' : 'last')
  statement(db, 'UPDATE hotel_images SET position = ? WHERE id = ?').run(position, image.id)
}

export function deleteHotelImage(db: Database.Database, imageId: number): void {
  statement(db, 'DELETE FROM hotel_images WHERE id = ?').run(imageId)
}
