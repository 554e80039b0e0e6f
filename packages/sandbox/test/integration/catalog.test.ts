import { beforeAll, describe, expect, it } from 'vitest'
import { HotelCatalogItem, HotelDetail, HotelList } from '../../../../src/shared/api/catalog'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import { catalogModule } from '../../src/catalog/module'
import { DEMO_KEYS, sandboxClient } from '../../../../test/support/sandbox/http-client'
import { normalizeText } from '../../src/platform/text'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

const server = sandboxForFile({ modules: [catalogModule] })
let call: ReturnType<typeof sandboxClient>
let everything: HotelCatalogItem[]
beforeAll(async () => {
  call = sandboxClient(server().url)
  everything = []
  for (let page = 1; ; page += 1) {
    const list = HotelList.parse((await call(`/api/v3/hotels?perPage=1000&page=${page}`)).json)
    everything.push(...list.data)
    if (page >= list.meta.lastPage) break
  }
})

const list = async (query: string, key: string = DEMO_KEYS.to1) => {
  const response = await call(`/api/v3/hotels?${query}`, { key })
  expect(response.status).toBe(200)
  return HotelList.parse(response.json)
}
const error = async (query: string) => {
  const response = await call(`/api/v3/hotels?${query}`)
  expect(response.status).toBe(400)
  return ErrorBody.parse(response.json)
}
const num = (kind: 'hotel' | 'city' | 'country' | 'style' | 'kind' | 'organization', id: string) =>
  decodeId(kind, id) as number

describe('GET /api/v3/hotels', () => {
  it('lists the whole catalog for a tour operator, 20 per page by default, every field present', async () => {
    expect(everything).toHaveLength(2400)
    expect(new Set(everything.map((hotel) => hotel.id)).size).toBe(2400)
    const first = await list('')
    expect(first.meta).toEqual({ currentPage: 1, lastPage: 120, perPage: 20, total: 2400 })
    const keys = Object.keys(HotelCatalogItem.shape).sort()
    for (const item of first.data as unknown[] as Array<Record<string, unknown>>)
      expect(Object.keys(item).sort()).toEqual(keys)
    expect(everything.some((hotel) => hotel.giataId === null)).toBe(true)
    expect(
      everything.every(
        (hotel) => hotel.images.length > 0 && hotel.styles.length > 0 && hotel.kinds.length > 0,
      ),
    ).toBe(true)
    expect(everything.every((hotel) => hotel.organizationId === hotel.organization.id)).toBe(true)
  })

  it('pages without overlap; a page past the end is empty with the right meta', async () => {
    const a = await list('perPage=50&page=1')
    const b = await list('perPage=50&page=2')
    expect(new Set([...a.data, ...b.data].map((hotel) => hotel.id)).size).toBe(100)
    const past = await list('perPage=50&page=999')
    expect(past.data).toEqual([])
    expect(past.meta).toEqual({ currentPage: 999, lastPage: 48, perPage: 50, total: 2400 })
  })

  it('refuses perPage above 1000 and bad pages with 400 INVALID_PAGINATION', async () => {
    expect((await list('perPage=1000')).data).toHaveLength(1000)
    for (const query of ['perPage=1001', 'perPage=0', 'page=0', 'page=x']) {
      const body = await error(query)
      expect(body.code).toBe('INVALID_PAGINATION')
    }
  })

  it('filters by location ids, raw or encoded, in every list spelling', async () => {
    const city = everything[0]?.city.id as string
    const other = everything.find((hotel) => hotel.city.id !== city)?.city.id as string
    const expected = everything.filter((hotel) => [city, other].includes(hotel.city.id)).length
    for (const query of [
      `cities=${city}&cities=${other}`,
      `cities[]=${num('city', city)}&cities[]=${other}`,
      `cities[0]=${city}&cities[1]=${num('city', other)}`,
      `cities=${city},${other}`,
    ]) {
      const result = await list(`${query}&perPage=1000`)
      expect(result.meta.total).toBe(expected)
      expect(result.data.every((hotel) => [city, other].includes(hotel.city.id))).toBe(true)
    }
    const country = everything[0]?.country.id as string
    const byCountry = await list(`countries=${country}&perPage=1000`)
    expect(byCountry.meta.total).toBe(everything.filter((hotel) => hotel.country.id === country).length)
  })

  it('filters by regions', async () => {
    const regions = await call('/api/v3/regions?perPage=1000')
    const region = (regions.json as { data: Array<{ id: string; name: string }> }).data[0]
    const cities = await call(`/api/v3/cities?regions=${region?.id}&perPage=1000`)
    const cityIds = new Set((cities.json as { data: Array<{ id: string }> }).data.map((city) => city.id))
    const result = await list(`regions=${region?.id}&perPage=1000`)
    expect(result.meta.total).toBe(everything.filter((hotel) => cityIds.has(hotel.city.id)).length)
  })

  it('combines stars, kinds, styles, sustainability and hotel ids with AND', async () => {
    const style = everything[0]?.styles[0]?.id as string
    const kind = everything[0]?.kinds[0]?.id as string
    const result = await list(
      `stars=4,5&styles=${style}&kinds=${kind}&sustainability=medium,strong&perPage=1000`,
    )
    expect(result.meta.total).toBeGreaterThan(0)
    for (const hotel of result.data) {
      expect([4, 5]).toContain(hotel.stars)
      expect(hotel.styles.map((s) => s.id)).toContain(style)
      expect(hotel.kinds.map((k) => k.id)).toContain(kind)
    }
    const expected = everything.filter(
      (hotel) =>
        hotel.stars >= 4 &&
        hotel.styles.some((s) => s.id === style) &&
        hotel.kinds.some((k) => k.id === kind),
    )
    expect(result.meta.total).toBeLessThan(expected.length)
    const ids = everything.slice(0, 3).map((hotel) => hotel.id)
    const byId = await list(
      `hotels=${ids[0]}&hotels=${num('hotel', ids[1] as string)}&hotels=${ids[2]}&stars=${everything[0]?.stars}`,
    )
    expect(byId.data.map((hotel) => hotel.id)).toContain(ids[0])
    expect(byId.data.every((hotel) => ids.includes(hotel.id) && hotel.stars === everything[0]?.stars)).toBe(
      true,
    )
  })

  it('answers 400 with the spec codes and { param, value } for non-id filter values', async () => {
    for (const param of ['cities', 'regions', 'countries']) {
      expect(await error(`${param}=paris`)).toMatchObject({
        code: 'INVALID_LOCATION_ID',
        details: { param, value: 'paris' },
      })
    }
    for (const param of ['hotels', 'kinds', 'styles']) {
      expect(await error(`${param}=abc`)).toMatchObject({
        code: 'INVALID_FILTER_VALUE',
        details: { param, value: 'abc' },
      })
    }
    expect((await error(`cities=${encodeId('hotel', 1)}`)).code).toBe('INVALID_LOCATION_ID')
    expect((await error('stars=6')).code).toBe('INVALID_FILTER_VALUE')
    expect((await error('sustainability=huge')).code).toBe('INVALID_FILTER_VALUE')
  })

  it('searches names fuzzily and accent-insensitively, best matches first', async () => {
    const accented = everything.find((hotel) => /[éèàôüçã]/.test(hotel.name)) as HotelCatalogItem
    const plain = normalizeText(accented.name)
    const result = await list(`search=${encodeURIComponent(plain)}&perPage=100`)
    expect(result.data[0]?.name).toBe(accented.name)
    const typo = await list('search=lumire&perPage=100')
    expect(typo.data.length).toBeGreaterThan(0)
    expect(typo.data.every((hotel) => normalizeText(hotel.name).includes('lumiere'))).toBe(true)
    expect((await list('search=zzzzqqq')).meta.total).toBe(0)
  })

  it('sorts by name and stars with a - prefix; 400 INVALID_SORT otherwise', async () => {
    const byName = (await list('sort=name&perPage=200')).data.map((hotel) => normalizeText(hotel.name))
    expect(byName).toEqual([...byName].sort())
    const byNameDesc = (await list('sort=-name&perPage=200')).data.map((hotel) => normalizeText(hotel.name))
    expect(byNameDesc).toEqual([...byNameDesc].sort().reverse())
    const stars = (await list('sort=stars&perPage=1000')).data.map((hotel) => hotel.stars)
    expect(stars).toEqual([...stars].sort((a, b) => a - b))
    const starsDesc = (await list('sort=-stars&perPage=50')).data.map((hotel) => hotel.stars)
    expect(starsDesc[0]).toBe(5)
    expect((await error('sort=price')).code).toBe('INVALID_SORT')
  })

  it('localizes city and country names, falling back to English', async () => {
    const lisbon = everything.find((hotel) => hotel.city.name === 'Lisbon') as HotelCatalogItem
    const fr = await list(`hotels=${lisbon.id}&locale=fr`)
    expect(fr.data[0]?.city.name).toBe('Lisbonne')
    const de = await list(`hotels=${lisbon.id}&locale=de`)
    expect(de.data[0]?.city.name).toBe('Lissabon')
    const unknown = await list(`hotels=${lisbon.id}&locale=xx`)
    expect(unknown.data[0]?.city.name).toBe('Lisbon')
  })

  it('shows a dmc only the hotels its organization owns', async () => {
    const dmcId = encodeId('organization', 3)
    const dmc = await list('perPage=1000', DEMO_KEYS.dmc1)
    expect(dmc.meta.total).toBe(everything.filter((hotel) => hotel.organizationId === dmcId).length)
    expect(dmc.data.every((hotel) => hotel.organizationId === dmcId)).toBe(true)
    expect((await list('perPage=1', DEMO_KEYS.to2)).meta.total).toBe(2400)
  })
})

describe('GET /api/v3/hotels/{id}', () => {
  it('answers one hotel for its raw or encoded id', async () => {
    const hotel = everything[5] as HotelCatalogItem
    const encoded = HotelDetail.parse((await call(`/api/v3/hotels/${hotel.id}`)).json)
    const raw = HotelDetail.parse((await call(`/api/v3/hotels/${num('hotel', hotel.id)}`)).json)
    expect(encoded.data).toEqual(hotel)
    expect(raw.data).toEqual(hotel)
    expect(encoded.meta).toBeNull()
  })

  it('answers 404 for unknown ids, ids of another kind and other suppliers hotels', async () => {
    for (const id of ['999999', encodeId('city', 1), encodeId('hotel', 999_999), 'ZZZZZZ']) {
      const response = await call(`/api/v3/hotels/${id}`)
      expect(response.status).toBe(404)
      ErrorBody.parse(response.json)
    }
    const foreign = everything.find(
      (hotel) => hotel.organizationId !== encodeId('organization', 3),
    ) as HotelCatalogItem
    expect((await call(`/api/v3/hotels/${foreign.id}`, { key: DEMO_KEYS.dmc1 })).status).toBe(404)
    expect((await call(`/api/v3/hotels/${foreign.id}`, { key: DEMO_KEYS.dmc2 })).status).toBe(200)
  })
})

describe('hotel images', () => {
  it('are served by the sandbox as small PNG files', async () => {
    const image = everything[0]?.images[0]
    expect(image?.url.startsWith(`${server().url}/_sandbox/images/hotels/`)).toBe(true)
    const response = await fetch(image?.url as string)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47])
    const missing = await call(`/_sandbox/images/hotels/${encodeId('image', 9_999_999)}.png`, { key: null })
    expect(missing.status).toBe(404)
    expect((await call('/_sandbox/images/hotels/..%2F..%2Fetc%2Fpasswd', { key: null })).status).toBe(404)
  })
})
