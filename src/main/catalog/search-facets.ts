import type { HotelAvailabilityResponse } from '../../shared/api/availability'
import type { NamedRef } from '../../shared/api/common'
import type { CatalogFacet } from '../../shared/ipc/catalog.contract'
import type { AvailabilityQuery, SearchFacets } from '../../shared/ipc/hotels.contract'
import type { ApiClient } from '../api/client'
import { getHotel } from '../db/hotels.repo'
import type { Db } from '../db/statements'

/**
 * Kinds and styles counted over a search, not over the catalog: for each kind, the hotels of the search (all its
 * pages, its other filters applied) that choosing it would leave; the same for styles. A filter's own choice is
 * left out of its count (choosing a second kind adds hotels: kinds are "any of"), the other filter's is applied.
 *
 * The search's hotels without the kinds and styles filters come from its answer when it had those filters off and
 * fitted one page (kept by `remember`), else from one more availability request of up to MAX_COUNTED hotels.
 * Kinds and styles are read from the local catalog; hotels it does not know yet are counted as `uncounted`.
 */

/** The most hotels one count asks the service for (the service's largest page). */
export const MAX_COUNTED = 1000

export interface SearchFacetsDeps {
  db: Db
  api: Pick<ApiClient, 'hotels'>
  service: () => string | null
}

export interface SearchFacetsService {
  /** A search's answer, so that a count of the same search needs no second request when the answer suffices. */
  remember(query: AvailabilityQuery, answer: HotelAvailabilityResponse): void
  facets(query: AvailabilityQuery, locale?: string): Promise<SearchFacets>
}

interface Counted {
  kinds: readonly NamedRef[]
  styles: readonly NamedRef[]
}

/** The search without what the count leaves out: its kinds and styles, its order and its page. */
function countKey(service: string | null, query: AvailabilityQuery): string {
  const {
    kinds: _kinds,
    styles: _styles,
    sort: _sort,
    page: _page,
    perPage: _perPage,
    replaceBookingId: _replacing,
    ...rest
  } = query
  return JSON.stringify([service, Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))])
}

/** Counts per kind and style over these hotels, given the kinds and styles selected (pure). */
export function countFacets(
  hotels: readonly Counted[],
  selected: { kinds: readonly string[]; styles: readonly string[] },
  locale = 'en',
): { kinds: CatalogFacet[]; styles: CatalogFacet[] } {
  const hasAny = (refs: readonly NamedRef[], ids: readonly string[]) =>
    ids.length === 0 || refs.some((ref) => ids.includes(String(ref.id)))
  const tally = (pick: (hotel: Counted) => readonly NamedRef[], other: (hotel: Counted) => boolean) => {
    const counts = new Map<string, CatalogFacet>()
    for (const hotel of hotels) {
      const applies = other(hotel)
      for (const ref of pick(hotel)) {
        const id = String(ref.id)
        const entry = counts.get(id) ?? { id, name: ref.name, hotels: 0 }
        if (applies) entry.hotels += 1
        counts.set(id, entry)
      }
    }
    // Selected ones stay listed, with what they would leave (0 included).
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
    return [...counts.values()].sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1))
  }
  return {
    kinds: tally(
      (hotel) => hotel.kinds,
      (hotel) => hasAny(hotel.styles, selected.styles),
    ),
    styles: tally(
      (hotel) => hotel.styles,
      (hotel) => hasAny(hotel.kinds, selected.kinds),
    ),
  }
}

export function createSearchFacets(deps: SearchFacetsDeps): SearchFacetsService {
  // The last few searches' hotel ids (a search and its count come together; older ones are dropped).
  const kept = new Map<string, { ids: string[]; total: number }>()
  const keep = (key: string, value: { ids: string[]; total: number }) => {
    kept.delete(key)
    kept.set(key, value)
    while (kept.size > 8) kept.delete(kept.keys().next().value as string)
  }

  return {
    remember(query, answer) {
      const unfiltered = (query.kinds?.length ?? 0) === 0 && (query.styles?.length ?? 0) === 0
      if (!unfiltered || answer.meta.lastPage > 1) return
      keep(countKey(deps.service(), query), {
        ids: answer.data.map((hotel) => hotel.id),
        total: answer.meta.total,
      })
    },
    async facets(query, locale) {
      const key = countKey(deps.service(), query)
      let found = kept.get(key)
      if (found === undefined) {
        const { kinds: _kinds, styles: _styles, sort: _sort, page: _page, perPage: _perPage, ...rest } = query
        const answer = await deps.api.hotels.availability({ ...rest, page: 1, perPage: MAX_COUNTED })
        found = { ids: answer.data.map((hotel) => hotel.id), total: answer.meta.total }
        keep(key, found)
      }
      const hotels: Counted[] = []
      let uncounted = 0
      for (const id of new Set(found.ids)) {
        const cached = getHotel(deps.db, id)
        if (cached === null) uncounted += 1
        else hotels.push({ kinds: cached.raw.kinds, styles: cached.raw.styles })
      }
      const counts = countFacets(
        hotels,
        { kinds: (query.kinds ?? []).map(String), styles: (query.styles ?? []).map(String) },
        locale,
      )
      return { ...counts, hotels: found.total, counted: hotels.length, uncounted }
    },
  }
}
