import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fileSandbox, type TestCore } from '../core/fixtures'
import { shownStay } from '../core/hotel-stay'
import { filesUnder, foundIn } from '../core/privacy-files'

/**
 * Forgetting a customer erases what the agency wrote about its bookings (internal notes, the agency's reference,
 * their search index) and leaves the other customers' notes, references and proposals exactly as they were.
 */
const sandbox = fileSandbox()
const { desk } = sandbox

const agencyFiles = (app: TestCore): string[] =>
  ['agency.db', 'agency.db-wal'].flatMap((name) => filesUnder(join(app.folder, name)))

/** A desk-made customer booked once, with an internal note, an agency reference and a proposal. */
async function customerWithPapers(
  app: TestCore,
  who: { first: string; last: string; note: string; ref: string },
) {
  const email = `${who.last.toLowerCase()}@example.test`
  const customer = await app.call('customers.save', {
    customer: { firstName: who.first, lastName: who.last, email },
  })
  const stay = await shownStay(app, sandbox.server, { checkInInDays: 40 })
  const booked = await app.call('hotels.book', {
    request: { ...stay.request, customer: { firstName: who.first, lastName: who.last, email } },
    customerId: customer.id,
  })
  const bookingId = booked.booking.id
  await app.call('bookings.get', { bookingId })
  const note = await app.call('notes.add', { bookingId, body: who.note })
  await app.call('bookings.setAgencyRef', { bookingId, reference: who.ref })
  const proposal = await app.call('proposals.create', {
    title: `${who.last} family in spring`,
    customerId: customer.id,
  })
  return { customer, bookingId, note, proposal }
}

describe('forgetting a customer, for the other customers', () => {
  it("erases its bookings' notes and reference, and keeps every other customer's notes and proposals", async () => {
    const app = desk()
    const gone = await customerWithPapers(app, {
      first: 'Hortensia',
      last: 'Vandersloot',
      note: 'Hortensia Vandersloot asks for a ground floor room after her hip surgery',
      ref: 'HVS-7781',
    })
    const kept = await customerWithPapers(app, {
      first: 'Barnaby',
      last: 'Coldharbour',
      note: 'Barnaby Coldharbour pays the balance by bank transfer',
      ref: 'BCH-4410',
    })
    const walkIn = await app.call('proposals.create', { title: 'Lisbon weekend', customerName: 'Walk-in' })
    const keptNotes = await app.call('notes.list', { bookingId: kept.bookingId })
    const keptProposal = await app.call('proposals.get', { id: kept.proposal.id })
    expect(foundIn(agencyFiles(app), ['ground floor room after her hip', 'HVS-7781']).length).toBeGreaterThan(
      0,
    )

    await app.call('privacy.forgetCustomer', { customerId: gone.customer.id })

    // What the agency wrote about the forgotten customer's booking is gone, from the rows and the file's bytes.
    expect(await app.call('notes.list', { bookingId: gone.bookingId })).toEqual({
      notes: [],
      agencyRef: null,
    })
    expect(foundIn(agencyFiles(app), ['ground floor room after her hip', 'HVS-7781', 'Vandersloot'])).toEqual(
      [],
    )
    expect((await app.call('notes.markers', { bookingIds: [gone.bookingId] }))[0]).toMatchObject({ count: 0 })

    // The other customer's note, reference, proposal and the walk-in proposal are untouched (same versions).
    expect(await app.call('notes.list', { bookingId: kept.bookingId })).toEqual(keptNotes)
    expect(keptNotes.notes.map((note) => note.body)).toEqual([
      'Barnaby Coldharbour pays the balance by bank transfer',
    ])
    expect(keptNotes.agencyRef).toMatchObject({ reference: 'BCH-4410' })
    expect(await app.call('proposals.get', { id: kept.proposal.id })).toEqual(keptProposal)
    expect((await app.call('proposals.list', {})).map((p) => p.id).sort()).toEqual(
      [kept.proposal.id, walkIn.id].sort(),
    )
    // ...and still found by their words: the search index lost only the forgotten booking's row.
    const found = await app.call('bookings.list', { search: 'bank transfer' })
    expect(found.bookings.map((booking) => booking.id)).toEqual([kept.bookingId])
    expect((await app.call('bookings.list', { search: 'BCH-4410' })).bookings.map((b) => b.id)).toEqual([
      kept.bookingId,
    ])
    expect((await app.call('bookings.list', { search: 'hip surgery' })).bookings).toEqual([])
  })

  it("forgetting one booking takes its notes and reference and leaves the other booking's", async () => {
    const app = desk()
    const gone = await customerWithPapers(app, {
      first: 'Ottoline',
      last: 'Braithwaite',
      note: 'Ottoline Braithwaite travels with her guide dog',
      ref: 'OBR-2290',
    })
    const kept = await customerWithPapers(app, {
      first: 'Lysander',
      last: 'Pemberton',
      note: 'Lysander Pemberton wants the invoice in his company name',
      ref: 'LPM-5512',
    })
    const keptNotes = await app.call('notes.list', { bookingId: kept.bookingId })

    await app.call('privacy.forgetBooking', { bookingId: gone.bookingId })

    expect(await app.call('notes.list', { bookingId: gone.bookingId })).toEqual({
      notes: [],
      agencyRef: null,
    })
    expect(foundIn(agencyFiles(app), ['travels with her guide dog', 'OBR-2290'])).toEqual([])
    expect(await app.call('notes.list', { bookingId: kept.bookingId })).toEqual(keptNotes)
    expect((await app.call('bookings.list', { search: 'LPM-5512' })).bookings.map((b) => b.id)).toEqual([
      kept.bookingId,
    ])
  })
})
