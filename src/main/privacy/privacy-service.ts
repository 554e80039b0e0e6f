import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { DeskError } from '../../shared/ipc'
import type { ClearedLocalData, ForgottenBooking, ForgottenCustomer } from '../../shared/ipc/privacy.contract'
import { counted } from '../../shared/i18n'
import { DOCUMENTS_FOLDER, documentFolderPath, removeDocumentFiles } from '../db/booking-document-files'
import { clearLocalRows, forgetBookingRows, unresolvedCreates, unsentWrites } from '../db/privacy.repo'
import type { Db } from '../db/statements'
import type { FileStore } from '../platform/types'
import { eraseBookingsAgencyText, scrubAgencyFile } from '../agency-store/people-privacy.repo'
import type { Change } from '../agency-store/record-meta'
import { createPeopleForget } from './people-forget'

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
  /** A customer of the agency, its travellers and its cached bookings (people-forget.ts). */
  forgetCustomer(customerId: string): Promise<ForgottenCustomer>
  forgetTraveller(travellerId: string): { travellerId: string; customerId: string }
  /** The passport retention's daily run: passports of travellers whose last trip is `months` old are erased. */
  erasePassportsPastRetention(months: number): number
}

export interface PrivacyDeps {
  db: Db
  dataFolder: string
  files: Pick<FileStore, 'remove'>
  /** Removes the saved API keys and the signed-in users' tokens of every environment. */
  signOut(): void
  /** Tells the screens that cached bookings are gone (lists, the worklist, the bell). */
  changed(): void
  /** The active service (serviceIdentity). */
  service(): string | null
  /** Who and when, for the passport retention's changes of travellers. */
  change(): Change
  now(): Date
  /** Tells the screens that customers or travellers are gone or changed (`people.changed`). */
  peopleChanged(customerIds: string[]): void
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

  const refuseUnsent = (count: number, of: 'booking' | 'all' | 'customer'): void => {
    if (count === 0) return
    const what = {
      booking: 'this booking',
      all: 'the bookings of this computer',
      customer: "this customer's bookings",
    }
    const then = { booking: 'forget the booking', all: 'clear the local data', customer: 'forget again' }
    throw new DeskError(
      'CONFLICT',
      `${counted('writesNotSent', count)} for ${what[of]} (a message, a cancellation or a document). Let the ` +
        `desk send it when the service is back, or discard it, then ${then[of]}.`,
    )
  }

  const people = createPeopleForget({
    db,
    service: deps.service,
    change: deps.change,
    refuseUnsent: (count) => refuseUnsent(count, 'customer'),
    async removeBookingFiles(bookingIds, recorded) {
      let files = 0
      for (const bookingId of bookingIds) {
        const folder = join(deps.dataFolder, documentFolderPath(bookingId))
        files += await countFiles(folder)
        await rm(folder, { recursive: true, force: true })
      }
      await removeDocumentFiles(deps.files, recorded)
      return files
    },
    scrub: () => scrubAgencyFile(db),
    peopleChanged: deps.peopleChanged,
    bookingsChanged: deps.changed,
  })

  return {
    async forgetBooking(bookingId) {
      const removed = db.transaction(() => {
        refuseUnsent(unsentWrites(db, bookingId), 'booking')
        const removed = forgetBookingRows(db, bookingId)
        // The agency's notes and reference on it (agency.db) speak of its customer: they go too.
        return { ...removed, rows: removed.rows + eraseBookingsAgencyText(db, null, [bookingId]) }
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
        refuseUnsent(unsentWrites(db), 'all')
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

    forgetCustomer: people.forgetCustomer,
    forgetTraveller: people.forgetTraveller,
    erasePassportsPastRetention: (months) => people.erasePassportsPastRetention(months, deps.now()),
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
