import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { BookingListRequestV1 } from '../../../src/shared/api/bookings-v1'
import { encodeId } from '../../../src/shared/domain/ids'
import type { ChannelInput } from '../../../src/shared/ipc'
import { control, fileSandbox, sandboxBookings } from './fixtures'

/**
 * Every read channel answers from the service when it can be reached, and from the cache when it cannot, saying
 * where the answer came from and when that data was fetched.
 */
const sandbox = fileSandbox()

const { desk } = sandbox

/** A confirmed hotel booking of the demo data that has documents. */
function bookingWithDocuments(): string {
  const row = sandbox.server.sandbox.ctx.db
    .prepare(
      `SELECT b.id FROM bookings b WHERE b.organization_id = 1 AND b.kind = 'hotel' AND b.state = 'confirmed'
         AND EXISTS (SELECT 1 FROM booking_documents d WHERE d.booking_id = b.id) ORDER BY b.id LIMIT 1`,
    )
    .get() as { id: number } | undefined
  if (row === undefined) throw new Error('no demo booking with documents')
  return encodeId('booking', row.id)
}

describe('read channels', () => {
  it('answer from the service online, then from the cache with the time it was fetched when offline', async () => {
    const app = desk()
    const bookingId = bookingWithDocuments()
    const list = await app.call('bookings.list', { refresh: true })
    expect(list).toMatchObject({ source: 'service', refreshError: null })
    expect(list.total).toBeGreaterThan(100)
    expect(list.asOf).not.toBeNull()

    const online = {
      detail: await app.call('bookings.get', { bookingId }),
      messages: await app.call('bookings.messages', { bookingId }),
      documents: await app.call('bookings.documents', { bookingId }),
      history: await app.call('bookings.history', { bookingId }),
    }
    expect(online.detail).toMatchObject({ source: 'service', summary: { id: bookingId, state: 'confirmed' } })
    expect(online.detail.v1?.id).toBe(bookingId)
    expect(online.detail.v3?.id).toBe(bookingId)
    for (const answer of Object.values(online)) expect(answer.source).toBe('service')
    expect(online.documents.documents.length).toBeGreaterThan(0)
    const document = online.documents.documents[0]
    if (document === undefined) throw new Error('no document')
    const saved = await app.call('bookings.downloadDocument', { bookingId, documentId: document.id })
    expect(saved).toMatchObject({ source: 'service', fileName: document.fileName })
    expect(readFileSync(saved.path).subarray(0, 4).toString()).toBe('%PDF')
    expect(saved.path.startsWith(app.folder)).toBe(true)

    await control(sandbox.server).faults({ offline: true })
    // The first read finds the service gone (after the client's retries); the monitor then knows.
    const offline = await app.call('bookings.get', { bookingId })
    expect(offline).toMatchObject({
      source: 'cache',
      asOf: online.detail.asOf,
      summary: { state: 'confirmed' },
    })
    expect(offline.v1).toEqual(online.detail.v1)
    expect((await app.call('connectivity.status', undefined)).state).toBe('offline')
    const requestsBefore = app.requests.length
    const messages = await app.call('bookings.messages', { bookingId })
    expect(messages).toMatchObject({ source: 'cache', asOf: online.messages.asOf })
    expect(messages.messages).toEqual(online.messages.messages)
    const documents = await app.call('bookings.documents', { bookingId })
    expect(documents).toMatchObject({ source: 'cache', asOf: online.documents.asOf })
    expect(documents.documents[0]).toMatchObject({ id: document.id, downloaded: true })
    const history = await app.call('bookings.history', { bookingId })
    expect(history).toMatchObject({
      source: 'cache',
      asOf: online.history.asOf,
      entries: online.history.entries,
    })
    const again = await app.call('bookings.downloadDocument', { bookingId, documentId: document.id })
    expect(again).toMatchObject({ source: 'cache', path: saved.path })
    // Known offline: the cache answers at once, without trying the service.
    expect(app.requests.length).toBe(requestsBefore)

    const refreshed = await app.call('bookings.list', { refresh: true, states: ['confirmed'], limit: 5 })
    expect(refreshed).toMatchObject({ source: 'cache', asOf: list.asOf, refreshError: { code: 'OFFLINE' } })
    expect(refreshed.bookings.every((booking) => booking.state === 'confirmed')).toBe(true)

    // Known from the list only (never opened): the list item is the answer, v1 not there yet.
    const listedOnly = sandboxBookings(sandbox.server, 'refused').at(-1) ?? ''
    expect(await app.call('bookings.get', { bookingId: listedOnly })).toMatchObject({
      source: 'cache',
      v1: null,
    })
    // Nothing cached: the agent is told the service cannot be reached.
    expect(await app.fail('bookings.messages', { bookingId: 'ZZZZZZZZ' })).toMatchObject({ code: 'OFFLINE' })
    expect(await app.fail('bookings.get', { bookingId: 'ZZZZZZZZ' })).toMatchObject({ code: 'OFFLINE' })
    expect(existsSync(saved.path)).toBe(true)
  })

  it('call the list an offline copy only while the last read of the service failed, with when it was taken', async () => {
    const app = desk()
    const fetched = await app.call('bookings.list', { refresh: true })
    expect(fetched.refreshError).toBeNull()

    await control(sandbox.server).faults({ offline: true })
    expect((await app.call('connectivity.check', undefined)).state).toBe('offline')
    const offline = await app.call('bookings.list', { refresh: true })
    expect(offline).toMatchObject({ source: 'cache', asOf: fetched.asOf, refreshError: { code: 'OFFLINE' } })
    // A quiet read of the cache (pushed changes, other filters) still says so: nothing succeeded since.
    expect((await app.call('bookings.list', {})).refreshError).toMatchObject({ code: 'OFFLINE' })

    // Back: the poller's cycle read the list, so the copy is not offline, also without a refresh of its own.
    await control(sandbox.server).clearFaults()
    expect((await app.call('connectivity.check', undefined)).state).toBe('online')
    expect((await app.core.bookings.poller.pollOnce()).ok).toBe(true)
    const after = await app.call('bookings.list', {})
    expect(after.refreshError).toBeNull()
    expect(Date.parse(after.asOf ?? '')).toBeGreaterThanOrEqual(Date.parse(fetched.asOf ?? ''))
  })

  it('filter the cached list by state, dates and text', async () => {
    const app = desk()
    await app.core.bookings.poller.pollOnce()
    const all = await app.call('bookings.list', { limit: 500 })
    const sample = all.bookings.find((booking) => booking.state === 'confirmed' && booking.kind === 'hotel')
    if (sample === undefined) throw new Error('no confirmed hotel booking')
    const byName = await app.call('bookings.list', { search: sample.customerLastName, states: ['confirmed'] })
    expect(byName.bookings.map((booking) => booking.id)).toContain(sample.id)
    expect(byName.bookings.every((booking) => booking.state === 'confirmed')).toBe(true)
    const byDate = await app.call('bookings.list', { checkInFrom: sample.checkIn, checkInTo: sample.checkIn })
    expect(byDate.bookings.every((booking) => booking.checkIn === sample.checkIn)).toBe(true)
    expect(byDate.bookings.map((booking) => booking.id)).toContain(sample.id)
  })

  it('filter the cached list as the service filters its own: hotel, experience, replaced on demand', async () => {
    const app = desk()
    await app.core.bookings.poller.pollOnce()
    const serviceIds = async (filters: Omit<BookingListRequestV1, 'page' | 'perPage'>) =>
      (await app.core.api.bookings.list({ ...filters, page: 1, perPage: 1000 })).data
        .map((item) => item.id)
        .sort()
    const cachedIds = async (filters: ChannelInput<'bookings.list'>) =>
      (await app.call('bookings.list', { limit: 500, ...filters })).bookings
        .map((booking) => booking.id)
        .sort()

    const everything = await app.call('bookings.list', { limit: 500, withReplaced: true })
    const counted = Object.values(everything.stateCounts).reduce((sum, n) => sum + (n ?? 0), 0)
    expect(counted).toBe(everything.total)
    expect(everything.stateCounts.replaced ?? 0).toBeGreaterThan(0)
    const shown = await app.call('bookings.list', { limit: 500 })
    expect(shown.total).toBe(everything.total - (everything.stateCounts.replaced ?? 0))
    expect(shown.bookings.some((booking) => booking.state === 'replaced')).toBe(false)
    expect(await cachedIds({})).toEqual(await serviceIds({}))
    expect(await cachedIds({ withReplaced: true })).toEqual(await serviceIds({ withReplacedBookings: true }))

    const hotelBooking = everything.bookings.find((booking) => booking.hotelId !== null)
    if (hotelBooking?.hotelId == null) throw new Error('no hotel booking')
    expect(hotelBooking.productName).toBe(hotelBooking.hotelName)
    expect(await cachedIds({ hotelId: hotelBooking.hotelId, withReplaced: true })).toEqual(
      await serviceIds({ hotelId: hotelBooking.hotelId, withReplacedBookings: true }),
    )

    const experienceItem = (await app.core.api.bookings.list({ product: 'experience', page: 1, perPage: 1 }))
      .data[0]
    const experienceId = (experienceItem?.experienceCompositions?.[0] as { experience?: { id: string } })
      ?.experience?.id
    if (experienceId === undefined) throw new Error('no experience booking')
    const withExperience = await cachedIds({ experienceId, withReplaced: true })
    expect(withExperience).toContain(experienceItem?.id)
    expect(withExperience).toEqual(await serviceIds({ experienceId, withReplacedBookings: true }))
    const experience = everything.bookings.find((booking) => booking.id === experienceItem?.id)
    expect(experience).toMatchObject({ kind: 'experience', hotelName: null })
    expect(experience?.productName).toBeTruthy()
  })

  it('pass availability and rooms through, validated, with service errors as the contract error', async () => {
    const app = desk()
    const today = control(sandbox.server).today()
    const checkIn = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10)
    const checkOut = new Date(Date.parse(`${checkIn}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10)
    const search = await app.call('hotels.availability', {
      search: 'Lisbon',
      checkIn,
      checkOut,
      rooms: [{ adults: 2 }],
      perPage: 5,
    })
    expect(search.data.length).toBeGreaterThan(0)
    const hotel = search.data.find((item) => item.price !== null)
    if (hotel === undefined) throw new Error('nothing bookable in Lisbon')
    const rooms = await app.call('hotels.rooms', {
      hotelId: hotel.id,
      checkIn,
      checkOut,
      rooms: [{ adults: 2 }],
    })
    expect(rooms.meta.requestId).toEqual(expect.any(String))

    expect(
      await app.fail('hotels.availability', {
        search: 'Lisbon',
        checkIn: checkOut,
        checkOut: checkIn,
        rooms: [{ adults: 2 }],
      }),
    ).toMatchObject({ code: 'INVALID_INPUT' })
    expect(
      await app.fail('hotels.availability', { checkIn, checkOut, rooms: [{ adults: 2 }] }),
    ).toMatchObject({
      code: 'INVALID_INPUT',
    })
    expect(
      await app.fail('hotels.availability', {
        cities: ['NOT-A-CITY-ID'],
        checkIn,
        checkOut,
        rooms: [{ adults: 2 }],
      }),
    ).toMatchObject({ code: 'SERVICE_ERROR', details: { code: 'INVALID_LOCATION_ID', status: 400 } })
  })
})
