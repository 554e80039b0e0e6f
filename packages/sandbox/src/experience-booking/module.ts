import type { SandboxModule } from '../platform/module'
import { EXPORT_RETENTION_MS, purgeExports } from './exports.repo'
import { OFFER_RETENTION_MS, purgeOffers } from './offers.repo'
import { registerExperienceBookingRoutes } from './routes'
import { EXPERIENCE_BOOKING_SCHEMA } from './schema'
import { seedExperienceBookings } from './seed'

/**
 * The tour operator's side of experiences (v1; the supplier's side is inventory/): search with pricing and the
 * priceId handshake, detail, booking (stored by the bookings module as experience bookings), extras, exports.
 * Listed after the experience store and inventory.
 */
export const experienceBookingModule: SandboxModule = {
  name: 'experience-booking',
  schema: EXPERIENCE_BOOKING_SCHEMA,
  seed: seedExperienceBookings,
  routes: registerExperienceBookingRoutes,
  tick: (ctx) => {
    const nowMs = ctx.clock.nowMs()
    purgeOffers(ctx.db, new Date(nowMs - OFFER_RETENTION_MS).toISOString())
    purgeExports(ctx.db, new Date(nowMs - EXPORT_RETENTION_MS).toISOString())
  },
}
