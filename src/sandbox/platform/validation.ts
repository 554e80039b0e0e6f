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
      issues: parsed.error.issues.slice(0, 20).map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    })
  }
  return parsed.data
}
