import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ExperienceSearchRequestV1, ExperienceSearchResponseV1 } from '../../../src/shared/api/experiences-v1'
import { createSandbox, type Sandbox } from '../../../src/sandbox/app'
import { bookingsModule } from '../../../src/sandbox/bookings/module'
import { catalogModule } from '../../../src/sandbox/catalog/module'
import { runSearch } from '../../../src/sandbox/experience-booking/search'
import { searchParams } from '../../../src/sandbox/experience-booking/search.params'
import {
  priceJson,
  priceV1,
  resultFragments,
  searchResultsJson,
} from '../../../src/sandbox/experience-booking/search.view'
import { keptExperiences } from '../../../src/sandbox/experiences/experiences.repo'
import { experiencesModule } from '../../../src/sandbox/experiences/module'
import { organizationById } from '../../../src/sandbox/platform/organizations'
import type { QuotedExtra } from '../../../src/sandbox/experience-booking/quote'

/**
 * The search answer is written as text pieces (kept static parts, hand-written prices): it must be the JSON the
 * v1 objects give, for every result of real searches.
 */
let sandbox: Sandbox
beforeAll(() => {
  sandbox = createSandbox({
    modules: [catalogModule, experiencesModule, bookingsModule],
    hotels: 200,
    clockStart: '2031-01-15T10:00:00.000Z',
  })
})
afterAll(() => sandbox.close())

const HANDSHAKE = { priceId: 'p"\\1', expiresAt: '2031-01-15T10:15:00.000Z' }

function search(startAt: string, childrenBirthdates: string[]) {
  const caller = organizationById(1)
  if (caller === undefined) throw new Error('no demo tour operator')
  const body = ExperienceSearchRequestV1.parse({
    cities: [1],
    startAt,
    experienceComposition: { adults: 2, children: childrenBirthdates.length, childrenBirthdates },
  })
  return runSearch(sandbox.ctx.db, searchParams(body, caller, 'en'), { today: '2031-01-15', locale: 'en' })
}

describe('experience search answer text', () => {
  it('prices: the hand-written text is JSON.stringify of the v1 price, add-ons shared or not', () => {
    let priced = 0
    let withExtras = 0
    for (const [startAt, children] of [
      ['2031-02-04', ['2023-03-01']],
      ['2031-02-07', []],
      ['2031-03-15', ['2024-06-30', '2016-01-01']],
    ] as const) {
      const extras = new Map<QuotedExtra, string>()
      for (const hit of search(startAt, [...children]).hits) {
        if (hit.quote === null) continue
        priced += 1
        if (hit.quote.extras.length > 0) withExtras += 1
        const expected = JSON.stringify(priceV1(hit.quote, HANDSHAKE))
        expect(priceJson(hit.quote, HANDSHAKE, extras)).toBe(expected)
        expect(priceJson(hit.quote, HANDSHAKE, new Map())).toBe(expected)
      }
    }
    expect(priced).toBeGreaterThan(10)
    expect(withExtras).toBeGreaterThan(0)
  })

  it('the whole answer is canonical JSON of valid v1 results, from kept fragments or not', () => {
    const { hits } = search('2031-02-04', ['2023-03-01'])
    const booked = hits[1]
    if (booked === undefined) throw new Error('too few results')
    booked.bookings = { count: 3, lastBookedAt: '2031-01-02T08:30:00.000Z' }
    const context = {
      locale: 'en',
      origin: 'http://127.0.0.1:1',
      mainImage: (id: number) => keptExperiences(sandbox.ctx.db)?.mainImages.get(id) ?? null,
      handshake: () => HANDSHAKE,
    }
    const fragments = resultFragments({})
    const texts = [
      searchResultsJson(null, hits, context),
      searchResultsJson(fragments, hits, context),
      searchResultsJson(fragments, hits, context),
    ].map((bytes) => bytes.toString('utf8'))
    expect(texts[1]).toBe(texts[0])
    expect(texts[2]).toBe(texts[0])
    const results = ExperienceSearchResponseV1.parse(JSON.parse(texts[0] ?? ''))
    expect(JSON.stringify(JSON.parse(texts[0] ?? ''))).toBe(texts[0])
    expect(results.length).toBe(hits.length)
    expect(results.filter((result) => result.price !== null).length).toBeGreaterThan(0)
    expect(results[1]).toMatchObject({ totalBookingsCount: 3, lastBookingDate: '2031-01-02T08:30:00.000Z' })
    expect(results[0]).toMatchObject({ lastBookingDate: null })
  })
})
