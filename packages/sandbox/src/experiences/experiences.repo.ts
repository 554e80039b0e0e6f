import type Database from 'better-sqlite3'
import { encodeId } from '../../../../src/shared/domain/ids'
import { getExtras, getImages, getProgramDays } from './experiences.parts.repo'
import { getPeriods, getPromotions } from './experiences.periods.repo'
import { getExperiencesByIds } from './experiences.load'
export { getExperiencesByIds, localizedText } from './experiences.load'
import type { ExperienceDetailRow, ExperienceRow, Viewer } from './experiences.types'

/**
 * The experience store's read API: the one import of the tour-operator side (v1 liste, detail, pricing, booking)
 * and of the inventory routes. Raw numeric ids in, domain rows out (views encode ids). Signatures are stable.
 *
 * Experiences
 *   listExperiences(db, filters, page?) -> { rows: ExperienceRow[], total }     filtered, text-scored, paged
 *   listExperienceCards(db, filters, page?) -> the same with card texts only     (experiences.list.ts)
 *   experienceCards(db, ids) -> Map<id, ExperienceCard>    kept until a change (experiences.cards.ts)
 *   keptExperiences(db) -> { cards, mainImages, adultPrices, childPrices } | null (stale inside a transaction)
 *   mainImagesOf(db, ids) -> Map<id, { id, mediaType }>                         the image a list shows
 *   getExperience(db, id) -> ExperienceRow | null                                any state (archived included)
 *   getExperiencesByIds(db, ids) -> Map<id, ExperienceRow>
 *   getExperienceDetail(db, id) -> ExperienceDetailRow | null                    with periods, days, extras, ...
 *   isVisibleTo(row, viewer) / isReadableBy(row, viewer) / isBookable(row)
 *   localizedText(row.texts, locale, field) -> string | null                    locale, then en, then any
 *   totalDurationMinutes(row) -> number | null
 *   experienceImageUrl(origin, image) -> string                                 served by the sandbox
 *   collectionCounts(db, id) -> { periodsCount, programsCount, extrasCount, imagesCount }
 * Periods, allotments, promotions (experiences.periods.repo.ts)
 *   getPeriods(db, experienceId) / getPeriod(db, periodId) / getPeriodsOf(db, experienceIds)
 *   periodsCovering(db, experienceId, startDate, { endDate?, includeStopSale? }) -> PeriodRow[]
 *   periodsCoveringOf(db, experienceIds, startDate) -> Map<id, PeriodRow[]>     stop-sale included
 *   remainingAllotment(period) -> number | null (null = unlimited)
 *   takeAllotment(db, { periodId, bookingId, date, pax, now }) -> { ok, ... }   one transaction
 *   releaseAllotment(db, bookingId) -> pax released                              one transaction
 *   periodHasBookings(db, periodId) -> boolean
 *   getPromotions(db, experienceId) / getPromotion(db, id) / promotionsFor(db, experienceId, date)
 *   promotionsForAll(db, experienceIds, date) -> Map<id, PromotionRow[]>
 *   isoWeekday(date) -> 1..7
 * Program days, extras, images (experiences.parts.repo.ts)
 *   getProgramDays(db, experienceId) / getProgramDay(db, programId)
 *   getExtras(db, experienceId) / getExtrasOf(db, experienceIds) / getExtra(db, extraId)
 *   getImages(db, experienceId) / getImagesOf(db, ids) / getImage(db, imageId) / getImageFile(db, imageId)
 */
export * from './experiences.parts.repo'
export * from './experiences.periods.repo'
export * from './experiences.list'
export { experienceCards, keptExperiences, mainImagesOf } from './experiences.cards'
export type * from './experiences.types'

export function getExperience(db: Database.Database, id: number): ExperienceRow | null {
  return getExperiencesByIds(db, [id]).get(id) ?? null
}

export function getExperienceDetail(db: Database.Database, id: number): ExperienceDetailRow | null {
  const experience = getExperience(db, id)
  if (experience === null) return null
  return {
    experience,
    periods: getPeriods(db, id),
    programs: getProgramDays(db, id),
    extras: getExtras(db, id),
    images: getImages(db, id),
    promotions: getPromotions(db, id),
  }
}

/** Listed for this viewer: available ones for everyone, the owner's in-progress ones too; never archived. */
export function isVisibleTo(
  row: Pick<ExperienceRow, 'state' | 'organizationId'>,
  viewer: Viewer | null,
): boolean {
  if (row.state === 'available') return true
  return row.state === 'in_progress' && viewer !== null && viewer.organizationId === row.organizationId
}

/** Readable by id: what is visible, plus the owner's archived experiences (existing bookings refer to them). */
export function isReadableBy(
  row: Pick<ExperienceRow, 'state' | 'organizationId'>,
  viewer: Viewer | null,
): boolean {
  return isVisibleTo(row, viewer) || (viewer !== null && viewer.organizationId === row.organizationId)
}

/** Can take new bookings: available (not in progress, not archived). Period states decide per departure. */
export function isBookable(row: Pick<ExperienceRow, 'state'>): boolean {
  return row.state === 'available'
}

export function totalDurationMinutes(
  row: Pick<ExperienceRow, 'durationDays' | 'durationHours' | 'durationMinutes'>,
): number | null {
  if (row.durationDays === null && row.durationHours === null && row.durationMinutes === null) return null
  return (row.durationDays ?? 0) * 1440 + (row.durationHours ?? 0) * 60 + (row.durationMinutes ?? 0)
}

/** URL of an experience image: GET /_sandbox/images/experiences/{imageId}.{ext} on the sandbox itself. */
export function experienceImageUrl(origin: string, image: { id: number; mediaType: string | null }): string {
  const extension =
    image.mediaType === null ? 'png' : (image.mediaType.split('/')[1] ?? 'bin').replace('jpeg', 'jpg')
  return `${origin}/_sandbox/images/experiences/${encodeId('image', image.id)}.${extension}`
}
