import { createRoute } from '@hono/zod-openapi'
import type { City, Country, Region } from '../../../../src/shared/api/locations'
import {
  CityList,
  CityListQuery,
  CountryList,
  LocationListQuery,
  RegionList,
  RegionListQuery,
} from '../../../../src/shared/api/locations'
import { encodeId } from '../../../../src/shared/domain/ids'
import { documented, json, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { badRequest } from '../platform/errors'
import {
  idListParam,
  paginationMeta,
  paginationParams,
  searchParams,
  sortParam,
  textParam,
} from '../platform/query'
import { normalizeText } from '../platform/text'
import {
  CITIES,
  COUNTRIES,
  REGIONS,
  countryById,
  localName,
  locationScore,
  regionById,
  toLocale,
  type Locale,
  type LocalizedNames,
} from './locations'
import { operatingCityIds, operatingCountryIds, operatingRegionIds } from './visibility'

interface Located {
  id: number
  names: LocalizedNames
}

/**
 * The shared pipeline of the three location lists: search (accent-insensitive, any spelling), scope, sort by
 * the name in the requested locale (locale-aware collation) or by id, then one page.
 */
function listLocations<T extends Located, Item>(
  url: string,
  all: readonly T[],
  keep: (entry: T, params: URLSearchParams) => boolean,
  operating: (() => Set<number>) | null,
  toItem: (entry: T, locale: Locale) => Item,
) {
  const params = searchParams(url)
  const locale = toLocale(params.get('locale'))
  const search = normalizeText(textParam(params, 'search') ?? '')
  const scope = params.get('scope')
  if (scope !== null && scope !== '' && scope !== 'organization') {
    throw badRequest('INVALID_PARAMETER', 'scope accepts only "organization".', {
      param: 'scope',
      value: scope.slice(0, 100),
    })
  }
  const sort = sortParam(params, ['name', 'id'] as const) ?? { key: 'name', descending: false }
  const pagination = paginationParams(params)
  const scoped = scope === 'organization' && operating !== null ? operating() : null
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  const matches = all
    .filter((entry) => keep(entry, params))
    .filter((entry) => scoped === null || scoped.has(entry.id))
    .filter((entry) => search === '' || locationScore(entry.names, search, locale) > 0)
    .sort((a, b) => {
      const order =
        sort.key === 'id'
          ? a.id - b.id
          : collator.compare(localName(a.names, locale), localName(b.names, locale)) || a.id - b.id
      return sort.descending ? -order : order
    })
  return {
    data: matches
      .slice(pagination.offset, pagination.offset + pagination.perPage)
      .map((entry) => toItem(entry, locale)),
    meta: paginationMeta(pagination, matches.length),
  }
}

const ref = (
  kind: 'country' | 'region' | 'city',
  id: number,
  names: LocalizedNames | undefined,
  locale: Locale,
) => ({
  id: encodeId(kind, id),
  name: names === undefined ? '' : localName(names, locale),
})

export function registerLocationRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const tags = ['locations']
  // Each list parses its query itself (INVALID_LOCATION_ID, INVALID_PAGINATION, INVALID_SORT...).
  const list = (
    path: string,
    summary: string,
    query: Parameters<typeof documented>[0],
    response: Parameters<typeof json>[0],
  ) =>
    createRoute({
      method: 'get',
      path,
      summary,
      tags,
      request: { query: documented(query) },
      responses: responses(json(response), 400, 401, 429),
    })

  app.openapi(list('/api/v3/countries', 'Countries', LocationListQuery, CountryList), (c) => {
    const organization = c.get('caller').organization
    return c.json(
      listLocations(
        c.req.url,
        COUNTRIES,
        () => true,
        () => operatingCountryIds(operatingCityIds(ctx, organization)),
        (country, locale): Country => ({
          id: encodeId('country', country.id),
          name: localName(country.names, locale),
          alpha2: country.alpha2,
        }),
      ),
    )
  })

  app.openapi(list('/api/v3/regions', 'Regions', RegionListQuery, RegionList), (c) => {
    const organization = c.get('caller').organization
    const countries = new Set(
      idListParam(searchParams(c.req.url), 'countries', 'country', 'INVALID_LOCATION_ID'),
    )
    return c.json(
      listLocations(
        c.req.url,
        REGIONS,
        (region) => countries.size === 0 || countries.has(region.countryId),
        () => operatingRegionIds(operatingCityIds(ctx, organization)),
        (region, locale): Region => ({
          ...ref('region', region.id, region.names, locale),
          country: ref('country', region.countryId, countryById(region.countryId)?.names, locale),
        }),
      ),
    )
  })

  app.openapi(list('/api/v3/cities', 'Cities', CityListQuery, CityList), (c) => {
    const organization = c.get('caller').organization
    const params = searchParams(c.req.url)
    const countries = new Set(idListParam(params, 'countries', 'country', 'INVALID_LOCATION_ID'))
    const regions = new Set(idListParam(params, 'regions', 'region', 'INVALID_LOCATION_ID'))
    return c.json(
      listLocations(
        c.req.url,
        CITIES,
        (city) =>
          (countries.size === 0 || countries.has(city.countryId)) &&
          (regions.size === 0 || regions.has(city.regionId)),
        () => operatingCityIds(ctx, organization),
        (city, locale): City => ({
          ...ref('city', city.id, city.names, locale),
          lat: city.lat.toFixed(6),
          lon: city.lon.toFixed(6),
          region: ref('region', city.regionId, regionById(city.regionId)?.names, locale),
          country: ref('country', city.countryId, countryById(city.countryId)?.names, locale),
        }),
      ),
    )
  })
}
