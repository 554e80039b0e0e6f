import type {
  AccommodationType,
  Difficulty,
  ExperienceState,
  ExperienceTextField,
  ExperienceType,
  PricingType,
  ExperiencePromotionKind as PromotionKind,
} from '../../../../src/shared/api/experiences-v3.enums'
import type { PeriodState } from '../../../../src/shared/domain/booking-states'

/**
 * Domain rows of the experience store, as experiences.repo.ts returns them (raw numeric ids; views encode them).
 * Stable: the tour-operator side (v1 liste, detail, pricing, booking) and the inventory routes both build on them.
 */
export type {
  AccommodationType,
  Difficulty,
  ExperienceState,
  ExperienceTextField,
  ExperienceType,
  PricingType,
  PromotionKind,
}

/** One locale's copy of an experience; null = not written in that locale. */
export type ExperienceTexts = Record<ExperienceTextField, string | null>

export interface Position {
  name: string
  address: string | null
  lat: number | null
  lon: number | null
}

export interface ExperienceRow {
  id: number
  /** Owner: a dmc organization. */
  organizationId: number
  type: ExperienceType
  state: ExperienceState
  pricingType: PricingType
  difficulty: Difficulty | null
  dmcReference: string | null
  /** Where it takes place (null only for a fresh, unfinished experience); region and country follow the city. */
  cityId: number | null
  regionId: number | null
  countryId: number | null
  currency: string
  durationDays: number | null
  durationHours: number | null
  durationMinutes: number | null
  guiding: boolean
  guidingLanguages: string[]
  themeIds: number[]
  segmentIds: number[]
  startPosition: Position | null
  endPosition: Position | null
  isReservableAlone: boolean
  hasToRequest: boolean
  isRepeatable: boolean
  showcased: boolean
  minPax: number | null
  maxPax: number | null
  minAge: number | null
  maxAge: number | null
  sustainableLevel: number | null
  distance: number | null
  distanceUnit: string | null
  /** Texts by locale (only the locales written). Use `localizedText` to read one with the en fallback. */
  texts: Record<string, ExperienceTexts>
  createdAt: string
  updatedAt: string
  archivedAt: string | null
}

/** What listings show of each locale (v1 liste, v3 search): a row's `texts` narrowed to these three fields. */
export type CardTexts = Pick<ExperienceTexts, 'name' | 'summary' | 'cancellationPolicies'>

/**
 * An experience as listings carry it: every column, and every written locale's card texts (not the long ones:
 * description, highlights, services...). A full ExperienceRow is one too.
 */
export type ExperienceCard = Omit<ExperienceRow, 'texts'> & { texts: Record<string, CardTexts> }

export interface AdultPrice {
  id: number
  price: number
  minPax: number
  maxPax: number
}

export interface ChildPrice {
  id: number
  price: number
  minAge: number
  maxAge: number
}

export interface PeriodRow {
  id: number
  experienceId: number
  startAt: string
  endAt: string
  /** Base price per adult (used when no adult range matches). */
  price: number | null
  minPax: number | null
  maxPax: number | null
  state: PeriodState
  /** 7 flags, Monday first. */
  availableDays: boolean[]
  /** Spots (travellers) for the whole period; null = unlimited. */
  allotments: number | null
  /** Travellers booked against the allotment (sum of holds). */
  allotmentsUsed: number
  currentPaxForDeparture: number
  minPaxForDeparture: number | null
  roomSupplement: number | null
  /** Ordered as written. */
  adultPrices: AdultPrice[]
  childPrices: ChildPrice[]
}

export interface Poi {
  name: string
  lat: number
  lon: number
}

export interface ProgramDayRow {
  id: number
  experienceId: number
  /** 1-based position in creation order among the remaining days (deleting one shifts the later ones). */
  day: number
  startingTime: string | null
  endingTime: string | null
  accommodationType: AccommodationType | null
  isIncludedAccommodation: boolean
  meals: string[]
  pois: Poi[]
  /** Alternative hotels (catalog ids) for an accommodation night; set by demo data and v1 endpoints. */
  hotelIds: number[]
  /** Title and program HTML by locale. */
  texts: Record<string, { title: string | null; program: string | null }>
}

export interface ExtraLinkRow {
  /** Id of the link (what DELETE .../extras/{extraId} takes). */
  id: number
  experienceId: number
  /** The add-on experience. */
  extraExperienceId: number
  createdAt: string
}

export interface ImageRow {
  id: number
  experienceId: number
  /** Day picture of this program day, null for the experience's own pictures. */
  programId: number | null
  name: string
  primary: boolean
  /** Null for a generated placeholder (demo data). */
  mediaType: string | null
  byteSize: number | null
  createdAt: string
}

export interface PromotionRow {
  id: number
  experienceId: number
  name: string
  /** Inclusive bounds. */
  startAt: string
  endAt: string
  /** ISO weekdays 1 = Monday ... 7 = Sunday. */
  weekdays: number[]
  kind: PromotionKind
  /** Percent (0-100) or an amount in the experience currency, off the whole party's price. */
  value: number
  createdAt: string
}

/** Everything about one experience (GET one "with everything"). */
export interface ExperienceDetailRow {
  experience: ExperienceRow
  periods: PeriodRow[]
  programs: ProgramDayRow[]
  extras: ExtraLinkRow[]
  images: ImageRow[]
  promotions: PromotionRow[]
}

/** Who looks: decides visibility (see `isVisibleTo`). */
export interface Viewer {
  organizationId: number
  scope: 'to' | 'dmc'
}
