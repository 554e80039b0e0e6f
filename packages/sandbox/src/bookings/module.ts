import type { SandboxModule } from '../platform/module'
import { BOOKINGS_SCHEMA } from './bookings.schema'
import { tickBookings } from './on-request-events'
import { registerBookingSubRoutes } from './routes.sub'
import { registerV1BookingRoutes } from './routes.v1'
import { registerV3BookingRoutes } from './routes.v3'
import { seedBookings } from './seed'

/** Bookings, their states and events: v1 management, v3 read, the supplier simulation and the demo bookings. */
export const bookingsModule: SandboxModule = {
  name: 'bookings',
  schema: BOOKINGS_SCHEMA,
  seed: seedBookings,
  routes: (app, ctx) => {
    registerV1BookingRoutes(app, ctx)
    registerBookingSubRoutes(app, ctx)
    registerV3BookingRoutes(app, ctx)
  },
  tick: tickBookings,
}
