import type { SandboxModule } from '../platform/module'
import { registerCatalogRoutes } from './routes'
import { CATALOG_SCHEMA } from './schema'
import { seedCatalog } from './seed'

/** Locations, hotel catalog, search: the first module; rates, availability and bookings build on its hotels. */
export const catalogModule: SandboxModule = {
  name: 'catalog',
  schema: CATALOG_SCHEMA,
  seed: (ctx) => seedCatalog(ctx.db, ctx.options.seed, ctx.options.hotels),
  // hotel_images stays empty until a write stores a hotel's images.
  cachedTables: ['countries', 'regions', 'cities', 'hotels'],
  routes: registerCatalogRoutes,
}
