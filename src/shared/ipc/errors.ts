import { z } from 'zod'

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

export const IpcError = z.object({
  code: IpcErrorCode,
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
})
export type IpcError = z.infer<typeof IpcError>

export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: IpcError }

export const IpcResultEnvelope = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: IpcError }),
])

/** Thrown by core handlers for an expected failure; dispatch turns it into the envelope's error. */
export class DeskError extends Error {
  constructor(
    readonly code: IpcErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'DeskError'
  }

  toIpcError(): IpcError {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details }
  }
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
