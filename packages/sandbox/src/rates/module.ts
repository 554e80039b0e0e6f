import type { SandboxModule } from '../platform/module'
import { ALLOTMENT_SCHEMA } from './allotments.repo'

/**
 * The rate engine: rates are generated from the seed and the hotel id on demand (see profile.ts), so the module
 * only owns the table of allotment units taken by bookings.
 */
export const ratesModule: SandboxModule = {
  name: 'rates',
  schema: ALLOTMENT_SCHEMA,
}
