import { z } from 'zod'
import type { RawResponse, ResponseContext } from '../http/responses'
import { bodyText, parseRequest, parseResponse, readJson } from '../http/responses'
import type { QueryValue } from '../http/query'

/** A parser for a JSON answer checked against its wire schema. */
export function json<S extends z.ZodType>(schema: S) {
  return (response: RawResponse, context: ResponseContext): z.output<S> =>
    parseResponse(schema, readJson(response, context.endpoint), context)
}

/** The `data` of a `{ data, meta }` answer, after checking the whole envelope. */
export function dataOf<S extends z.ZodType>(schema: S) {
  const envelope = z.object({ data: schema })
  return (response: RawResponse, context: ResponseContext): z.output<S> =>
    (parseResponse(envelope, readJson(response, context.endpoint), context) as { data: z.output<S> }).data
}

/** For answers the spec does not show: the known shape when the service sends it, else null (never an error). */
export function optionalJson<S extends z.ZodType>(schema: S) {
  return (response: RawResponse): z.output<S> | null => {
    const text = bodyText(response).trim()
    if (text === '') return null
    try {
      const parsed = schema.safeParse(JSON.parse(text))
      return parsed.success ? parsed.data : null
    } catch {
      return null
    }
  }
}

export const ignoreBody = (): void => undefined

/**
 * Checks query parameters with the wire schemas of src/shared/api, which describe them as the service reads them
 * (strings, lists of strings): numbers and booleans are compared in their query spelling.
 */
export function checkQuery(schema: z.ZodType, params: Record<string, QueryValue>, endpoint: string): void {
  const spelled: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    spelled[key] = Array.isArray(value)
      ? value.map((item) => String(item))
      : typeof value === 'object'
        ? value
        : String(value)
  }
  parseRequest(schema, spelled, endpoint)
}
