import { z } from 'zod'

/**
 * A file the agent chose, as a call names it: never its bytes. The host hands main the file first (Electron: the
 * path of the file chosen or dropped, from the preload; web host: the page's upload to `/uploads`) and gets this
 * id back; the channel takes the id, and main reads and checks the file then, the same way for both hosts.
 */
export const FileRef = z
  .object({
    uploadId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'This file was not handed over: choose it again.'),
  })
  .strict()
export type FileRef = z.infer<typeof FileRef>

/** The most a host takes in for one file: the largest of the channels' own limits (a document, an image). */
export const MAX_HANDED_FILE_BYTES = 5 * 1024 * 1024

/**
 * What a handed file is for. A backup (agency.db whole) is far larger than any document, so it has its own way in
 * (the web host's `/uploads/backup`) and its own bound, and only the backup channels take a file handed over so.
 */
export type FilePurpose = 'document' | 'backup'

/** The most a host takes in for a backup file: agency.db of a large agency, its logo and settings. */
export const MAX_BACKUP_FILE_BYTES = 512 * 1024 * 1024
