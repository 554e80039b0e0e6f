import type Database from 'better-sqlite3'
import { experienceBookingStats } from '../bookings/experience-stats'
import { cityById, localName, toLocale } from '../catalog/locations'
import {
  getPeriodsOf,
  listExperienceCards,
  localizedText,
  totalDurationMinutes,
  type ExperienceCard,
  type PeriodRow,
  type ScoredCard,
} from '../experiences/experiences.repo'
import { normalizeText } from '../platform/text'
import { matchesLocation, positionId } from './positions'
import { quoteExperience, type ExtraQuoteCache, type Quote } from './quote'
import { prefetchedSource } from './quote.source'
import type { SearchParams } from './search.params'

/**
 * POST /api/v1/experiences/liste as a pipeline: the repository's filters (visibility, text, locations, types,
 * themes, segments, owner, pricing type, guiding, total duration, exclusions), then the v1-only filters, then
 * pricing when the request has a start date and a party, then price filters, sort and page.
 */
export interface SearchHit {
  row: ScoredCard
  quote: Quote | null
  /** Lowest adult price of a sellable period from today on: the "from" price of an unpriced result. */
  fromPrice: number | null
  bookings: { count: number; lastBookedAt: string } | null
}

export interface SearchOutcome {
  hits: SearchHit[]
  total: number
}

function paxFits(row: ExperienceCard, params: SearchParams): boolean {
  // The experience takes some group size within [minPax, maxPax] of the request.
  if (params.minPax !== null && row.maxPax !== null && row.maxPax < params.minPax) return false
  if (params.maxPax !== null && row.minPax !== null && row.minPax > params.maxPax) return false
  return true
}

function v1Filters(row: ExperienceCard, params: SearchParams, locale: string): boolean {
  if (params.durationDays !== null && Math.max(1, row.durationDays ?? 1) !== params.durationDays) return false
  if (!paxFits(row, params)) return false
  if (params.startingPoint !== null) {
    if (row.startPosition === null || positionId(row.startPosition, row.cityId) !== params.startingPoint)
      return false
  }
  if (params.endingPoint !== null) {
    if (row.endPosition === null || positionId(row.endPosition, row.cityId) !== params.endingPoint)
      return false
  }
  const city = row.cityId === null ? undefined : cityById(row.cityId)
  const cityName = city === undefined ? '' : localName(city.names, toLocale(locale))
  if (
    params.departureLocation !== null &&
    !matchesLocation(row.startPosition, cityName, params.departureLocation)
  )
    return false
  if (params.returnLocation !== null && !matchesLocation(row.endPosition, cityName, params.returnLocation))
    return false
  return true
}

function fromPrice(periods: readonly PeriodRow[], today: string): number | null {
  let lowest: number | null = null
  for (const period of periods) {
    if (period.endAt < today || period.state === 'stop_sale') continue
    for (const price of [period.price, ...period.adultPrices.map((range) => range.price)]) {
      if (price !== null && (lowest === null || price < lowest)) lowest = price
    }
  }
  return lowest
}

/**
 * The price a result is compared on (priceRange, sort by price): its party price in a priced search (an unpriced
 * result then has none: it sorts last and fails any priceRange), its "from" price otherwise.
 */
const headline = (hit: SearchHit, priced: boolean): number | null =>
  priced ? (hit.quote?.price.price ?? null) : hit.fromPrice

function compare(params: SearchParams, locale: string): ((a: SearchHit, b: SearchHit) => number) | null {
  const sort = params.sort ?? (params.searchMinPrice ? { field: 'price' as const, descending: false } : null)
  if (sort === null) return null // the repository's relevance order stands
  const direction = sort.descending ? -1 : 1
  const nullsLast = (a: number | string | null, b: number | string | null): number | null => {
    if (a === null && b === null) return null
    if (a === null) return 1
    if (b === null) return -1
    return null
  }
  const value = (hit: SearchHit): number | string | null => {
    switch (sort.field) {
      case 'price':
        return headline(hit, params.startAt !== null && params.party !== null)
      case 'name':
        return normalizeText(localizedText(hit.row.texts, locale, 'name') ?? '')
      case 'duration':
        return totalDurationMinutes(hit.row)
      case 'totalBookingsCount':
        return hit.bookings?.count ?? 0
      case 'lastBookingDate':
        return hit.bookings?.lastBookedAt ?? null
      default:
        return hit.row.id
    }
  }
  return (a, b) => {
    const left = value(a)
    const right = value(b)
    const missing = nullsLast(left, right)
    if (missing !== null) return missing
    if (left === right || left === null || right === null) return a.row.id - b.row.id
    const order = typeof left === 'string' ? left.localeCompare(String(right)) : left - Number(right)
    return direction * order || a.row.id - b.row.id
  }
}

export function runSearch(
  db: Database.Database,
  params: SearchParams,
  context: { today: string; locale: string },
): SearchOutcome {
  const { rows } = listExperienceCards(db, params.repo)
  const candidates = rows.filter((row) => v1Filters(row, params, context.locale))
  const ids = candidates.map((row) => row.id)
  const priced = params.startAt !== null && params.party !== null
  const needsFromPrice = !priced && (params.priceRange !== null || params.sort?.field === 'price')
  const periods = needsFromPrice ? getPeriodsOf(db, ids) : new Map<number, PeriodRow[]>()
  const stats = experienceBookingStats(db, ids)
  const cache: ExtraQuoteCache = new Map()
  const startAt = params.startAt
  const party = params.party
  const source = priced && startAt !== null ? prefetchedSource(db, ids, startAt) : undefined
  let hits: SearchHit[] = candidates.map((row) => {
    const result =
      startAt === null || party === null
        ? null
        : quoteExperience(
            db,
            row,
            { startAt, endAt: params.endAt, party, today: context.today, locale: context.locale },
            cache,
            source,
          )
    return {
      row,
      quote: result?.ok === true ? result.quote : null,
      fromPrice: needsFromPrice ? fromPrice(periods.get(row.id) ?? [], context.today) : null,
      bookings: stats.get(row.id) ?? null,
    }
  })
  if (params.searchMinPrice) hits = hits.filter((hit) => hit.quote !== null)
  const range = params.priceRange
  if (range !== null) {
    hits = hits.filter((hit) => {
      const price = headline(hit, priced)
      return price !== null && price >= range[0] && price <= range[1]
    })
  }
  const order = compare(params, context.locale)
  if (order !== null) hits.sort(order)
  const total = hits.length
  if (params.page !== null) {
    const offset = (params.page.page - 1) * params.page.perPage
    hits = hits.slice(offset, offset + params.page.perPage)
  }
  return { hits, total }
}
