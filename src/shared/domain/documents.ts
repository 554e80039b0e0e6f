/**
 * Booking documents on this computer: what an upload may be, and the name a file from the service is saved under.
 * The renderer checks an upload with these before sending it; main checks it again before it reaches the service.
 */

/** The largest upload the desk sends (the service's limit is not stated; the sandbox takes 5 MiB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

const SIGNATURES: ReadonlyArray<{ type: string; extension: string; test: (bytes: Uint8Array) => boolean }> = [
  { type: 'application/pdf', extension: 'pdf', test: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  {
    type: 'image/png',
    extension: 'png',
    test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { type: 'image/jpeg', extension: 'jpg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', extension: 'gif', test: (b) => startsWith(b, [0x47, 0x49, 0x46, 0x38]) },
  {
    type: 'image/webp',
    extension: 'webp',
    test: (b) =>
      startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
]

/** Media types an upload may have, as read from its first bytes (never from its name or what the browser says). */
export const ACCEPTED_UPLOAD_TYPES: readonly string[] = SIGNATURES.map((signature) => signature.type)

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte)
}

/** The media type the content is, by its signature; null for anything the desk does not upload. */
export function sniffDocumentType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((signature) => signature.test(bytes))?.type ?? null
}

export type UploadCheck = { ok: true; mediaType: string } | { ok: false; reason: string }

/** Whether a file may be uploaded, with the reason in the agent's words when it may not. */
export function checkUpload(bytes: Uint8Array): UploadCheck {
  if (bytes.length === 0) return { ok: false, reason: 'The file is empty.' }
  if (bytes.length > MAX_UPLOAD_BYTES) {
    const mb = (bytes.length / 1024 / 1024).toFixed(1)
    return { ok: false, reason: `The file is ${mb} MB; documents can be at most 5 MB.` }
  }
  const mediaType = sniffDocumentType(bytes)
  if (mediaType === null) {
    return { ok: false, reason: 'Only PDF, PNG, JPEG, GIF and WebP documents can be attached.' }
  }
  return { ok: true, mediaType }
}

/** Windows' reserved device names: a file named so (with any extension) cannot be created there. */
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i
const MAX_NAME_LENGTH = 150

/**
 * A name a file from the service can be saved under in any folder of any system: no folder part (`../`, `C:\`,
 * `/etc/`), no control or reserved characters, not a reserved device name, no trailing dot or space, at most 150
 * characters with the extension kept. `fallback` when nothing usable is left.
 */
export function safeFileName(name: string, fallback = 'document'): string {
  const lastPart = name.split(/[\\/]/).pop() ?? ''
  let cleaned = lastPart
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '')
  if (cleaned.startsWith('.')) cleaned = cleaned.replace(/^\.+/, '')
  const dot = cleaned.lastIndexOf('.')
  let stem = dot > 0 ? cleaned.slice(0, dot) : cleaned
  const extension = dot > 0 ? cleaned.slice(dot + 1).slice(0, 10) : ''
  if (stem === '' || RESERVED.test(stem.split('.')[0] ?? '')) stem = stem === '' ? fallback : `_${stem}`
  const room = MAX_NAME_LENGTH - (extension === '' ? 0 : extension.length + 1)
  stem = [...stem].slice(0, room).join('').trim()
  return extension === '' ? stem : `${stem}.${extension}`
}

/** `name (2).pdf` for the second file of that name in a folder: what a save never overwrites without asking. */
export function numberedFileName(name: string, copy: number): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? `${name.slice(0, dot)} (${copy})${name.slice(dot)}` : `${name} (${copy})`
}
