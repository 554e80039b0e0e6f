import type { SandboxModule } from '../platform/module'
import { EXPERIENCES_SCHEMA } from './experiences.schema'
import { registerExperienceImageFileRoute } from './images.routes'
import { EXPERIENCE_SEARCH_TYPES, findExperiences } from './search'
import { withoutRevisionTriggers } from './experiences.schema'
import { seedExperiences } from './seed'

/**
 * The experience store: tables, demo experiences, the image files they serve and their search results. The
 * supplier inventory routes (v3) live in ../inventory; the tour-operator routes (v1) read through
 * experiences.repo.ts. Listed before the bookings module: demo experience bookings refer to these experiences.
 */
export const experiencesModule: SandboxModule = {
  name: 'experiences',
  schema: EXPERIENCES_SCHEMA,
  // The revision triggers would fire for each of the ~17,000 seeded rows: the seed counts once instead.
  seed: (ctx) => withoutRevisionTriggers(ctx.db, () => seedExperiences(ctx)),
  routes: registerExperienceImageFileRoute,
  search: { types: EXPERIENCE_SEARCH_TYPES, find: findExperiences },
}
