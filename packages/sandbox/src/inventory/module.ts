import { registerHotelImageRoutes } from '../catalog/hotel-images.routes'
import type { SandboxModule } from '../platform/module'
import { registerExperienceRoutes } from './experiences.routes'
import { registerExtraRoutes } from './extras.routes'
import { registerImageRoutes } from './images.routes'
import { registerPeriodRoutes } from './periods.routes'
import { registerProgramRoutes } from './programs.routes'
import { registerPromotionRoutes } from './promotions.routes'
import { registerV1InventoryRoutes } from './v1.routes'

/**
 * Supplier inventory management (v3, dmc keys only): experiences with their periods, program days, extras, images
 * and promotions, and hotel images. It writes the experience store (../experiences) and the catalog's hotel images;
 * the tour-operator side reads the same rows, so every change is visible at once.
 */
export const inventoryModule: SandboxModule = {
  name: 'inventory',
  routes: (app, ctx) => {
    registerExperienceRoutes(app, ctx)
    registerPeriodRoutes(app, ctx)
    registerProgramRoutes(app, ctx)
    registerExtraRoutes(app, ctx)
    registerImageRoutes(app, ctx)
    registerPromotionRoutes(app, ctx)
    registerHotelImageRoutes(app, ctx)
    registerV1InventoryRoutes(app, ctx)
  },
}
