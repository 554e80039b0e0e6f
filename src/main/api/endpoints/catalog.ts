import type { z } from 'zod'
import {
  CityList,
  CityListQuery,
  CountryList,
  HotelCatalogItem,
  HotelDetailQuery,
  HotelList,
  HotelListQuery,
  LocationListQuery,
  RegionList,
  RegionListQuery,
  SearchQuery,
  SearchResponse,
} from '../../../shared/api'
import type { ApiClient, CatalogApi, RequestOptions } from '../client'
import { encodeQuery, type QueryValue } from '../http/query'
import type { Transport } from '../http/transport'
import { checkQuery, dataOf, json } from './shared'

/** A paginated GET list whose parameters are checked with `querySchema` before anything is sent. */
function pagedList<S extends z.ZodType>(
  call: Transport,
  template: string,
  schema: S,
  querySchema: z.ZodType,
) {
  return async (params: object = {}, options?: RequestOptions): Promise<z.output<S>> => {
    const query = { ...params } as Record<string, QueryValue>
    checkQuery(querySchema, query, `GET ${template}`)
    return call({
      method: 'GET',
      template,
      query: encodeQuery(query),
      kind: 'read',
      parse: json(schema),
      options,
    })
  }
}

/** The static catalog (spec: Search and catalog (v3)): locations and hotels. */
export function catalogEndpoints(call: Transport): CatalogApi {
  return {
    countries: pagedList(call, '/api/v3/countries', CountryList, LocationListQuery),
    regions: pagedList(call, '/api/v3/regions', RegionList, RegionListQuery),
    cities: pagedList(call, '/api/v3/cities', CityList, CityListQuery),
    hotels: pagedList(call, '/api/v3/hotels', HotelList, HotelListQuery),
    async hotel(id, params = {}, options) {
      checkQuery(HotelDetailQuery, { ...params }, 'GET /api/v3/hotels/{id}')
      return call({
        method: 'GET',
        template: '/api/v3/hotels/{id}',
        params: { id },
        query: encodeQuery({ ...params }),
        kind: 'read',
        parse: dataOf(HotelCatalogItem),
        options,
      })
    },
  }
}

/** `GET /api/v3/search`: the resolver of the first step of the booking flow (search bucket). */
export function searchEndpoint(call: Transport): ApiClient['search'] {
  return pagedList(call, '/api/v3/search', SearchResponse, SearchQuery)
}
