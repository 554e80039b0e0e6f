import { z } from 'zod'
import { InputIssue, IpcProblem } from './problem'

export * from './problem'

/**
 * The only error shape that crosses the IPC boundary, in both hosts.
 * Never a stack trace, a credential or a file path the renderer did not ask for.
 */
export const IPC_ERROR_CODES = [
  'INVALID_INPUT', // the renderer sent something the contract rejects; nothing was changed
  'INVALID_OUTPUT', // a handler produced something the contract rejects: a bug in main, reported, not crashed
  'UNKNOWN_CHANNEL',
  'UNAUTHORIZED', // web host: missing or wrong per-run token
  'NOT_FOUND',
  'CONFLICT',
  'NOT_ALLOWED', // the active credentials may not do this (a tour operator's key on the supplier's inventory)
  'OFFLINE', // the service cannot be reached and the answer cannot come from the cache
  'SERVICE_ERROR', // the service answered with an error; details carry its status, code and requestId
  'INTERNAL',
] as const

export const IpcErrorCode = z.enum(IPC_ERROR_CODES)
export type IpcErrorCode = z.infer<typeof IpcErrorCode>

/**
 * An error as an answer carries it (a fallback's reason, a replacement's outcome): `problem` when main knew it.
 * `code` is the coarse transport code (logs, tests); what a screen says comes from `problem`.
 */
export const IpcError = z.object({
  code: IpcErrorCode,
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
  problem: IpcProblem.optional(),
})
export type IpcError = z.infer<typeof IpcError>

/** The error of a failed call's envelope: always with its meaning, made by dispatch (or a host refusing the call). */
export const IpcFailure = IpcError.extend({ problem: IpcProblem })
export type IpcFailure = z.infer<typeof IpcFailure>

export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: IpcFailure }

export const IpcResultEnvelope = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: IpcFailure }),
])

/**
 * Thrown by core handlers for an expected failure; dispatch turns it into the envelope's error. Its meaning is
 * `problem`: given where the code alone does not say it, else the code's own case (see `deskProblem`).
 */
export class DeskError extends Error {
  readonly problem: IpcProblem

  constructor(
    readonly code: IpcErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    problem?: IpcProblem,
  ) {
    super(message)
    this.name = 'DeskError'
    this.problem = problem ?? deskProblem(code, details, message)
  }

  toIpcError(): IpcFailure {
    return this.details === undefined
      ? { code: this.code, message: this.message, problem: this.problem }
      : { code: this.code, message: this.message, details: this.details, problem: this.problem }
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
const whole = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null)

function issuesOf(details: Record<string, unknown> | undefined, message: string): InputIssue[] {
  const parsed = z.array(InputIssue).safeParse(details?.issues)
  if (parsed.success) return parsed.data
  const field = text(details?.field)
  return field === null ? [] : [{ path: field, message }]
}

/**
 * The desk's own codes folded into the union, keeping their meaning: OFFLINE is `unreachable` unless the write's
 * outcome is unknown (`details.outcomeUnknown`, with its `reference`), NOT_ALLOWED stays `notAllowed`, a
 * SERVICE_ERROR thrown by a feature is the service's refusal worded for the agent (with `serviceCode` and `field`).
 */
export function deskProblem(code: IpcErrorCode, details?: Record<string, unknown>, message = ''): IpcProblem {
  switch (code) {
    case 'OFFLINE':
      return details?.outcomeUnknown === true
        ? { kind: 'outcomeUnknown', reference: text(details.reference) }
        : { kind: 'unreachable' }
    case 'INVALID_INPUT':
      return { kind: 'invalidInput', issues: issuesOf(details, message) }
    case 'NOT_FOUND':
      return { kind: 'notFound' }
    case 'CONFLICT':
      return { kind: 'conflict', serviceCode: text(details?.serviceCode), field: text(details?.field) }
    case 'NOT_ALLOWED':
      return { kind: 'notAllowed' }
    case 'SERVICE_ERROR':
      return {
        kind: 'rejected',
        serviceCode: text(details?.serviceCode),
        field: text(details?.field),
        status: whole(details?.status),
        requestId: text(details?.requestId),
      }
    case 'UNAUTHORIZED':
      return { kind: 'hostRefused' }
    case 'INVALID_OUTPUT':
    case 'UNKNOWN_CHANNEL':
    case 'INTERNAL':
      return { kind: 'internal' }
  }
}

/** An envelope's error for a code whose meaning the code alone gives (hosts, the renderer's own transports). */
export function ipcFailure(
  code: IpcErrorCode,
  message: string,
  details?: Record<string, unknown>,
): IpcFailure {
  return new DeskError(code, message, details).toIpcError()
}

/** Zod issues as a short sentence plus the paths, for the envelope's message and details. */
export function describeZodError(error: z.ZodError): { message: string; details: Record<string, unknown> } {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }))
  const message = issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')
  return { message, details: { issues } }
}
