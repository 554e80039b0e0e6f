import { beforeAll, describe, expect, it } from 'vitest'
import { HotelList } from '../../../../src/shared/api/catalog'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { SearchResponse } from '../../../../src/shared/api/search'
import { encodeId } from '../../../../src/shared/domain/ids'
import { catalogModule } from '../../src/catalog/module'
import { sandboxClient } from '../../../../test/support/sandbox/http-client'
import type { SandboxModule } from '../../src/platform/module'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

// A stand-in for a later experiences module contributing results through the search hook.
const experiences: SandboxModule = {
  name: 'experiences-stub',
  search: {
    types: ['experience', 'activity'],
    find: (_ctx, query) =>
      query.text.includes('tour')
        ? [
            {
              id: encodeId('experience', 1),
              type: 'activity',
              title: 'Old town tour',
              description: null,
              score: 85,
              alpha2: 'PT',
            },
          ]
        : [],
  },
}

const server = sandboxForFile({ modules: [catalogModule, experiences] })
let call: ReturnType<typeof sandboxClient>
beforeAll(async () => {
  call = sandboxClient(server().url)
})

const search = async (query: string) => {
  const response = await call(`/api/v3/search?${query}`)
  expect(response.status).toBe(200)
  return SearchResponse.parse(response.json)
}
const error = async (query: string) => {
  const response = await call(`/api/v3/search?${query}`)
  expect(response.status).toBe(400)
  return ErrorBody.parse(response.json)
}

describe('GET /api/v3/search validation', () => {
  it('needs a query of 2 characters or more', async () => {
    expect((await error('types=city')).details).toMatchObject({ param: 'query' })
    expect((await error('query=a&types=city')).code).toBe('INVALID_PARAMETER')
    expect((await error('query=%20a%20&types=city')).code).toBe('INVALID_PARAMETER')
    expect((await search('query=ab&types=city')).meta.currentPage).toBe(1)
  })

  it('needs types, and answers INVALID_FILTER_VALUE for an unknown one', async () => {
    expect((await error('query=paris')).details).toMatchObject({ param: 'types' })
    expect(await error('query=paris&types=city,planet')).toMatchObject({
      code: 'INVALID_FILTER_VALUE',
      details: { param: 'types', value: 'planet' },
    })
    expect((await error(`query=paris&types=city&countries=france`)).code).toBe('INVALID_LOCATION_ID')
    expect((await error('query=paris&types=hotel&organizationId=acme')).code).toBe('INVALID_FILTER_VALUE')
  })
})

describe('GET /api/v3/search results', () => {
  it('returns only the requested types, repeated or comma-separated, ordered by score', async () => {
    const repeated = await search('query=paris&types=city&types=hotel&perPage=50')
    const comma = await search('query=paris&types=city,hotel&perPage=50')
    expect(comma).toEqual(repeated)
    expect(new Set(repeated.data.map((result) => result.type))).toEqual(new Set(['city', 'hotel']))
    expect(repeated.data[0]).toMatchObject({ type: 'city', title: 'Paris', alpha2: 'FR', score: 100 })
    const scores = repeated.data.map((result) => result.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(repeated.data.every((result) => result.alpha2 !== null && 'description' in result)).toBe(true)
  })

  it('finds countries, regions and cities accent-insensitively, with descriptions', async () => {
    const results = await search('query=andalucia&types=region,city,country')
    expect(results.data[0]).toMatchObject({
      type: 'region',
      title: 'Andalusia',
      description: 'Spain',
      alpha2: 'ES',
    })
    const country = await search('query=suisse&types=country')
    expect(country.data[0]).toMatchObject({
      type: 'country',
      title: 'Switzerland',
      alpha2: 'CH',
      description: null,
    })
    const city = await search('query=cesky%20krumlov&types=city')
    expect(city.data[0]).toMatchObject({
      title: 'Český Krumlov',
      description: 'South Bohemian Region, Czechia',
    })
  })

  it('boosts matches in the requested locale and names results in it, falling back to en', async () => {
    const fr = await search('query=londres&types=city&locale=fr')
    const en = await search('query=londres&types=city&locale=en')
    expect(fr.data[0]?.title).toBe('Londres')
    expect(en.data[0]?.title).toBe('London')
    expect(fr.data[0]?.score).toBeGreaterThan(en.data[0]?.score ?? 100)
    expect((await search('query=londres&types=city&locale=xx')).data[0]?.title).toBe('London')
  })

  it('restricts every type to the countries filter', async () => {
    const france = encodeId('country', 1)
    const results = await search(`query=saint&types=hotel,city,region&countries=${france}&perPage=100`)
    expect(results.data.length).toBeGreaterThan(0)
    expect(results.data.every((result) => result.alpha2 === 'FR')).toBe(true)
  })

  it('restricts hotels, not locations, to organizationId', async () => {
    const atlas = encodeId('organization', 3)
    const all = await search('query=hotel&types=hotel,city&perPage=1000')
    const owned = await search(`query=hotel&types=hotel,city&organizationId=${atlas}&perPage=1000`)
    expect(owned.meta.total).toBeLessThan(all.meta.total)
    const ownedIds = owned.data.filter((result) => result.type === 'hotel').map((result) => result.id)
    const catalog = HotelList.parse(
      (await call(`/api/v3/hotels?hotels=${ownedIds.slice(0, 50).join(',')}&perPage=100`)).json,
    )
    expect(catalog.data.every((hotel) => hotel.organizationId === atlas)).toBe(true)
    const withOrgCities = await search(`query=paris&types=city&organizationId=${encodeId('organization', 4)}`)
    expect(withOrgCities.data[0]?.title).toBe('Paris')
  })

  it('gives ids that feed the catalog filters', async () => {
    const city = (await search('query=porto&types=city')).data[0]
    const hotels = HotelList.parse((await call(`/api/v3/hotels?cities=${city?.id}&perPage=1000`)).json)
    expect(hotels.meta.total).toBeGreaterThan(0)
    expect(hotels.data.every((hotel) => hotel.city.name === 'Porto')).toBe(true)
    const hotel = (await search('query=hotel&types=hotel')).data[0]
    expect((await call(`/api/v3/hotels/${hotel?.id}`)).status).toBe(200)
  })

  it('pages through the merged results', async () => {
    const all = await search('query=hotel&types=hotel,city&perPage=60')
    const first = await search('query=hotel&types=hotel,city&perPage=30&page=1')
    const second = await search('query=hotel&types=hotel,city&perPage=30&page=2')
    expect([...first.data, ...second.data]).toEqual(all.data)
    expect(first.meta.total).toBe(all.meta.total)
    expect(first.meta.lastPage).toBe(Math.ceil(all.meta.total / 30))
  })

  it('asks modules for experience types; nothing when none answers', async () => {
    const tour = await search('query=tour&types=activity,city')
    expect(tour.data.map((result) => result.type)).toContain('activity')
    const none = await search('query=paris&types=trip_template,transfer')
    expect(none.data).toEqual([])
    expect(none.meta.total).toBe(0)
  })
})
