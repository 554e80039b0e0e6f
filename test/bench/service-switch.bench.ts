/**
 * A switch of service over two caches of 10,000 bookings each: the time `claimBookingCache` takes to park one
 * service's bookings (list items, experiences, seen states, cursors) and bring the other's back, both ways, and
 * the list's first page right after it, against re-reading the list from nothing (what a cleared cache gave: the
 * first poll's write of every list item). Prints p50/p95. Asserts nothing.
 */
import { claimBookingCache } from '../../src/main/db/booking-cache-owner'
import { upsertBookingListItems } from '../../src/main/db/booking-list-items.repo'
import { clearBookingCache } from '../../src/main/db/booking-cache.repo'
import { countBookings, listBookings } from '../../src/main/db/booking-queries.repo'
import { openDatabase } from '../../src/main/db/connection'
import { recordSeenStates } from '../../src/main/db/seen-states.repo'
import { demoBookingItems } from './bookings-demo'
import { benchSize } from './bench-size'

export const title = 'Switch of service: park one cache of 10,000 bookings and bring another back'

const BOOKINGS = benchSize(10_000, 300)
const ROUNDS = benchSize(10, 2)
const STAGING = 'staging https://staging.example.test'

function percentiles(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95) }
}

export async function run(): Promise<void> {
  const { db } = openDatabase({ file: ':memory:' })
  const items = demoBookingItems(BOOKINGS)
  const at = new Date().toISOString()
  const fill = (): void => {
    upsertBookingListItems(db, items, at)
    recordSeenStates(
      db,
      items.map((item) => ({ bookingId: item.id, state: item.state, seenAt: at })),
    )
  }
  claimBookingCache(db, 'sandbox', at)
  fill()
  claimBookingCache(db, STAGING, at)
  fill()

  const switches: number[] = []
  const firstPages: number[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now()
    claimBookingCache(db, round % 2 === 0 ? 'sandbox' : STAGING, at)
    switches.push(performance.now() - started)
    const listed = performance.now()
    listBookings(db, { hideReplaced: true }, { limit: 50 })
    countBookings(db, { hideReplaced: true })
    firstPages.push(performance.now() - listed)
  }
  const refills: number[] = []
  for (let round = 0; round < 3; round += 1) {
    clearBookingCache(db)
    const started = performance.now()
    fill()
    refills.push(performance.now() - started)
  }
  const show = (label: string, samples: number[]): void => {
    const { p50, p95 } = percentiles(samples)
    console.log(
      `  ${label.padEnd(58)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`,
    )
  }
  console.log(`${BOOKINGS.toLocaleString('en')} bookings per service, ${ROUNDS} switches:`)
  show('switch (park one cache, bring the other back)', switches)
  show('first page and total of the list right after', firstPages)
  show('baseline: writing every list item into an empty cache', refills)
}
