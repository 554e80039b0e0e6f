import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { HotelDetail, HotelDetailQuery, HotelList, HotelListQuery } from '../../../../src/shared/api/catalog'
import { decodeId } from '../../../../src/shared/domain/ids'
import { documented, json, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { notFound } from '../platform/errors'
import {
  enumListParam,
  idListParam,
  intListParam,
  paginationMeta,
  paginationParams,
  searchParams,
  sortParam,
  textParam,
} from '../platform/query'
import { findHotels, getHotel, type HotelFilters } from './hotels.repo'
import { toCatalogItems } from './hotels.view'
import { toLocale } from './locations'
import { SUSTAINABILITY_LEVELS } from './taxonomy'
import { visibleOwners } from './visibility'

/**
 * The filters of GET /api/v3/hotels from a query string, with the spec's 400 codes. Exported because the
 * availability search takes the same destination and hotel filters.
 */
export function hotelFiltersFromQuery(params: URLSearchParams): HotelFilters {
  return {
    search: textParam(params, 'search'),
    countries: idListParam(params, 'countries', 'country', 'INVALID_LOCATION_ID'),
    regions: idListParam(params, 'regions', 'region', 'INVALID_LOCATION_ID'),
    cities: idListParam(params, 'cities', 'city', 'INVALID_LOCATION_ID'),
    hotels: idListParam(params, 'hotels', 'hotel', 'INVALID_FILTER_VALUE'),
    kinds: idListParam(params, 'kinds', 'kind', 'INVALID_FILTER_VALUE'),
    styles: idListParam(params, 'styles', 'style', 'INVALID_FILTER_VALUE'),
    stars: intListParam(params, 'stars', 1, 5),
    sustainability: enumListParam(params, 'sustainability', SUSTAINABILITY_LEVELS),
    locale: toLocale(params.get('locale')),
  }
}

export function registerHotelRoutes(app: SandboxApp, ctx: SandboxContext): void {
  // The handler parses the query itself: its codes (INVALID_LOCATION_ID, INVALID_PAGINATION...) are the spec's.
  const list = createRoute({
    method: 'get',
    path: '/api/v3/hotels',
    summary:
      'Hotel catalog (filters combine with AND); a dmc caller sees its own (group) hotels, a TO every hotel',
    tags: ['catalog'],
    request: { query: documented(HotelListQuery) },
    responses: responses(json(HotelList), 400, 401, 429),
  })
  app.openapi(list, (c) => {
    const params = searchParams(c.req.url)
    const filters = hotelFiltersFromQuery(params)
    const pagination = paginationParams(params)
    const sort = sortParam(params, ['name', 'stars'] as const)
    const { rows, total } = findHotels(
      ctx.db,
      { ...filters, organizationIds: visibleOwners(c.get('caller').organization) },
      {
        sort: sort ?? { key: 'relevance', descending: false },
        limit: pagination.perPage,
        offset: pagination.offset,
      },
    )
    const locale = filters.locale ?? 'en'
    return c.json({
      data: toCatalogItems(ctx.db, rows, locale, new URL(c.req.url).origin),
      meta: paginationMeta(pagination, total),
    })
  })

  const detail = createRoute({
    method: 'get',
    // Only id-shaped segments: /api/v3/hotels/availability belongs to the availability module.
    path: '/api/v3/hotels/:id{[0-9A-Z]+}',
    summary: 'One hotel of the catalog (raw or encoded id)',
    tags: ['catalog'],
    request: { params: documented(z.object({ id: z.string() })), query: documented(HotelDetailQuery) },
    responses: responses(json(HotelDetail), 400, 401, 404, 429),
  })
  app.openapi(detail, (c) => {
    const value = c.req.param('id')
    const id = decodeId('hotel', value)
    const hotel = id === null ? null : getHotel(ctx.db, id)
    const owners = visibleOwners(c.get('caller').organization)
    if (hotel === null || (owners !== null && !owners.includes(hotel.organizationId))) {
      throw notFound(`Hotel ${value} not found.`, { param: 'id', value })
    }
    const locale = toLocale(new URL(c.req.url).searchParams.get('locale'))
    const [item] = toCatalogItems(ctx.db, [hotel], locale, new URL(c.req.url).origin)
    return c.json({ data: item, meta: null })
  })
}
