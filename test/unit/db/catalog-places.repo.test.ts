import { describe, expect, it } from 'vitest'
import { placeDetails } from '../../../src/main/db/catalog-places.repo'
import { upsertHotels } from '../../../src/main/db/hotels.repo'
import { replaceCities, replaceCountries, replaceRegions } from '../../../src/main/db/locations.repo'
import { AT, city, country, hotel, memoryDb, region } from './fixtures'

const PT = { id: 'KPT', name: 'Portugal' }
const LX = { id: 'RLX', name: 'Lisbon District' }
const LISBON = { id: 'CLIS', name: 'Lisbon' }

describe('place details of cached destinations', () => {
  it('say where each cached place or hotel is, and leave out what is not cached', () => {
    const db = memoryDb()
    replaceCountries(db, [{ item: country(PT.id, PT.name, 'PT'), spellings: [] }], AT)
    replaceRegions(db, [{ item: region(LX.id, LX.name, PT), spellings: [] }], AT)
    replaceCities(db, [{ item: city(LISBON.id, LISBON.name, LX, PT), spellings: ['Lisboa'] }], AT)
    upsertHotels(db, [hotel('HLIS', 'Casa Lisboa', { city: LISBON, country: PT })], {
      fetchedAt: AT,
      syncPass: 1,
    })

    expect(placeDetails(db, 'hotel', ['HLIS', 'HNONE'])).toEqual(new Map([['HLIS', 'Lisbon, Portugal']]))
    expect(placeDetails(db, 'city', [LISBON.id])).toEqual(new Map([[LISBON.id, 'Lisbon District, Portugal']]))
    expect(placeDetails(db, 'region', [LX.id])).toEqual(new Map([[LX.id, 'Portugal']]))
    expect(placeDetails(db, 'country', [PT.id])).toEqual(new Map([[PT.id, null]]))
    expect(placeDetails(db, 'city', [])).toEqual(new Map())
  })
})
