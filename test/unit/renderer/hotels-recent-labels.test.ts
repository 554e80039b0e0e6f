import { describe, expect, it } from 'vitest'
import { recentLabels } from '../../../src/renderer/src/features/hotels/recent-searches'
import type { RecentSearch } from '../../../src/shared/ipc/hotels.contract'

/** Issue 14, point 9: every recent search reads differently from the others, and says enough to tell it apart. */
const base: RecentSearch = {
  id: 's1',
  savedAt: '2027-05-01T10:00:00Z',
  destination: {
    kind: 'hotel',
    id: 'FPZEGM',
    name: 'Park Lane Resort & Spa',
    detail: 'London, United Kingdom',
  },
  destinationText: 'Park Lane Resort & Spa',
  query: {
    hotels: ['FPZEGM'],
    checkIn: '2027-07-20',
    checkOut: '2027-07-23',
    rooms: [{ adults: 2, childrenBirthdates: [], firstAdultNationality: null }],
    locale: 'en',
  },
}
const names = { kinds: new Map([['3', 'Resort']]), styles: new Map([['8', 'Beach']]) }

describe('recent search labels', () => {
  it('differ whenever the searches differ: filters, children’s ages, the place of a same-named hotel', () => {
    const searches: RecentSearch[] = [
      base,
      { ...base, id: 's2', query: { ...base.query, stars: [4] } },
      { ...base, id: 's3', query: { ...base.query, kinds: ['3'], styles: ['8'] } },
      {
        ...base,
        id: 's4',
        query: {
          ...base.query,
          rooms: [{ adults: 2, childrenBirthdates: ['2020-01-01'], firstAdultNationality: null }],
        },
      },
      {
        ...base,
        id: 's5',
        query: {
          ...base.query,
          rooms: [{ adults: 2, childrenBirthdates: ['2015-01-01'], firstAdultNationality: null }],
        },
      },
      {
        ...base,
        id: 's6',
        destination: { ...base.destination!, id: 'LXWTRM', detail: 'Edinburgh, United Kingdom' },
        query: { ...base.query, hotels: ['LXWTRM'] },
      },
      { ...base, id: 's7', query: { ...base.query, suppliers: ['supplier_bedbank_a'], priceMax: 300 } },
      // Differs only in what no label says: told apart by when it was run.
      { ...base, id: 's8', savedAt: '2027-05-02T09:30:00Z', query: { ...base.query, perPage: 100 } },
    ]
    const labels = recentLabels(searches, 'en-GB', names, 'UTC')
    expect(new Set(labels).size).toBe(searches.length)
    expect(labels[0]).toBe(
      'Park Lane Resort & Spa (London, United Kingdom) · 20 Jul 2027 – 23 Jul 2027 (3 nights) · 1 room · 2 adults · run 1 May 2027, 10:00',
    )
    expect(labels[2]).toContain('Resort, Beach')
    expect(labels[3]).toContain('1 child (aged 7)')
    expect(labels[4]).toContain('1 child (aged 12)')
    expect(labels[5]).toContain('(Edinburgh, United Kingdom)')
    expect(labels[6]).toContain('Bed bank A, price up to 300')
    expect(labels[7]).toContain('100 a page')
  })
})
