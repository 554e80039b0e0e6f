import { randomBytes } from 'node:crypto'

/**
 * Files handed to a browser (the web host has no save dialog): each is kept under an unguessable, single-use id
 * for a minute, and the web host serves it once at `/downloads/<id>` as an attachment. Nothing else of the data
 * folder is reachable that way.
 */
export interface DownloadLinks {
  /** The link's path, relative to the web host's origin. */
  offer(fileName: string, bytes: Uint8Array): string
  /** The file of a link, once; null when unknown, taken already or expired. */
  take(id: string): { fileName: string; bytes: Uint8Array } | null
}

const LIFETIME_MS = 60_000

export function createDownloadLinks(now: () => number = Date.now): DownloadLinks {
  const offered = new Map<string, { fileName: string; bytes: Uint8Array; expiresAt: number }>()
  const sweep = (): void => {
    for (const [id, entry] of offered) if (entry.expiresAt <= now()) offered.delete(id)
  }
  return {
    offer(fileName, bytes) {
      sweep()
      const id = randomBytes(18).toString('base64url')
      offered.set(id, { fileName, bytes, expiresAt: now() + LIFETIME_MS })
      return `/downloads/${id}`
    },
    take(id) {
      sweep()
      const entry = offered.get(id)
      if (entry === undefined) return null
      offered.delete(id)
      return { fileName: entry.fileName, bytes: entry.bytes }
    },
  }
}
