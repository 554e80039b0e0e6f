import { z } from 'zod'

/** Bodies of the control plane (not part of the service interface). */
export const ClockState = z.object({ now: z.iso.datetime({ offset: true }) })
/** `GET /_sandbox/caller`: the organization whose key or token was sent. */
export const CallerState = z.object({ organizationName: z.string(), scope: z.enum(['to', 'dmc']) })
export const ClockMove = z.union([
  z.strictObject({
    advanceSeconds: z
      .number()
      .min(0)
      .max(10 * 366 * 24 * 3600),
  }),
  z.strictObject({ now: z.iso.datetime({ offset: true }) }),
])

/** The malformed-responses fault: one field of successful JSON answers under a path prefix is broken. */
export const MalformedFaultBody = z.strictObject({
  pathPrefix: z.string().startsWith('/api/').max(200),
  mutation: z.enum(['dropField', 'wrongType']),
  field: z.string().min(1).max(200),
})

/** Handle matching requests, then cut the connection without the answer (see platform/faults.ts). */
export const DropAfterCommitBody = z.strictObject({
  pathPrefix: z.string().startsWith('/api/').max(200),
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).nullable().default(null),
  thenOffline: z.boolean().default(false),
})

export const FaultsBody = z.strictObject({
  latencyMs: z.number().int().min(0).max(60_000).optional(),
  failRate: z.number().min(0).max(1).optional(),
  offline: z.boolean().optional(),
  rateLimitPerMinute: z.number().int().min(1).max(10_000_000).nullable().optional(),
  malformed: MalformedFaultBody.nullable().optional(),
  dropAfterCommit: DropAfterCommitBody.nullable().optional(),
})
/** `malformed` appears only while it is set, so the answer without it keeps its original four fields. */
export const FaultsState = z.object({
  latencyMs: z.number(),
  failRate: z.number(),
  offline: z.boolean(),
  rateLimitPerMinute: z.number().nullable(),
  malformed: MalformedFaultBody.optional(),
  dropAfterCommit: DropAfterCommitBody.optional(),
})

export const ResetState = z.object({ now: z.string(), seed: z.number(), hotels: z.number() })
