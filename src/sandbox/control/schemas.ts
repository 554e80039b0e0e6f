import { z } from 'zod'

/** Bodies of the control plane (not part of the service interface). */
export const ClockState = z.object({ now: z.iso.datetime({ offset: true }) })
export const ClockMove = z.union([
  z.strictObject({
    advanceSeconds: z
      .number()
      .min(0)
      .max(10 * 366 * 24 * 3600),
  }),
  z.strictObject({ now: z.iso.datetime({ offset: true }) }),
])

export const FaultsBody = z.strictObject({
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  failRate: z.number().min(0).max(1).optional(),
  offline: z.boolean().optional(),
  rateLimitPerMinute: z.number().int().min(1).max(10_000_000).nullable().optional(),
})
export const FaultsState = z.object({
  latencyMs: z.number(),
  failRate: z.number(),
  offline: z.boolean(),
  rateLimitPerMinute: z.number().nullable(),
})

export const ResetState = z.object({ now: z.string(), seed: z.number(), hotels: z.number() })
