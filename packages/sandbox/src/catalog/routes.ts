import type { Hono } from 'hono'
import type { SandboxContext, SandboxEnv } from '../platform/context'
import { registerHotelRoutes } from './hotels.routes'
import { registerImageRoutes } from './images.routes'
import { registerLocationRoutes } from './locations.routes'
import { registerSearchRoutes } from './search.routes'

export function registerCatalogRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  registerSearchRoutes(app, ctx)
  registerLocationRoutes(app, ctx)
  registerHotelRoutes(app, ctx)
  registerImageRoutes(app, ctx)
}
