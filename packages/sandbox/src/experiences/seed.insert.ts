import type Database from 'better-sqlite3'
import type { ExperienceState, PricingType } from '../../../../src/shared/api/experiences-v3.enums'
import type { CityRef } from '../catalog/locations'
import type { Rng } from '../platform/random'
import {
  insertExtra,
  insertImage,
  insertPeriod,
  insertProgramDay,
  insertPromotion,
  replaceAdultPrices,
  replaceChildPrices,
} from './experiences.parts.write'
import { statement } from '../platform/statements'
import { insertExperience, refreshSearchText } from './experiences.write'
import type { DemoTemplate, DemoTexts } from './seed.content'
import { demoPeriods, demoPromotions } from './seed.periods'
import type { DemoProgramDay } from './seed.programs'
import type { CommonTexts } from './copy/voice'
import type { CopyLocale } from './copy/days'

/** Writes one demo experience and everything it has (texts, periods, days, extras, images, promotions). */
export interface DemoExperience {
  sequence: number
  owner: number
  city: CityRef
  template: DemoTemplate
  state: ExperienceState
  pricingType: PricingType
  days: number
  locales: Partial<Record<CopyLocale, DemoTexts & CommonTexts>>
  hasToRequest: boolean
  showcased: boolean
  guidingLanguages: string[]
  programDays: DemoProgramDay[]
  extraIds: number[]
  createdAt: string
  now: string
  today: string
}

const PICTURE_NAMES = ['Main picture', 'On the tour', 'The view', 'Details', 'Our guides']
const TYPE_CODES = { program: 'PRG', activity: 'ACT', transfer: 'TRF', extra: 'EXT' } as const

function position(rng: Rng, city: CityRef, name: string, address: string) {
  return JSON.stringify({
    name,
    address,
    lat: Math.round((city.lat + (rng.next() - 0.5) * 0.03) * 1e6) / 1e6,
    lon: Math.round((city.lon + (rng.next() - 0.5) * 0.04) * 1e6) / 1e6,
  })
}

export function insertDemoExperience(db: Database.Database, rng: Rng, demo: DemoExperience): number {
  const { template, city } = demo
  const local = city.names.local
  const isTransfer = template.type === 'transfer'
  const start = isTransfer
    ? position(rng, city, `${city.names.en} airport, arrivals hall`, `Arrivals, ${local} airport`)
    : position(rng, city, `Meeting point: ${city.names.en} old town`, `Main square, ${local}`)
  const end = isTransfer
    ? position(rng, city, `Your hotel in ${city.names.en}`, `${local} city centre`)
    : null
  const id = insertExperience(
    db,
    { organizationId: demo.owner, type: template.type, currency: 'EUR', now: demo.createdAt },
    {
      state: demo.state,
      pricing_type: demo.pricingType,
      difficulty: template.difficulty,
      dmc_reference: `${demo.owner === 3 ? 'ATL' : 'ILE'}-${TYPE_CODES[template.type]}-${String(demo.sequence).padStart(4, '0')}`,
      city_id: city.id,
      region_id: city.regionId,
      country_id: city.countryId,
      duration_days: template.type === 'program' ? demo.days : null,
      // Programs count in days; add-ons without a duration of their own have none.
      duration_hours:
        template.type === 'program' || template.hours + template.minutes === 0 ? null : template.hours,
      duration_minutes:
        template.type === 'program' || template.hours + template.minutes === 0 ? null : template.minutes,
      guiding: template.guiding ? 1 : 0,
      guiding_languages: JSON.stringify(demo.guidingLanguages),
      theme_ids: JSON.stringify(template.themes),
      segment_ids: JSON.stringify(template.segments),
      start_position: start,
      end_position: end,
      is_reservable_alone: template.type === 'extra' ? 0 : 1,
      has_to_request: demo.hasToRequest ? 1 : 0,
      is_repeatable: template.type === 'activity' ? 1 : 0,
      min_pax: template.pax[0],
      max_pax: template.pax[1],
      min_age: template.minAge,
      max_age: null,
    },
  )
  statement(
    db,
    'UPDATE experiences SET showcased = ?, sustainable_level = ?, archived_at = ?, updated_at = ? WHERE id = ?',
  ).run(
    demo.showcased ? 1 : 0,
    rng.int(0, 3),
    demo.state === 'archived' ? demo.now : null,
    demo.createdAt,
    id,
  )
  for (const [locale, texts] of Object.entries(demo.locales)) {
    statement(
      db,
      `INSERT INTO experience_texts (experience_id, locale, name, summary, description, highlights, included_services,
         excluded_services, extra_remarks, cancellation_policies, locations_extra_informations)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id,
      locale,
      texts.name,
      texts.summary,
      texts.description,
      texts.highlights === '' ? null : texts.highlights,
      texts.includedServices,
      texts.excludedServices === '' ? null : texts.excludedServices,
      texts.extraRemarks,
      texts.cancellationPolicies,
      texts.locationsExtraInformations,
    )
  }
  const periods = demoPeriods(rng, demo.today, {
    pricingType: demo.pricingType,
    basePrice: template.price,
    days: demo.days,
    pax: template.pax,
    hasToRequest: demo.hasToRequest,
  })
  for (const period of periods) {
    const periodId = insertPeriod(
      db,
      id,
      {
        start_at: period.startAt,
        end_at: period.endAt,
        price: period.price,
        min_pax: period.minPax,
        max_pax: period.maxPax,
        state: period.state,
        available_days: period.availableDays,
        allotments: period.allotments,
        room_supplement: period.roomSupplement,
      },
      demo.createdAt,
    )
    replaceAdultPrices(db, periodId, period.adultPrices)
    replaceChildPrices(db, periodId, period.childPrices)
    statement(db, 'UPDATE experience_periods SET min_pax_for_departure = ? WHERE id = ?').run(
      period.minPaxForDeparture,
      periodId,
    )
    if (period.soldElsewhere > 0) {
      statement(
        db,
        `INSERT INTO experience_allotment_holds (period_id, booking_id, source, date, pax, created_at)
         VALUES (?, 0, 'external', ?, ?, ?)`,
      ).run(periodId, period.startAt, period.soldElsewhere, demo.now)
      statement(
        db,
        'UPDATE experience_periods SET allotments_used = ?, current_pax_for_departure = ? WHERE id = ?',
      ).run(period.soldElsewhere, period.soldElsewhere, periodId)
    }
  }
  let firstDayId: number | null = null
  for (const day of demo.programDays) {
    const programId = insertProgramDay(
      db,
      id,
      {
        starting_time: day.startingTime,
        ending_time: day.endingTime,
        accommodation_type: day.accommodationType,
        is_included_accommodation: day.isIncludedAccommodation ? 1 : 0,
        meals: JSON.stringify(day.meals),
        pois: JSON.stringify(day.pois),
        hotel_ids: JSON.stringify(day.hotelIds),
      },
      demo.createdAt,
    )
    firstDayId ??= programId
    for (const locale of Object.keys(demo.locales) as CopyLocale[]) {
      statement(
        db,
        'INSERT INTO experience_program_texts (program_id, locale, title, program) VALUES (?, ?, ?, ?)',
      ).run(programId, locale, day.texts[locale].title, day.texts[locale].program)
    }
  }
  for (const extraId of demo.extraIds) insertExtra(db, id, extraId, demo.createdAt)
  const pictures = rng.int(1, 4)
  for (let index = 0; index < pictures; index += 1) {
    insertImage(db, {
      experienceId: id,
      name: PICTURE_NAMES[index] ?? `Picture ${index + 1}`,
      primary: index === 0,
      mediaType: null,
      data: null,
      now: demo.createdAt,
    })
  }
  if (firstDayId !== null) {
    insertImage(db, {
      experienceId: id,
      programId: firstDayId,
      name: 'Day 1',
      primary: false,
      mediaType: null,
      data: null,
      now: demo.createdAt,
    })
  }
  for (const promotion of demoPromotions(rng, demo.today, template.price)) {
    insertPromotion(db, { experienceId: id, ...promotion, now: demo.createdAt })
  }
  refreshSearchText(db, id)
  return id
}
