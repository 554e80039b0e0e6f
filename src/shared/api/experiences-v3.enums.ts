import { z } from 'zod'

/**
 * Value sets of the v3 experience resources (spec, Experience v3), shared by the wire schemas, the sandbox's store
 * and the app. Lower case on v3 (v1 spells some of them capitalised: `Activity`, `Beginner`).
 */
export const EXPERIENCE_TYPES = ['program', 'activity', 'transfer', 'extra'] as const
export const ExperienceType = z.enum(EXPERIENCE_TYPES)
export type ExperienceType = z.infer<typeof ExperienceType>

/**
 * `in_progress` (initial) and `available` are the spec's; `archived` is what `DELETE` leaves (rule 11): still
 * readable by its owner and by existing bookings, out of every listing, never bookable.
 */
export const EXPERIENCE_STATES = ['in_progress', 'available', 'archived'] as const
export const ExperienceState = z.enum(EXPERIENCE_STATES)
export type ExperienceState = z.infer<typeof ExperienceState>
/** The states a supplier may write; `archived` is reached only through DELETE. */
export const WritableExperienceState = z.enum(['in_progress', 'available'])

export const PRICING_TYPES = ['fit', 'sic', 'series'] as const
export const PricingType = z.enum(PRICING_TYPES)
export type PricingType = z.infer<typeof PricingType>

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const
export const Difficulty = z.enum(DIFFICULTIES)
export type Difficulty = z.infer<typeof Difficulty>

export const ACCOMMODATION_TYPES = [
  'hotel',
  'night_transfer',
  'no_accommodation',
  'free_accommodation',
] as const
export const AccommodationType = z.enum(ACCOMMODATION_TYPES)
export type AccommodationType = z.infer<typeof AccommodationType>

export const EXPERIENCE_PROMOTION_KINDS = ['percent', 'amount'] as const
export const ExperiencePromotionKind = z.enum(EXPERIENCE_PROMOTION_KINDS)
export type ExperiencePromotionKind = z.infer<typeof ExperiencePromotionKind>

/** Text fields written and read per `locale` (spec rule 5). */
export const EXPERIENCE_TEXT_FIELDS = [
  'name',
  'summary',
  'description',
  'highlights',
  'includedServices',
  'excludedServices',
  'extraRemarks',
  'cancellationPolicies',
  'locationsExtraInformations',
] as const
export type ExperienceTextField = (typeof EXPERIENCE_TEXT_FIELDS)[number]

/** Locales the store keeps texts in (ISO 639-1). Any other `locale` answers 400 on writes and reads as en. */
export const TEXT_LOCALES = ['en', 'fr', 'es', 'de', 'it', 'pt'] as const
export type TextLocale = (typeof TEXT_LOCALES)[number]
