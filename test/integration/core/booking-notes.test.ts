import { PDFParse } from 'pdf-parse'
import { describe, expect, it } from 'vitest'
import { fileSandbox, sandboxBookings, type TestCore } from './fixtures'

/**
 * Internal notes and the agency's reference through the core: kept in agency.db with versions and tombstones,
 * found by the command box, marked in list rows, and never printed on a voucher.
 */
const sandbox = fileSandbox()
const { desk } = sandbox

async function cachedConfirmedBooking(app: TestCore, index = 0): Promise<string> {
  const bookingId = sandboxBookings(sandbox.server, 'confirmed')[index]
  if (bookingId === undefined) throw new Error('no confirmed booking')
  await app.call('bookings.get', { bookingId })
  return bookingId
}

async function pdfText(app: TestCore, url: string): Promise<string> {
  const file = app.core.downloads.take(url.split('/').pop() ?? '')
  if (file === null) throw new Error('no download')
  const parser = new PDFParse({ data: file.bytes })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}

describe('booking notes', () => {
  it('adds, edits and deletes notes with who, when and versions; a stale version is refused', async () => {
    const app = desk()
    await app.call('settings.update', {
      agency: { name: '', address: '', phone: '', email: '', agentName: 'Ana Costa' },
    })
    const bookingId = await cachedConfirmedBooking(app)
    expect(await app.call('notes.list', { bookingId })).toEqual({ notes: [], agencyRef: null })

    const first = await app.call('notes.add', { bookingId, body: '  Customer wants a quiet room  ' })
    expect(first).toMatchObject({
      bookingId,
      body: 'Customer wants a quiet room',
      author: 'Ana Costa',
      version: 1,
    })
    const second = await app.call('notes.add', { bookingId, body: 'Called the hotel' })
    expect(app.seen('notes.changed')).toContainEqual({ bookingIds: [bookingId] })

    const edited = await app.call('notes.edit', {
      id: first.id,
      expectedVersion: 1,
      body: 'Quiet room, high floor',
    })
    expect(edited).toMatchObject({ version: 2, body: 'Quiet room, high floor', author: 'Ana Costa' })
    expect(edited.createdAt).toBe(first.createdAt)
    expect(await app.fail('notes.edit', { id: first.id, expectedVersion: 1, body: 'stale' })).toMatchObject({
      code: 'CONFLICT',
    })
    expect(await app.fail('notes.add', { bookingId, body: '   ' })).toMatchObject({ code: 'INVALID_INPUT' })
    expect(await app.fail('notes.add', { bookingId: 'NOT-CACHED', body: 'x' })).toMatchObject({
      code: 'NOT_FOUND',
    })

    await app.call('notes.delete', { id: second.id, expectedVersion: 1 })
    expect((await app.call('notes.list', { bookingId })).notes.map((note) => note.body)).toEqual([
      'Quiet room, high floor',
    ])
    // A tombstone: deleting or editing it again is refused, not silently redone.
    expect(await app.fail('notes.edit', { id: second.id, expectedVersion: 2, body: 'back' })).toMatchObject({
      code: 'NOT_FOUND',
    })
    expect(await app.call('notes.markers', { bookingIds: [bookingId, 'OTHER'] })).toEqual([
      { bookingId, count: 1, latest: 'Quiet room, high floor', agencyRef: null },
      { bookingId: 'OTHER', count: 0, latest: null, agencyRef: null },
    ])
  }, 60_000)

  it("sets, changes and clears the agency's reference with versions", async () => {
    const app = desk()
    const bookingId = await cachedConfirmedBooking(app)
    const set = await app.call('bookings.setAgencyRef', { bookingId, reference: 'AG-2026-0042' })
    expect(set).toMatchObject({ bookingId, reference: 'AG-2026-0042', version: 1 })
    // Seen as none while one was set meanwhile: a conflict.
    expect(await app.fail('bookings.setAgencyRef', { bookingId, reference: 'AG-OTHER' })).toMatchObject({
      code: 'CONFLICT',
    })
    const changed = await app.call('bookings.setAgencyRef', {
      bookingId,
      reference: 'AG-2026-0043',
      expectedVersion: 1,
    })
    expect(changed?.version).toBe(2)
    expect(
      await app.call('bookings.setAgencyRef', { bookingId, reference: '', expectedVersion: 2 }),
    ).toBeNull()
    expect((await app.call('notes.list', { bookingId })).agencyRef).toBeNull()
    expect(await app.fail('bookings.setAgencyRef', { bookingId, reference: 'two\nlines' })).toMatchObject({
      code: 'INVALID_INPUT',
    })
  }, 60_000)

  it('finds the booking by its agency reference and by words of its notes, and forgets deleted words', async () => {
    const app = desk()
    const bookingId = await cachedConfirmedBooking(app)
    await app.call('bookings.setAgencyRef', { bookingId, reference: 'AGX-7781' })
    const note = await app.call('notes.add', { bookingId, body: 'Honeymoon couple, champagne on arrival' })

    const byRef = await app.call('find.search', { text: 'agx-7781' })
    expect(byRef.hits[0]).toMatchObject({ kind: 'booking', id: bookingId, matchedReference: 'AGX-7781' })
    const byNote = await app.call('find.search', { text: 'champ' })
    expect(byNote.hits[0]).toMatchObject({ kind: 'booking', id: bookingId })
    expect(byNote.hits[0]?.kind === 'booking' && byNote.hits[0].matchedNote).toContain('champagne')
    // The bookings list's search finds it the same way.
    const listed = await app.call('bookings.list', { search: 'honeymoon' })
    expect(listed.bookings.map((booking) => booking.id)).toEqual([bookingId])

    await app.call('notes.delete', { id: note.id, expectedVersion: 1 })
    expect((await app.call('find.search', { text: 'champagne' })).hits).toEqual([])
    expect((await app.call('bookings.list', { search: 'honeymoon' })).bookings).toEqual([])
  }, 60_000)

  it('never prints a note or the agency reference on the voucher', async () => {
    const app = desk()
    const bookingId = await cachedConfirmedBooking(app)
    await app.call('notes.add', { bookingId, body: 'SECRET-NOTE-42 do not show the customer' })
    await app.call('bookings.setAgencyRef', { bookingId, reference: 'AGREF-SECRET-9' })
    const printed = await app.call('vouchers.print', { bookingId })
    if (printed.document.outcome !== 'download') throw new Error('not a download')
    const text = await pdfText(app, printed.document.url)
    expect(text).toContain(bookingId)
    expect(text).not.toContain('SECRET-NOTE-42')
    expect(text).not.toContain('AGREF-SECRET-9')
  }, 60_000)
})
