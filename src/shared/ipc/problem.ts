import { z } from 'zod'

/**
 * What a failed call means, as the renderer may rely on it: one case per way forward, each with the facts a sentence
 * needs (the wait, the service's code and field, the issues, the reference to look up). Made once, in main's
 * dispatch (from a DeskError, a ServiceError, a rejected input or a bug); a screen switches on `kind` and never
 * re-derives the meaning from a status, a code string or a message.
 */
export const InputIssue = z.object({ path: z.string(), message: z.string() })
export type InputIssue = z.infer<typeof InputIssue>

export const IpcProblem = z.discriminatedUnion('kind', [
  /** No answer from the service (connection refused, dropped, timed out) and nothing in the cache to answer with. */
  z.object({ kind: z.literal('unreachable') }),
  /** The service asks the desk to slow down; `retryAfterSeconds` is its Retry-After, null when it gave none. */
  z.object({ kind: z.literal('rateLimited'), retryAfterSeconds: z.number().nonnegative().nullable() }),
  /**
   * The credentials do not let the desk in: refused by the service, a bearer session that ended (sign in again), or
   * an environment without an address or credentials yet.
   */
  z.object({
    kind: z.literal('credentials'),
    reason: z.enum(['refused', 'signInRequired', 'notConfigured']),
  }),
  /** The active credentials work but may not do this (a tour operator's key on the supplier's inventory). */
  z.object({ kind: z.literal('notAllowed') }),
  /** The service failed on its side (a 5xx, an unreadable answer, a call cut short): the request itself was fine. */
  z.object({
    kind: z.literal('serviceFault'),
    status: z.number().int().nullable(),
    requestId: z.string().nullable(),
  }),
  /** The service refused the request: its code (the spec's, or its own) and the field it names, when it does. */
  z.object({
    kind: z.literal('rejected'),
    serviceCode: z.string().nullable(),
    field: z.string().nullable(),
    status: z.number().int().nullable(),
    requestId: z.string().nullable(),
  }),
  /** A write may have been made although no success came back: look it up (by `reference`) before trying again. */
  z.object({ kind: z.literal('outcomeUnknown'), reference: z.string().nullable() }),
  /** The thing exists but is not in a state for this (taken, being booked, changed meanwhile). */
  z.object({ kind: z.literal('conflict'), serviceCode: z.string().nullable(), field: z.string().nullable() }),
  /** The thing asked for does not exist (any more). */
  z.object({ kind: z.literal('notFound') }),
  /** The input breaks the contract or a rule checked before sending; nothing was changed. */
  z.object({ kind: z.literal('invalidInput'), issues: z.array(InputIssue) }),
  /** The active service changed while the call was on its way; nothing was sent. */
  z.object({ kind: z.literal('serviceChanged') }),
  /** The host refused the caller (the web host's per-run token, a call from outside the app window). */
  z.object({ kind: z.literal('hostRefused') }),
  /** A fault of the desk itself (a bug, an answer that breaks the contract); main logged it. */
  z.object({ kind: z.literal('internal') }),
])
export type IpcProblem = z.infer<typeof IpcProblem>
export type IpcProblemKind = IpcProblem['kind']
export type IpcProblemOf<K extends IpcProblemKind> = Extract<IpcProblem, { kind: K }>
