import type { BookingState } from '../../shared/domain/booking-states'
import type { FindHit, FindResult } from '../../shared/ipc/find.contract'
import type { AgencyTextHit } from '../agency-store/booking-text.repo'
import { lookUpBookings, lookUpBookingsByIds, type LookedUpBooking } from '../db/booking-lookup.repo'
import type { Db } from '../db/statements'
import { matchedReference } from './reference-match'

/**
 * The command box's search in main: a list of providers, each answering from the local cache for the kinds it
 * owns, asked in order. Bookings come first (what a caller asks about), the catalog after; the agency's notes,
 * customers and saved views are providers to append when their store exists.
 */
export interface FindProvider {
  readonly name: string
  search(text: string, limit: number): FindHit[]
}

export function findEverywhere(
  providers: readonly FindProvider[],
  input: { text: string; limit: number },
): FindResult {
  return { text: input.text, hits: providers.flatMap((provider) => provider.search(input.text, input.limit)) }
}

const customerName = (first: string, last: string): string =>
  [last.toUpperCase(), first].filter((part) => part.trim() !== '').join(' ')

/** Bookings the text finds in the agency's own data (its reference, its notes' words): agency.db. */
export type AgencyTextSearch = (text: string, limit: number) => AgencyTextHit[]

function bookingHit(text: string, found: LookedUpBooking, agency: AgencyTextHit | undefined): FindHit {
  const { summary, references } = found
  const agencyRef = agency?.reference ?? null
  return {
    kind: 'booking',
    id: summary.id,
    title: customerName(summary.customerFirstName, summary.customerLastName),
    detail:
      [summary.productName, `${summary.checkIn} – ${summary.checkOut}`].filter(Boolean).join(', ') || null,
    matchedReference: matchedReference(text, agencyRef === null ? references : [agencyRef, ...references]),
    matchedNote: agency?.noteExcerpt ?? null,
    // The cache stores what the service sent; the contract's output check refuses anything else.
    state: summary.state as BookingState,
    checkIn: summary.checkIn,
  }
}

/**
 * Bookings by the cache's lookup (references, names) and by the agency's own data (its reference, its notes),
 * the cache's best first, each booking once.
 */
export function bookingsProvider(db: Db, agencyText: AgencyTextSearch = () => []): FindProvider {
  return {
    name: 'bookings',
    search(text, limit) {
      const fromAgency = agencyText(text, limit)
      const agencyById = new Map(fromAgency.map((hit) => [hit.bookingId, hit]))
      const fromCache = lookUpBookings(db, text, limit)
      const seen = new Set(fromCache.map((found) => found.summary.id))
      const onlyAgency = lookUpBookingsByIds(
        db,
        fromAgency.map((hit) => hit.bookingId).filter((id) => !seen.has(id)),
      )
      // A reference typed outweighs a name or a note: agency reference hits join ahead of the cache's name hits.
      const byAgencyRef = onlyAgency.filter((found) => agencyById.get(found.summary.id)?.noteExcerpt === null)
      const byNote = onlyAgency.filter((found) => agencyById.get(found.summary.id)?.noteExcerpt !== null)
      return [...byAgencyRef, ...fromCache, ...byNote]
        .slice(0, limit)
        .map((found) => bookingHit(text, found, agencyById.get(found.summary.id)))
    },
  }
}
