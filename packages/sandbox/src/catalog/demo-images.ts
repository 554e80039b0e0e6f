import { IMAGE_NAMES } from './names'

/**
 * The demo images of a hotel are not stored as rows: 100,000 hotels would write some 300,000 of them at every
 * start. A hotel keeps the id of its first demo image (`image_first`; a hotel's demo images have consecutive ids)
 * and `image_code`: the number of images in the low 3 bits, then 4 bits per image for its name in IMAGE_NAMES.
 * hotel-images.repo.ts turns them into rows of `hotel_images` the first time a write touches the hotel's images
 * (`images_stored` = 1 from then on), so the ids, names and order a client sees never change.
 */
export interface DemoImages {
  hotelId: number
  first: number
  code: number
}

export interface DemoImage {
  id: number
  hotelId: number
  position: number
  name: string
  mediaType: null
}

const COUNT_BITS = 3
const NAME_BITS = 4

/** The code of a hotel's demo images from their name indexes in IMAGE_NAMES (2 to 4 images, each index < 16). */
export function encodeDemoImages(nameIndexes: readonly number[]): number {
  return nameIndexes.reduce(
    (code, index, position) => code + index * 2 ** (COUNT_BITS + NAME_BITS * position),
    nameIndexes.length,
  )
}

export function demoImageCount(code: number): number {
  return code % 2 ** COUNT_BITS
}

export function demoImages(images: DemoImages): DemoImage[] {
  const count = demoImageCount(images.code)
  return Array.from({ length: count }, (_, position) => {
    const index = Math.floor(images.code / 2 ** (COUNT_BITS + NAME_BITS * position)) % 2 ** NAME_BITS
    return {
      id: images.first + position,
      hotelId: images.hotelId,
      position,
      name: IMAGE_NAMES[index] as string,
      mediaType: null,
    }
  })
}
