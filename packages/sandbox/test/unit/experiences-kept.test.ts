import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/app'
import { catalogModule } from '../../src/catalog/module'
import {
  getExperiencesByIds,
  getExtrasOf,
  listExperienceCards,
  periodsCoveringOf,
  promotionsForAll,
  takeAllotment,
  type ExperienceFilters,
} from '../../src/experiences/experiences.repo'
import { keptSale } from '../../src/experiences/experiences.sale'
import { insertPromotion } from '../../src/experiences/experiences.parts.write'
import { experiencesModule } from '../../src/experiences/module'

/**
 * The kept copies of the experience store (cards, periods, promotions, add-on links) answer searches in memory:
 * they must say exactly what SQL says, and follow every change.
 */
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

/**
 * `read` through SQL: inside a transaction whose revisions moved, the kept copies are stale and unused (a copy
 * loaded there could outlive a rollback); the transaction is rolled back.
 */
function throughSql<T>(read: () => T): T {
  let result: T | undefined
  const rollback = new Error('rollback')
  try {
    db().transaction(() => {
      db().exec('UPDATE experience_revision SET n = n + 1; UPDATE experience_sale_revision SET n = n + 1')
      result = read()
      throw rollback
    })()
  } catch (error) {
    if (error !== rollback) throw error
  }
  return result as T
}

describe('listing filters in memory', () => {
  it('has cases that list something', () => {
    expect(listExperienceCards(db(), { viewer: TO, cityIds: [1] }).total).toBeGreaterThan(40)
    expect(listExperienceCards(db(), { viewer: TO, guided: false }).total).toBeGreaterThan(0)
    expect(
      listExperienceCards(db(), { viewer: TO, themeIds: [2], segmentIds: [6, 1] }).total,
    ).toBeGreaterThan(0)
  })

  const cases: ExperienceFilters[] = [
    { viewer: TO, cityIds: [1] },
    { viewer: ATLAS },
    { viewer: ATLAS, states: ['archived', 'in_progress'] },
    { viewer: null },
    {},
    { states: ['archived'] },
    { viewer: TO, types: ['transfer', 'program'], countryIds: [1, 2] },
    { viewer: TO, themeIds: [2], segmentIds: [6, 1] },
    { viewer: TO, guided: false },
    { viewer: TO, pricingTypes: ['series'] },
    { viewer: TO, guided: true, reservableAloneOnly: true },
    { viewer: TO, minDurationMinutes: 60, maxDurationMinutes: 240 },
    { viewer: TO, minDurationMinutes: 3 * 1440 },
    { viewer: TO, cityIds: [1], excludedIds: [1, 2, 3], organizationIds: [3, 4] },
    { viewer: TO, ids: [1, 5, 9, 400], regionIds: [1, 2, 3] },
  ]
  it.each(cases)('lists what SQL lists: %j', (filters) => {
    const ids = (listed: { rows: Array<{ id: number }> }) => listed.rows.map((row) => row.id)
    const inMemory = ids(listExperienceCards(db(), filters))
    expect(ids(throughSql(() => listExperienceCards(db(), filters)))).toEqual(inMemory)
    if (filters.viewer !== undefined && filters.states === undefined)
      expect(inMemory.length).toBeGreaterThan(0)
  })
})

describe('kept sale data', () => {
  const all = (): number[] =>
    (db().prepare('SELECT id FROM experiences ORDER BY id').pluck().all() as number[]).slice(0, 120)

  it('reads the periods, promotions and add-on links SQL reads', () => {
    for (const date of ['2031-02-03', '2031-06-14', '2031-12-31']) {
      expect(periodsCoveringOf(db(), all(), date)).toEqual(
        throughSql(() => periodsCoveringOf(db(), all(), date)),
      )
      expect(promotionsForAll(db(), all(), date)).toEqual(
        throughSql(() => promotionsForAll(db(), all(), date)),
      )
    }
    expect(getExtrasOf(db(), all())).toEqual(throughSql(() => getExtrasOf(db(), all())))
  })

  it('follows spots taken, a new promotion, a price edit and a card edit', () => {
    const date = '2031-06-14'
    const [experienceId, periods] = [...periodsCoveringOf(db(), all(), date)].find(([, list]) =>
      list.some((period) => period.state !== 'stop_sale' && period.allotments !== null),
    ) ?? [0, []]
    const period = periods.find((entry) => entry.state !== 'stop_sale' && entry.allotments !== null)
    expect(period).toBeDefined()
    const before = keptSale(db())
    const held = takeAllotment(db(), {
      periodId: period?.id ?? 0,
      bookingId: 999_001,
      date,
      pax: 1,
      now: '2031-01-15T10:00:00.000Z',
    })
    expect(held.ok).toBe(true)
    const after = periodsCoveringOf(db(), [experienceId], date).get(experienceId) ?? []
    expect(after.find((entry) => entry.id === period?.id)?.allotmentsUsed).toBe(
      (period?.allotmentsUsed ?? 0) + 1,
    )
    expect(keptSale(db())).not.toBe(before)

    insertPromotion(db(), {
      experienceId,
      name: 'Kept test promotion',
      startAt: date,
      endAt: date,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      kind: 'amount',
      value: 3,
      now: '2031-01-15T10:00:00.000Z',
    })
    const names = (promotionsForAll(db(), [experienceId], date).get(experienceId) ?? []).map(
      (entry) => entry.name,
    )
    expect(names).toContain('Kept test promotion')

    db().prepare('UPDATE experience_adult_prices SET price = price + 7 WHERE period_id = ?').run(period?.id)
    const priced = periodsCoveringOf(db(), [experienceId], date).get(experienceId) ?? []
    expect(priced.find((entry) => entry.id === period?.id)?.adultPrices.map((range) => range.price)).toEqual(
      period?.adultPrices.map((range) => range.price + 7),
    )

    db().prepare('UPDATE experiences SET guiding = 1 - guiding WHERE id = ?').run(experienceId)
    const guided = getExperiencesByIds(db(), [experienceId]).get(experienceId)?.guiding
    const listed = listExperienceCards(db(), { ids: [experienceId], guided }).rows.map((row) => row.id)
    expect(listed).toEqual([experienceId])
    expect(listExperienceCards(db(), { ids: [experienceId], guided: !guided }).rows).toEqual([])
  })
})
