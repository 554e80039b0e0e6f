import type { SandboxModule } from '../platform/module'
import { registerBookingCreateRoutes } from './routes'

/** POST /api/v3/bookings: validation, traveler fit, re-price, allotment; the bookings module stores the booking. */
export const bookingCreateModule: SandboxModule = {
  name: 'booking-create',
  routes: registerBookingCreateRoutes,
}
