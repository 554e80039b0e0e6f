import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TrafficReport } from '../../../src/main/api/client'
import { createApiClient, type ApiClientDeps } from '../../../src/main/api/create-client'
import type { ReadyEndpoint, ServiceEndpoint } from '../../../src/main/base/environment'
import { createNodeSecretStore } from '../../../src/main/platform/node/secrets'
import type { ManualClock } from '../../support/manual-clock'

/**
 * Test doubles for the API client's unit tests: a scripted fetch that records every request, driven by the
 * kit's manual clock (test/support/manual-clock.ts), so backoff and Retry-After are checked without sleeping.
 */

/** Lets every pending promise callback run (fetch fakes, awaits inside the client). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise<void>((resolve) => setImmediate(resolve))
}

/**
 * Runs `promise` to its end by jumping the manual clock from timer to timer: no real waiting. Fails if the
 * promise is stuck with no timer left (a missing wake-up would otherwise hang the test).
 */
export async function settle<T>(clock: ManualClock, promise: Promise<T>): Promise<T> {
  let done = false
  const tracked = promise.finally(() => {
    done = true
  })
  tracked.catch(() => undefined)
  for (let steps = 0; steps < 10_000; steps += 1) {
    await flush()
    if (done) return tracked
    const next = clock.nextTimerAt()
    if (next === null) throw new Error('The call is stuck: nothing pending on the clock.')
    clock.advance(Math.max(0, next - clock.nowMs))
  }
  throw new Error('The call did not settle in 10,000 timer steps.')
}

export interface RecordedRequest {
  method: string
  url: URL
  headers: Headers
  body: string | null
  at: number
}

export type Script = (request: RecordedRequest, index: number) => Response | 'network' | 'refused' | 'hang'

/** A fetch that answers from a script; 'network' drops the connection, 'hang' never answers (until aborted). */
export function scriptedFetch(clock: ManualClock, script: Script) {
  const requests: RecordedRequest[] = []
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body:
        typeof init?.body === 'string' ? init.body : init?.body instanceof FormData ? '(multipart)' : null,
      at: clock.nowMs,
    }
    requests.push(request)
    const answer = script(request, requests.length - 1)
    if (answer === 'network') throw new TypeError('fetch failed', { cause: { code: 'UND_ERR_SOCKET' } })
    if (answer === 'refused') throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } })
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    }
    return answer
  }
  return { fetch: fetchImpl as typeof fetch, requests }
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-123', ...headers },
  })
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
  details: Record<string, unknown> | null = null,
): Response {
  return jsonResponse({ name: 'Error', message, code, details, requestId: `req-${status}` }, status, headers)
}

export const API_KEY = 'unit-test-key-0123456789'
export const BASE_URL = 'https://service.test'

export const keyEndpoint: ReadyEndpoint = {
  kind: 'ready',
  environment: 'staging',
  baseUrl: BASE_URL,
  auth: { method: 'apiKey', apiKey: API_KEY },
}

/** A client on a scripted service; no jitter (random = 0.5), reports collected. */
export function testClient(
  clock: ManualClock,
  script: Script,
  overrides: Partial<ApiClientDeps> & { endpoint?: () => Promise<ServiceEndpoint> } = {},
) {
  const served = scriptedFetch(clock, script)
  const traffic: TrafficReport[] = []
  const secrets = createNodeSecretStore(mkdtempSync(join(tmpdir(), 'agency-desk-api-')))
  const handle = createApiClient({
    endpoint: async () => keyEndpoint,
    secrets,
    clock,
    fetch: served.fetch,
    random: () => 0.5,
    onTraffic: (report) => traffic.push(report),
    ...overrides,
  })
  return { ...handle, requests: served.requests, traffic, secrets }
}

/** A sandbox answer recorded by recorded/record.ts, replayed as a Response (optionally with a changed body). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests edit the recorded JSON freely
export function replay(name: string, change?: (body: any) => unknown): Response {
  const recorded = JSON.parse(
    readFileSync(join(import.meta.dirname, 'recorded', `${name}.json`), 'utf8'),
  ) as {
    status: number
    headers: Record<string, string>
    body: unknown
  }
  const body = change === undefined ? recorded.body : change(structuredClone(recorded.body))
  return new Response(JSON.stringify(body), { status: recorded.status, headers: recorded.headers })
}
