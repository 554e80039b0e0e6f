import { describe, expect, it } from 'vitest'
import type { NodePlatform } from '../../../src/main/platform/node/platform'
import { addDays } from '../../../src/shared/domain/dates'
import type { ProposalItemInput } from '../../../src/shared/ipc/proposals.contract'
import { control, fileSandbox, tempFolder, type TestCore } from '../core/fixtures'

/**
 * Proposals in agency.db through the core's dispatch: built from items, edited while draft with versions,
 * duplicated, searched, deleted as tombstones, linked to bookings, kept across a restart, and all of it offline.
 */
const sandbox = fileSandbox()
const { desk } = sandbox

const lisbonStay = (name: string, sell: number): ProposalItemInput => ({
  kind: 'hotel',
  hotel: { id: `h-${name}`, name, cityName: 'Lisboa', countryCode: 'PT', stars: 4 },
  checkIn: '2027-03-12',
  checkOut: '2027-03-15',
  rooms: [
    {
      requested: { adults: 2, childrenBirthdates: [] },
      roomId: 'r1',
      roomName: 'Double room',
      net: sell - 30,
      sell,
    },
  ],
  currency: 'EUR',
  net: sell - 30,
  sell,
})

const foodTour: ProposalItemInput = {
  kind: 'experience',
  experience: { id: 'e-1', name: 'Tasca food tour', cityName: 'Lisboa' },
  startAt: '2027-03-13',
  endAt: '2027-03-13',
  party: { adults: 2, childrenBirthdates: [] },
  extras: [{ id: 'x1', name: 'Port tasting', quantity: 2, net: 10, sell: 12.5 }],
  currency: 'EUR',
  net: 60,
  sell: 75.3,
}

/** A draft with two options: a stay, then a second stay with the food tour. */
async function twoOptions(app: TestCore) {
  const first = await app.call('proposals.addItem', { item: lisbonStay('Hotel Avenida Palácio', 420.1) })
  const withSecond = await app.call('proposals.addItem', {
    proposalId: first.id,
    item: lisbonStay('Memmo Alfama', 515.2),
  })
  const secondOption = withSecond.options[1]?.id ?? ''
  return app.call('proposals.addItem', { proposalId: first.id, optionId: secondOption, item: foodTour })
}

describe('proposals kept in agency.db', () => {
  it('builds from items, edits with versions, duplicates, searches and deletes as a tombstone', async () => {
    const app = desk()
    const proposal = await twoOptions(app)
    expect(proposal).toMatchObject({
      title: 'Lisboa, 2027-03-12 to 2027-03-15',
      state: 'draft',
      version: 3,
      tripStart: '2027-03-12',
      tripEnd: '2027-03-15',
      party: [{ adults: 2 }],
      bookings: [],
    })
    expect(proposal.options.map((option) => option.items.map((item) => item.kind))).toEqual([
      ['hotel'],
      ['hotel', 'experience'],
    ])
    const [summary] = await app.call('proposals.list', {})
    expect(summary?.options.map((option) => option.totals)).toEqual([
      [{ currency: 'EUR', sell: 420.1 }],
      [{ currency: 'EUR', sell: 603 }],
    ])

    const customer = await app.call('customers.save', {
      customer: { firstName: 'Anne', lastName: 'Lambért', email: 'anne@example.test' },
    })
    const {
      id,
      version,
      createdAt,
      createdBy,
      updatedAt,
      updatedBy,
      state,
      acceptedOptionId,
      bookings,
      ...content
    } = proposal
    void [createdAt, createdBy, updatedAt, updatedBy, state, acceptedOptionId, bookings]
    const updated = await app.call('proposals.update', {
      id,
      expectedVersion: version,
      proposal: { ...content, title: 'Lisbon in March', customerId: customer.id, validUntil: '2099-01-31' },
    })
    // The agency's customer fills the name and e-mail the agent left empty.
    expect(updated).toMatchObject({
      version: 4,
      customerName: 'Lambért, Anne',
      customerEmail: 'anne@example.test',
    })

    const stale = await app.fail('proposals.update', {
      id,
      expectedVersion: version,
      proposal: { ...content, title: 'Overwritten' },
    })
    expect(stale.code).toBe('CONFLICT')
    expect(await app.call('proposals.get', { id })).toEqual(updated)

    const copy = await app.call('proposals.duplicate', { id })
    expect(copy).toMatchObject({
      title: 'Lisbon in March (copy)',
      state: 'draft',
      version: 1,
      validUntil: null,
    })
    expect(copy.id).not.toBe(id)
    const idsOf = (p: typeof copy) => p.options.flatMap((o) => [o.id, ...o.items.map((item) => item.id)])
    for (const copied of idsOf(copy)) expect(idsOf(updated)).not.toContain(copied)

    const find = async (search: string) =>
      (await app.call('proposals.list', { search })).map((found) => found.title).sort()
    expect(await find('lambert')).toEqual(['Lisbon in March', 'Lisbon in March (copy)'])
    expect(await find('PALACIO')).toEqual(['Lisbon in March', 'Lisbon in March (copy)'])
    expect(await find('tasca lisboa')).toEqual(['Lisbon in March', 'Lisbon in March (copy)'])
    expect(await find('porto')).toEqual([])
    const forCustomer = await app.call('proposals.list', { customerId: customer.id })
    expect(forCustomer.map((found) => found.id).sort()).toEqual([id, copy.id].sort())

    // The customer page and the find box still answer with proposals stored beside the customers.
    expect((await app.call('customers.get', { id: customer.id })).record.id).toBe(customer.id)
    const found = await app.call('find.search', { text: 'Lambert', limit: 5 })
    expect(found.hits.filter((hit) => hit.kind === 'customer').map((hit) => hit.id)).toEqual([customer.id])
    // The find box finds the proposals too, by a hotel they offer, accents and case aside.
    const byHotel = await app.call('find.search', { text: 'palacio', limit: 5 })
    expect(
      byHotel.hits
        .filter((hit) => hit.kind === 'proposal')
        .map((hit) => hit.id)
        .sort(),
    ).toEqual([id, copy.id].sort())

    // A customer deleted since stays on its proposals, which can still be edited; a new one must be live.
    await app.call('customers.delete', { id: customer.id, expectedVersion: customer.version })
    const { version: copyVersion, ...copyContent } = await app.call('proposals.update', {
      id: copy.id,
      expectedVersion: copy.version,
      proposal: { ...content, customerId: customer.id, title: 'Lisbon in March (copy)' },
    })
    expect(copyContent).toMatchObject({ customerId: customer.id, customerName: '' })
    const deletedCustomer = await app.fail('proposals.create', { title: 'Another', customerId: customer.id })
    expect(deletedCustomer).toMatchObject({ code: 'INVALID_INPUT', message: /no such customer/ })

    expect((await app.fail('proposals.delete', { id: copy.id, expectedVersion: 9 })).code).toBe('CONFLICT')
    await app.call('proposals.delete', { id: copy.id, expectedVersion: copyVersion })
    expect(await find('lambert')).toEqual(['Lisbon in March'])
    expect((await app.fail('proposals.get', { id: copy.id })).code).toBe('NOT_FOUND')
    expect(app.seen('proposals.changed')).toContainEqual({ ids: [copy.id] })
  })

  it('edits only a draft, moves states by the rules, and links an accepted option to its bookings', async () => {
    const app = desk()
    const draft = await twoOptions(app)
    const sent = await app.call('proposals.setState', {
      id: draft.id,
      expectedVersion: draft.version,
      state: 'sent',
    })
    expect(sent.state).toBe('sent')
    const edit = await app.fail('proposals.addItem', { proposalId: draft.id, item: foodTour })
    expect(edit).toMatchObject({ code: 'INVALID_INPUT', message: /set it back to draft/ })
    expect((await app.call('proposals.get', { id: draft.id })).version).toBe(sent.version)

    const option = sent.options[1]
    const links = (option?.items ?? []).map((item, index) => ({
      optionId: option?.id ?? '',
      itemId: item.id,
      bookingId: `bk-${index}`,
      reference: `AD-${index}`,
    }))
    const accepted = app.core.proposals.recordAccepted({
      id: draft.id,
      optionId: option?.id ?? '',
      expectedVersion: sent.version,
      links,
    })
    expect(accepted).toMatchObject({ state: 'accepted', acceptedOptionId: option?.id, bookings: links })
    expect(await app.call('proposals.forBooking', { bookingId: 'bk-1' })).toEqual({
      proposalId: draft.id,
      title: draft.title,
    })
    expect(await app.call('proposals.forBooking', { bookingId: 'bk-other' })).toBeNull()
    // An item keeps its first booking: a second accept of the option never replaces it.
    const again = app.core.proposals.recordAccepted({
      id: draft.id,
      optionId: option?.id ?? '',
      expectedVersion: accepted.version,
      links: links.map((link) => ({ ...link, bookingId: `${link.bookingId}-twice` })),
    })
    expect(again.bookings).toEqual(links)
    const final = await app.fail('proposals.setState', {
      id: draft.id,
      expectedVersion: again.version,
      state: 'draft',
    })
    expect(final).toMatchObject({
      code: 'INVALID_INPUT',
      message: /accepted: its state can no longer change/,
    })
  })

  it('reads a sent proposal past its last day as expired, on the desk clock', async () => {
    let shift = 0
    const shifted = (platform: NodePlatform): NodePlatform => ({
      ...platform,
      clock: { ...platform.clock, now: () => new Date(Date.now() + shift) },
    })
    const app = desk(undefined, shifted)
    const draft = await app.call('proposals.addItem', { item: foodTour })
    const {
      id,
      version,
      createdAt,
      createdBy,
      updatedAt,
      updatedBy,
      state,
      acceptedOptionId,
      bookings,
      ...content
    } = draft
    void [createdAt, createdBy, updatedAt, updatedBy, state, acceptedOptionId, bookings]
    const today = new Date()
    const lastDay = addDays(
      `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`,
      2,
    )
    const dated = await app.call('proposals.update', {
      id,
      expectedVersion: version,
      proposal: { ...content, validUntil: lastDay },
    })
    const sent = await app.call('proposals.setState', { id, expectedVersion: dated.version, state: 'sent' })
    shift = 4 * 86_400_000
    expect((await app.call('proposals.get', { id })).state).toBe('expired')
    expect((await app.call('proposals.list', { states: ['expired'] })).map((p) => p.id)).toEqual([id])
    expect(await app.call('proposals.list', { states: ['sent'] })).toEqual([])
    const declined = await app.fail('proposals.setState', {
      id,
      expectedVersion: sent.version,
      state: 'declined',
    })
    expect(declined.message).toMatch(/expired/)
  })

  it("goes with its customer when the customer is forgotten (it holds the customer's name and party)", async () => {
    const app = desk()
    const customer = await app.call('customers.save', {
      customer: { firstName: 'Ingrid', lastName: 'Søderberg', email: 'ingrid@example.test' },
    })
    const theirs = await app.call('proposals.create', { title: 'Azores in May', customerId: customer.id })
    const other = await app.call('proposals.create', { title: 'Madeira in June', customerName: 'Walk-in' })
    await app.call('privacy.forgetCustomer', { customerId: customer.id })
    expect((await app.fail('proposals.get', { id: theirs.id })).code).toBe('NOT_FOUND')
    expect((await app.call('proposals.list', {})).map((p) => p.id)).toEqual([other.id])
    expect(app.seen('proposals.changed').at(-1)).toEqual({ ids: [] })
  })

  it('keeps proposals across a restart, and builds and edits them offline without asking the service', async () => {
    const folder = tempFolder('desk-proposals-')
    const first = desk(folder)
    const kept = await twoOptions(first)
    await sandbox.close(first)

    const app = desk(folder)
    expect(await app.call('proposals.get', { id: kept.id })).toEqual(kept)
    await control(sandbox.server).faults({ offline: true })
    expect((await app.call('connectivity.check', undefined)).state).toBe('offline')
    const asked = app.requests.length
    const added = await app.call('proposals.addItem', { proposalId: kept.id, item: foodTour })
    expect(added.options).toHaveLength(3)
    const copy = await app.call('proposals.duplicate', { id: kept.id })
    expect((await app.call('proposals.list', { search: 'alfama' })).map((p) => p.id).sort()).toEqual(
      [kept.id, copy.id].sort(),
    )
    await app.call('proposals.setState', { id: kept.id, expectedVersion: added.version, state: 'sent' })
    expect(app.requests.slice(asked)).toEqual([])
  })
})
