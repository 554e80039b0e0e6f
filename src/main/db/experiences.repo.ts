import type { ExperienceDetailV1, ExperienceSearchResultV1 } from '../../shared/api/experiences-v1'
import { allRows, getRow, parseJson, run, type Db } from './statements'

/**
 * The experiences cache (migration 0150), per service: the last searches with their results' ids, each result's
 * catalog data (without its price), details per locale, and the themes and segments learned from the details.
 */

/** How many searches a service keeps; the oldest go first, with the catalog rows no search lists any more. */
export const EXPERIENCE_SEARCHES_KEPT = 200

export type CatalogResult = Omit<ExperienceSearchResultV1, 'price'>

export interface CachedSearch {
  results: CatalogResult[]
  fetchedAt: string
}

/**
 * Stores a search's results (in order) and their catalog data, in one transaction; keeps the newest
 * `EXPERIENCE_SEARCHES_KEPT` searches of the service.
 */
export function saveExperienceSearch(
  db: Db,
  service: string,
  search: { key: string; query: unknown; results: readonly ExperienceSearchResultV1[]; at: string },
  kept = EXPERIENCE_SEARCHES_KEPT,
): void {
  db.transaction(() => {
    for (const result of search.results) {
      const { price: _price, ...catalog } = result
      run(
        db,
        `INSERT INTO experience_catalog (service, id, data_json, fetched_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (service, id) DO UPDATE SET data_json = excluded.data_json, fetched_at = excluded.fetched_at`,
        service,
        result.id,
        JSON.stringify(catalog),
        search.at,
      )
    }
    const seq =
      (getRow<{ top: number | null }>(
        db,
        'SELECT max(seq) AS top FROM experience_searches WHERE service = ?',
        service,
      )?.top ?? 0) + 1
    run(
      db,
      `INSERT INTO experience_searches (service, query_key, query_json, result_ids_json, fetched_at, seq)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (service, query_key) DO UPDATE SET query_json = excluded.query_json,
         result_ids_json = excluded.result_ids_json, fetched_at = excluded.fetched_at, seq = excluded.seq`,
      service,
      search.key,
      JSON.stringify(search.query),
      JSON.stringify(search.results.map((result) => result.id)),
      search.at,
      seq,
    )
    const dropped = run(
      db,
      `DELETE FROM experience_searches WHERE service = ? AND seq <= (
         SELECT seq FROM experience_searches WHERE service = ? ORDER BY seq DESC LIMIT 1 OFFSET ?)`,
      service,
      service,
      kept,
    )
    if (dropped.changes > 0) {
      run(
        db,
        `DELETE FROM experience_catalog WHERE service = ? AND id NOT IN (
           SELECT ids.value FROM experience_searches AS s, json_each(s.result_ids_json) AS ids WHERE s.service = ?)`,
        service,
        service,
      )
    }
  })()
}

export function getExperienceSearch(db: Db, service: string, key: string): CachedSearch | null {
  const row = getRow<{ result_ids_json: string; fetched_at: string }>(
    db,
    'SELECT result_ids_json, fetched_at FROM experience_searches WHERE service = ? AND query_key = ?',
    service,
    key,
  )
  if (row === undefined) return null
  const ids = parseJson<string[]>(row.result_ids_json)
  const byId = new Map(
    allRows<{ id: string; data_json: string }>(
      db,
      `SELECT c.id, c.data_json FROM experience_catalog AS c
       WHERE c.service = ? AND c.id IN (SELECT value FROM json_each(?))`,
      service,
      row.result_ids_json,
    ).map((entry) => [entry.id, parseJson<CatalogResult>(entry.data_json)]),
  )
  return {
    results: ids.flatMap((id) => {
      const result = byId.get(id)
      return result === undefined ? [] : [result]
    }),
    fetchedAt: row.fetched_at,
  }
}

export function countExperienceSearches(db: Db, service: string): number {
  return (
    getRow<{ n: number }>(db, 'SELECT count(*) AS n FROM experience_searches WHERE service = ?', service)
      ?.n ?? 0
  )
}

/** A detail read, and its themes and segments learned for the filters (one transaction). */
export function saveExperienceDetail(
  db: Db,
  service: string,
  locale: string,
  detail: ExperienceDetailV1,
  at: string,
): void {
  db.transaction(() => {
    run(
      db,
      `INSERT INTO experience_details (service, id, locale, detail_json, fetched_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (service, id, locale) DO UPDATE SET detail_json = excluded.detail_json,
         fetched_at = excluded.fetched_at`,
      service,
      detail.id,
      locale,
      JSON.stringify(detail),
      at,
    )
    const learn = (kind: 'theme' | 'segment', refs: readonly { id: string; displayName: string }[]) => {
      for (const ref of refs) {
        run(
          db,
          `INSERT INTO experience_facets (service, kind, id, name) VALUES (?, ?, ?, ?)
           ON CONFLICT (service, kind, id) DO UPDATE SET name = excluded.name`,
          service,
          kind,
          ref.id,
          ref.displayName,
        )
      }
    }
    learn('theme', detail.themes)
    learn('segment', detail.segments)
  })()
}

export function getExperienceDetail(
  db: Db,
  service: string,
  id: string,
  locale: string,
): { detail: ExperienceDetailV1; fetchedAt: string } | null {
  const row = getRow<{ detail_json: string; fetched_at: string }>(
    db,
    'SELECT detail_json, fetched_at FROM experience_details WHERE service = ? AND id = ? AND locale = ?',
    service,
    id,
    locale,
  )
  return row === undefined
    ? null
    : { detail: parseJson<ExperienceDetailV1>(row.detail_json), fetchedAt: row.fetched_at }
}

export function listExperienceFacets(
  db: Db,
  service: string,
  kind: 'theme' | 'segment',
): { id: string; name: string }[] {
  return allRows<{ id: string; name: string }>(
    db,
    'SELECT id, name FROM experience_facets WHERE service = ? AND kind = ? ORDER BY name COLLATE NOCASE, id',
    service,
    kind,
  )
}

/** The experience's name as last read (a search result or a detail), for file names; null when never read. */
export function cachedExperienceName(db: Db, service: string, id: string): string | null {
  const row =
    getRow<{ name: string | null }>(
      db,
      "SELECT json_extract(data_json, '$.name') AS name FROM experience_catalog WHERE service = ? AND id = ?",
      service,
      id,
    ) ??
    getRow<{ name: string | null }>(
      db,
      `SELECT json_extract(detail_json, '$.name') AS name FROM experience_details WHERE service = ? AND id = ?
       ORDER BY fetched_at DESC LIMIT 1`,
      service,
      id,
    )
  return row?.name ?? null
}

/** The experience's type as last read, when it was. */
export function cachedExperienceType(db: Db, service: string, id: string): string | null {
  const row = getRow<{ type: string | null }>(
    db,
    `SELECT coalesce(
       (SELECT json_extract(data_json, '$.experienceType') FROM experience_catalog WHERE service = ? AND id = ?),
       (SELECT json_extract(detail_json, '$.type') FROM experience_details WHERE service = ? AND id = ? LIMIT 1)
     ) AS type`,
    service,
    id,
    service,
    id,
  )
  return row?.type ?? null
}

/**
 * The tags of the service's cached search results (each a theme's or a segment's name) that no theme or segment
 * learned so far is named, leaving out `ignored` ones.
 */
export function unknownExperienceTags(db: Db, service: string, ignored: readonly string[]): string[] {
  return allRows<{ tag: string }>(
    db,
    `SELECT DISTINCT t.value AS tag FROM experience_catalog AS c, json_each(c.data_json, '$.tags') AS t
     WHERE c.service = ? AND t.value NOT IN (SELECT name FROM experience_facets WHERE service = ?)
       AND t.value NOT IN (SELECT value FROM json_each(?))
     ORDER BY tag`,
    service,
    service,
    JSON.stringify(ignored),
  ).map((row) => row.tag)
}

/** Cached results carrying any of `tags`: their ids and tags, those carrying the most first. */
export function cachedResultsTagged(
  db: Db,
  service: string,
  tags: readonly string[],
  limit: number,
): { id: string; tags: string[] }[] {
  return allRows<{ id: string; tags: string; hits: number }>(
    db,
    `SELECT c.id, json_extract(c.data_json, '$.tags') AS tags, count(*) AS hits
     FROM experience_catalog AS c, json_each(c.data_json, '$.tags') AS t
     WHERE c.service = ? AND t.value IN (SELECT value FROM json_each(?))
     GROUP BY c.id ORDER BY hits DESC, c.id LIMIT ?`,
    service,
    JSON.stringify(tags),
    limit,
  ).map((row) => ({ id: row.id, tags: parseJson<string[]>(row.tags) }))
}
