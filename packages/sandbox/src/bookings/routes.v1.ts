import type { Hono } from 'hono'
import {
  BookingListRequestV1,
  CancelBookingRequestV1,
  type BookingListItemV1,
} from '../../../../src/shared/api/bookings-v1'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { readBookings } from './bookings.repo'
import { cancelBooking } from './cancel'
import { actorFor } from './histories.repo'
import { hotelSummaries, hotelSummary } from './hotel-lookup'
import { readJsonBody, visibleBooking } from './http'
import { listBookingIds } from './list'
import { toBookingV1, toListItemV1 } from './v1.view'
import { statement } from '../platform/statements'

/** v1 booking detail, list and cancellation (spec: Bookings (v1)). */
export function registerV1BookingRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  app.get('/api/v1/bookings/:bookingId', (c) => {
    const booking = visibleBooking(c, ctx, c.req.param('bookingId'), 'read')
    const group = statement(
      ctx.db,
      'SELECT id FROM bookings WHERE group_uuid = ? AND organization_id = ? ORDER BY id',
    ).all(booking.groupUuid, booking.organizationId) as Array<{ id: number }>
    return c.json(
      toBookingV1(
        booking,
        hotelSummary(ctx.db, booking.hotelId),
        group.map((row) => row.id),
      ),
    )
  })

  app.post('/api/v1/bookings/list', async (c) => {
    const request = await readJsonBody(c, BookingListRequestV1)
    const page = listBookingIds(ctx.db, c.get('caller').organization, request)
    const bookings = readBookings(ctx.db, page.ids)
    const hotels = hotelSummaries(
      ctx.db,
      bookings.map((booking) => booking.hotelId),
    )
    const items: BookingListItemV1[] = bookings.map((booking) =>
      toListItemV1(booking, hotels.get(booking.hotelId) ?? null),
    )
    // The spec's answer is a bare array, so the pagination travels in headers.
    c.header('X-Total-Count', String(page.total))
    c.header('X-Page', String(page.page))
    c.header('X-Per-Page', String(page.perPage))
    c.header('X-Last-Page', String(Math.max(1, Math.ceil(page.total / page.perPage))))
    return c.json(items)
  })

  app.delete('/api/v1/bookings/:bookingId', async (c) => {
    const booking = visibleBooking(c, ctx, c.req.param('bookingId'))
    const { reason } = await readJsonBody(c, CancelBookingRequestV1)
    const caller = c.get('caller')
    cancelBooking(
      ctx.db,
      booking,
      reason,
      actorFor(caller.organization.id, caller.user?.id ?? null),
      ctx.clock.now(),
    )
    // Spec: 200 with an empty body.
    return c.body(null, 200)
  })
}
