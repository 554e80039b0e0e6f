import type { z } from 'zod'
import type { ExperienceSearchRequestV1 } from '../../shared/api/experiences-v1'
import type {
  ExperienceParty,
  ExperienceSearchInput,
  PricingState,
} from '../../shared/ipc/experiences.contract'

/** The party as the service's `experienceComposition`. */
export const compositionOf = (party: ExperienceParty) => ({
  adults: party.adults,
  children: party.childrenBirthdates.length,
  childrenBirthdates: [...party.childrenBirthdates],
})

/** `POST /api/v1/experiences/liste` for a search of the desk (the locale goes in the query). */
export function searchRequest(input: ExperienceSearchInput): z.input<typeof ExperienceSearchRequestV1> {
  const text = input.text?.trim()
  return dropUndefined({
    search: text === '' ? undefined : text,
    cities: input.cities,
    regions: input.regions,
    countries: input.countries,
    types: input.types,
    themes: input.themes,
    segments: input.segments,
    duration: input.durationDays,
    minDuration: input.minDurationHours,
    maxDuration: input.maxDurationHours,
    guided: input.guided,
    priceRange: input.priceRange,
    // The experience takes a group of that size: its smallest group is not above it, its largest not below it.
    maxPax: input.pax,
    minPax: input.pax,
    experiencePricingType: input.pricingType,
    sort: input.sort,
    startAt: input.startAt,
    endAt: input.endAt,
    experienceComposition: input.party === undefined ? undefined : compositionOf(input.party),
    searchMinPrice: input.pricedOnly,
    page: input.page,
    perPage: input.perPage,
  })
}

/** Why a search's results carry no price (the service prices with a start date and a party only). */
export function pricingOf(input: ExperienceSearchInput): Exclude<PricingState, 'cached'> {
  if (input.startAt === undefined) return 'noDates'
  if (input.party === undefined) return 'noParty'
  return 'priced'
}

/**
 * The cache key of a search: the same search however it was typed (text trimmed and folded, id lists sorted,
 * unset filters left out), with its locale.
 */
export function searchKey(input: ExperienceSearchInput, locale: string): string {
  const sorted = (values: readonly string[] | undefined) =>
    values === undefined ? undefined : [...values].sort()
  const normalised = dropUndefined({
    ...input,
    text: input.text?.trim().toLowerCase().normalize('NFC') || undefined,
    cities: sorted(input.cities),
    regions: sorted(input.regions),
    countries: sorted(input.countries),
    types: sorted(input.types),
    themes: sorted(input.themes),
    segments: sorted(input.segments),
    party:
      input.party === undefined
        ? undefined
        : { adults: input.party.adults, childrenBirthdates: [...input.party.childrenBirthdates].sort() },
    locale,
  })
  return canonicalJson(normalised)
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`
  }
  return JSON.stringify(value)
}
