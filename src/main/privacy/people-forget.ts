import { DeskError } from '../../shared/ipc'
import type { ForgottenCustomer } from '../../shared/ipc/privacy.contract'
import { bookingIdsOfFile } from '../agency-store/customer-list.repo'
import { getCustomer, reindexCustomer, type StoredCustomer } from '../agency-store/customers.repo'
import {
  eraseBookingsAgencyText,
  erasePassport,
  eraseCustomerRows,
  eraseTravellerRow,
  passportsPastRetention,
} from '../agency-store/people-privacy.repo'
import { eraseCustomerProposals } from '../agency-store/proposals.repo'
import { bumpRecordMeta, type Change } from '../agency-store/record-meta'
import { getTraveller } from '../agency-store/travellers.repo'
import { cachedBookingsService } from '../db/booking-cache-owner'
import { forgetBookingRows, unsentWrites } from '../db/privacy.repo'
import type { Db } from '../db/statements'

/**
 * Forgetting the agency's people (a customer with its travellers, or one traveller) and the passport retention.
 * Built by privacy-service.ts, which owns what every forget shares: the refusal of unsent writes, the removal of
 * document files and the checkpoint that leaves no older page in the write-ahead log.
 */
export interface PeopleForgetDeps {
  db: Db
  /** The active service (serviceIdentity): whose bookings the cache holds when no poll has said so yet. */
  service(): string | null
  /** Who and when, for the retention's change of a traveller. */
  change(): Change
  /** Refuses (throws) when writes for the customer's bookings still wait to be sent. */
  refuseUnsent(count: number): void
  /** Deletes the forgotten bookings' downloaded files; returns how many. */
  removeBookingFiles(bookingIds: readonly string[], recorded: readonly string[]): Promise<number>
  /** No older copy of a page in any log, and the agency file's free pages given back. */
  scrub(): void
  peopleChanged(customerIds: string[]): void
  bookingsChanged(): void
}

const NO_SUCH_CUSTOMER = 'There is no such customer (it may have been forgotten already).'

export function createPeopleForget(deps: PeopleForgetDeps) {
  const { db } = deps
  // The service whose bookings the cache holds (as people-service reads it), else the active one.
  const readService = (): string | null => cachedBookingsService(db) ?? deps.service()

  /** The customer's bookings in the cache: only when the cache holds its file's service. */
  const bookingsOf = (customer: StoredCustomer): string[] =>
    customer.fileId !== null && customer.service !== null && customer.service === readService()
      ? bookingIdsOfFile(db, customer.fileId)
      : []

  const refuseUnsentFor = (bookingIds: readonly string[]): void =>
    deps.refuseUnsent(bookingIds.reduce((sum, id) => sum + unsentWrites(db, id), 0))

  return {
    async forgetCustomer(customerId: string): Promise<ForgottenCustomer> {
      const removed = db
        .transaction(() => {
          // A deleted customer (a tombstone) still holds its name: it can be forgotten too.
          const customer = getCustomer(db, customerId)
          if (customer === null) throw new DeskError('NOT_FOUND', NO_SUCH_CUSTOMER)
          const bookingIds = bookingsOf(customer)
          refuseUnsentFor(bookingIds)
          let rows = 0
          const files: string[] = []
          for (const bookingId of bookingIds) {
            const gone = forgetBookingRows(db, bookingId)
            rows += gone.rows
            files.push(...gone.files)
          }
          // The agency's notes and reference on those bookings speak of the customer: they go with it. Other
          // customers' bookings (and proposals) keep theirs.
          if (customer.service !== null && bookingIds.length > 0)
            rows += eraseBookingsAgencyText(db, customer.service, bookingIds)
          // Its proposals hold its name and party too: they go with it.
          rows += eraseCustomerProposals(db, customerId)
          return { rows: rows + eraseCustomerRows(db, customerId), bookingIds, files }
        })
        .immediate()
      const files = await deps.removeBookingFiles(removed.bookingIds, removed.files)
      deps.scrub()
      deps.peopleChanged([customerId])
      if (removed.bookingIds.length > 0) deps.bookingsChanged()
      return { customerId, rows: removed.rows, bookings: removed.bookingIds.length, files }
    },

    forgetTraveller(travellerId: string): { travellerId: string; customerId: string } {
      const customerId = db
        .transaction(() => {
          const traveller = getTraveller(db, travellerId)
          if (traveller === null) throw new DeskError('NOT_FOUND', 'There is no such traveller.')
          const customer = getCustomer(db, traveller.customerId)
          if (customer !== null) refuseUnsentFor(bookingsOf(customer))
          eraseTravellerRow(db, travellerId)
          reindexCustomer(db, traveller.customerId)
          return traveller.customerId
        })
        .immediate()
      deps.scrub()
      deps.peopleChanged([customerId])
      return { travellerId, customerId }
    },

    /**
     * Erases the sealed passports of travellers whose last trip ended more than `months` months before `today`
     * (people-privacy.repo.ts says what a last trip is). Returns how many were erased.
     */
    erasePassportsPastRetention(months: number, today: Date): number {
      const cutoff = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()),
      )
        .toISOString()
        .slice(0, 10)
      const change = deps.change()
      const customers = db
        .transaction(() => {
          const holders = passportsPastRetention(db, { service: readService(), cutoff })
          for (const holder of holders) erasePassport(db, bumpRecordMeta(holder.meta, change))
          return holders.map((holder) => holder.customerId)
        })
        .immediate()
      if (customers.length === 0) return 0
      deps.scrub()
      deps.peopleChanged([...new Set(customers)])
      return customers.length
    },
  }
}

export type PeopleForget = ReturnType<typeof createPeopleForget>
