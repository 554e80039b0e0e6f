import type { z } from 'zod'
import type { RecentSearchInput } from '../../shared/ipc/hotels.contract'
import { MAX_RECENT_SEARCHES, RecentSearch } from '../../shared/ipc/hotels.contract'
import { allRows, getRow, run, type Db } from './statements'

/**
 * The agent's last hotel searches (table `recent_searches`, migration 0090), newest first, at most
 * MAX_RECENT_SEARCHES. A search saved again moves to the top (new `savedAt`, same id) instead of repeating.
 */

type SearchInput = z.output<typeof RecentSearchInput>

interface SearchRow {
  id: string
  search_json: string
  saved_at: string
}

/** JSON with object keys sorted at every level and undefined left out: equal searches give equal text. */
export function canonicalJson(value: unknown): string {
  const sorted = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sorted)
    if (typeof item !== 'object' || item === null) return item
    const record = item as Record<string, unknown>
    return Object.fromEntries(
      Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort()
        .map((key) => [key, sorted(record[key])]),
    )
  }
  return JSON.stringify(sorted(value))
}

/**
 * What makes two searches the same: the destination picked (by kind and id: its name may be spelled in another
 * language next time) and the query. The typed text is only a label when a destination was picked, and is in the
 * query's `search` when none was.
 */
export function searchKey(search: SearchInput): string {
  const { destination, query } = search
  return canonicalJson({
    destination: destination === null ? null : { kind: destination.kind, id: destination.id },
    query,
  })
}

/** Newest first, at most MAX_RECENT_SEARCHES; a row that no longer fits the contract is left out. */
export function listRecentSearches(db: Db): RecentSearch[] {
  const rows = allRows<SearchRow>(
    db,
    'SELECT id, search_json, saved_at FROM recent_searches ORDER BY seq DESC LIMIT ?',
    MAX_RECENT_SEARCHES,
  )
  const searches: RecentSearch[] = []
  for (const row of rows) {
    let stored: unknown
    try {
      stored = JSON.parse(row.search_json)
    } catch {
      continue
    }
    const parsed = RecentSearch.safeParse({
      ...(typeof stored === 'object' && stored !== null ? stored : {}),
      id: row.id,
      savedAt: row.saved_at,
    })
    if (parsed.success) searches.push(parsed.data)
  }
  return searches
}

/**
 * Saves a search at the top: a new row, or the same search's row moved up with the new time (and the new labels).
 * Searches past the newest MAX_RECENT_SEARCHES are dropped in the same transaction.
 */
export function saveRecentSearch(db: Db, search: SearchInput, saved: { id: string; at: string }): void {
  db.transaction(() => {
    const top = getRow<{ seq: number | null }>(db, 'SELECT max(seq) AS seq FROM recent_searches')?.seq ?? 0
    run(
      db,
      `INSERT INTO recent_searches (id, search_key, search_json, seq, saved_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (search_key) DO UPDATE SET search_json = excluded.search_json, seq = excluded.seq,
         saved_at = excluded.saved_at`,
      saved.id,
      searchKey(search),
      JSON.stringify(search),
      top + 1,
      saved.at,
    )
    run(
      db,
      `DELETE FROM recent_searches WHERE id NOT IN
         (SELECT id FROM recent_searches ORDER BY seq DESC LIMIT ?)`,
      MAX_RECENT_SEARCHES,
    )
  })()
}

/** Removes one search; false when there was none of that id. */
export function forgetRecentSearch(db: Db, id: string): boolean {
  return run(db, 'DELETE FROM recent_searches WHERE id = ?', id).changes > 0
}
