import type { SandboxApp } from '../openapi/app'
import type { SandboxContext } from '../platform/context'
import { registerHotelRoutes } from './hotels.routes'
import { registerImageRoutes } from './images.routes'
import { registerLocationRoutes } from './locations.routes'
import { registerSearchRoutes } from './search.routes'

export function registerCatalogRoutes(app: SandboxApp, ctx: SandboxContext): void {
  registerSearchRoutes(app, ctx)
  registerLocationRoutes(app, ctx)
  registerHotelRoutes(app, ctx)
  registerImageRoutes(app, ctx)
}
