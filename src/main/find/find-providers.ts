import type { BookingState } from '../../shared/domain/booking-states'
import type { FindHit, FindResult } from '../../shared/ipc/find.contract'
import { lookUpBookings } from '../db/booking-lookup.repo'
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

export function bookingsProvider(db: Db): FindProvider {
  return {
    name: 'bookings',
    search(text, limit) {
      return lookUpBookings(db, text, limit).map(({ summary, references }) => ({
        kind: 'booking',
        id: summary.id,
        title: customerName(summary.customerFirstName, summary.customerLastName),
        detail:
          [summary.productName, `${summary.checkIn} – ${summary.checkOut}`].filter(Boolean).join(', ') ||
          null,
        matchedReference: matchedReference(text, references),
        // The cache stores what the service sent; the contract's output check refuses anything else.
        state: summary.state as BookingState,
        checkIn: summary.checkIn,
      }))
    },
  }
}
