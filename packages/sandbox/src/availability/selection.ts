import type Database from 'better-sqlite3'
import { findHotelIds, getHotelsByIds, type HotelFilters } from '../catalog/hotels.repo'
import type { SandboxContext } from '../platform/context'
import { cachedProfile, hotelProfile } from '../rates/cache'
import type { HotelRateProfile } from '../rates/model'
import type { SearchGroup } from '../rates/search-context'
import { buildBatchTable, type BatchTable } from '../rates/batch'
import { partyTable } from '../rates/party-tables'

/**
 * The hotels a search prices, with their rate data lined up: the catalog's selection for the filters, each
 * hotel's rate profile and, per party, each hotel's party table. The catalog has no hotel create or edit endpoint,
 * so a selection never changes for a store (reset opens a new one); destinations repeat all day, so selections
 * are remembered (bounded: at most MAX_SELECTIONS of at most MAX_REMEMBERED_IDS hotels, a large city; a country
 * of a 100,000-hotel catalog is recomputed each time).
 */
export interface Selection {
  ids: readonly number[]
  /** Aligned with ids; undefined for an id the catalog no longer knows. */
  profiles: readonly (HotelRateProfile | undefined)[]
  /** Per party key, the hotels' party tables laid end to end (batch.ts), in the order of ids. */
  batches: Map<string, BatchTable>
}

const MAX_SELECTIONS = 64
const MAX_REMEMBERED_IDS = 2_000
const memo = new WeakMap<Database.Database, Map<string, Selection>>()

export function selectHotels(ctx: SandboxContext, filters: HotelFilters): Selection {
  let selections = memo.get(ctx.db)
  if (selections === undefined) {
    selections = new Map()
    memo.set(ctx.db, selections)
  }
  const key = JSON.stringify(filters)
  const known = selections.get(key)
  if (known !== undefined) return known
  const ids = findHotelIds(ctx.db, filters)
  const selection: Selection = { ids, profiles: profilesFor(ctx, ids), batches: new Map() }
  if (ids.length <= MAX_REMEMBERED_IDS) {
    if (selections.size >= MAX_SELECTIONS) selections.clear()
    selections.set(key, selection)
  }
  return selection
}

/** The selection's rate data for this group's party (built on first use, then kept with the selection). */
export function selectionBatch(selection: Selection, group: SearchGroup): BatchTable {
  let batch = selection.batches.get(group.key)
  if (batch === undefined) {
    const tables = selection.profiles.map((profile) =>
      profile === undefined ? undefined : partyTable(profile, group.key, group.occupancy),
    )
    batch = buildBatchTable(selection.profiles, tables)
    // A selection keeps the batches of a few parties only (each is as large as the selection).
    if (selection.batches.size >= 8) selection.batches.clear()
    selection.batches.set(group.key, batch)
  }
  return batch
}

/**
 * Rate profiles of these hotels, in the same order (undefined for an id the catalog does not know): built from
 * the catalog rows on first use, then cached.
 */
export function profilesFor(
  ctx: SandboxContext,
  hotelIds: readonly number[],
): (HotelRateProfile | undefined)[] {
  const seed = ctx.options.seed
  const profiles = hotelIds.map((id) => cachedProfile(seed, id))
  const missing = hotelIds.filter((_, index) => profiles[index] === undefined)
  if (missing.length > 0) {
    const rows = getHotelsByIds(ctx.db, missing)
    hotelIds.forEach((id, index) => {
      const row = profiles[index] === undefined ? rows.get(id) : undefined
      if (row !== undefined) profiles[index] = hotelProfile(seed, row)
    })
  }
  return profiles
}
