import { ERROR_CODES } from '../../../../src/shared/api/errors'
import type { HotelFilters } from '../catalog/hotels.repo'
import { SUSTAINABILITY_LEVELS } from '../catalog/taxonomy'
import { badRequest } from '../platform/errors'
import {
  enumListParam,
  idListParam,
  intListParam,
  paginationParams,
  textParam,
  type Pagination,
} from '../platform/query'
import { invalidParameter, parseStayParams, type StayParams } from './query'

/** Parameters of GET /api/v3/hotels/availability, validated. */
export interface SearchParams extends StayParams {
  filters: HotelFilters
  priceMin: number | null
  priceMax: number | null
  pagination: Pagination
}

function priceParam(params: URLSearchParams, name: string): number | null {
  const raw = textParam(params, name)
  if (raw === null) return null
  const value = /^\d{1,9}(\.\d{1,2})?$/.test(raw) ? Number(raw) : NaN
  if (!Number.isFinite(value)) {
    throw badRequest(ERROR_CODES.invalidFilterValue, `${name} must be a non-negative amount.`, {
      param: name,
      value: raw,
    })
  }
  return value
}

export function parseSearchParams(params: URLSearchParams, nowMs: number): SearchParams {
  const search = textParam(params, 'search')
  if (search !== null && search.length < 2) {
    throw invalidParameter('search', search, 'search needs at least 2 characters.')
  }
  const cities = idListParam(params, 'cities', 'city', ERROR_CODES.invalidLocationId)
  const regions = idListParam(params, 'regions', 'region', ERROR_CODES.invalidLocationId)
  const countries = idListParam(params, 'countries', 'country', ERROR_CODES.invalidLocationId)
  const hotels = idListParam(params, 'hotels', 'hotel', ERROR_CODES.invalidFilterValue)
  if (search === null && cities.length + regions.length + countries.length + hotels.length === 0) {
    throw invalidParameter(
      'search',
      null,
      'At least one destination criterion is required: search, cities, regions, countries or hotels.',
    )
  }
  const stay = parseStayParams(params, nowMs)
  const priceMin = priceParam(params, 'priceMin')
  const priceMax = priceParam(params, 'priceMax')
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) {
    throw badRequest(ERROR_CODES.invalidFilterValue, 'priceMin is above priceMax.', {
      param: 'priceMin',
      value: priceMin,
    })
  }
  return {
    ...stay,
    filters: {
      search,
      searchLocations: true,
      cities,
      regions,
      countries,
      hotels,
      stars: intListParam(params, 'stars', 1, 5),
      kinds: idListParam(params, 'kinds', 'kind', ERROR_CODES.invalidFilterValue),
      styles: idListParam(params, 'styles', 'style', ERROR_CODES.invalidFilterValue),
      sustainability: enumListParam(params, 'sustainability', SUSTAINABILITY_LEVELS),
    },
    priceMin,
    priceMax,
    pagination: paginationParams(params),
  }
}
