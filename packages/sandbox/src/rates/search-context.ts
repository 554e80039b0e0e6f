import type { SupplierCode } from '../../../../src/shared/api/availability'
import type { Occupancy } from './model'
import type { StayContext } from './stay'

/**
 * What a search needs to price hotels: the stay, the requested rooms, the suppliers kept and the allotment
 * already taken. Built once per request; every hotel is priced against it.
 */
export interface SearchContext {
  stay: StayContext
  /** Requested rooms, in request order. */
  occupancies: readonly Occupancy[]
  /** Distinct occupancies and how many requested rooms have each (two identical rooms price once). */
  groups: readonly SearchGroup[]
  /** null = every supplier. */
  suppliers: ReadonlySet<SupplierCode> | null
  /** Units taken per room id over the stay (allotments.repo usedUnits). */
  used: ReadonlyMap<number, number>
  /** EUR -> the caller's currency. */
  fx: number
}

export interface SearchGroup {
  occupancy: Occupancy
  count: number
  /** partyKey of the occupancy. */
  key: string
}
