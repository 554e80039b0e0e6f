import { crc32 } from 'node:zlib'

/**
 * Uploaded images (experience and hotel image endpoints): a base64 data URI, checked by content. The format comes
 * from the bytes (magic numbers), never from the declared media type, and a minimal structural walk of the file
 * refuses a truncated or corrupt image: PNG chunks with their CRCs up to IEND, JPEG segments up to a scan and the
 * end-of-image marker, GIF blocks up to the trailer, WebP's RIFF chunks within the declared size.
 */
export const IMAGE_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number]

/** Largest decoded image accepted (the JSON body limit, 8 MiB, comes first for larger uploads). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

export interface ImageDataError {
  status: 400 | 413 | 415 | 422
  code:
    | 'REMOTE_IMAGE_NOT_ALLOWED'
    | 'INVALID_IMAGE_DATA'
    | 'IMAGE_TOO_LARGE'
    | 'UNSUPPORTED_IMAGE_TYPE'
    | 'INVALID_IMAGE'
  message: string
}
export type DecodedImage =
  { ok: true; mediaType: ImageMediaType; data: Buffer } | { ok: false; error: ImageDataError }

const fail = (
  status: ImageDataError['status'],
  code: ImageDataError['code'],
  message: string,
): DecodedImage => ({
  ok: false,
  error: { status, code, message },
})

export function decodeImageDataUri(value: string, maxBytes = MAX_IMAGE_BYTES): DecodedImage {
  const text = value.trim()
  if (/^([a-z][a-z0-9+.-]*:)?\/\//i.test(text) && !text.toLowerCase().startsWith('data:')) {
    return fail(
      400,
      'REMOTE_IMAGE_NOT_ALLOWED',
      'Remote image URLs are not accepted: send the file as a base64 data URI.',
    )
  }
  const match = /^data:([^,;]*)((?:;[^,;]*)*),/i.exec(text)
  if (match === null)
    return fail(400, 'INVALID_IMAGE_DATA', 'data must be a data URI: data:image/png;base64,....')
  if (!/;base64$/i.test(match[2] ?? ''))
    return fail(400, 'INVALID_IMAGE_DATA', 'The data URI must be base64-encoded (;base64,).')
  const payload = text.slice(match[0].length).replace(/\s+/g, '')
  if (payload === '') return fail(400, 'INVALID_IMAGE_DATA', 'The image is empty.')
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(payload) || payload.length % 4 === 1) {
    return fail(400, 'INVALID_IMAGE_DATA', 'The data URI payload is not valid base64.')
  }
  if (Math.floor((payload.length * 3) / 4) - 2 > maxBytes) {
    return fail(413, 'IMAGE_TOO_LARGE', `The image is larger than ${maxBytes} bytes.`)
  }
  const data = Buffer.from(payload, 'base64')
  if (data.length > maxBytes)
    return fail(413, 'IMAGE_TOO_LARGE', `The image is larger than ${maxBytes} bytes.`)
  const mediaType = sniffImageType(data)
  if (mediaType === null) {
    return fail(415, 'UNSUPPORTED_IMAGE_TYPE', 'The file is not a JPEG, PNG, GIF or WebP image.')
  }
  const problem = structureProblem(data, mediaType)
  if (problem !== null)
    return fail(422, 'INVALID_IMAGE', `The ${mediaType} image is truncated or corrupt: ${problem}.`)
  return { ok: true, mediaType, data }
}

/** The format by its magic number; null for anything else. */
export function sniffImageType(data: Buffer): ImageMediaType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png'
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg'
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'image/gif'
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'image/webp'
  return null
}

/** Why a file of this type is not whole, or null when its structure holds. */
export function structureProblem(data: Buffer, mediaType: ImageMediaType): string | null {
  switch (mediaType) {
    case 'image/png':
      return pngProblem(data)
    case 'image/jpeg':
      return jpegProblem(data)
    case 'image/gif':
      return gifProblem(data)
    default:
      return webpProblem(data)
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function pngProblem(data: Buffer): string | null {
  let offset = 8
  let first = true
  let sawData = false
  while (offset + 12 <= data.length) {
    const length = data.readUInt32BE(offset)
    const type = data.toString('latin1', offset + 4, offset + 8)
    const end = offset + 12 + length
    if (end > data.length) return `chunk ${type} runs past the end of the file`
    if (
      crc32(data.subarray(offset + 4, offset + 8 + length)) >>> 0 !==
      data.readUInt32BE(offset + 8 + length)
    ) {
      return `chunk ${type} fails its CRC`
    }
    if (first && (type !== 'IHDR' || length !== 13)) return 'it does not start with an IHDR chunk'
    if (first && (data.readUInt32BE(offset + 8) === 0 || data.readUInt32BE(offset + 12) === 0))
      return 'its size is zero'
    if (type === 'IDAT') sawData = true
    if (type === 'IEND') return sawData ? null : 'it has no image data'
    first = false
    offset = end
  }
  return 'the IEND chunk is missing'
}

/** SOF markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)

function jpegProblem(data: Buffer): string | null {
  let offset = 2
  let frame = false
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return 'a segment marker is missing'
    const marker = data[offset + 1] as number
    if (marker === 0xff) {
      offset += 1 // fill byte
      continue
    }
    const length = data.readUInt16BE(offset + 2)
    if (length < 2 || offset + 2 + length > data.length) return 'a segment runs past the end of the file'
    if (isStartOfFrame(marker)) {
      if (length < 8 || data.readUInt16BE(offset + 5) === 0 || data.readUInt16BE(offset + 7) === 0)
        return 'its frame has no size'
      frame = true
    }
    if (marker === 0xda) {
      if (!frame) return 'the scan comes before any frame header'
      // Entropy-coded data follows; the file must end with the end-of-image marker (trailing padding tolerated).
      let last = data.length
      while (last > offset && data[last - 1] === 0x00) last -= 1
      return last - 2 > offset + 2 + length && data[last - 2] === 0xff && data[last - 1] === 0xd9
        ? null
        : 'the end-of-image marker is missing'
    }
    offset += 2 + length
  }
  return 'it ends before the image data'
}

function gifProblem(data: Buffer): string | null {
  if (data.length < 13) return 'the header is incomplete'
  if (data.readUInt16LE(6) === 0 || data.readUInt16LE(8) === 0) return 'its size is zero'
  const packed = data[10] as number
  let offset = 13 + ((packed & 0x80) !== 0 ? 3 * (1 << ((packed & 0x07) + 1)) : 0)
  let images = 0
  const skipSubBlocks = (): boolean => {
    while (offset < data.length) {
      const size = data[offset] as number
      offset += 1 + size
      if (size === 0) return offset <= data.length
    }
    return false
  }
  while (offset < data.length) {
    const block = data[offset]
    if (block === 0x3b) return images > 0 ? null : 'it has no image'
    if (block === 0x21) {
      offset += 2
      if (!skipSubBlocks()) return 'an extension block is cut short'
    } else if (block === 0x2c) {
      if (offset + 10 > data.length) return 'an image descriptor is cut short'
      const local = data[offset + 9] as number
      offset += 10 + ((local & 0x80) !== 0 ? 3 * (1 << ((local & 0x07) + 1)) : 0) + 1
      if (!skipSubBlocks()) return 'the image data is cut short'
      images += 1
    } else return 'an unknown block was found'
  }
  return 'the trailer is missing'
}

function webpProblem(data: Buffer): string | null {
  const riffSize = data.readUInt32LE(4)
  if (riffSize + 8 > data.length) return 'the file is shorter than its RIFF size'
  let offset = 12
  let image = false
  while (offset + 8 <= riffSize + 8) {
    const type = data.toString('latin1', offset, offset + 4)
    const size = data.readUInt32LE(offset + 4)
    const end = offset + 8 + size + (size % 2)
    if (offset + 8 + size > riffSize + 8) return `chunk ${type.trim()} runs past the end of the file`
    if (type === 'VP8 ' && (size < 10 || data.readUIntBE(offset + 11, 3) !== 0x9d012a))
      return 'its VP8 frame header is invalid'
    if (type === 'VP8L' && (size < 5 || data[offset + 8] !== 0x2f)) return 'its VP8L header is invalid'
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANMF') image = true
    offset = end
  }
  return image ? null : 'it has no image data'
}
