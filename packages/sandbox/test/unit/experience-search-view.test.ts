import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ExperienceSearchRequestV1,
  ExperienceSearchResponseV1,
} from '../../../../src/shared/api/experiences-v1'
import { createSandbox, type Sandbox } from '../../src/app'
import { bookingsModule } from '../../src/bookings/module'
import { catalogModule } from '../../src/catalog/module'
import { experienceBookingModule } from '../../src/experience-booking/module'
import { issueOffers, readOffer } from '../../src/experience-booking/offers.repo'
import { priceParty } from '../../src/experience-booking/pricing'
import { runSearch } from '../../src/experience-booking/search'
import { searchParams } from '../../src/experience-booking/search.params'
import {
  priceJson,
  priceV1,
  resultFragments,
  searchResultsJson,
} from '../../src/experience-booking/search.view'
import { keptExperiences } from '../../src/experiences/experiences.repo'
import { insertPromotion } from '../../src/experiences/experiences.parts.write'
import { experiencesModule } from '../../src/experiences/module'
import { organizationById } from '../../src/platform/organizations'
import type { QuotedExtra } from '../../src/experience-booking/quote'

/**
 * The search answer is written as text pieces (kept static parts, hand-written prices): it must be the JSON the
 * v1 objects give, for every result of real searches.
 */
let sandbox: Sandbox
beforeAll(() => {
  sandbox = createSandbox({
    modules: [catalogModule, experiencesModule, bookingsModule, experienceBookingModule],
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

describe('prices and offers shared between searches', () => {
  const quotesOf = (startAt: string, children: string[]) =>
    search(startAt, children).hits.flatMap((hit) => (hit.quote === null ? [] : [hit.quote]))
  const offerHash = (priceId: string) => priceId.split('.')[0]

  it('a repeated departure and party share prices and offer parts, each priceId its own; others differ', () => {
    const db = sandbox.ctx.db
    const now = sandbox.ctx.clock.nowMs()
    const first = quotesOf('2031-02-05', ['2022-05-01'])
    const again = quotesOf('2031-02-05', ['2022-05-01'])
    const older = quotesOf('2031-02-05', ['2000-05-01'])
    expect(again.map((quote) => quote.price)).toEqual(first.map((quote) => quote.price))
    expect(again[0]?.price).toBe(first[0]?.price)
    // An adult-aged "child" pays the adult price: some prices differ, and each is its own party's.
    expect(older.some((quote, index) => quote.price.price !== first[index]?.price.price)).toBe(true)
    for (const quote of [...first, ...older]) {
      expect(quote.price).toEqual(priceParty(quote.sheet, quote.party, quote.startAt))
    }
    const ids = issueOffers(db, 1, first, now).map((offer) => offer.priceId)
    const idsAgain = issueOffers(db, 1, again, now).map((offer) => offer.priceId)
    const idsOlder = issueOffers(db, 1, older, now).map((offer) => offer.priceId)
    expect(idsAgain.map(offerHash)).toEqual(ids.map(offerHash))
    expect(new Set([...ids, ...idsAgain]).size).toBe(ids.length * 2)
    expect(idsOlder.map(offerHash)).not.toEqual(ids.map(offerHash))
    first.forEach((quote, index) => {
      expect(readOffer(db, idsAgain[index] ?? '')).toMatchObject({
        experienceId: quote.experience.id,
        startAt: '2031-02-05',
        childrenBirthdates: ['2022-05-01'],
        price: quote.price.price,
      })
      expect(readOffer(db, idsOlder[index] ?? '')?.childrenBirthdates).toEqual(['2000-05-01'])
    })
  })

  it('a new promotion prices the next search anew', () => {
    const db = sandbox.ctx.db
    const before = quotesOf('2031-02-06', [])
    const target = before[0]
    if (target === undefined) throw new Error('nothing priced')
    insertPromotion(db, {
      experienceId: target.experience.id,
      name: 'Fixture ten off',
      startAt: '2031-02-01',
      endAt: '2031-02-28',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      kind: 'amount',
      value: 10,
      now: '2031-01-15T10:00:00.000Z',
    })
    const after = quotesOf('2031-02-06', []).find((quote) => quote.experience.id === target.experience.id)
    expect(after?.price.promotions).toContain('Fixture ten off')
    expect(after?.price.price).toBe(Math.max(0, target.price.price - 10))
    const [offer] = issueOffers(db, 1, after === undefined ? [] : [after], sandbox.ctx.clock.nowMs())
    expect(readOffer(db, offer?.priceId ?? '')?.promotions).toContain('Fixture ten off')
  })
})
