import type { CatalogApi } from '../api/client'
import { countHotels, deleteAllHotels, deleteHotelsNotInPass, upsertHotels } from '../db/hotels.repo'
import type { Db } from '../db/statements'
import {
  deferHotelIndex,
  deferHotelLookups,
  restoreHotelIndex,
  restoreHotelLookups,
} from '../db/hotel-index.repo'
import { getCursor, markSyncSucceeded, setCursor } from '../db/sync-state.repo'
import type { Clock } from '../platform/types'
import type { HotelList } from '../../shared/api'
import { clearLocations, fetchLocations, storeLocations } from './catalog-locations'

/**
 * One full pass over the catalog: locations, then every page of `GET /api/v3/hotels` (perPage 1000), then the
 * deletion of hotels the pass did not see.
 *
 * Crash safety: each page's rows and the cursor that points past them are written in one transaction. A kill
 * anywhere leaves the cursor on the first page not stored, so the next run fetches that page again and goes on:
 * nothing is lost, and nothing is stored twice (hotels are keyed by id). Hotels of the previous pass stay
 * searchable while a pass runs; only a completed pass deletes what it did not see.
 *
 * Incremental refresh: the service has no "changed since" filter on the catalog, so a refresh is a new full pass
 * in the background (see catalog-sync.ts for when); unchanged hotels are only marked seen (hotels.repo.ts).
 */

export const CATALOG_DATASET = 'catalog'
export const CATALOG_CURSOR = 'catalog.hotels'
export const CATALOG_PER_PAGE = 1000

export interface CatalogCursor {
  /** Which environment the cached catalog comes from (catalog-sync.ts); another one wipes it first. */
  source: string
  /** Locale of the names stored; a pass is resumed only in the locale it started with. */
  locale: string
  perPage: number
  /** Number of the pass, stamped on every hotel it stores. */
  pass: number
  locationsDone: boolean
  /** First page not stored yet; null once the pass is complete. */
  nextPage: number | null
  /** The service's total at the last page stored. */
  total: number | null
  startedAt: string
  completedAt: string | null
  /**
   * The hotel FTS index's triggers, dropped while this pass fills an empty catalog (hotel-index.repo.ts); the
   * completion rebuilds the index and re-creates them. Absent or null: the index is kept up row by row.
   */
  deferredIndex?: string[] | null
  /** The hotels table's secondary indexes, dropped and re-created with the FTS index's triggers (same rules). */
  deferredLookups?: string[] | null
}

export interface CatalogPassDeps {
  db: Db
  api: CatalogApi
  clock: Clock
  perPage?: number
  signal?: AbortSignal
  onProgress?: (done: number, total: number) => void
}

export interface CatalogPassOutcome {
  pass: number
  /** The page an interrupted pass was resumed from; null for a pass started from the beginning. */
  resumedFromPage: number | null
  pagesFetched: number
  /** Hotels deleted at the end: no longer listed by the service. */
  deleted: number
  /** The service's total at the last page. */
  total: number
  /** Hotels in the cache after the pass. */
  stored: number
  /** The cache holds exactly as many hotels as the service announced (false if it changed during the pass). */
  consistent: boolean
}

export function readCatalogCursor(db: Db): CatalogCursor | null {
  return getCursor<CatalogCursor>(db, CATALOG_CURSOR)?.value ?? null
}

/** The cursor to run with: the interrupted pass when it can go on, else a new pass (wiping another source's data). */
function beginPass(
  db: Db,
  source: string,
  locale: string,
  perPage: number,
  at: string,
): { cursor: CatalogCursor; resumed: boolean } {
  const previous = readCatalogCursor(db)
  if (
    previous !== null &&
    previous.nextPage !== null &&
    previous.source === source &&
    previous.locale === locale &&
    previous.perPage === perPage
  ) {
    return { cursor: previous, resumed: true }
  }
  let cursor: CatalogCursor = {
    source,
    locale,
    perPage,
    pass: (previous?.pass ?? 0) + 1,
    locationsDone: false,
    nextPage: 1,
    total: previous?.total ?? null,
    startedAt: at,
    completedAt: null,
  }
  db.transaction(() => {
    // An abandoned pass's deferred index comes back first: a new pass decides afresh.
    if (previous?.deferredIndex) restoreHotelIndex(db, previous.deferredIndex)
    if (previous?.deferredLookups) restoreHotelLookups(db, previous.deferredLookups)
    if (previous !== null && previous.source !== source) {
      deleteAllHotels(db)
      clearLocations(db, at)
    }
    if (countHotels(db) === 0) {
      cursor = { ...cursor, deferredIndex: deferHotelIndex(db), deferredLookups: deferHotelLookups(db) }
    }
    setCursor(db, CATALOG_CURSOR, cursor, at)
  })()
  return { cursor, resumed: false }
}

export async function runCatalogPass(
  deps: CatalogPassDeps,
  source: string,
  locale: string,
): Promise<CatalogPassOutcome> {
  const { db, api, signal } = deps
  const perPage = deps.perPage ?? CATALOG_PER_PAGE
  const now = (): string => deps.clock.now().toISOString()
  const begun = beginPass(db, source, locale, perPage, now())
  let cursor = begun.cursor
  const resumedFromPage = begun.resumed ? cursor.nextPage : null
  const options = signal === undefined ? {} : { signal }

  if (!cursor.locationsDone) {
    const lists = await fetchLocations(api, locale, { perPage, ...options })
    const at = now()
    cursor = { ...cursor, locationsDone: true }
    db.transaction(() => {
      storeLocations(db, lists, at)
      setCursor(db, CATALOG_CURSOR, cursor, at)
    })()
  }

  const fetchPage = (page: number): Promise<HotelList> => {
    const request = api.hotels({ page, perPage, locale }, options)
    // A prefetched page may be dropped unread when the pass stops; its failure must not go unhandled.
    request.catch(() => undefined)
    return request
  }
  let page = cursor.nextPage ?? 1
  let pagesFetched = 0
  let next = fetchPage(page)
  for (;;) {
    const list = await next
    pagesFetched += 1
    signal?.throwIfAborted()
    const last = page >= list.meta.lastPage || list.data.length === 0
    // The next page travels while this one is written.
    if (!last) next = fetchPage(page + 1)
    const at = now()
    const total = list.meta.total
    cursor = { ...cursor, nextPage: page + 1, total }
    db.transaction(() => {
      upsertHotels(db, list.data, { fetchedAt: at, syncPass: cursor.pass })
      setCursor(db, CATALOG_CURSOR, cursor, at)
    })()
    deps.onProgress?.(Math.min(total, (page - 1) * perPage + list.data.length), total)
    if (last) break
    page += 1
  }

  const at = now()
  let deleted = 0
  const { deferredIndex, deferredLookups } = cursor
  cursor = { ...cursor, nextPage: null, completedAt: at, deferredIndex: null, deferredLookups: null }
  db.transaction(() => {
    deleted = deleteHotelsNotInPass(db, cursor.pass)
    if (deferredIndex) restoreHotelIndex(db, deferredIndex)
    if (deferredLookups) restoreHotelLookups(db, deferredLookups)
    setCursor(db, CATALOG_CURSOR, cursor, at)
    markSyncSucceeded(db, CATALOG_DATASET, at)
  })()
  const stored = countHotels(db)
  const total = cursor.total ?? 0
  return {
    pass: cursor.pass,
    resumedFromPage,
    pagesFetched,
    deleted,
    total,
    stored,
    consistent: stored === total,
  }
}
