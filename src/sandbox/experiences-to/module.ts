import type { SandboxModule } from '../platform/module'
import { EXPORT_RETENTION_MS, purgeExports } from './exports.repo'
import { OFFER_RETENTION_MS, purgeOffers } from './offers.repo'
import { registerExperiencesToRoutes } from './routes'
import { EXPERIENCES_TO_SCHEMA } from './schema'
import { seedExperienceBookings } from './seed'

/**
 * Experiences for tour operators (v1): search with pricing and the priceId handshake, detail, booking (stored by
 * the bookings module as experience bookings), extras, exports. Listed after the experience store and inventory.
 */
export const experiencesToModule: SandboxModule = {
  name: 'experiences-to',
  schema: EXPERIENCES_TO_SCHEMA,
  seed: seedExperienceBookings,
  routes: registerExperiencesToRoutes,
  tick: (ctx) => {
    const nowMs = ctx.clock.nowMs()
    purgeOffers(ctx.db, new Date(nowMs - OFFER_RETENTION_MS).toISOString())
    purgeExports(ctx.db, new Date(nowMs - EXPORT_RETENTION_MS).toISOString())
  },
}
