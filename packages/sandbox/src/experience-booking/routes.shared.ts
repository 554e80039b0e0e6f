import { z } from 'zod'
import { LocaleQueryV1 } from '../../../../src/shared/api/experiences-v1-booking'
import { documented } from '../openapi/app'

/** What the declarations of the v1 experience routes share (routes, book, extras, export). */
export const tags = ['experiences (v1)']

/** textLocale falls back to en for any value (spec: unknown or omitted = en): documented, never rejected. */
export const LocaleQuery = documented(LocaleQueryV1)

/** readableExperience decodes the id itself (404 for one the caller cannot see): documented only. */
export const IdParams = documented(z.object({ id: z.string() }))
