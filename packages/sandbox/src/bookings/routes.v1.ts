import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  BookingListRequestV1,
  BookingListResponseV1,
  BookingV1,
  CancelBookingRequestV1,
  type BookingListItemV1,
} from '../../../../src/shared/api/bookings-v1'
import { documented, json, jsonBody, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { readBookings } from './bookings.repo'
import { cancelBooking } from './cancel'
import { actorFor } from './histories.repo'
import { hotelSummaries, hotelSummary } from './hotel-lookup'
import { readJsonBody, visibleBooking } from './http'
import { listBookingIds } from './list'
import { toBookingV1, toListItemV1 } from './v1.view'
import { statement } from '../platform/statements'

const tags = ['bookings']
/** visibleBooking decodes the id itself (404 NOT_FOUND, 403 for another organization's): documented only. */
export const BookingPathParams = documented(z.object({ bookingId: z.string() }))

/** v1 booking detail, list and cancellation (spec: Bookings (v1)). */
export function registerV1BookingRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const detail = createRoute({
    method: 'get',
    path: '/api/v1/bookings/:bookingId',
    summary: 'Booking (v1 detail)',
    tags,
    request: { params: BookingPathParams },
    responses: responses(json(BookingV1), 403, 404),
  })
  app.openapi(detail, (c) => {
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

  const list = createRoute({
    method: 'post',
    path: '/api/v1/bookings/list',
    summary:
      'Search bookings; every filter optional (product / kind hotel or experience, experienceId). column: sort key (createdAt, updatedAt, startAt, endAt, totalPrice, ' +
      'customerLastName, state, id), "-" prefix descending, default -createdAt. page/perPage (max 1000) optional: ' +
      'without them every match comes back; headers X-Total-Count, X-Page, X-Per-Page, X-Last-Page.',
    tags,
    // readJsonBody validates it (an empty body reads as {}: every filter is optional).
    request: { body: jsonBody(BookingListRequestV1) },
    responses: responses(json(BookingListResponseV1), 400, 413),
  })
  app.openapi(list, async (c) => {
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

  const cancelSummary =
    'Cancel a confirmed booking (reason required); 200 with an empty body; 409 in any other state'
  const cancel = createRoute({
    method: 'delete',
    path: '/api/v1/bookings/:bookingId',
    summary: cancelSummary,
    tags,
    request: { params: BookingPathParams, body: jsonBody(CancelBookingRequestV1) },
    // Spec: 200 with an empty body, so the success has no content.
    responses: responses({ status: 200, response: { description: cancelSummary } }, 400, 403, 404, 409, 413),
  })
  app.openapi(cancel, async (c) => {
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
