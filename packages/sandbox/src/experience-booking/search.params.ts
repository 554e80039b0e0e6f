import {
  EXPERIENCE_SORT_DIRECTIONS,
  EXPERIENCE_SORT_FIELDS,
  type ExperienceSearchRequestV1,
} from '../../../../src/shared/api/experiences-v1'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import {
  PRICING_TYPES,
  type ExperienceType,
  type PricingType,
} from '../../../../src/shared/api/experiences-v3.enums'
import { decodeId, type EntityKind } from '../../../../src/shared/domain/ids'
import type { ExperienceFilters } from '../experiences/experiences.repo'
import { badRequest } from '../platform/errors'
import { organizationById, organizationFamily, type Organization } from '../platform/organizations'
import type { Party } from './pricing'

/**
 * The body of POST /api/v1/experiences/liste -> checked, typed filters. Codes as on v3: a value that is not an id
 * of the right kind answers 400 INVALID_LOCATION_ID (cities, countries, regions) or INVALID_FILTER_VALUE (anything
 * else); a bad `sort` answers 400 INVALID_SORT; an inconsistent party or date pair answers 400 INVALID_PARAMETER.
 */
export type SortField = (typeof EXPERIENCE_SORT_FIELDS)[number]

export interface SearchParams {
  /** What the experience repository filters. */
  repo: ExperienceFilters
  /** Exact number of days. */
  durationDays: number | null
  startingPoint: string | null
  endingPoint: string | null
  departureLocation: string | null
  returnLocation: string | null
  minPax: number | null
  maxPax: number | null
  priceRange: [number, number] | null
  searchMinPrice: boolean
  /** Pricing happens only with both (spec). */
  startAt: string | null
  endAt: string | null
  party: Party | null
  sort: { field: SortField; descending: boolean } | null
  page: { page: number; perPage: number } | null
}

const TYPES_V1: Record<string, ExperienceType> = {
  activity: 'activity',
  transfer: 'transfer',
  program: 'program',
  extra: 'extra',
}

function ids(
  values: ReadonlyArray<string | number> | undefined,
  param: string,
  kind: EntityKind,
  code: string,
): number[] | null {
  if (values === undefined || values.length === 0) return null
  return values.map((value) => {
    const id = decodeId(kind, value)
    if (id === null) {
      throw badRequest(code, `${param} takes ${kind} ids; ${JSON.stringify(value)} is not one.`, {
        param,
        value: String(value).slice(0, 100),
      })
    }
    return id
  })
}

/** Themes and segments have plain numeric ids ("3"), like on v3. */
function taxonomyIds(values: ReadonlyArray<string | number> | undefined, param: string): number[] | null {
  if (values === undefined || values.length === 0) return null
  return values.map((value) => {
    const text = String(value).trim()
    if (!/^\d{1,9}$/.test(text)) {
      throw badRequest(ERROR_CODES.invalidFilterValue, `${param} takes numeric ids.`, {
        param,
        value: text.slice(0, 100),
      })
    }
    return Number(text)
  })
}

function enumValue<T extends string>(value: string, allowed: Record<string, T>, param: string): T {
  const found = allowed[value.trim().toLowerCase()]
  if (found === undefined) {
    throw badRequest(
      ERROR_CODES.invalidFilterValue,
      `${param} accepts ${Object.keys(allowed).join(', ')} (any casing); "${value.slice(0, 50)}" is not one.`,
      { param, value: value.slice(0, 100) },
    )
  }
  return found
}

/** `field.direction` (direction optional, default asc), e.g. price.asc, name.desc. */
export function parseSort(value: string | undefined): SearchParams['sort'] {
  if (value === undefined || value.trim() === '') return null
  const [field, direction = 'asc', ...rest] = value.trim().split('.')
  const known = (EXPERIENCE_SORT_FIELDS as readonly string[]).includes(field ?? '')
  const ordered = (EXPERIENCE_SORT_DIRECTIONS as readonly string[]).includes(direction.toLowerCase())
  if (!known || !ordered || rest.length > 0) {
    throw badRequest(
      ERROR_CODES.invalidSort,
      `sort is field.direction with field among ${EXPERIENCE_SORT_FIELDS.join(', ')} and direction asc or desc.`,
      { param: 'sort', value: value.slice(0, 100) },
    )
  }
  return { field: field as SortField, descending: direction.toLowerCase() === 'desc' }
}

function invalid(param: string, value: unknown, message: string): Error {
  return badRequest(ERROR_CODES.invalidParameter, message, { param, value })
}

function party(body: ExperienceSearchRequestV1): Party | null {
  const composition = body.experienceComposition
  if (composition === undefined) return null
  if (composition.children !== composition.childrenBirthdates.length) {
    throw invalid(
      'experienceComposition.children',
      composition.children,
      'experienceComposition.children must equal the number of childrenBirthdates.',
    )
  }
  if (composition.adults + composition.children === 0) {
    throw invalid('experienceComposition', composition, 'experienceComposition needs at least one traveller.')
  }
  if (
    body.startAt !== undefined &&
    composition.childrenBirthdates.some((date) => date > (body.startAt ?? ''))
  ) {
    throw invalid(
      'experienceComposition.childrenBirthdates',
      composition.childrenBirthdates,
      'A child cannot be born after startAt.',
    )
  }
  return { adults: composition.adults, childrenBirthdates: [...composition.childrenBirthdates] }
}

function toOrganization(caller: Organization, value: string | number | undefined): void {
  if (value === undefined) return
  const id = decodeId('organization', value)
  // Prices are the caller's (spec: pricing organization derives from the caller); a group member is accepted.
  if (id === null || !organizationFamily(caller).includes(id) || organizationById(id)?.scope !== 'to') {
    throw badRequest(
      ERROR_CODES.invalidFilterValue,
      'toOrganizationId must be your tour-operator organization or one of its group.',
      { param: 'toOrganizationId', value: String(value).slice(0, 100) },
    )
  }
}

export function searchParams(
  body: ExperienceSearchRequestV1,
  caller: Organization,
  locale: string,
): SearchParams {
  toOrganization(caller, body.toOrganizationId)
  if (body.startAt !== undefined && body.endAt !== undefined && body.endAt < body.startAt) {
    throw invalid('endAt', body.endAt, 'endAt is before startAt.')
  }
  if (body.priceRange !== undefined && body.priceRange[0] > body.priceRange[1]) {
    throw invalid('priceRange', body.priceRange, 'priceRange is [min, max] with min <= max.')
  }
  if (
    body.minDuration !== undefined &&
    body.maxDuration !== undefined &&
    body.minDuration > body.maxDuration
  ) {
    throw invalid('minDuration', body.minDuration, 'minDuration is above maxDuration.')
  }
  const organizationIds = ids(
    body.organizationId === undefined ? undefined : [body.organizationId],
    'organizationId',
    'organization',
    ERROR_CODES.invalidFilterValue,
  )
  const pricingType =
    body.experiencePricingType === undefined
      ? null
      : enumValue<PricingType>(
          body.experiencePricingType,
          Object.fromEntries(PRICING_TYPES.map((type) => [type, type])),
          'experiencePricingType',
        )
  const text = (value: string | undefined): string | null =>
    value === undefined || value.trim() === '' ? null : value.trim()
  return {
    repo: {
      viewer: { organizationId: caller.id, scope: caller.scope },
      search: text(body.search),
      locale,
      cityIds: ids(body.cities, 'cities', 'city', ERROR_CODES.invalidLocationId),
      regionIds: ids(body.regions, 'regions', 'region', ERROR_CODES.invalidLocationId),
      countryIds: ids(body.countries, 'countries', 'country', ERROR_CODES.invalidLocationId),
      types: body.types?.map((type) => enumValue(type, TYPES_V1, 'types')) ?? null,
      themeIds: taxonomyIds(body.themes, 'themes'),
      segmentIds: taxonomyIds(body.segments, 'segments'),
      organizationIds,
      pricingTypes: pricingType === null ? null : [pricingType],
      guided: body.guided ?? null,
      minDurationMinutes: body.minDuration === undefined ? null : Math.round(body.minDuration * 60),
      maxDurationMinutes: body.maxDuration === undefined ? null : Math.round(body.maxDuration * 60),
      excludedIds: ids(
        body.excludedExperiences,
        'excludedExperiences',
        'experience',
        ERROR_CODES.invalidFilterValue,
      ),
    },
    durationDays: body.duration ?? null,
    startingPoint: body.startingPoint === undefined ? null : String(body.startingPoint).trim(),
    endingPoint: body.endingPoint === undefined ? null : String(body.endingPoint).trim(),
    departureLocation: text(body.departureLocation),
    returnLocation: text(body.returnLocation),
    minPax: body.minPax ?? null,
    maxPax: body.maxPax ?? null,
    priceRange: body.priceRange ?? null,
    searchMinPrice: body.searchMinPrice === true,
    startAt: body.startAt ?? null,
    endAt: body.endAt ?? null,
    party: party(body),
    sort: parseSort(body.sort),
    page:
      body.page === undefined && body.perPage === undefined
        ? null
        : { page: body.page ?? 1, perPage: body.perPage ?? 20 },
  }
}
