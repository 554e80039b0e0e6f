import type Database from 'better-sqlite3'
import { statement } from '../platform/statements'
import { demoImageCount, demoImages, type DemoImages } from './demo-images'

/**
 * Hotel images: a hotel's demo images (demo-images.ts, derived from its row) until a write touches them, then rows
 * of the catalog's `hotel_images` table (the catalog serves what is written here: GET /api/v3/hotels/{id} lists
 * images by position, and the image file route serves stored bytes). The main picture is the one with the lowest
 * position, so making an image primary or adding one moves only that image.
 */
export interface HotelImageRecord {
  id: number
  hotelId: number
  position: number
  name: string
  mediaType: string | null
}

const COLUMNS = 'id, hotel_id AS hotelId, position, name, media_type AS mediaType'

interface HotelImagesState extends DemoImages {
  stored: 0 | 1
}

const STATE = 'id AS hotelId, image_first AS first, image_code AS code, images_stored AS stored'

function imagesState(db: Database.Database, hotelId: number): HotelImagesState | null {
  return (
    (statement(db, `SELECT ${STATE} FROM hotels WHERE id = ?`).get(hotelId) as
      HotelImagesState | undefined) ?? null
  )
}

function storedImages(db: Database.Database, hotelIds: readonly number[]): HotelImageRecord[] {
  if (hotelIds.length === 0) return []
  return statement(
    db,
    `SELECT ${COLUMNS} FROM hotel_images WHERE hotel_id IN (SELECT value FROM json_each(?))
     ORDER BY hotel_id, position, id`,
  ).all(JSON.stringify(hotelIds)) as HotelImageRecord[]
}

/** Images of these hotels, in display order (hotels without images, or unknown, are absent). */
export function imagesOfHotels(
  db: Database.Database,
  hotelIds: readonly number[],
): Map<number, HotelImageRecord[]> {
  const states = statement(
    db,
    `SELECT ${STATE} FROM hotels WHERE id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(hotelIds)) as HotelImagesState[]
  const byHotel = new Map<number, HotelImageRecord[]>()
  for (const state of states) if (state.stored === 0) byHotel.set(state.hotelId, demoImages(state))
  const stored = states.filter((state) => state.stored === 1).map((state) => state.hotelId)
  for (const row of storedImages(db, stored)) {
    const list = byHotel.get(row.hotelId)
    if (list === undefined) byHotel.set(row.hotelId, [row])
    else list.push(row)
  }
  return byHotel
}

export function hotelImages(db: Database.Database, hotelId: number): HotelImageRecord[] {
  return imagesOfHotels(db, [hotelId]).get(hotelId) ?? []
}

/** A stored image with its file (null data = a generated placeholder), else a demo image not yet stored. */
export function hotelImageFile(
  db: Database.Database,
  imageId: number,
): (HotelImageRecord & { data: Buffer | null }) | null {
  const row = statement(db, `SELECT ${COLUMNS}, data FROM hotel_images WHERE id = ?`).get(imageId) as
    (HotelImageRecord & { data: Buffer | null }) | undefined
  if (row !== undefined) return row
  // The hotel whose demo images start at or before this id (hotels_image_first); stored ones are rows or deleted.
  const state = statement(
    db,
    `SELECT ${STATE} FROM hotels WHERE image_first <= ? ORDER BY image_first DESC LIMIT 1`,
  ).get(imageId) as HotelImagesState | undefined
  if (state === undefined || state.stored === 1) return null
  const image = demoImages(state)[imageId - state.first]
  return image === undefined ? null : { ...image, data: null }
}

export function hotelImage(db: Database.Database, imageId: number): HotelImageRecord | null {
  const file = hotelImageFile(db, imageId)
  if (file === null) return null
  const { data: _data, ...image } = file
  return image
}

/** True when this image is the hotel's main picture (first in position order). */
export function isPrimaryHotelImage(db: Database.Database, image: HotelImageRecord): boolean {
  return hotelImages(db, image.hotelId)[0]?.id === image.id
}

/** Before the first write to a hotel's images: its demo images become rows, with the ids they were shown with. */
function storeDemoImages(db: Database.Database, hotelId: number): void {
  const state = imagesState(db, hotelId)
  if (state === null || state.stored === 1) return
  const insert = statement(db, 'INSERT INTO hotel_images (id, hotel_id, position, name) VALUES (?, ?, ?, ?)')
  for (const image of demoImages(state)) insert.run(image.id, image.hotelId, image.position, image.name)
  statement(db, 'UPDATE hotels SET images_stored = 1 WHERE id = ?').run(hotelId)
}

/** The next free image id: after every stored image and every demo image (stored or not). */
function nextImageId(db: Database.Database): number {
  const stored = statement(db, 'SELECT max(id) FROM hotel_images').pluck().get() as number | null
  const last = statement(
    db,
    'SELECT image_first, image_code FROM hotels ORDER BY image_first DESC LIMIT 1',
  ).get() as { image_first: number; image_code: number } | undefined
  const demo = last === undefined ? 0 : last.image_first + demoImageCount(last.image_code) - 1
  return Math.max(stored ?? 0, demo) + 1
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

/** Call inside a transaction (as the writes below). */
export function insertHotelImage(
  db: Database.Database,
  image: { hotelId: number; name: string; primary: boolean; mediaType: string; data: Buffer },
): number {
  storeDemoImages(db, image.hotelId)
  const position = edgePosition(db, image.hotelId, image.primary ? 'first' : 'last')
  const id = nextImageId(db)
  statement(
    db,
    'INSERT INTO hotel_images (id, hotel_id, position, name, media_type, data) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(id, image.hotelId, position, image.name, image.mediaType, image.data)
  return id
}

/** Rename and/or move: primary true moves it first, primary false (on the main picture) moves it last. */
export function updateHotelImage(
  db: Database.Database,
  image: HotelImageRecord,
  changes: { name?: string; primary?: boolean },
): void {
  storeDemoImages(db, image.hotelId)
  if (changes.name !== undefined)
    statement(db, 'UPDATE hotel_images SET name = ? WHERE id = ?').run(changes.name, image.id)
  if (changes.primary === undefined || changes.primary === isPrimaryHotelImage(db, image)) return
  const position = edgePosition(db, image.hotelId, changes.primary ? 'first' : 'last')
  statement(db, 'UPDATE hotel_images SET position = ? WHERE id = ?').run(position, image.id)
}

export function deleteHotelImage(
  db: Database.Database,
  image: Pick<HotelImageRecord, 'id' | 'hotelId'>,
): void {
  storeDemoImages(db, image.hotelId)
  statement(db, 'DELETE FROM hotel_images WHERE id = ?').run(image.id)
}
