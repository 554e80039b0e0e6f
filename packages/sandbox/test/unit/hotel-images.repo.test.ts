import Database from 'better-sqlite3'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  deleteHotelImage,
  hotelImage,
  hotelImageFile,
  hotelImages,
  insertHotelImage,
  updateHotelImage,
} from '../../src/catalog/hotel-images.repo'
import { IMAGE_NAMES } from '../../src/catalog/names'
import { CATALOG_SCHEMA } from '../../src/catalog/schema'
import { seedCatalog } from '../../src/catalog/seed'

let db: Database.Database
beforeEach(() => {
  db = new Database(':memory:')
  db.exec(CATALOG_SCHEMA)
  db.transaction(() => seedCatalog(db, 42, 300))()
})

const storedRows = () => db.prepare('SELECT count(*) FROM hotel_images').pluck().get() as number
const png = Buffer.from('89504e470d0a1a0a', 'hex')

describe('demo hotel images', () => {
  it('are derived, not stored: 2 to 4 per hotel, consecutive ids across hotels, the façade first', () => {
    expect(storedRows()).toBe(0)
    let next = 1
    for (let hotelId = 1; hotelId <= 300; hotelId += 1) {
      const images = hotelImages(db, hotelId)
      expect(images.length).toBeGreaterThanOrEqual(2)
      expect(images.length).toBeLessThanOrEqual(4)
      expect(images.map((image) => image.id)).toEqual(images.map((_, index) => next + index))
      expect(images[0]?.name).toBe(IMAGE_NAMES[0])
      for (const image of images) {
        expect(IMAGE_NAMES).toContain(image.name)
        expect(hotelImage(db, image.id)).toEqual(image)
      }
      next += images.length
    }
    expect(hotelImage(db, next)).toBeNull()
    expect(hotelImage(db, 0)).toBeNull()
  })

  it('become rows with the same ids on the first write; a new image gets an id after every demo image', () => {
    const before = hotelImages(db, 10)
    const lastDemoId = Math.max(...hotelImages(db, 300).map((image) => image.id))
    const id = db.transaction(() =>
      insertHotelImage(db, { hotelId: 10, name: 'Roof', primary: false, mediaType: 'image/png', data: png }),
    )()
    expect(id).toBe(lastDemoId + 1)
    expect(hotelImages(db, 10)).toEqual([
      ...before,
      { id, hotelId: 10, position: before.length, name: 'Roof', mediaType: 'image/png' },
    ])
    expect(hotelImageFile(db, id)?.data).toEqual(png)
    expect(storedRows()).toBe(before.length + 1)
  })

  it('can be renamed, made secondary and deleted; the other hotels keep theirs', () => {
    const [first, second] = hotelImages(db, 20)
    if (first === undefined || second === undefined) throw new Error('no images')
    const neighbour = hotelImages(db, 21)
    db.transaction(() => updateHotelImage(db, first, { name: 'Front', primary: false }))()
    expect(hotelImages(db, 20).at(-1)).toMatchObject({ id: first.id, name: 'Front' })
    expect(hotelImages(db, 20)[0]?.id).toBe(second.id)
    db.transaction(() => deleteHotelImage(db, second))()
    expect(hotelImage(db, second.id)).toBeNull()
    expect(hotelImages(db, 20).map((image) => image.id)).not.toContain(second.id)
    expect(hotelImages(db, 21)).toEqual(neighbour)
    expect(hotelImage(db, neighbour[0]?.id ?? 0)).toEqual(neighbour[0])
  })
})
