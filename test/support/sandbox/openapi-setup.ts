import { afterAll, afterEach, expect } from 'vitest'
import { OpenApiValidator, type Violation } from './openapi-validator'

/**
 * Setup file of the integration project: every answer a test receives from a sandbox (over the global fetch: the
 * tests' own calls, sandboxClient, and main's API client alike) is checked against that sandbox's GET /openapi.json,
 * and a test fails when one of its answers is not what the document describes. Answers broken on purpose by the
 * malformed fault (X-Sandbox-Fault) and probes of unknown routes (404 ROUTE_NOT_FOUND) are not checked.
 */
const originalFetch = globalThis.fetch
const validators = new Map<string, Promise<OpenApiValidator | null>>()
const violations: Violation[] = []
let checked = 0
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** The sandbox's validator for this origin; null when the origin is not a sandbox (main's web host, say). */
function validatorFor(origin: string): Promise<OpenApiValidator | null> {
  let validator = validators.get(origin)
  if (validator === undefined) {
    validator = (async () => {
      const response = await originalFetch(`${origin}/openapi.json`)
      if (!response.ok) return null
      const document = (await response.json()) as { info?: { title?: string } }
      return document.info?.title?.includes('sandbox') === true ? new OpenApiValidator(document) : null
    })().catch(() => {
      // A server that is not up (any more) is checked again next time.
      validators.delete(origin)
      return null
    })
    validators.set(origin, validator)
  }
  return validator
}

async function check(method: string, url: URL, response: Response): Promise<void> {
  if (!LOOPBACK.has(url.hostname) || url.pathname === '/openapi.json') return
  if (response.headers.get('X-Sandbox-Fault') !== null) return
  const validator = await validatorFor(url.origin)
  if (validator === null) return
  const body = await response.clone().text()
  checked += 1
  const problems = validator.check(
    method,
    url,
    response.status,
    response.headers.get('content-type') ?? '',
    body,
  )
  if (problems.length === 0) return
  if (
    response.status === 404 &&
    problems[0]?.endsWith('is not in the document') &&
    body.includes('ROUTE_NOT_FOUND')
  )
    return
  for (const problem of problems)
    violations.push({ request: `${method} ${url.pathname}${url.search}`, status: response.status, problem })
}

globalThis.fetch = async function validatingFetch(
  input: Parameters<typeof fetch>[0],
  init?: RequestInit,
): Promise<Response> {
  const response = await originalFetch(input, init)
  const request = input instanceof Request ? input : null
  const url = new URL(request?.url ?? String(input))
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase()
  await check(method, url, response)
  return response
}

afterEach(() => {
  const found = violations.splice(0)
  expect(found, 'answers that the OpenAPI document does not describe').toEqual([])
})

// OPENAPI_REPORT=1 prints how many answers each test file had checked.
afterAll(() => {
  if (process.env.OPENAPI_REPORT === '1') console.info(`openapi: ${checked} sandbox answers checked`)
})
