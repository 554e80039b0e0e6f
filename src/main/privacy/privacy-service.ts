import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { DeskError } from '../../shared/ipc'
import type { ClearedLocalData, ForgottenBooking } from '../../shared/ipc/privacy.contract'
import { counted } from '../../shared/i18n'
import { DOCUMENTS_FOLDER, documentFolderPath, removeDocumentFiles } from '../db/booking-document-files'
import { clearLocalRows, forgetBookingRows, unresolvedCreates, unsentWrites } from '../db/privacy.repo'
import type { Db } from '../db/statements'
import type { FileStore } from '../platform/types'

/**
 * "Forget this booking" and "Clear local data": a customer's names, birthdates and passport numbers leave this
 * computer, the cache file and its write-ahead log included. The connection runs with `secure_delete` (see
 * db/connection.ts), so deleted rows are overwritten with zeros; after the deletion the log is checkpointed and
 * truncated, so no older copy of a page survives in it.
 *
 * What the service keeps is the service's: a forgotten booking it still lists comes back at the next refresh.
 */
export interface PrivacyService {
  forgetBooking(bookingId: string): Promise<ForgottenBooking>
  clearLocalData(options: { signOut: boolean }): Promise<ClearedLocalData>
}

export interface PrivacyDeps {
  db: Db
  dataFolder: string
  files: Pick<FileStore, 'remove'>
  /** Removes the saved API keys and the signed-in users' tokens of every environment. */
  signOut(): void
  /** Tells the screens that cached bookings are gone (lists, the worklist, the bell). */
  changed(): void
}

/**
 * Folders of the data folder that hold customers' files: downloaded documents, and the files the Node host saves
 * in place of a save dialog (vouchers, documents; the desktop app saves where the agent chose, which is theirs).
 */
const FILE_FOLDERS = [DOCUMENTS_FOLDER, 'downloads'] as const

export function createPrivacyService(deps: PrivacyDeps): PrivacyService {
  const { db } = deps

  /** No older copy of a page in the write-ahead log: it is copied into the file and cut to zero bytes. */
  const truncateLog = (): void => {
    db.pragma('wal_checkpoint(TRUNCATE)')
  }

  const refuseUnsent = (count: number, booking: boolean): void => {
    if (count === 0) return
    throw new DeskError(
      'CONFLICT',
      `${counted('writesNotSent', count)} for ${booking ? 'this booking' : 'the bookings of this computer'} (a ` +
        'message, a cancellation or a document). Let the desk send it when the service is back, or discard it, ' +
        `then ${booking ? 'forget the booking' : 'clear the local data'} again.`,
    )
  }

  return {
    async forgetBooking(bookingId) {
      const removed = db.transaction(() => {
        refuseUnsent(unsentWrites(db, bookingId), true)
        return forgetBookingRows(db, bookingId)
      })()
      // Files after the rows are gone: a crash in between leaves files without rows, never rows without files.
      const files = await countFiles(join(deps.dataFolder, documentFolderPath(bookingId)))
      await rm(join(deps.dataFolder, documentFolderPath(bookingId)), { recursive: true, force: true })
      // Each recorded path too, should one lie outside the booking's folder (the files adapter keeps to the data folder).
      await removeDocumentFiles(deps.files, removed.files)
      truncateLog()
      deps.changed()
      return { bookingId, rows: removed.rows, files }
    },

    async clearLocalData({ signOut }) {
      const { bookings } = db.transaction(() => {
        refuseUnsent(unsentWrites(db), false)
        const creates = unresolvedCreates(db)
        if (creates > 0) {
          throw new DeskError(
            'CONFLICT',
            `The desk is still finding out whether ${counted('bookingsWereMade', creates)} ` +
              '(the service did not answer). Clear the local data once the service is back and it is known.',
          )
        }
        return clearLocalRows(db)
      })()
      let files = 0
      for (const folder of FILE_FOLDERS) {
        const path = join(deps.dataFolder, folder)
        files += await countFiles(path)
        await rm(path, { recursive: true, force: true })
      }
      truncateLog()
      // Pages freed by the deletion go back to the system, and the file is written afresh.
      db.exec('VACUUM')
      truncateLog()
      if (signOut) deps.signOut()
      deps.changed()
      return { bookings, files, signedOut: signOut }
    },
  }
}

/** Files under a folder, at any depth; 0 for a folder that is not there. */
async function countFiles(folder: string): Promise<number> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true })
    return entries.filter((entry) => entry.isFile()).length
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw error
  }
}
