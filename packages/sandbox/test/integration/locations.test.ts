import { beforeAll, describe, expect, it } from 'vitest'
import { HotelList } from '../../../../src/shared/api/catalog'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { CityList, CountryList, RegionList } from '../../../../src/shared/api/locations'
import { catalogModule } from '../../src/catalog/module'
import { DEMO_KEYS, sandboxClient } from '../../../../test/support/sandbox/http-client'
import type { SandboxModule } from '../../src/platform/module'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

// A later module reporting where the first tour operator operates (what bookings will do for scope=organization).
const operating: SandboxModule = {
  name: 'operating',
  operatingCityIds: (_ctx, orgs) => (orgs.includes(1) ? [1, 2] : []),
}

const server = sandboxForFile({ modules: [catalogModule, operating] })
let call: ReturnType<typeof sandboxClient>
beforeAll(async () => {
  call = sandboxClient(server().url)
})

const countries = async (query = '', key: string = DEMO_KEYS.to1) =>
  CountryList.parse((await call(`/api/v3/countries?${query}`, { key })).json)
const regions = async (query = '') => RegionList.parse((await call(`/api/v3/regions?${query}`)).json)
const cities = async (query = '', key: string = DEMO_KEYS.to1) =>
  CityList.parse((await call(`/api/v3/cities?${query}`, { key })).json)
const error = async (path: string) => {
  const response = await call(path)
  expect(response.status).toBe(400)
  return ErrorBody.parse(response.json)
}

describe('location lists', () => {
  it('hold real places: 16+ countries, 45+ cities, 20 per page by default', async () => {
    const all = await countries('perPage=1000')
    expect(all.meta.total).toBeGreaterThanOrEqual(16)
    expect(all.data.map((country) => country.alpha2)).toEqual(
      expect.arrayContaining(['PT', 'CH', 'ES', 'PL', 'BR']),
    )
    const page = await cities()
    expect(page.data).toHaveLength(20)
    expect(page.meta.total).toBeGreaterThanOrEqual(45)
    expect(page.meta.perPage).toBe(20)
    const lisbon = (await cities('search=lisbon')).data[0]
    expect(lisbon).toMatchObject({ name: 'Lisbon', country: { name: 'Portugal' } })
    expect(Number(lisbon?.lat)).toBeCloseTo(38.72, 1)
  })

  it('search accent-insensitively across spellings', async () => {
    expect((await cities('search=zurich')).data.map((city) => city.name)).toEqual(['Zurich'])
    expect((await cities('search=Z%C3%BCrich&locale=de')).data.map((city) => city.name)).toEqual(['Zürich'])
    expect((await cities('search=krakow')).data.map((city) => city.name)).toEqual(['Kraków'])
    expect((await cities('search=MALAGA')).data.map((city) => city.name)).toEqual(['Málaga'])
    expect((await cities('search=sao%20paulo')).data.map((city) => city.name)).toEqual(['São Paulo'])
    // The local spelling finds the city whatever the display locale.
    expect((await cities('search=Lisboa&locale=en')).data.map((city) => city.name)).toEqual(['Lisbon'])
    expect((await countries('search=espana')).data.map((country) => country.alpha2)).toEqual(['ES'])
  })

  it('name places in the requested locale, en for unknown locales', async () => {
    const name = async (locale: string) => (await cities(`search=lisboa&locale=${locale}`)).data[0]?.name
    expect(await name('fr')).toBe('Lisbonne')
    expect(await name('es')).toBe('Lisboa')
    expect(await name('de')).toBe('Lissabon')
    expect(await name('xx')).toBe('Lisbon')
    expect((await countries('search=allemagne&locale=fr')).data[0]?.name).toBe('Allemagne')
  })

  it('sort by name (locale collation) or id, - for descending; 400 INVALID_SORT otherwise', async () => {
    const names = (await countries('perPage=1000&locale=fr')).data.map((country) => country.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')))
    const desc = (await countries('perPage=1000&sort=-name')).data.map((country) => country.name)
    expect(desc).toEqual([...desc].sort((a, b) => b.localeCompare(a, 'en')))
    const ids = (await cities('perPage=1000&sort=id')).data.map((city) => city.id)
    const idsDesc = (await cities('perPage=1000&sort=-id')).data.map((city) => city.id)
    expect(idsDesc).toEqual([...ids].reverse())
    expect((await error('/api/v3/cities?sort=population')).code).toBe('INVALID_SORT')
  })

  it('filter regions by countries and cities by countries and regions', async () => {
    const portugal = (await countries('search=portugal')).data[0]?.id as string
    const portugueseRegions = await regions(`countries=${portugal}&perPage=1000`)
    expect(portugueseRegions.meta.total).toBe(4)
    expect(portugueseRegions.data.every((region) => region.country.id === portugal)).toBe(true)
    const algarve = portugueseRegions.data.find((region) => region.name === 'Algarve')?.id as string
    expect((await cities(`regions=${algarve}`)).data.map((city) => city.name)).toEqual(['Faro'])
    const spain = (await countries('search=spain')).data[0]?.id as string
    expect((await cities(`countries=${spain}&regions=${algarve}`)).meta.total).toBe(0)
    expect((await cities(`countries=${portugal},${spain}&perPage=100`)).meta.total).toBe(12)
  })

  it('answer 400 INVALID_LOCATION_ID for non-id filters', async () => {
    expect(await error('/api/v3/regions?countries=FR')).toMatchObject({
      code: 'INVALID_LOCATION_ID',
      details: { param: 'countries', value: 'FR' },
    })
    expect((await error('/api/v3/cities?regions=algarve')).code).toBe('INVALID_LOCATION_ID')
    expect((await error('/api/v3/cities?perPage=5000')).code).toBe('INVALID_PAGINATION')
    expect((await error('/api/v3/countries?scope=world')).code).toBe('INVALID_PARAMETER')
  })

  it('scope=organization keeps the places where the caller (or its group) operates', async () => {
    const iberiaHotels = HotelList.parse(
      (await call('/api/v3/hotels?perPage=1000', { key: DEMO_KEYS.dmc2 })).json,
    )
    const ownedCities = new Set(iberiaHotels.data.map((hotel) => hotel.city.id))
    const scoped = await cities('scope=organization&perPage=1000', DEMO_KEYS.dmc2)
    expect(new Set(scoped.data.map((city) => city.id))).toEqual(ownedCities)
    expect(scoped.meta.total).toBeLessThan((await cities()).meta.total)
    const scopedCountries = await countries('scope=organization&perPage=1000', DEMO_KEYS.dmc2)
    expect(scopedCountries.data.map((country) => country.alpha2)).toEqual(
      expect.arrayContaining(['ES', 'PT', 'MX']),
    )
    expect(scopedCountries.data.map((country) => country.alpha2)).not.toContain('JP')
    // Tour operators own no hotels: other modules' reports decide, for the whole group.
    expect((await cities('scope=organization', DEMO_KEYS.to1)).meta.total).toBe(2)
    expect((await cities('scope=organization', DEMO_KEYS.to2)).meta.total).toBe(2)
    expect((await cities('scope=organization', DEMO_KEYS.dmc1)).meta.total).toBeGreaterThan(2)
  })
})
