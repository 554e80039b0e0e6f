import { describe, expect, it } from 'vitest'
import {
  asOfSentence,
  bookingsCount,
  createdDayOf,
  datesOf,
  emptyListSentence,
  productOf,
} from '../../../src/renderer/src/features/bookings/bookings-list-view'

const format = { locale: 'en-GB', timeZone: 'Europe/Lisbon' }
const now = new Date('2026-11-25T16:30:00Z')

describe('bookings list wording', () => {
  it("says the cache's time, with the day when not today, and 'offline copy' only after a failed refresh", () => {
    expect(asOfSentence({ asOf: '2026-11-25T16:02:00Z', refreshError: null }, format, now)).toEqual({
      text: 'Bookings as of 16:02',
      offline: false,
    })
    expect(asOfSentence({ asOf: '2026-11-24T09:15:00Z', refreshError: null }, format, now).text).toBe(
      'Bookings as of 24 Nov 2026, 09:15',
    )
    expect(
      asOfSentence(
        { asOf: '2026-11-25T16:02:00Z', refreshError: { code: 'OFFLINE', message: 'unreachable' } },
        format,
        now,
      ),
    ).toEqual({
      text: 'Offline copy: bookings as of 16:02 (the service could not be reached)',
      offline: true,
    })
    expect(asOfSentence({ asOf: null, refreshError: null }, format, now)).toEqual({
      text: 'The bookings were not fetched from the service yet',
      offline: false,
    })
  })

  it('names the product, and never shows an experience as a hotel', () => {
    expect(productOf({ kind: 'hotel', productName: 'Hotel Tejo', hotelName: 'Hotel Tejo' })).toEqual({
      name: 'Hotel Tejo',
      kind: 'Hotel',
    })
    expect(productOf({ kind: 'experience', productName: 'Sintra day trip', hotelName: null })).toEqual({
      name: 'Sintra day trip',
      kind: 'Experience',
    })
    expect(productOf({ kind: 'experience', productName: null, hotelName: null }).name).toBe(
      'Experience (name not known yet)',
    )
  })

  it('writes the check-in and how long, and one day for a one-day experience', () => {
    expect(datesOf({ kind: 'hotel', checkIn: '2027-07-01', checkOut: '2027-07-04' }, 'en-GB')).toEqual({
      start: '1 Jul 2027',
      until: 'to 4 Jul 2027',
    })
    expect(datesOf({ kind: 'experience', checkIn: '2027-07-01', checkOut: '2027-07-01' }, 'en-GB')).toEqual({
      start: '1 Jul 2027',
      until: null,
    })
  })

  it("dates the creation in the agent's zone, and counts in words", () => {
    expect(createdDayOf('2026-11-24T23:30:00Z', { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe(
      '25 Nov 2026',
    )
    expect(bookingsCount(1, 'en-GB')).toBe('1 booking')
    expect(bookingsCount(10234, 'en-GB')).toBe('10,234 bookings')
  })
})

describe('an empty bookings list', () => {
  const offline = {
    code: 'OFFLINE' as const,
    message: 'The service cannot be reached; the list is the local copy.',
  }

  it('is "no bookings" only when the service was asked and had none', () => {
    expect(emptyListSentence({ asOf: '2026-11-25T08:00:00.000Z', refreshError: null }, false).text).toBe(
      'No bookings yet.',
    )
    expect(emptyListSentence({ asOf: '2026-11-25T08:00:00.000Z', refreshError: offline }, true).text).toBe(
      'No booking matches these filters.',
    )
  })

  it('says the service could not be reached when nothing of it is on this computer (a new environment)', () => {
    const empty = emptyListSentence({ asOf: null, refreshError: offline }, false)
    expect(empty).toEqual({
      text: 'The service could not be reached, and none of its bookings are on this computer yet.',
      unreachable: true,
    })
    const refused = { code: 'SERVICE_ERROR' as const, message: 'The service refused the API key.' }
    expect(emptyListSentence({ asOf: null, refreshError: refused }, false).text).toBe(
      'The bookings could not be fetched (The service refused the API key), and none of its bookings are on this ' +
        'computer yet.',
    )
    expect(emptyListSentence({ asOf: null, refreshError: null }, false)).toEqual({
      text: 'The bookings were not fetched from the service yet.',
      unreachable: false,
    })
  })
})
