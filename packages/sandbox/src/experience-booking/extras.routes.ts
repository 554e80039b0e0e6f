import { createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { z } from 'zod'
import {
  ExperienceCompositionExtraV1,
  PutExperienceExtraRequestV1,
  UpdatedBookRequestV1,
  UpdatedBookResponseV1,
} from '../../../../src/shared/api/experiences-v1-booking'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import { decodeId } from '../../../../src/shared/domain/ids'
import { readBooking } from '../bookings/bookings.repo'
import type { BookedExtraRecord, BookingRecord } from '../bookings/bookings.types'
import { readBookedExtra } from '../bookings/experience-lines.repo'
import { actorFor } from '../bookings/histories.repo'
import { readJsonBody, visibleBooking } from '../bookings/http'
import { documented, json, jsonBody, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { ApiError, badRequest } from '../platform/errors'
import { requireTourOperator } from './book.routes'
import { compositionExtraV1, experienceBookingV1 } from './booking.view'
import {
  availableExtras,
  changeExtra,
  checkModifiable,
  filterExtras,
  recordFilters,
  removeExtra,
  replaceExtras,
} from './extras'
import { textLocale } from './names'
import { LocaleQuery, tags } from './routes.shared'
import { pricedExtraV1 } from './search.view'

/** PATCH updatedBook, PUT and DELETE extras: the extras of an experience booking (spec: other v1 endpoints). */

function experienceBooking(c: Context<SandboxEnv>, ctx: SandboxContext, rawId: string): BookingRecord {
  const booking = visibleBooking(c, ctx, rawId)
  if (booking.kind !== 'experience') {
    throw new ApiError(404, 'NOT_FOUND', `Booking ${booking.encodedId} is not an experience booking.`, {
      bookingId: booking.encodedId,
      kind: booking.kind,
    })
  }
  return booking
}

/** A booked extra of one of the caller's bookings (another organization's answers like its booking does). */
function bookedExtra(
  c: Context<SandboxEnv>,
  ctx: SandboxContext,
  rawId: string,
): { extra: BookedExtraRecord; booking: BookingRecord } {
  const id = decodeId('bookedExtra', rawId)
  const extra = id === null ? null : readBookedExtra(ctx.db, id)
  const owner = extra === null ? null : readBooking(ctx.db, extra.bookingId)
  if (extra === null || owner === null) {
    throw new ApiError(404, 'NOT_FOUND', 'Extra not found.', {
      experienceCompositionExtraId: rawId.slice(0, 64),
    })
  }
  return { extra, booking: experienceBooking(c, ctx, owner.encodedId) }
}

/** The handlers decode the ids themselves (404 NOT_FOUND, 403 for another organization's): documented only. */
const BookingParams = documented(z.object({ adminBookingId: z.string() }))
const ExtraParams = documented(z.object({ experienceCompositionExtraId: z.string() }))

export function registerExtrasRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const updatedBook = createRoute({
    method: 'patch',
    path: '/api/v1/experiences/updatedBook/:adminBookingId',
    summary:
      'Change the extras of an experience booking (extras: authoritative list; filters: which add-ons to offer ' +
      'in availableExtras); answers the booking and the matching add-ons',
    tags,
    // The caller's scope and the booking are checked before the body (readJsonBody).
    request: { params: BookingParams, query: LocaleQuery, body: jsonBody(UpdatedBookRequestV1) },
    responses: responses(json(UpdatedBookResponseV1), 400, 401, 403, 404, 409, 413),
  })
  app.openapi(updatedBook, async (c) => {
    const caller = c.get('caller')
    requireTourOperator(caller.organization)
    const booking = experienceBooking(c, ctx, c.req.param('adminBookingId'))
    const body = await readJsonBody(c, UpdatedBookRequestV1)
    const locale = textLocale(new URL(c.req.url).searchParams.get('locale'))
    const now = ctx.clock.now().toISOString()
    if (body.extras !== undefined) {
      checkModifiable(booking, now.slice(0, 10))
      replaceExtras(
        ctx.db,
        booking,
        body.extras,
        locale,
        actorFor(caller.organization.id, caller.user?.id ?? null),
        now,
      )
    }
    recordFilters(ctx.db, booking, body.filters)
    const updated = readBooking(ctx.db, booking.id) as BookingRecord
    const offered = filterExtras(ctx.db, availableExtras(ctx.db, updated, locale), body.filters)
    return c.json({ ...experienceBookingV1(updated), availableExtras: offered.map(pricedExtraV1) })
  })

  const putExtra = createRoute({
    method: 'put',
    path: '/api/v1/experiences/extras/:experienceCompositionExtraId',
    summary: 'New counts (and day) for a booked extra, re-priced at its booked conditions; answers the extra',
    tags,
    request: { params: ExtraParams, body: jsonBody(PutExperienceExtraRequestV1) },
    responses: responses(json(ExperienceCompositionExtraV1), 400, 401, 403, 404, 409, 413),
  })
  app.openapi(putExtra, async (c) => {
    const caller = c.get('caller')
    requireTourOperator(caller.organization)
    const rawId = c.req.param('experienceCompositionExtraId')
    const { extra, booking } = bookedExtra(c, ctx, rawId)
    const body = await readJsonBody(c, PutExperienceExtraRequestV1)
    if (body.id !== undefined && decodeId('bookedExtra', body.id) !== extra.id) {
      throw badRequest(ERROR_CODES.validationError, 'The body id is not the extra of the path.', {
        param: 'id',
        value: String(body.id),
      })
    }
    const now = ctx.clock.now().toISOString()
    checkModifiable(booking, now.slice(0, 10))
    const actor = actorFor(caller.organization.id, caller.user?.id ?? null)
    const changed = changeExtra(ctx.db, booking, extra, body, actor, now)
    const total = (readBooking(ctx.db, booking.id) as BookingRecord).totalPrice
    return c.json(compositionExtraV1(changed, total))
  })

  const deleteExtra = createRoute({
    method: 'delete',
    path: '/api/v1/experiences/extras/:experienceCompositionExtraId',
    summary: 'Cancel a booked extra (idempotent); the booking total drops by its price; answers the extra',
    tags,
    request: { params: ExtraParams },
    responses: responses(json(ExperienceCompositionExtraV1), 401, 403, 404, 409),
  })
  app.openapi(deleteExtra, (c) => {
    const caller = c.get('caller')
    requireTourOperator(caller.organization)
    const { extra, booking } = bookedExtra(c, ctx, c.req.param('experienceCompositionExtraId'))
    const now = ctx.clock.now().toISOString()
    if (extra.state !== 'canceled') checkModifiable(booking, now.slice(0, 10))
    const actor = actorFor(caller.organization.id, caller.user?.id ?? null)
    const canceled = removeExtra(ctx.db, extra, actor, now)
    const total = (readBooking(ctx.db, booking.id) as BookingRecord).totalPrice
    return c.json(compositionExtraV1(canceled, total))
  })
}
