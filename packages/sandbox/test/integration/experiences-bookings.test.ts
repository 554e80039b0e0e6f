import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  BookingDocumentV1,
  BookingHistoryEntryV1,
  BookingListResponseV1,
  BookingMessageV1,
  BookingV1,
} from '../../../../src/shared/api/bookings-v1'
import { ErrorBody } from '../../../../src/shared/api/errors'
import {
  ExperienceBookResponseV1,
  ExperienceCompositionExtraV1,
  ExperienceCompositionV1,
  UpdatedBookResponseV1,
} from '../../../../src/shared/api/experiences-v1-booking'
import { AUTO_REFUSAL_MESSAGE } from '../../../../src/shared/domain/booking-states'
import { decodeId, encodeId } from '../../../../src/shared/domain/ids'
import { plannedExperienceAnswer } from '../../src/bookings/experience-supplier'
import { minimalPdf } from '../../src/bookings/files'
import { fixtureBooking } from '../../../../test/support/sandbox/booking-fixtures'
import { getPeriod } from '../../src/experiences/experiences.repo'
import { DEMO_KEYS, sandboxClient } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'
import {
  bookingBody,
  createExperience,
  FAMILY,
  inDays,
  priceOf,
  type CreatedExperience,
} from '../../../../test/support/sandbox/experiences.fixtures'

const server = sandboxForFile()
let call: ReturnType<typeof sandboxClient>
let addOn: CreatedExperience
let freeSale: CreatedExperience
let onRequest: CreatedExperience

beforeAll(async () => {
  call = sandboxClient(server().url)
  addOn = createExperience(server(), { type: 'extra', name: 'Fixture boat ride' })
  freeSale = createExperience(server(), {
    name: 'Fixture bookable',
    extras: [addOn.id],
    periods: [{ allotments: 60 }],
  })
  onRequest = createExperience(server(), {
    name: 'Fixture asked',
    periods: [{ state: 'on_request', allotments: 60 }],
  })
})

async function bookOne(experience: CreatedExperience, startInDays = 30, extra: Record<string, unknown> = {}) {
  const startAt = inDays(server(), startInDays)
  const result = await priceOf(server(), experience, { startAt, experienceComposition: FAMILY })
  const response = await call('/api/v1/experiences/book', {
    method: 'POST',
    body: [bookingBody(result.price?.priceId as string, extra)],
  })
  expect(response.status, response.text).toBe(201)
  return ExperienceBookResponseV1.parse(response.json)[0] as ReturnType<
    typeof ExperienceBookResponseV1.parse
  >[number]
}

const detail = async (id: string) => BookingV1.parse((await call(`/api/v1/bookings/${id}`)).json)
const list = async (body: unknown) =>
  BookingListResponseV1.parse((await call('/api/v1/bookings/list', { method: 'POST', body })).json)
const advance = (seconds: number) =>
  call('/_sandbox/clock', { method: 'POST', key: null, body: { advanceSeconds: seconds } })

describe('experience bookings through the v1 booking endpoints', () => {
  it('demo data: the first tour operator has experience bookings in every state', async () => {
    const items = await list({ product: 'experience', withReplacedBookings: true })
    expect(new Set(items.map((item) => item.state))).toEqual(
      new Set([
        'draft',
        'pending',
        'sent',
        'pending_source',
        'pre_confirmed',
        'confirmed',
        'refused',
        'canceled',
        'replaced',
        'failure',
      ]),
    )
    for (const item of items) {
      expect(item).toMatchObject({ kind: 'experience', hotel: null, roomCompositions: [] })
      const compositions = ExperienceCompositionV1.array().parse(item.experienceCompositions)
      expect(compositions).toHaveLength(1)
      expect(compositions[0]?.travelers.length).toBe(
        (compositions[0]?.adults ?? 0) + (compositions[0]?.children ?? 0),
      )
    }
    for (const item of items.slice(0, 10)) BookingV1.parse((await call(`/api/v1/bookings/${item.id}`)).json)
    expect(await list({ product: 'experience' })).not.toContainEqual(
      expect.objectContaining({ state: 'replaced' }),
    )
  })

  it('demo data: no update, history entry or message lies in the simulated future; creation labels say what happened', async () => {
    const { now } = z.object({ now: z.string() }).parse((await call('/_sandbox/clock', { key: null })).json)
    const items = await list({ product: 'experience', withReplacedBookings: true })
    const refusals: string[] = []
    for (const item of items) {
      const booking = await detail(item.id)
      for (const at of [booking.updatedAt, booking.canceledAt, booking.hotelKeeperMessageSendAt]) {
        if (at !== null) expect(at <= now, `${item.id} ${at}`).toBe(true)
      }
      const history = BookingHistoryEntryV1.array().parse(
        (await call(`/api/v1/bookings/${item.id}/histories`)).json,
      )
      for (const entry of history) expect(entry.createdAt <= now, `${item.id} ${entry.label}`).toBe(true)
      // The label describes the creation, whatever the starting state.
      expect(history[0]?.label).toMatch(/^Created: /)
      expect(history[0]?.label).not.toMatch(/^Created: state /)
      const messages = BookingMessageV1.array().parse(
        (await call(`/api/v1/bookings/${item.id}/messages`)).json,
      )
      for (const message of messages) expect(message.sentAt <= now, `${item.id} ${message.sentAt}`).toBe(true)
      if (booking.state === 'refused') refusals.push(booking.hotelKeeperMessage ?? 'by the supplier')
    }
    // Both refusal stories are still in the demo data: the supplier's answer and the automatic refusal.
    expect(refusals).toContain(AUTO_REFUSAL_MESSAGE)
    expect(refusals.some((message) => message !== AUTO_REFUSAL_MESSAGE)).toBe(true)
  })

  it('list: product, kind and experienceId select experience bookings', async () => {
    const booking = await bookOne(freeSale)
    const byExperience = await list({ experienceId: freeSale.encodedId })
    expect(byExperience.map((item) => item.id)).toContain(booking.id)
    expect(byExperience.every((item) => item.experienceCompositions?.length === 1)).toBe(true)
    expect((await list({ product: 'hotel' })).map((item) => item.id)).not.toContain(booking.id)
    expect((await list({ kind: 'experience', search: 'Lima' })).map((item) => item.id)).toContain(booking.id)
    const bad = await call('/api/v1/bookings/list', { method: 'POST', body: { experienceId: 'not-an-id' } })
    expect(bad.status).toBe(400)
    expect(ErrorBody.parse(bad.json).code).toBe('INVALID_FILTER_VALUE')
  })

  it('detail, messages, documents and histories work for an experience booking; v3 points to v1', async () => {
    const booking = await bookOne(freeSale)
    const body = await detail(booking.id)
    expect(body.experiencesBooked[0]?.experience.name).toBe('Fixture bookable')
    expect(body.guaranteedDeparture).toBe('true')
    const posted = await call(`/api/v1/bookings/${booking.id}/messages`, {
      method: 'PUT',
      body: { message: 'Is the meeting point accessible?' },
    })
    expect(posted.status).toBe(201)
    const messages = BookingMessageV1.array().parse(
      (await call(`/api/v1/bookings/${booking.id}/messages`)).json,
    )
    expect(messages.map((message) => message.message)).toContain('Is the meeting point accessible?')
    const form = new FormData()
    form.append('file', new Blob([minimalPdf(['Voucher'])], { type: 'application/pdf' }), 'voucher.pdf')
    const upload = await fetch(`${server().url}/api/v1/bookings/${booking.id}/documents`, {
      method: 'PUT',
      headers: { 'X-API-Key': DEMO_KEYS.to1 },
      body: form,
    })
    expect(upload.status).toBe(201)
    const documents = BookingDocumentV1.array().parse(
      (await call(`/api/v1/bookings/${booking.id}/documents`)).json,
    )
    expect(documents.map((document) => document.fileName)).toEqual(['voucher.pdf'])
    const history = BookingHistoryEntryV1.array().parse(
      (await call(`/api/v1/bookings/${booking.id}/histories`)).json,
    )
    expect(history[0]).toMatchObject({
      label: 'Created: free sale, confirmed at once',
      firstName: 'Demo Voyages',
    })
    const v3 = await call(`/api/v3/bookings/${booking.id}`)
    expect(v3.status).toBe(404)
    expect(ErrorBody.parse(v3.json).details).toMatchObject({ kind: 'experience' })
  })
})

describe('booking figures of search results (kept between searches)', () => {
  it('follow a new booking, a cancellation and a booking taken back to draft', async () => {
    const fresh = createExperience(server(), { name: 'Fixture counted', periods: [{ allotments: 60 }] })
    const figures = async () => {
      const result = await priceOf(server(), fresh, {})
      return { count: result.totalBookingsCount, last: result.lastBookingDate }
    }
    expect(await figures()).toEqual({ count: 0, last: null })
    const first = await bookOne(fresh, 30)
    const once = await figures()
    expect(once.count).toBe(1)
    expect(once.last).not.toBeNull()
    await advance(3600)
    const second = await bookOne(fresh, 31)
    const twice = await figures()
    expect(twice.count).toBe(2)
    expect(String(twice.last) > String(once.last)).toBe(true)
    // A cancelled booking reached the supplier: it still counts.
    const cancel = await call(`/api/v1/bookings/${second.id}`, {
      method: 'DELETE',
      body: { reason: 'Plans' },
    })
    expect(cancel.status).toBe(200)
    expect(await figures()).toEqual(twice)
    // Drafts and failures never did: a booking taken back to draft leaves the figures.
    const db = server().sandbox.ctx.db
    db.prepare("UPDATE bookings SET state = 'draft' WHERE id = ?").run(decodeId('booking', second.id))
    expect(await figures()).toEqual(once)
    db.prepare("UPDATE bookings SET state = 'failure' WHERE id = ?").run(decodeId('booking', first.id))
    expect(await figures()).toEqual({ count: 0, last: null })
  })
})

describe('cancelling an experience booking', () => {
  it('is free more than 48 hours before the start, gives the spots back, and is 409 unless confirmed', async () => {
    const booking = await bookOne(freeSale, 30)
    const used = getPeriod(server().sandbox.ctx.db, freeSale.periodIds[0] as number)?.allotmentsUsed ?? 0
    const response = await call(`/api/v1/bookings/${booking.id}`, {
      method: 'DELETE',
      body: { reason: 'Change of plans' },
    })
    expect(response.status).toBe(200)
    expect(response.text).toBe('')
    expect(await detail(booking.id)).toMatchObject({ state: 'canceled', cancellationFees: 0 })
    expect(getPeriod(server().sandbox.ctx.db, freeSale.periodIds[0] as number)?.allotmentsUsed).toBe(used - 3)
    const history = BookingHistoryEntryV1.array().parse(
      (await call(`/api/v1/bookings/${booking.id}/histories`)).json,
    )
    expect(history.at(-1)?.label).toBe('Cancelled: Change of plans')
    const pending = await bookOne(onRequest, 30)
    const refused = await call(`/api/v1/bookings/${pending.id}`, { method: 'DELETE', body: { reason: 'x' } })
    expect(refused.status).toBe(409)
    expect(ErrorBody.parse(refused.json).code).toBe('BOOKING_NOT_CANCELLABLE')
  })

  it('charges 50% of the booking total within 48 hours of the start, per the v1 ladder', async () => {
    const booking = await bookOne(freeSale, 1)
    const before = await detail(booking.id)
    expect(before.cancelConditions.map((condition) => [condition.deduction, condition.refundable])).toEqual([
      [115, true],
      [230, false],
    ])
    expect(before.cancelConditions[0]?.startAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/)
    await call(`/api/v1/bookings/${booking.id}`, { method: 'DELETE', body: { reason: 'Ill' } })
    expect(await detail(booking.id)).toMatchObject({ state: 'canceled', cancellationFees: 115 })
  })
})

describe('the simulated supplier answers pending experience bookings', () => {
  it('answers as planned (a pure function of seed and booking), with a message and a history entry', async () => {
    const booking = await bookOne(onRequest, 30)
    const id = decodeId('booking', booking.id) as number
    const plan = plannedExperienceAnswer(server().sandbox.ctx.options.seed, id, 0, 'pending', 'on_request')
    await advance(Math.ceil(plan.delayMs / 1000) + 1)
    const after = await detail(booking.id)
    const expected = { confirm: 'confirmed', refuse: 'refused', none: 'pending' }[plan.action as 'confirm']
    expect(after.state).toBe(expected)
    expect(after.dmcState).toBe('pending')
    if (plan.action !== 'none') {
      const messages = BookingMessageV1.array().parse(
        (await call(`/api/v1/bookings/${booking.id}/messages`)).json,
      )
      expect(messages.at(-1)).toMatchObject({
        messageType: 'update',
        sender: { firstName: 'Atlas Ground Services' },
      })
    }
  })

  it('refuses automatically when nobody answered 24 hours before the start; the control plane can answer', async () => {
    const soon = await bookOne(onRequest, 1)
    await advance(0)
    const refused = await detail(soon.id)
    expect(refused).toMatchObject({ state: 'refused', hotelKeeperMessage: AUTO_REFUSAL_MESSAGE })
    const later = await bookOne(onRequest, 60)
    const confirm = await call(`/_sandbox/bookings/${later.id}/answer`, {
      method: 'POST',
      key: null,
      body: { action: 'confirm' },
    })
    expect(confirm.status).toBe(200)
    expect(await detail(later.id)).toMatchObject({ state: 'confirmed', dmcState: 'pending' })
    const other = await bookOne(onRequest, 60)
    const propose = await call(`/_sandbox/bookings/${other.id}/answer`, {
      method: 'POST',
      key: null,
      body: { action: 'propose' },
    })
    expect(propose.status).toBe(409)
  })
})

describe('extras of a booking: PATCH updatedBook, PUT and DELETE extras', () => {
  it('PATCH replaces the extras list, answers the booking and the add-ons matching the filters', async () => {
    const booking = await bookOne(freeSale, 30)
    const response = await call(`/api/v1/experiences/updatedBook/${booking.id}`, {
      method: 'PATCH',
      body: {
        filters: { search: 'boat' },
        extras: [
          {
            id: addOn.encodedId,
            adultCount: 2,
            childrenBirthdates: [],
            scope: 'global',
            isIncluded: 'false',
          },
        ],
      },
    })
    expect(response.status, response.text).toBe(200)
    const updated = UpdatedBookResponseV1.parse(response.json)
    expect(updated.totalPrice).toBe(230 + 180)
    expect(updated.availableExtras.map((extra) => extra.id)).toEqual([addOn.encodedId])
    const none = await call(`/api/v1/experiences/updatedBook/${booking.id}`, {
      method: 'PATCH',
      body: { filters: { search: 'helicopter' } },
    })
    expect(UpdatedBookResponseV1.parse(none.json)).toMatchObject({ totalPrice: 410, availableExtras: [] })
    const cleared = await call(`/api/v1/experiences/updatedBook/${booking.id}`, {
      method: 'PATCH',
      body: { extras: [] },
    })
    expect(UpdatedBookResponseV1.parse(cleared.json).totalPrice).toBe(230)
    const unknown = await call(`/api/v1/experiences/updatedBook/${booking.id}`, {
      method: 'PATCH',
      body: { extras: [{ id: freeSale.encodedId, adultCount: 1, childrenBirthdates: [], scope: 'global' }] },
    })
    expect(ErrorBody.parse(unknown.json).code).toBe('INVALID_EXTRA')
  })

  it('PUT re-prices one extra for new counts; DELETE cancels it and lowers the booking total', async () => {
    const booking = await bookOne(freeSale, 30, {
      extras: [{ id: addOn.encodedId, adultCount: 2, childrenBirthdates: ['2018-03-01'], scope: 'global' }],
    })
    expect(booking.totalPrice).toBe(460)
    const extraId = JSON.parse(booking.experiencesBooked[0]?.extras ?? '[]')[0].id as string
    const put = await call(`/api/v1/experiences/extras/${extraId}`, {
      method: 'PUT',
      body: { id: extraId, adultPax: 1, childrenBirthdates: [], price: 1, state: 'booked' },
    })
    expect(put.status, put.text).toBe(200)
    expect(ExperienceCompositionExtraV1.parse(put.json)).toMatchObject({
      id: extraId,
      adultPax: 1,
      price: 100,
      state: 'booked',
      extraCompositionId: booking.experiencesBooked[0]?.id,
      bookingTotalPrice: 330,
    })
    const mismatch = await call(`/api/v1/experiences/extras/${extraId}`, {
      method: 'PUT',
      body: { id: encodeId('extra', 999_999), adultPax: 1, childrenBirthdates: [] },
    })
    expect(mismatch.status).toBe(400)
    const tooMany = await call(`/api/v1/experiences/extras/${extraId}`, {
      method: 'PUT',
      body: { adultPax: 3, childrenBirthdates: [] },
    })
    expect(ErrorBody.parse(tooMany.json).code).toBe('INVALID_EXTRA')
    const deleted = await call(`/api/v1/experiences/extras/${extraId}`, { method: 'DELETE' })
    expect(ExperienceCompositionExtraV1.parse(deleted.json)).toMatchObject({
      state: 'canceled',
      bookingTotalPrice: 230,
    })
    expect((await detail(booking.id)).totalPrice).toBe(230)
    expect((await call(`/api/v1/experiences/extras/${extraId}`, { method: 'DELETE' })).status).toBe(200)
    const changeCanceled = await call(`/api/v1/experiences/extras/${extraId}`, {
      method: 'PUT',
      body: { adultPax: 1, childrenBirthdates: [] },
    })
    expect(ErrorBody.parse(changeCanceled.json).code).toBe('EXTRA_CANCELED')
    const history = BookingHistoryEntryV1.array().parse(
      (await call(`/api/v1/bookings/${booking.id}/histories`)).json,
    )
    expect(history.map((entry) => entry.label)).toContainEqual(
      expect.stringMatching(/^Updated: extra cancelled/),
    )
  })

  it('answers 404 for unknown extras, other organizations and hotel bookings; 409 once the booking is over', async () => {
    expect(
      (await call(`/api/v1/experiences/extras/${encodeId('extra', 999_999)}`, { method: 'DELETE' })).status,
    ).toBe(404)
    const booking = await bookOne(freeSale, 30, {
      extras: [{ id: addOn.encodedId, adultCount: 1, childrenBirthdates: [], scope: 'global' }],
    })
    const extraId = JSON.parse(booking.experiencesBooked[0]?.extras ?? '[]')[0].id as string
    const stranger = await call(`/api/v1/experiences/extras/${extraId}`, {
      method: 'DELETE',
      key: DEMO_KEYS.to2,
    })
    expect(stranger.status).toBe(403)
    const hotel = fixtureBooking(server().sandbox.ctx.db, server().sandbox.ctx.clock.now())
    const patchHotel = await call(`/api/v1/experiences/updatedBook/${hotel.encodedId}`, {
      method: 'PATCH',
      body: {},
    })
    expect(patchHotel.status).toBe(404)
    await call(`/api/v1/bookings/${booking.id}`, { method: 'DELETE', body: { reason: 'Cancelled' } })
    const late = await call(`/api/v1/experiences/extras/${extraId}`, { method: 'DELETE' })
    expect(late.status).toBe(409)
    expect(ErrorBody.parse(late.json).code).toBe('BOOKING_NOT_MODIFIABLE')
  })
})
