import type { SandboxModule } from '../platform/module'
import { HANDSHAKE_RETENTION_MS, HANDSHAKE_SCHEMA, purgeHandshakes } from './handshakes.repo'
import { registerAvailabilityRoutes } from './routes'

/** Hotel availability search and rooms availability with the booking handshake. */
export const availabilityModule: SandboxModule = {
  name: 'availability',
  schema: HANDSHAKE_SCHEMA,
  routes: registerAvailabilityRoutes,
  tick: (ctx) => {
    purgeHandshakes(ctx.db, new Date(ctx.clock.nowMs() - HANDSHAKE_RETENTION_MS).toISOString())
  },
}
