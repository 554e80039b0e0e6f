import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/app'
import { catalogModule } from '../../src/catalog/module'
import {
  getExperience,
  getPeriodsOf,
  getProgramDays,
  isoWeekday,
  isReadableBy,
  isVisibleTo,
  listExperiences,
  localizedText,
  promotionsFor,
  totalDurationMinutes,
  type ExperienceRow,
} from '../../src/experiences/experiences.repo'
import { insertPromotion } from '../../src/experiences/experiences.parts.write'
import { experiencesModule } from '../../src/experiences/module'

let sandbox: Sandbox
beforeAll(() => {
  sandbox = createSandbox({
    modules: [catalogModule, experiencesModule],
    hotels: 200,
    clockStart: '2031-01-15T10:00:00.000Z',
  })
})
afterAll(() => sandbox.close())
const db = () => sandbox.ctx.db
const TO = { organizationId: 1, scope: 'to' as const }
const ATLAS = { organizationId: 3, scope: 'dmc' as const }

describe('visibility', () => {
  const row = (state: ExperienceRow['state'], organizationId = 3) => ({ state, organizationId })
  it('lists available experiences to everyone, in-progress ones to their owner only, archived to nobody', () => {
    expect(isVisibleTo(row('available'), TO)).toBe(true)
    expect(isVisibleTo(row('in_progress'), TO)).toBe(false)
    expect(isVisibleTo(row('in_progress'), ATLAS)).toBe(true)
    expect(isVisibleTo(row('in_progress', 4), ATLAS)).toBe(false)
    expect(isVisibleTo(row('archived'), ATLAS)).toBe(false)
    expect(isReadableBy(row('archived'), ATLAS)).toBe(true)
    expect(isReadableBy(row('archived'), TO)).toBe(false)
  })

  it('applies the same rule in listExperiences', () => {
    const toIds = new Set(listExperiences(db(), { viewer: TO }).rows.map((entry) => entry.id))
    const atlas = listExperiences(db(), { viewer: ATLAS }).rows
    const states = db()
      .prepare('SELECT id, state, organization_id AS owner FROM experiences')
      .all() as Array<{ id: number; state: string; owner: number }>
    for (const entry of states) {
      expect(toIds.has(entry.id)).toBe(entry.state === 'available')
      expect(atlas.some((item) => item.id === entry.id)).toBe(
        entry.state === 'available' || (entry.state === 'in_progress' && entry.owner === 3),
      )
    }
  })
})

describe('listExperiences filters', () => {
  it('filters by city, type, theme, segment, guided, pricing type, duration and exclusions', () => {
    const paris = listExperiences(db(), { viewer: TO, cityIds: [1] })
    expect(paris.total).toBeGreaterThanOrEqual(50)
    const transfers = listExperiences(db(), { viewer: TO, types: ['transfer'] }).rows
    expect(transfers.every((entry) => entry.type === 'transfer')).toBe(true)
    const food = listExperiences(db(), { viewer: TO, themeIds: [2] }).rows
    expect(food.length).toBeGreaterThan(0)
    expect(food.every((entry) => entry.themeIds.includes(2))).toBe(true)
    expect(
      listExperiences(db(), { viewer: TO, segmentIds: [6] }).rows.every((entry) =>
        entry.segmentIds.includes(6),
      ),
    ).toBe(true)
    expect(listExperiences(db(), { viewer: TO, guided: false }).rows.every((entry) => !entry.guiding)).toBe(
      true,
    )
    expect(
      listExperiences(db(), { viewer: TO, pricingTypes: ['series'] }).rows.every(
        (entry) => entry.pricingType === 'series',
      ),
    ).toBe(true)
    const short = listExperiences(db(), { viewer: TO, maxDurationMinutes: 120 }).rows
    expect(short.length).toBeGreaterThan(0)
    expect(short.every((entry) => (totalDurationMinutes(entry) ?? Infinity) <= 120)).toBe(true)
    const long = listExperiences(db(), { viewer: TO, minDurationMinutes: 3 * 1440 }).rows
    expect(long.every((entry) => entry.type === 'program')).toBe(true)
    const first = paris.rows[0]?.id as number
    expect(listExperiences(db(), { viewer: TO, cityIds: [1], excludedIds: [first] }).total).toBe(
      paris.total - 1,
    )
    expect(
      listExperiences(db(), { viewer: TO, reservableAloneOnly: true }).rows.every(
        (entry) => entry.isReservableAlone,
      ),
    ).toBe(true)
  })

  it('searches names in every locale (typos tolerated) and, optionally, descriptions and program days', () => {
    const typo = listExperiences(db(), { viewer: TO, search: 'cookng class', cityIds: [1] }).rows
    expect(typo[0]?.texts.en?.name).toMatch(/Cooking class/)
    const french = listExperiences(db(), { viewer: TO, search: 'degustation culinaire', locale: 'fr' }).rows
    expect(french.length).toBeGreaterThan(0)
    const inDays = listExperiences(db(), { viewer: TO, search: 'welcome dinner', types: ['program'] })
    expect(inDays.total).toBeGreaterThan(0)
    expect(inDays.rows.every((entry) => entry.score === 45)).toBe(true)
    expect(
      listExperiences(db(), { viewer: TO, search: 'welcome dinner', searchDescriptions: false }).total,
    ).toBe(0)
  })

  it('pages and sorts', () => {
    const all = listExperiences(db(), { viewer: TO, cityIds: [1] }, { sort: { key: 'name' } }).rows
    const page = listExperiences(
      db(),
      { viewer: TO, cityIds: [1] },
      { sort: { key: 'name' }, limit: 10, offset: 10 },
    )
    expect(page.rows.map((entry) => entry.id)).toEqual(all.slice(10, 20).map((entry) => entry.id))
    expect(page.total).toBe(all.length)
  })
})

describe('texts, periods, days, promotions', () => {
  it('falls back per field to en, then to any locale', () => {
    const texts = {
      fr: {
        name: 'Nom',
        summary: null,
        description: null,
        highlights: null,
        includedServices: null,
        excludedServices: null,
        extraRemarks: null,
        cancellationPolicies: null,
        locationsExtraInformations: null,
      },
      en: {
        name: 'Name',
        summary: 'Summary',
        description: null,
        highlights: null,
        includedServices: null,
        excludedServices: null,
        extraRemarks: null,
        cancellationPolicies: null,
        locationsExtraInformations: null,
      },
      de: {
        name: null,
        summary: null,
        description: 'Beschreibung',
        highlights: null,
        includedServices: null,
        excludedServices: null,
        extraRemarks: null,
        cancellationPolicies: null,
        locationsExtraInformations: null,
      },
    }
    expect(localizedText(texts, 'fr', 'name')).toBe('Nom')
    expect(localizedText(texts, 'fr', 'summary')).toBe('Summary')
    expect(localizedText(texts, 'es', 'description')).toBe('Beschreibung')
    expect(localizedText(texts, 'fr', 'highlights')).toBeNull()
  })

  it('reads periods of many experiences at once, and program days in order', () => {
    const programs = listExperiences(db(), { viewer: TO, types: ['program'] }, { limit: 5 }).rows
    expect(programs).toHaveLength(5)
    const periods = getPeriodsOf(
      db(),
      programs.map((entry) => entry.id),
    )
    for (const program of programs) {
      expect(periods.get(program.id)?.length).toBeGreaterThan(0)
      // A program without a duration would compare two empty lists.
      expect(program.durationDays).toBeGreaterThan(0)
      expect(getProgramDays(db(), program.id).map((day) => day.day)).toEqual(
        Array.from({ length: program.durationDays ?? 0 }, (_, i) => i + 1),
      )
    }
  })

  it('applies promotions on their inclusive dates and ISO weekdays only', () => {
    const experience = getExperience(db(), 1) as ExperienceRow
    insertPromotion(db(), {
      experienceId: experience.id,
      name: 'Test weekend',
      startAt: '2032-05-01',
      endAt: '2032-05-31',
      weekdays: [6, 7],
      kind: 'percent',
      value: 5,
      now: '2031-01-01T00:00:00.000Z',
    })
    const names = (date: string) =>
      promotionsFor(db(), experience.id, date).map((promotion) => promotion.name)
    expect(isoWeekday('2032-05-01')).toBe(6)
    expect(names('2032-05-01')).toContain('Test weekend')
    expect(names('2032-05-03')).not.toContain('Test weekend')
    expect(names('2032-05-30')).toContain('Test weekend')
    expect(names('2032-06-05')).not.toContain('Test weekend')
  })
})
