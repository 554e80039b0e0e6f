import { expect } from 'vitest'
import type { SandboxServer } from '@agency-desk/sandbox'
import { encodeId } from '../../../src/shared/domain/ids'
import type { BasketItem, ExperienceOffer } from '../../../src/shared/ipc/experiences.contract'
import { PARIS, TRAVELERS, type CreatedExperience } from '../../support/sandbox/experiences.fixtures'
import type { TestCore } from './fixtures'

/** What the experience core tests share: a priced offer through the desk, and a basket line made from it. */

export const CITY = encodeId('city', PARIS)
export const FAMILY = { adults: 2, childrenBirthdates: ['2018-03-01'] }
export const CUSTOMER = { firstName: 'Ana', lastName: 'Lima', email: 'ana.lima@mail.example.test' }

export async function offerOf(
  app: TestCore,
  experience: CreatedExperience,
  name: string,
  dates: { startAt: string; endAt?: string },
  party = FAMILY,
): Promise<ExperienceOffer> {
  const found = await app.call('experiences.search', { text: name, cities: [CITY], ...dates, party })
  const offer = found.results.find((result) => result.id === experience.encodedId)
  expect(offer?.price, `a price for ${name}`).toBeTruthy()
  return offer as ExperienceOffer
}

export function lineOf(
  offer: ExperienceOffer,
  dates: { startAt: string; endAt?: string },
  extra: Partial<BasketItem> = {},
): BasketItem {
  const price = offer.price
  if (price === null) throw new Error('the offer has no price')
  return {
    priceId: price.priceId,
    experienceId: offer.id,
    experienceName: offer.name,
    cityId: offer.inCity.id,
    type: offer.experienceType,
    startAt: dates.startAt,
    endAt: dates.endAt ?? dates.startAt,
    party: FAMILY,
    travelers: TRAVELERS,
    shownTotal: price.price,
    currency: price.currency,
    ...extra,
  }
}

/** Experience bookings of the sandbox whose toReference is one of a basket's (`<reference>/<n>`). */
export function sandboxBasket(
  server: SandboxServer,
  reference: string,
): { bookingId: number; toReference: string }[] {
  return server.sandbox.ctx.db
    .prepare(
      `SELECT booking_id AS bookingId, to_reference AS toReference FROM booked_experiences
       WHERE to_reference LIKE ? ORDER BY to_reference`,
    )
    .all(`${reference}/%`) as { bookingId: number; toReference: string }[]
}

export async function moveSandboxClock(server: SandboxServer, seconds: number): Promise<void> {
  const response = await fetch(`${server.url}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advanceSeconds: seconds }),
  })
  if (!response.ok) throw new Error(`the clock did not move: ${response.status}`)
}
