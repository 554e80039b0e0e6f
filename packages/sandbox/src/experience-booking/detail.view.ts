import type Database from 'better-sqlite3'
import type { ExperienceDetailV1, PeriodV1 } from '../../../../src/shared/api/experiences-v1'
import { encodeId } from '../../../../src/shared/domain/ids'
import { getHotelsByIds } from '../catalog/hotels.repo'
import { cityById } from '../catalog/locations'
import {
  experienceImageUrl,
  getExperiencesByIds,
  listExperienceCards,
  localizedText,
  type ExperienceCard,
  type ExperienceDetailRow,
  type ExperienceRow,
  type PeriodRow,
  type Position,
} from '../experiences/experiences.repo'
import { EXPERIENCE_SEGMENTS, EXPERIENCE_THEMES, experienceTaxonomyName } from '../experiences/taxonomy'
import { organizationById } from '../platform/organizations'
import { cityTitle, countryTitle, ownerName, v1Difficulty, v1Type } from './names'
import { positionId } from './positions'

/**
 * An experience -> the v1 detail (spec: Experience detail, v1 period): v1 casings (`Activity`, `Beginner`),
 * durations as strings, periods with 1/0 weekday flags, `paxRange` / `ageRange` pairs, allotments as strings.
 * Periods that ended before the simulated today are left out (nothing can be sold on them any more).
 */

function detailPosition(value: Position | null, row: ExperienceRow) {
  if (value === null) return null
  const city = row.cityId === null ? undefined : cityById(row.cityId)
  return {
    id: positionId(value, row.cityId),
    name: value.name,
    address: value.address,
    // A position without coordinates is shown at its city's centre.
    lat: value.lat ?? city?.lat ?? 0,
    lon: value.lon ?? city?.lon ?? 0,
  }
}

export function periodV1(period: PeriodRow, row: ExperienceRow): PeriodV1 {
  const minPax = period.minPax ?? row.minPax ?? 1
  return {
    id: encodeId('period', period.id),
    startAt: period.startAt,
    endAt: period.endAt,
    availableDays: period.availableDays.map((on) => (on ? 1 : 0)),
    periodType: row.pricingType === 'fit' ? 'flexible' : 'departures',
    state: period.state,
    price: period.price ?? period.adultPrices[0]?.price ?? 0,
    perPax: true,
    roomSupplement: period.roomSupplement ?? 0,
    hasRoomSupplement: (period.roomSupplement ?? 0) > 0,
    minPax,
    minPaxForDeparture: String(period.minPaxForDeparture ?? minPax),
    currentPaxForDeparture: String(period.currentPaxForDeparture),
    // 0 = no upper limit.
    maxPax: period.maxPax ?? row.maxPax ?? 0,
    allotments: period.allotments === null ? 'unlimited' : String(period.allotments),
    allotmentsUsed: String(period.allotmentsUsed),
    breakEven: period.minPaxForDeparture ?? minPax,
    // Price ranges have no entity tag: their ids are plain numbers sent as strings, like themes'.
    adultPax: period.adultPrices.map((range) => ({
      id: String(range.id),
      price: range.price,
      paxRange: [range.minPax, range.maxPax] as [number, number],
    })),
    childrenPax: period.childPrices.map((range) => ({
      id: String(range.id),
      price: range.price,
      ageRange: [range.minAge, range.maxAge] as [number, number],
    })),
  }
}

const ref = (row: ExperienceCard, locale: string) => ({
  id: encodeId('experience', row.id),
  name: localizedText(row.texts, locale, 'name') ?? '',
  inCity: { title: cityTitle(row.cityId, locale) },
})

/** Up to three other available experiences of the same city sharing a theme (bestMatches). */
function bestMatches(db: Database.Database, row: ExperienceRow, locale: string) {
  if (row.cityId === null || row.themeIds.length === 0) return []
  const { rows } = listExperienceCards(db, {
    viewer: null,
    cityIds: [row.cityId],
    themeIds: row.themeIds,
    locale,
  })
  return rows
    .filter((other) => other.id !== row.id && other.type !== 'extra')
    .slice(0, 3)
    .map((other) => ref(other, locale))
}

export function experienceDetailV1(
  db: Database.Database,
  detail: ExperienceDetailRow,
  locale: string,
  origin: string,
  today: string,
): ExperienceDetailV1 {
  const row = detail.experience
  const text = (field: Parameters<typeof localizedText>[2]) => localizedText(row.texts, locale, field)
  const addOns = getExperiencesByIds(
    db,
    detail.extras.map((link) => link.extraExperienceId),
  )
  const periods = detail.periods.filter((period) => period.endAt >= today)
  const taxonomy = (list: typeof EXPERIENCE_THEMES, ids: readonly number[]) =>
    ids.flatMap((id) => {
      const displayName = experienceTaxonomyName(list, id, locale)
      return displayName === null ? [] : [{ id: String(id), displayName }]
    })
  return {
    id: encodeId('experience', row.id),
    dmcReference: row.dmcReference,
    name: text('name') ?? '',
    isReservableAlone: row.isReservableAlone,
    isRepeatable: row.isRepeatable ? 'true' : 'false',
    state: row.state,
    description: text('description'),
    inCity: {
      id: row.cityId === null ? '' : encodeId('city', row.cityId),
      title: cityTitle(row.cityId, locale),
      country: {
        id: row.countryId === null ? '' : encodeId('country', row.countryId),
        title: countryTitle(row.countryId, locale),
      },
    },
    startPosition: detailPosition(row.startPosition, row),
    endPosition: detailPosition(row.endPosition, row),
    locationsExtraInformations: text('locationsExtraInformations'),
    distance: row.distance ?? 0,
    distanceUnit: row.distanceUnit ?? 'km',
    durationDays: String(row.durationDays ?? 0),
    durationHours: String(row.durationHours ?? 0),
    durationMinutes: String(row.durationMinutes ?? 0),
    currency: row.currency,
    extraRemarks: text('extraRemarks'),
    pictures: detail.images.map((image) => ({
      id: encodeId('image', image.id),
      displayName: image.name,
      imageUrl: experienceImageUrl(origin, image),
      isMainPicture: image.primary,
      isDayPicture: image.programId !== null,
    })),
    sustainableLevel: row.sustainableLevel ?? 0,
    includedServices: text('includedServices'),
    excludedServices: text('excludedServices'),
    type: v1Type(row.type),
    organizationId: encodeId('organization', row.organizationId),
    organizationName: ownerName(row),
    periods: periods.map((period) => periodV1(period, row)),
    mediaLinks: [],
    accreditations: [],
    sustainableClusters: [],
    activity: {
      pickUpPoint: row.startPosition?.name ?? null,
      dropOffPoint: row.endPosition?.name ?? null,
      pickUpPointTime: detail.programs[0]?.startingTime ?? null,
      dropOffPointTime: detail.programs.at(-1)?.endingTime ?? null,
      freeVisitInformations: text('locationsExtraInformations'),
      isExtra: row.type === 'extra',
    },
    hasToRequest: row.hasToRequest || !periods.some((period) => period.state === 'free_sale'),
    extras: detail.extras.flatMap((link) => {
      const addOn = addOns.get(link.extraExperienceId)
      if (addOn === undefined || addOn.state !== 'available') return []
      return [
        {
          id: encodeId('experience', addOn.id),
          name: localizedText(addOn.texts, locale, 'name') ?? '',
          cancellationPolicies: localizedText(addOn.texts, locale, 'cancellationPolicies'),
          recommendations: [],
          required: [],
          suggested: [],
        },
      ]
    }),
    highlights: text('highlights'),
    cancellationPolicies: text('cancellationPolicies'),
    guiding: row.guiding,
    guidingLanguages: row.guidingLanguages,
    difficulty: v1Difficulty(row.difficulty),
    pricingType: row.pricingType,
    segments: taxonomy(EXPERIENCE_SEGMENTS, row.segmentIds),
    themes: taxonomy(EXPERIENCE_THEMES, row.themeIds),
    bestMatches: bestMatches(db, row, locale),
    summary: text('summary'),
    incompatibilities: [],
    organizationBookingReceptionEmail: organizationById(row.organizationId)?.bookingReceptionEmail ?? '',
    programDays: programDaysV1(db, detail.programs, locale),
  }
}

/** Program days with their alternative hotels' names (the booking's `selectedHotels` choose among them). */
function programDaysV1(
  db: Database.Database,
  days: ExperienceDetailRow['programs'],
  locale: string,
): ExperienceDetailV1['programDays'] {
  const hotels = getHotelsByIds(db, [...new Set(days.flatMap((day) => day.hotelIds))])
  return days.map((day) => {
    const texts = day.texts[locale] ?? day.texts.en
    return {
      id: encodeId('program', day.id),
      day: day.day,
      title: texts?.title ?? null,
      program: texts?.program ?? null,
      startingTime: day.startingTime,
      endingTime: day.endingTime,
      accommodationType: day.accommodationType,
      isIncludedAccommodation: day.isIncludedAccommodation,
      meals: day.meals,
      hotels: day.hotelIds.flatMap((id) => {
        const hotel = hotels.get(id)
        if (hotel === undefined) return []
        return [{ id: encodeId('hotel', id), name: hotel.name, cityTitle: cityTitle(hotel.cityId, locale) }]
      }),
    }
  })
}
