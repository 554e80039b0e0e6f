import type { SandboxContext } from '../platform/context'
import { organizationFamily, type Organization } from '../platform/organizations'
import { citiesOwnedBy } from './hotels.repo'
import { cityById } from './locations'

/**
 * Whose hotels a caller's catalog shows. A tour operator (scope `to`) buys from every supplier, so its catalog is
 * the whole marketplace. A supplier (scope `dmc`) uses the catalog to manage its own inventory, so it sees the
 * hotels its organization owns, and for a group every member's ("a group's list holds every child's hotels").
 * null = no owner restriction.
 */
export function visibleOwners(organization: Organization): number[] | null {
  return organization.scope === 'to' ? null : organizationFamily(organization)
}

/**
 * Where the caller's organization (or any organization of its group) operates, for `scope=organization`: the
 * cities of the hotels it owns, plus whatever other modules report (e.g. cities of hotels it booked).
 */
export function operatingCityIds(ctx: SandboxContext, organization: Organization): Set<number> {
  const family = organizationFamily(organization)
  const cities = new Set(citiesOwnedBy(ctx.db, family))
  for (const module of ctx.modules ?? []) {
    for (const id of module.operatingCityIds?.(ctx, family) ?? []) cities.add(id)
  }
  return cities
}

export function operatingRegionIds(cityIds: Set<number>): Set<number> {
  return new Set([...cityIds].map((id) => cityById(id)?.regionId ?? 0))
}

export function operatingCountryIds(cityIds: Set<number>): Set<number> {
  return new Set([...cityIds].map((id) => cityById(id)?.countryId ?? 0))
}
