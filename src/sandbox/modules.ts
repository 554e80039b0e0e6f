import { catalogModule } from './catalog/module'
import { bookingsModule } from './bookings/module'
import { ratesModule } from './rates/module'
import { availabilityModule } from './availability/module'
import { bookingCreateModule } from './booking-create/module'
import type { SandboxModule } from './platform/module'

/** Every feature of the sandbox, in dependency order (demo data of later modules builds on earlier ones). */
export const SANDBOX_MODULES: readonly SandboxModule[] = [
  catalogModule,
  ratesModule,
  availabilityModule,
  bookingsModule,
  bookingCreateModule,
]
