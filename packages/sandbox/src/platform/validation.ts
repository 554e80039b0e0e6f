import type { Context } from 'hono'
import type { z } from 'zod'
import { badRequest } from './errors'

/**
 * Reads a JSON body and validates it. Malformed JSON answers 400 INVALID_JSON; a body of the wrong shape answers
 * 400 VALIDATION_ERROR with details { issues: [{ path, message }] }. The body size limit (413) is enforced before.
 */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown
  try {
    const text = await c.req.text()
    raw = text.trim() === '' ? undefined : JSON.parse(text)
  } catch {
    throw badRequest('INVALID_JSON', 'The request body is not valid JSON.')
  }
  if (raw === undefined) throw badRequest('VALIDATION_ERROR', 'The request body is missing.', { issues: [] })
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    throw badRequest('VALIDATION_ERROR', 'The request body does not match the expected shape.', {
      issues: shapeIssues(parsed.error),
    })
  }
  return parsed.data
}

/** details.issues of a VALIDATION_ERROR: the first 20 problems, paths dotted (rooms.0.adults). */
export function shapeIssues(error: z.ZodError): Array<{ path: string; message: string }> {
  return error.issues.slice(0, 20).map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }))
}

/** A zod path as the service names parameters: rooms[0].travelers[1].kind */
export function paramPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('')
}

/**
 * 400 VALIDATION_ERROR for a booking-style body: the first problem in the message ("Missing field customer.email.",
 * "Invalid field rooms[0].travelers[1].birthdate: ..."), every problem in details.issues, the first in details.param.
 */
export function bodyValidationError(error: z.ZodError, what: string): Error {
  const issues = error.issues
    .slice(0, 20)
    .map((issue) => ({ path: paramPath(issue.path), message: issue.message }))
  const first = error.issues[0]
  const param = first === undefined ? 'body' : paramPath(first.path)
  const missing = first?.code === 'invalid_type' && first.message.includes('undefined')
  const message =
    first === undefined
      ? `The ${what} is invalid.`
      : missing
        ? `Missing field ${param}.`
        : `Invalid field ${param}: ${first.message}.`
  return badRequest('VALIDATION_ERROR', message, { param, issues })
}
