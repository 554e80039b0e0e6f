import type { Hono } from 'hono'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { ApiError } from '../platform/errors'
import type { Organization } from '../platform/organizations'
import { createExperienceBookings } from './book'
import { readBookRequest } from './book.request'
import { experienceBookingV1 } from './booking.view'

/** Booking and changing experience bookings is for tour operators (spec: a dmc key manages, a TO key books). */
export function requireTourOperator(organization: Organization): void {
  if (organization.scope !== 'to') {
    throw new ApiError(403, 'TOUR_OPERATOR_ONLY', 'Only a tour-operator organization books experiences.', {
      scope: organization.scope,
    })
  }
}

export function registerBookRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  app.post('/api/v1/experiences/book', async (c) => {
    const caller = c.get('caller')
    requireTourOperator(caller.organization)
    const bodies = await readBookRequest(c)
    const bookings = createExperienceBookings(ctx, caller, bodies)
    return c.json(bookings.map(experienceBookingV1), 201)
  })
}
