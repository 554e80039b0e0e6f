import { randomBytes } from 'node:crypto'
import { open } from 'node:fs/promises'
import { DeskError, type FileRef } from '../../shared/ipc'
import type { FilePurpose } from '../../shared/ipc/files'

/**
 * Files the agent hands main for a channel (the logo, an experience's image, a booking's document): bytes never
 * travel inside a call. The host hands the file over first and the call names it by id (`FileRef`):
 * - Electron: the path of the file chosen or dropped (the preload's `webUtils.getPathForFile`), read only when a
 *   channel takes it, and only as much of it as that channel can use;
 * - web host: the bytes the page uploaded to `/uploads` (the token's route), at most MAX_HANDED_FILE_BYTES.
 * Either way the channel's own check (size, content type by the first bytes) then runs on the bytes, once, in
 * main. An id is unguessable, single-use and expires after ten minutes; at most MAX_WAITING wait at once.
 * A backup's bytes (the web host's `/uploads/backup`, up to MAX_BACKUP_FILE_BYTES) are taken by a backup channel
 * only, and at most MAX_WAITING_BACKUPS of them wait at once: their size is what bounds main's memory.
 */
export interface FileIntake {
  acceptPath(path: string): FileRef
  acceptBytes(bytes: Uint8Array, purpose?: FilePurpose): FileRef
  /**
   * The file's bytes, once; a file larger than `maxBytes` is refused before it is read. Its content is the
   * channel's own check. A file that is gone, too large, or an id unknown, used or expired: INVALID_INPUT.
   */
  take(ref: FileRef, maxBytes: number, purpose?: FilePurpose): Promise<Uint8Array>
}

const LIFETIME_MS = 10 * 60_000
const MAX_WAITING = 32
const MAX_WAITING_BACKUPS = 2

type Waiting = { path: string } | { bytes: Uint8Array; purpose: FilePurpose }

const refused = (message: string): DeskError => new DeskError('INVALID_INPUT', message, { field: 'file' })

export function createFileIntake(now: () => number): FileIntake {
  const waiting = new Map<string, Waiting & { expiresAt: number }>()
  const accept = (entry: Waiting): FileRef => {
    for (const [id, held] of waiting) if (held.expiresAt <= now()) waiting.delete(id)
    // The oldest goes first: a page that hands files over and never uses them cannot fill main's memory.
    while (waiting.size >= MAX_WAITING) waiting.delete(waiting.keys().next().value as string)
    if ('bytes' in entry && entry.purpose === 'backup') {
      const backups = [...waiting].filter(([, held]) => 'bytes' in held && held.purpose === 'backup')
      for (const [id] of backups.slice(0, Math.max(0, backups.length - MAX_WAITING_BACKUPS + 1))) {
        waiting.delete(id)
      }
    }
    const uploadId = randomBytes(18).toString('base64url')
    waiting.set(uploadId, { ...entry, expiresAt: now() + LIFETIME_MS })
    return { uploadId }
  }
  return {
    acceptPath: (path) => accept({ path }),
    acceptBytes: (bytes, purpose = 'document') => accept({ bytes, purpose }),
    async take({ uploadId }, maxBytes, purpose = 'document') {
      const entry = waiting.get(uploadId)
      waiting.delete(uploadId)
      if (entry === undefined || entry.expiresAt <= now()) {
        throw refused('This file was not handed over, or was used already: choose it again.')
      }
      if ('bytes' in entry) {
        if (entry.purpose === 'backup' && purpose !== 'backup') {
          throw refused('This file was handed over as a backup: only a restore takes it. Choose it again.')
        }
        if (entry.bytes.byteLength > maxBytes) throw tooLarge(maxBytes)
        return entry.bytes
      }
      return readAtMost(entry.path, maxBytes)
    },
  }
}

/** A limit in words: "5 MB", "512 KB" (the limits are whole MB or KB). */
const limitWords = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / 1024 / 1024)} MB` : `${Math.floor(bytes / 1024)} KB`

const tooLarge = (maxBytes: number): DeskError =>
  refused(
    `The file is larger than ${limitWords(maxBytes)}: at most ${limitWords(maxBytes)} can be sent. Nothing was sent.`,
  )

/** A regular file of at most `limit` bytes (never a folder or a device); a larger one is not read at all. */
async function readAtMost(path: string, limit: number): Promise<Uint8Array> {
  let handle
  try {
    handle = await open(path, 'r')
  } catch {
    throw refused('The file could not be opened: it may have been moved or deleted. Choose it again.')
  }
  try {
    const stat = await handle.stat()
    if (!stat.isFile()) throw refused('This is not a file: choose a file.')
    if (stat.size > limit) throw tooLarge(limit)
    // One byte more than the limit: a file that grew since its size was read is still caught.
    const buffer = new Uint8Array(Math.min(limit + 1, stat.size + 1))
    let filled = 0
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled)
      if (bytesRead === 0) break
      filled += bytesRead
    }
    if (filled > limit) throw tooLarge(limit)
    return buffer.subarray(0, filled)
  } finally {
    await handle.close()
  }
}
