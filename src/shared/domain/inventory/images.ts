/**
 * Image files a supplier may upload: JPEG, PNG, GIF or WebP (spec, Limits), recognised by their first bytes, never by
 * the file's name or declared type, and at most 5 MiB (the sandbox's limit; the spec gives none).
 */
export const IMAGE_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const
export type ImageMediaType = (typeof IMAGE_MEDIA_TYPES)[number]
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((value, index) => bytes[at + index] === value)

/** The format the bytes are in, or null when they are none of the four. */
export function imageTypeOf(bytes: Uint8Array): ImageMediaType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp'
  return null
}

/** Why a file cannot be uploaded, in a sentence, or null when it can. */
export function imageFileProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return 'The file is empty.'
  if (imageTypeOf(bytes) === null) return 'This file is not a JPEG, PNG, GIF or WebP image.'
  if (bytes.length > MAX_IMAGE_BYTES)
    return `The image is ${(bytes.length / 1024 / 1024).toFixed(1)} MB; the service takes at most 5 MB.`
  return null
}

/** `data:image/png;base64,...` split into its type and base64 payload, or null when it is not one. */
export function parseDataUri(uri: string): { mediaType: string; base64: string } | null {
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(uri)
  return match === null ? null : { mediaType: match[1] as string, base64: match[2] as string }
}
