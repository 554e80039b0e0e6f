import { createRoute } from '@hono/zod-openapi'
import {
  ExperienceBookRequestV1,
  ExperienceBookResponseV1,
} from '../../../../src/shared/api/experiences-v1-booking'
import { json, jsonBody, responses, type SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { ApiError } from '../platform/errors'
import type { Organization } from '../platform/organizations'
import { createExperienceBookings } from './book'
import { readBookRequest } from './book.request'
import { tags } from './routes.shared'
import { experienceBookingV1 } from './booking.view'

/** Booking and changing experience bookings is for tour operators (spec: a dmc key manages, a TO key books). */
export function requireTourOperator(organization: Organization): void {
  if (organization.scope !== 'to') {
    throw new ApiError(403, 'TOUR_OPERATOR_ONLY', 'Only a tour-operator organization books experiences.', {
      scope: organization.scope,
    })
  }
}

export function registerBookRoutes(app: SandboxApp, ctx: SandboxContext): void {
  const book = createRoute({
    method: 'post',
    path: '/api/v1/experiences/book',
    summary:
      'Book priced experiences: one booking per element, all or nothing; 201 with the bookings. 401 "Request ' +
      'expired" for an expired or unknown priceId; 403 TOUR_OPERATOR_ONLY for a supplier key',
    tags,
    // readBookRequest reads and checks it (after the caller's scope).
    request: { body: jsonBody(ExperienceBookRequestV1) },
    responses: responses(json(ExperienceBookResponseV1, 201), 400, 401, 403, 404, 409, 413),
  })
  app.openapi(book, async (c) => {
    const caller = c.get('caller')
    requireTourOperator(caller.organization)
    const bodies = await readBookRequest(c)
    const bookings = createExperienceBookings(ctx, caller, bodies)
    return c.json(bookings.map(experienceBookingV1), 201)
  })
}
