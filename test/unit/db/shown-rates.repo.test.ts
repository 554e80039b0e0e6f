import { describe, expect, it } from 'vitest'
import { clearBookingCache } from '../../../src/main/db/booking-cache.repo'
import { getBooking, upsertBookingV3 } from '../../../src/main/db/bookings.repo'
import { getShownRate, saveShownRate } from '../../../src/main/db/shown-rates.repo'
import { AT, bookingV3, memoryDb } from './fixtures'
import { shownRate } from './shown-rate-fixture'

describe('shown rates', () => {
  it('reads back exactly what was kept, per service and booking; none for another service or booking', () => {
    const db = memoryDb()
    const rate = shownRate()
    saveShownRate(db, 'sandbox', 'B1', rate, AT)
    expect(getShownRate(db, 'sandbox', 'B1')).toEqual(rate)
    expect(getShownRate(db, 'staging https://staging.example', 'B1')).toBeNull()
    expect(getShownRate(db, 'sandbox', 'B2')).toBeNull()
  })

  it('keeps the first rate: a later save of the same booking changes nothing', () => {
    const db = memoryDb()
    saveShownRate(db, 'sandbox', 'B1', shownRate(420.5), AT)
    saveShownRate(db, 'sandbox', 'B1', shownRate(999), AT)
    expect(getShownRate(db, 'sandbox', 'B1')?.total).toBe(420.5)
  })

  it('a row that no longer fits the contract reads as none instead of failing', () => {
    const db = memoryDb()
    db.prepare(
      `INSERT INTO booking_shown_rates (service, booking_id, shown_rate_json, stored_at)
       VALUES ('sandbox', 'B1', '{"total":"lots"}', ?), ('sandbox', 'B2', 'not json', ?)`,
    ).run(AT, AT)
    expect(getShownRate(db, 'sandbox', 'B1')).toBeNull()
    expect(getShownRate(db, 'sandbox', 'B2')).toBeNull()
  })

  it('survives the bookings cache being emptied on a switch of service, still under its own service', () => {
    const db = memoryDb()
    const rate = shownRate()
    db.transaction(() => {
      upsertBookingV3(db, bookingV3('B1'), AT)
      saveShownRate(db, 'sandbox', 'B1', rate, AT)
    })()
    clearBookingCache(db)
    expect(getBooking(db, 'B1')).toBeNull()
    expect(getShownRate(db, 'sandbox', 'B1')).toEqual(rate)
  })
})
