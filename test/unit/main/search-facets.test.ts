import { describe, expect, it } from 'vitest'
import { countFacets } from '../../../src/main/catalog/search-facets'

const RIAD = { id: 'K2', name: 'Riad' }
const HOTEL = { id: 'K1', name: 'Hotel' }
const BEACH = { id: 'S1', name: 'Beach' }
const DESIGN = { id: 'S2', name: 'design' }

describe('search facet counts', () => {
  const hotels = [
    { kinds: [RIAD], styles: [DESIGN, BEACH] },
    { kinds: [HOTEL], styles: [BEACH] },
    { kinds: [HOTEL, RIAD], styles: [] },
  ]

  it('count the hotels of the search per kind and style, by name', () => {
    expect(countFacets(hotels, { kinds: [], styles: [] })).toEqual({
      kinds: [
        { ...HOTEL, hotels: 2 },
        { ...RIAD, hotels: 2 },
      ],
      styles: [
        { ...BEACH, hotels: 2 },
        { ...DESIGN, hotels: 1 },
      ],
    })
  })

  it('apply the other filter’s choice, never the filter’s own (kinds and styles are "any of")', () => {
    const counts = countFacets(hotels, { kinds: ['K1'], styles: ['S2'] })
    // Kinds among design hotels: only the riad; a kind that would leave nothing stays listed with 0.
    expect(counts.kinds).toEqual([
      { ...HOTEL, hotels: 0 },
      { ...RIAD, hotels: 1 },
    ])
    // Styles among "Hotel" hotels.
    expect(counts.styles).toEqual([
      { ...BEACH, hotels: 1 },
      { ...DESIGN, hotels: 0 },
    ])
  })
})
