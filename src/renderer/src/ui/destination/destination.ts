/** A place (or hotel) picked in the destination box: what a search is narrowed to. */

export type DestinationKind = 'city' | 'region' | 'country' | 'hotel'

export interface Destination {
  kind: DestinationKind
  id: string
  name: string
  /** Where it is, e.g. "Portugal" for a city or "Lisbon, Portugal" for a hotel. */
  detail: string | null
}

/** The places only (cities, regions, countries): what experiences are searched in. */
export const PLACE_KINDS: readonly DestinationKind[] = ['city', 'region', 'country']
