import { catalogModule } from './catalog/module'
import { bookingsModule } from './bookings/module'
import { experiencesModule } from './experiences/module'
import { inventoryModule } from './inventory/module'
import { ratesModule } from './rates/module'
import { availabilityModule } from './availability/module'
import { bookingCreateModule } from './booking-create/module'
import { experienceBookingModule } from './experience-booking/module'
import type { SandboxModule } from './platform/module'

/** Every feature of the sandbox, in dependency order (demo data of later modules builds on earlier ones). */
export const SANDBOX_MODULES: readonly SandboxModule[] = [
  catalogModule,
  ratesModule,
  availabilityModule,
  experiencesModule,
  inventoryModule,
  bookingsModule,
  bookingCreateModule,
  // Seeds experience bookings into the bookings tables, so it comes after the experience store and bookings.
  experienceBookingModule,
]
