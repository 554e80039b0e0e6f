/**
 * Experiences with exactly known periods, prices, promotions, extras and program days, written straight into a
 * running sandbox's store through the experience store's own write functions: what the experience tests need to
 * check a rule without depending on the random demo data. Also small HTTP helpers for the v1 experience routes.
 */
import { expect } from 'vitest'
import type { ExperienceSearchResultV1 } from '../../../src/shared/api/experiences-v1'
import { ExperienceSearchResponseV1 } from '../../../src/shared/api/experiences-v1'
import { addDays } from '../../../src/shared/domain/dates'
import { encodeId } from '../../../src/shared/domain/ids'
import {
  insertExtra,
  insertPeriod,
  insertProgramDay,
  insertPromotion,
  replaceAdultPrices,
  replaceChildPrices,
  updatePeriodColumns,
  cityById,
  insertExperience,
  writeTexts,
} from '@agency-desk/sandbox/testing'
import { sandboxClient } from './http-client'
import type { SandboxServer } from '@agency-desk/sandbox'

export const PARIS = 1

export interface PeriodFixture {
  state?: 'on_request' | 'free_sale' | 'pre_confirmed' | 'stop_sale'
  /** Days from today; default -10 .. 400. */
  from?: number
  to?: number
  allotments?: number | null
  /** 7-bit mask, bit 0 = Monday. */
  availableDays?: number
  price?: number | null
  adultPrices?: Array<{ price: number; minPax: number; maxPax: number }>
  childPrices?: Array<{ price: number; minAge: number; maxAge: number }>
}

export interface ExperienceFixture {
  type?: 'activity' | 'transfer' | 'program' | 'extra'
  state?: 'available' | 'in_progress' | 'archived'
  organizationId?: number
  cityId?: number
  name?: string
  durationDays?: number | null
  durationHours?: number | null
  minPax?: number | null
  maxPax?: number | null
  minAge?: number | null
  guiding?: boolean
  pricingType?: 'fit' | 'sic' | 'series'
  themeIds?: number[]
  startPosition?: { name: string; address: string | null; lat: number | null; lon: number | null } | null
  periods?: PeriodFixture[]
  promotions?: Array<{ name: string; kind: 'percent' | 'amount'; value: number; weekdays?: number[] }>
  extras?: number[]
  programDays?: Array<{ accommodationType: string | null; hotelIds?: number[] }>
}

export const DEFAULT_ADULT_PRICES = [
  { price: 100, minPax: 1, maxPax: 1 },
  { price: 90, minPax: 2, maxPax: 4 },
  { price: 80, minPax: 5, maxPax: 20 },
]
export const DEFAULT_CHILD_PRICES = [
  { price: 0, minAge: 0, maxAge: 3 },
  { price: 50, minAge: 4, maxAge: 11 },
]

export interface CreatedExperience {
  id: number
  encodedId: string
  periodIds: number[]
  programIds: number[]
}

let sequence = 0

export function createExperience(server: SandboxServer, options: ExperienceFixture = {}): CreatedExperience {
  const db = server.sandbox.ctx.db
  const now = server.sandbox.ctx.clock.now().toISOString()
  const today = now.slice(0, 10)
  sequence += 1
  return db.transaction(() => {
    const id = insertExperience(
      db,
      { organizationId: options.organizationId ?? 3, type: options.type ?? 'activity', currency: 'EUR', now },
      {
        state: options.state ?? 'available',
        pricing_type: options.pricingType ?? 'fit',
        city_id: options.cityId ?? PARIS,
        region_id: cityById(options.cityId ?? PARIS)?.regionId ?? null,
        country_id: cityById(options.cityId ?? PARIS)?.countryId ?? null,
        duration_days: options.durationDays === undefined ? null : options.durationDays,
        duration_hours: options.durationHours === undefined ? 3 : options.durationHours,
        min_pax: options.minPax === undefined ? 1 : options.minPax,
        max_pax: options.maxPax === undefined ? 20 : options.maxPax,
        min_age: options.minAge ?? null,
        guiding: options.guiding === true ? 1 : 0,
        theme_ids: JSON.stringify(options.themeIds ?? [1]),
        start_position:
          options.startPosition === null
            ? null
            : JSON.stringify(
                options.startPosition ?? {
                  name: `Fixture point ${sequence}`,
                  address: 'Quai',
                  lat: null,
                  lon: null,
                },
              ),
      },
    )
    writeTexts(
      db,
      id,
      'en',
      {
        name: options.name ?? `Fixture experience ${sequence}`,
        summary: 'A fixture.',
        cancellationPolicies:
          'Free cancellation up to 48 hours before the start; 50% charged within 48 hours.',
      },
      true,
    )
    const periodIds = (options.periods ?? [{}]).map((period) => {
      const periodId = insertPeriod(
        db,
        id,
        {
          start_at: addDays(today, period.from ?? -10),
          end_at: addDays(today, period.to ?? 400),
          price: period.price === undefined ? 100 : period.price,
          state: period.state ?? 'free_sale',
          available_days: period.availableDays ?? 127,
          allotments: period.allotments === undefined ? null : period.allotments,
        },
        now,
      )
      replaceAdultPrices(db, periodId, period.adultPrices ?? DEFAULT_ADULT_PRICES)
      replaceChildPrices(db, periodId, period.childPrices ?? DEFAULT_CHILD_PRICES)
      return periodId
    })
    for (const promotion of options.promotions ?? []) {
      insertPromotion(db, {
        experienceId: id,
        name: promotion.name,
        startAt: addDays(today, -30),
        endAt: addDays(today, 500),
        weekdays: promotion.weekdays ?? [1, 2, 3, 4, 5, 6, 7],
        kind: promotion.kind,
        value: promotion.value,
        now,
      })
    }
    for (const extra of options.extras ?? []) insertExtra(db, id, extra, now)
    const programIds = (options.programDays ?? []).map((day) =>
      insertProgramDay(
        db,
        id,
        { accommodation_type: day.accommodationType, hotel_ids: JSON.stringify(day.hotelIds ?? []) },
        now,
      ),
    )
    return { id, encodedId: encodeId('experience', id), periodIds, programIds }
  })()
}

export function setPeriodState(server: SandboxServer, periodId: number, state: PeriodFixture['state']): void {
  updatePeriodColumns(
    server.sandbox.ctx.db,
    periodId,
    { state },
    server.sandbox.ctx.clock.now().toISOString(),
  )
}

export const today = (server: SandboxServer): string =>
  server.sandbox.ctx.clock.now().toISOString().slice(0, 10)

/** A Monday-to-Sunday-available date `days` from today. */
export const inDays = (server: SandboxServer, days: number): string => addDays(today(server), days)

export interface Party {
  adults: number
  children: number
  childrenBirthdates: string[]
}

export const FAMILY: Party = { adults: 2, children: 1, childrenBirthdates: ['2018-03-01'] }

export async function liste(
  server: SandboxServer,
  body: Record<string, unknown>,
  key?: string,
): Promise<ExperienceSearchResultV1[]> {
  const response = await sandboxClient(server.url)('/api/v1/experiences/liste', { method: 'POST', body, key })
  expect(response.status, response.text).toBe(200)
  return ExperienceSearchResponseV1.parse(response.json)
}

/** The priced result of one fixture experience (search restricted to its city and type). */
export async function priceOf(
  server: SandboxServer,
  experience: CreatedExperience,
  body: Record<string, unknown>,
  key?: string,
): Promise<ExperienceSearchResultV1> {
  const results = await liste(server, { cities: [PARIS], ...body }, key)
  const found = results.find((result) => result.id === experience.encodedId)
  expect(found, `experience ${experience.encodedId} in the results`).toBeDefined()
  return found as ExperienceSearchResultV1
}

export const TRAVELERS = [
  { kind: 'adult', gender: 'female', firstName: 'Ana', lastName: 'Lima', birthdate: '1985-04-12' },
  { kind: 'adult', gender: 'male', firstName: 'Rui', lastName: 'Lima', birthdate: '1983-09-30' },
  { kind: 'child', gender: 'female', firstName: 'Bia', lastName: 'Lima', birthdate: '2018-03-01' },
]

export function bookingBody(priceId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: priceId,
    customerFirstName: 'Ana',
    customerLastName: 'Lima',
    customerEmail: 'ana.lima@mail.example.test',
    travelers: TRAVELERS,
    ...extra,
  }
}
