import { z } from 'zod'

/** Helpers shared by the v1 experience shapes (search and detail, booking). */

/** An id as sent: the encoded string or the raw number (both accepted, spec v3 conventions). */
export const IdInputV1 = z.union([z.string().trim().min(1).max(64), z.number().int().nonnegative()])
export const Text = (max: number) => z.string().trim().min(1).max(max)
export const OptionalText = (max: number) => z.string().trim().max(max).nullable().optional()

/** A list of ids in either form, as the body filters take them. */
export const IdList = z.array(IdInputV1).max(200)
