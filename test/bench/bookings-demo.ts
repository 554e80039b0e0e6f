/**
 * Demo bookings for the benches (not a bench itself: run.ts runs only *.bench.ts): the list items a service would
 * answer, to fill a cache with as many bookings as a busy agency has.
 */
import type { BookingListItemV1 } from '../../src/shared/api/bookings-v1'
import { BookingListItemV1 as BookingListItemSchema } from '../../src/shared/api/bookings-v1'

const FIRST_NAMES = ['Ana', 'José', 'Marie', 'Øyvind', 'Łukasz', 'Chen', 'Aiko', 'Pedro', 'Ingrid', 'Omar']
const LAST_NAMES = [
  'Müller',
  'Dupont',
  'Sousa',
  'Nakamura',
  'Kowalski',
  'Haddad',
  'Larsen',
  'García',
  'Rossi',
]
const STATES = [
  'confirmed',
  'confirmed',
  'confirmed',
  'sent',
  'pending',
  'refused',
  'canceled',
  'replaced',
  'failure',
]

/** A deterministic pseudo-random sequence (mulberry32), so both caches hold the same bookings every run. */
export function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * `count` bookings as the service's list gives them (v1 list items): hotel and experience ones, in every state,
 * two currencies, created over a year and travelling over fourteen months. The same bookings every run.
 */
export function demoBookingItems(count: number): BookingListItemV1[] {
  const next = random(42)
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T
  const day = (offset: number): string => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString()
  return Array.from({ length: count }, (_, index) => {
    const experience = next() < 0.2
    const created = day(Math.floor(next() * 330))
    const start = day(Math.floor(next() * 420)).slice(0, 10)
    const reference = `DESK-${String(index).padStart(5, '0')}`
    const hotelNumber = Math.floor(next() * 200)
    return BookingListItemSchema.parse({
      id: `B${index}`,
      bookingId: `B${index}`,
      platformId: 1,
      allotmentAvailable: true,
      customerFirstName: pick(FIRST_NAMES),
      customerLastName: pick(LAST_NAMES),
      customerInternalReference: reference,
      dmcReference: null,
      toReference: reference,
      supplierCode: 'own',
      currency: next() < 0.8 ? 'EUR' : 'GBP',
      createdAt: created,
      dmcState: 'instant_booking',
      startAt: start,
      endAt: start,
      state: pick(STATES),
      totalPrice: Math.round(next() * 400_000) / 100,
      guaranteedDeparture: false,
      kind: experience ? 'experience' : 'hotel',
      numberOfNights: 2,
      experienceCompositions: experience
        ? [{ id: `L${index}`, experience: { id: `X${index % 300}`, name: `Experience ${index % 300}` } }]
        : null,
      roomCompositions: [],
      hotel: experience ? null : { id: `H${hotelNumber}`, displayName: `Hotel ${hotelNumber}` },
      user: null,
    })
  })
}
