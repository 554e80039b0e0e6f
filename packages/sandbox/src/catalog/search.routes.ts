import { createRoute } from '@hono/zod-openapi'
import {
  SEARCH_TYPES,
  SearchQuery,
  SearchResponse,
  type SearchResult,
  type SearchType,
} from '../../../../src/shared/api/search'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import { documented, json, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { badRequest } from '../platform/errors'
import {
  boolParam,
  enumListParam,
  idListParam,
  paginationMeta,
  paginationParams,
  searchParams,
  textParam,
} from '../platform/query'
import { normalizeText } from '../platform/text'
import { searchHotelIndex } from './hotel-search-index'
import {
  CITIES,
  COUNTRIES,
  REGIONS,
  cityById,
  countryById,
  localName,
  locationScore,
  regionById,
  toLocale,
  type Locale,
} from './locations'

/** Ties in score list locations before hotels, broader places after narrower ones. */
const TYPE_ORDER: readonly string[] = ['city', 'region', 'country', 'hotel']
const typeRank = (type: string): number =>
  TYPE_ORDER.includes(type) ? TYPE_ORDER.indexOf(type) : TYPE_ORDER.length

function parseOrganizationId(params: URLSearchParams): number | null {
  const value = params.get('organizationId')
  if (value === null || value.trim() === '') return null
  const id = decodeId('organization', value)
  if (id === null) {
    throw badRequest('INVALID_FILTER_VALUE', 'organizationId takes an organization id.', {
      param: 'organizationId',
      value: value.slice(0, 100),
    })
  }
  return id
}

function locationResults(
  query: string,
  types: ReadonlySet<string>,
  countries: ReadonlySet<number>,
  locale: Locale,
): SearchResult[] {
  const results: SearchResult[] = []
  const inCountries = (countryId: number) => countries.size === 0 || countries.has(countryId)
  const alpha2 = (countryId: number) => countryById(countryId)?.alpha2 ?? null
  const name = (names: { en: string } | undefined) =>
    names === undefined ? '' : localName(names as Parameters<typeof localName>[0], locale)
  if (types.has('country')) {
    for (const country of COUNTRIES.filter((entry) => inCountries(entry.id))) {
      const score = locationScore(country.names, query, locale)
      if (score > 0)
        results.push({
          id: encodeId('country', country.id),
          type: 'country',
          title: localName(country.names, locale),
          description: null,
          score,
          alpha2: country.alpha2,
        })
    }
  }
  if (types.has('region')) {
    for (const region of REGIONS.filter((entry) => inCountries(entry.countryId))) {
      const score = locationScore(region.names, query, locale)
      if (score > 0) {
        results.push({
          id: encodeId('region', region.id),
          type: 'region',
          title: localName(region.names, locale),
          description: name(countryById(region.countryId)?.names),
          score,
          alpha2: alpha2(region.countryId),
        })
      }
    }
  }
  if (types.has('city')) {
    for (const city of CITIES.filter((entry) => inCountries(entry.countryId))) {
      const score = locationScore(city.names, query, locale)
      if (score > 0) {
        const description = `${name(regionById(city.regionId)?.names)}, ${name(countryById(city.countryId)?.names)}`
        results.push({
          id: encodeId('city', city.id),
          type: 'city',
          title: localName(city.names, locale),
          description,
          score,
          alpha2: alpha2(city.countryId),
        })
      }
    }
  }
  return results.sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id))
}

export function registerSearchRoutes(app: SandboxApp, ctx: SandboxContext): void {
  // The handler parses the query (INVALID_PARAMETER, INVALID_LOCATION_ID, INVALID_PAGINATION...).
  const search = createRoute({
    method: 'get',
    path: '/api/v3/search',
    summary: 'Resolve a destination or a hotel; results ordered by relevance (score)',
    tags: ['search'],
    request: { query: documented(SearchQuery) },
    responses: responses(json(SearchResponse), 400, 401, 429),
  })
  app.openapi(search, (c) => {
    const params = searchParams(c.req.url)
    const rawQuery = textParam(params, 'query')
    if (rawQuery === null || [...rawQuery].length < 2) {
      throw badRequest('INVALID_PARAMETER', 'query is required, at least 2 characters.', {
        param: 'query',
        value: rawQuery ?? '',
      })
    }
    const types = new Set<SearchType>(enumListParam(params, 'types', SEARCH_TYPES))
    if (types.size === 0) {
      throw badRequest('INVALID_PARAMETER', `types is required: ${SEARCH_TYPES.join(', ')}.`, {
        param: 'types',
        value: '',
      })
    }
    const locale = toLocale(params.get('locale'))
    const countries = idListParam(params, 'countries', 'country', 'INVALID_LOCATION_ID')
    const organizationId = parseOrganizationId(params)
    const standaloneExperiencesOnly = boolParam(params, 'standaloneExperiencesOnly', false)
    const searchDescriptions = boolParam(params, 'searchDescriptions', true)
    const pagination = paginationParams(params)
    const query = normalizeText(rawQuery)
    // Merged ordering only needs each source's best `needed` results to fill the page.
    const needed = pagination.offset + pagination.perPage

    let results: SearchResult[] = []
    let total = 0
    if (query !== '') {
      results = locationResults(query, types, new Set(countries), locale)
      total = results.length
      if (types.has('hotel')) {
        const hotels = searchHotelIndex(
          ctx.db,
          { text: query, countries, organizationIds: organizationId === null ? null : [organizationId] },
          needed,
        )
        total += hotels.total
        for (const hotel of hotels.rows) {
          const city = cityById(hotel.cityId)
          const country = countryById(hotel.countryId)
          results.push({
            id: encodeId('hotel', hotel.id),
            type: 'hotel',
            title: hotel.name,
            description: `${city === undefined ? '' : localName(city.names, locale)}, ${country === undefined ? '' : localName(country.names, locale)}`,
            score: hotel.score,
            alpha2: country?.alpha2 ?? null,
          })
        }
      }
      for (const module of ctx.modules ?? []) {
        const provider = module.search
        const asked = provider?.types.filter((type) => types.has(type as SearchType)) ?? []
        if (provider === undefined || asked.length === 0) continue
        const hits = provider.find(ctx, {
          text: query,
          locale,
          types: asked,
          countryIds: countries,
          organizationId,
          standaloneExperiencesOnly,
          searchDescriptions,
          limit: needed,
        })
        total += hits.length
        results.push(...(hits as SearchResult[]))
      }
    }
    // Stable sort on score then type only: within one type each source's own order stands (hotels come in the
    // repository's deterministic relevance order), so a page is the same slice whatever perPage fetched it.
    results.sort((a, b) => b.score - a.score || typeRank(a.type) - typeRank(b.type))
    return c.json({
      data: results.slice(pagination.offset, pagination.offset + pagination.perPage),
      meta: paginationMeta(pagination, total),
    })
  })
}
