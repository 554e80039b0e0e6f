import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { replaceAdultPrices } from '@agency-desk/sandbox/testing'
import type { Proposal } from '../../../src/shared/domain/proposals'
import { sandboxForFile } from '../../support/sandbox/start'
import {
  createExperience,
  inDays,
  TRAVELERS,
  type CreatedExperience,
} from '../../support/sandbox/experiences.fixtures'
import { BOOKING_WORLD, control, countByReference, testCore, type TestCore } from './fixtures'
import { CUSTOMER, FAMILY, moveSandboxClock, offerOf, sandboxBasket } from './experiences.helpers'
import { shownStay } from './hotel-stay'
import {
  acceptDesk,
  experienceItem,
  hotelItem,
  MemoryProposals,
  sellOf,
  sentProposal,
  TEN_PERCENT,
  type AcceptDesk,
} from './proposal-accept.helpers'

/**
 * Accepting a proposal's option against the real sandbox (issue 26, item 4): the items searched again after the
 * service's clock moved and a supplier changed a price (the moved price marked, in today's selling price), then
 * booked once through the existing paths and linked; a second accept books nothing more; a lost answer adopted.
 */
const server = sandboxForFile(BOOKING_WORLD)
let tour: CreatedExperience
const opened: { stop(): Promise<void> }[] = []

beforeAll(() => {
  tour = createExperience(server(), { name: 'Fixture proposal tram tour' })
})
afterEach(async () => {
  await control(server()).clearFaults()
  for (const desk of opened.splice(0)) await desk.stop()
})

/** Searches through a plain desk (as the agent adding items would), then a desk that reads these proposals. */
async function proposalFromSearches(
  records: MemoryProposals,
): Promise<{ desk: AcceptDesk; proposal: Proposal }> {
  const searcher: TestCore = testCore(server())
  opened.push(searcher.core)
  const checkInInDays = 40
  const stay = await shownStay(searcher, server(), { checkInInDays })
  const dates = { startAt: inDays(server(), checkInInDays + 1) }
  const offer = await offerOf(searcher, tour, 'proposal tram tour', dates, FAMILY)
  const hotel = hotelItem(stay, stay.shownRate.checkIn, stay.shownRate.checkOut)
  const proposal = records.put(sentProposal([hotel, experienceItem(offer, dates, FAMILY)]))
  const desk = acceptDesk(server(), records)
  opened.push(desk)
  await desk.call('pricing.saveRule', { rule: TEN_PERCENT })
  return { desk, proposal }
}

const chosen = (proposal: Proposal) => {
  const option = proposal.options[1]
  if (option === undefined) throw new Error('the proposal has a second option')
  return option
}

const acceptInput = (proposal: Proposal, recheckId: string) => ({
  id: proposal.id,
  optionId: chosen(proposal).id,
  expectedVersion: proposal.version,
  recheckId,
  customer: { firstName: CUSTOMER.firstName, lastName: CUSTOMER.lastName, email: CUSTOMER.email },
  travellers: TRAVELERS,
})

const bookingsOf = (kind: 'hotel' | 'experience'): number =>
  (
    server().sandbox.ctx.db.prepare('SELECT count(*) AS n FROM bookings WHERE kind = ?').get(kind) as {
      n: number
    }
  ).n

describe('proposals.recheck', () => {
  it('marks the price a supplier moved after the clock moved, in today selling price; the rest the same', async () => {
    const records = new MemoryProposals()
    const { desk, proposal } = await proposalFromSearches(records)
    const [hotel, experience] = chosen(proposal).items
    if (hotel?.kind !== 'hotel' || experience?.kind !== 'experience')
      throw new Error('a hotel, then an experience')
    await moveSandboxClock(server(), 2 * 86_400)
    // The supplier raises the adult price of the tour (2 adults, a child: 2 x 120 instead of 2 x 90).
    const [periodId] = tour.periodIds
    replaceAdultPrices(server().sandbox.ctx.db, periodId as number, [{ price: 120, minPax: 1, maxPax: 20 }])

    const recheck = await desk.call('proposals.recheck', { id: proposal.id, optionId: chosen(proposal).id })

    expect(recheck.recheckId).not.toBe('')
    const [hotelCheck, experienceCheck] = recheck.items
    // The stay's price did not move (its free-cancellation deadline may have: the service's clock moved).
    expect(hotelCheck).toMatchObject({ itemId: hotel.id, error: null })
    expect(hotelCheck?.current).toMatchObject({ net: hotel.net, sell: hotel.sell })
    expect(hotelCheck?.changes.filter((words) => words.startsWith('Price'))).toEqual([])
    expect(experienceCheck?.status).toBe('moved')
    const current = experienceCheck?.current
    if (current == null) throw new Error('the moved experience has a fresh offer')
    expect(current.net).toBeGreaterThan(experience.net)
    expect(current.sell).toBe(sellOf(current.net, current.currency))
    const up = (current.sell - experience.sell).toFixed(2)
    expect(experienceCheck?.changes).toEqual([`Price up €${up}`])
  })

  it('tells the items gone once their dates have passed, and accepting skips them', async () => {
    const records = new MemoryProposals()
    const { desk, proposal } = await proposalFromSearches(records)
    // Past the tour's date on the service's clock: nothing is priced for it any more.
    await moveSandboxClock(server(), 60 * 86_400)
    const recheck = await desk.call('proposals.recheck', { id: proposal.id, optionId: chosen(proposal).id })
    expect(recheck.items.map((item) => item.status)).toEqual(['gone', 'gone'])
    expect(recheck.items.map((item) => item.changes)).toEqual([
      ['Its dates have passed'],
      ['Its dates have passed'],
    ])
    const before = bookingsOf('hotel') + bookingsOf('experience')
    const accepted = await desk.call('proposals.accept', acceptInput(proposal, recheck.recheckId))
    expect(accepted.items.map((item) => item.outcome)).toEqual(['skipped', 'skipped'])
    expect(accepted.proposal.state).toBe('sent')
    expect(bookingsOf('hotel') + bookingsOf('experience')).toBe(before)
  })
})

describe('proposals.accept', () => {
  it('books each item once and links it; a second accept books nothing more', async () => {
    const records = new MemoryProposals()
    const { desk, proposal } = await proposalFromSearches(records)
    const { recheckId } = await desk.call('proposals.recheck', {
      id: proposal.id,
      optionId: chosen(proposal).id,
    })
    const hotels = bookingsOf('hotel')
    const experiences = bookingsOf('experience')

    const first = await desk.call('proposals.accept', acceptInput(proposal, recheckId))

    expect(first.items.map((item) => [item.outcome, item.error])).toEqual([
      ['booked', null],
      ['booked', null],
    ])
    expect(first.proposal).toMatchObject({ state: 'accepted', acceptedOptionId: chosen(proposal).id })
    expect(first.proposal.bookings.map((link) => link.bookingId)).toEqual(
      first.items.map((item) => item.bookingId),
    )
    const [hotelRef, experienceRef] = first.items.map((item) => item.reference ?? '')
    expect(countByReference(server(), hotelRef as string)).toBe(1)
    expect(sandboxBasket(server(), (experienceRef as string).replace(/\/1$/, ''))).toHaveLength(1)
    // The selling price frozen with each booking, as the booking screens' creates freeze it.
    const sale = await desk.call('pricing.saleOf', { bookingId: first.items[0]?.bookingId as string })
    expect(sale).toMatchObject({ source: 'rule', sell: sellOf(sale?.net ?? 0, sale?.currency ?? 'EUR') })

    const again = await desk.call('proposals.accept', acceptInput(first.proposal, recheckId))
    expect(again.items.map((item) => [item.outcome, item.bookingId])).toEqual(
      first.items.map((item) => ['alreadyBooked', item.bookingId]),
    )
    expect([bookingsOf('hotel'), bookingsOf('experience')]).toEqual([hotels + 1, experiences + 1])
  })

  it('adopts a hotel booking whose answer was lost instead of booking it again', async () => {
    const records = new MemoryProposals()
    const { desk, proposal } = await proposalFromSearches(records)
    const { recheckId } = await desk.call('proposals.recheck', {
      id: proposal.id,
      optionId: chosen(proposal).id,
    })
    await control(server()).faults({ dropAfterCommit: { pathPrefix: '/api/v3/bookings', method: 'POST' } })

    const accepted = await desk.call('proposals.accept', acceptInput(proposal, recheckId))

    const [hotel] = accepted.items
    expect(hotel).toMatchObject({ outcome: 'adopted', error: null })
    expect(countByReference(server(), hotel?.reference as string)).toBe(1)
    expect(accepted.proposal.bookings.map((link) => link.bookingId)).toContain(hotel?.bookingId)
  })

  it('finds the bookings of an accept whose links were not written, and links them without booking again', async () => {
    const records = new MemoryProposals()
    const { desk, proposal } = await proposalFromSearches(records)
    const { recheckId } = await desk.call('proposals.recheck', {
      id: proposal.id,
      optionId: chosen(proposal).id,
    })
    records.failNextRecord = true
    const lost = await desk.fail('proposals.accept', acceptInput(proposal, recheckId))
    expect(lost.message).toMatch(/Accept again/)
    const hotels = bookingsOf('hotel')
    const experiences = bookingsOf('experience')

    const accepted = await desk.call('proposals.accept', acceptInput(proposal, recheckId))

    expect(accepted.items.map((item) => item.outcome)).toEqual(['adopted', 'adopted'])
    expect(accepted.proposal.bookings).toHaveLength(2)
    expect([bookingsOf('hotel'), bookingsOf('experience')]).toEqual([hotels, experiences])
  })

  it('refuses a stale version and an unknown recheck, booking nothing', async () => {
    const records = new MemoryProposals()
    const { desk, proposal } = await proposalFromSearches(records)
    const { recheckId } = await desk.call('proposals.recheck', {
      id: proposal.id,
      optionId: chosen(proposal).id,
    })
    const before = bookingsOf('hotel') + bookingsOf('experience')

    const stale = await desk.fail('proposals.accept', {
      ...acceptInput(proposal, recheckId),
      expectedVersion: proposal.version - 1,
    })
    expect(stale).toMatchObject({ code: 'CONFLICT', details: { reason: 'staleVersion' } })
    const unknown = await desk.fail('proposals.accept', acceptInput(proposal, 'no-such-recheck'))
    expect(unknown).toMatchObject({ code: 'CONFLICT', details: { reason: 'recheckExpired' } })
    expect(unknown.message).toMatch(/Check the option again/)
    expect(bookingsOf('hotel') + bookingsOf('experience')).toBe(before)
  })
})
