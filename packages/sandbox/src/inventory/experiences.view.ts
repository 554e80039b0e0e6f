import type Database from 'better-sqlite3'
import type {
  ExperienceV3,
  ExtraLinkV3,
  ImageV3,
  PeriodV3,
  ProgramDayV3,
  PromotionV3,
} from '../../../../src/shared/api/experiences-v3'
import { encodeId } from '../../../../src/shared/domain/ids'
import {
  collectionCounts,
  experienceImageUrl,
  getExperience,
  type ExperienceRow,
  type ExtraLinkRow,
  type ImageRow,
  type PeriodRow,
  type ProgramDayRow,
  type PromotionRow,
} from '../experiences/experiences.repo'
import { EXPERIENCE_TEXT_FIELDS } from '../../../../src/shared/api/experiences-v3.enums'
import { placeholderSeed } from '../experiences/images.routes'
import { placeholderPng } from '../platform/png'

/**
 * v3 management views: every documented field present (null or [] when empty). Texts are exactly the stored
 * ones of `locale`, without fallback, so a supplier sees which languages still lack copy (`translations`).
 */
export function toExperienceV3(db: Database.Database, row: ExperienceRow, locale: string): ExperienceV3 {
  const texts = row.texts[locale]
  const text = Object.fromEntries(
    EXPERIENCE_TEXT_FIELDS.map((field) => [field, texts?.[field] ?? null]),
  ) as Record<(typeof EXPERIENCE_TEXT_FIELDS)[number], string | null>
  return {
    id: encodeId('experience', row.id),
    organizationId: encodeId('organization', row.organizationId),
    type: row.type,
    state: row.state,
    pricingType: row.pricingType,
    difficulty: row.difficulty,
    dmcReference: row.dmcReference,
    cityId: row.cityId === null ? null : encodeId('city', row.cityId),
    currency: row.currency,
    ...text,
    durationDays: row.durationDays,
    durationHours: row.durationHours,
    durationMinutes: row.durationMinutes,
    guiding: row.guiding,
    guidingLanguages: row.guidingLanguages,
    themeIds: row.themeIds.map(String),
    segmentIds: row.segmentIds.map(String),
    startPosition: row.startPosition,
    endPosition: row.endPosition,
    isReservableAlone: row.isReservableAlone,
    hasToRequest: row.hasToRequest,
    isRepeatable: row.isRepeatable,
    minPax: row.minPax,
    maxPax: row.maxPax,
    minAge: row.minAge,
    maxAge: row.maxAge,
    locale,
    translations: Object.entries(row.texts)
      .filter(([, entry]) => Object.values(entry).some((value) => value !== null))
      .map(([textLocale]) => textLocale)
      .sort(),
    ...collectionCounts(db, row.id),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export function toPeriodV3(period: PeriodRow): PeriodV3 {
  return {
    id: encodeId('period', period.id),
    experienceId: encodeId('experience', period.experienceId),
    startAt: period.startAt,
    endAt: period.endAt,
    price: period.price,
    minPax: period.minPax,
    maxPax: period.maxPax,
    state: period.state,
    availableDays: period.availableDays,
    allotments: period.allotments,
    allotmentsUsed: period.allotmentsUsed,
    currentPaxForDeparture: period.currentPaxForDeparture,
    roomSupplement: period.roomSupplement,
    adultPrices: period.adultPrices.map(({ price, minPax, maxPax }) => ({ price, minPax, maxPax })),
    childPrices: period.childPrices.map(({ price, minAge, maxAge }) => ({ price, minAge, maxAge })),
  }
}

export function toProgramDayV3(day: ProgramDayRow, locale: string): ProgramDayV3 {
  const texts = day.texts[locale]
  return {
    id: encodeId('program', day.id),
    experienceId: encodeId('experience', day.experienceId),
    day: day.day,
    title: texts?.title ?? null,
    program: texts?.program ?? null,
    startingTime: day.startingTime,
    endingTime: day.endingTime,
    accommodationType: day.accommodationType,
    isIncludedAccommodation: day.isIncludedAccommodation,
    meals: day.meals,
    pois: day.pois,
  }
}

/** An extras link, with the add-on's name in `locale` (en fallback: it is another experience's copy). */
export function toExtraLinkV3(db: Database.Database, link: ExtraLinkRow, locale: string): ExtraLinkV3 {
  const addOn = getExperience(db, link.extraExperienceId)
  const name = addOn === null ? null : (addOn.texts[locale]?.name ?? addOn.texts.en?.name ?? null)
  return {
    id: encodeId('extra', link.id),
    experienceId: encodeId('experience', link.extraExperienceId),
    name,
    type: addOn?.type ?? 'extra',
    createdAt: link.createdAt,
  }
}

export function toImageV3(image: ImageRow, origin: string): ImageV3 {
  return {
    id: encodeId('image', image.id),
    name: image.name,
    primary: image.primary,
    url: experienceImageUrl(origin, image),
    // Demo pictures are generated PNG placeholders (no stored type).
    mediaType: (image.mediaType ?? 'image/png') as ImageV3['mediaType'],
    byteSize: image.byteSize ?? placeholderPng(placeholderSeed(image.id)).length,
    createdAt: image.createdAt,
  }
}

export function toPromotionV3(promotion: PromotionRow): PromotionV3 {
  return {
    id: encodeId('promotion', promotion.id),
    experienceId: encodeId('experience', promotion.experienceId),
    name: promotion.name,
    startAt: promotion.startAt,
    endAt: promotion.endAt,
    weekdays: promotion.weekdays,
    kind: promotion.kind,
    value: promotion.value,
    applicableTo: null,
    minNights: null,
    minRooms: null,
  }
}
