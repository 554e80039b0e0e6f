/**
 * Re-records the sandbox answers the API client's unit tests replay (`npx tsx test/unit/api/recorded/record.ts`).
 * Real HTTP against a sandbox on 127.0.0.1; answers are trimmed to a few items so the files stay small.
 */
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startTestSandbox } from '../../../support/sandbox/start'
import { findBookableOffer, sandboxApi, adult, customer } from '../../../integration/api/sandbox-client'

const here = dirname(fileURLToPath(import.meta.url))
const server = await startTestSandbox({ seed: 42 })
const key = { 'X-API-Key': 'sandbox-to-key-1', 'Content-Type': 'application/json' }

interface Recorded {
  status: number
  headers: Record<string, string>
  body: unknown
}
async function record(name: string, path: string, init: RequestInit = {}, trim?: (body: unknown) => unknown) {
  const response = await fetch(`${server.url}${path}`, { ...init, headers: { ...key, ...init.headers } })
  const headers: Record<string, string> = {}
  for (const header of [
    'content-type',
    'x-ratelimit-limit',
    'x-ratelimit-remaining',
    'retry-after',
    'x-request-id',
  ])
    if (response.headers.has(header)) headers[header] = response.headers.get(header) as string
  const body: unknown = await response.json()
  const recorded: Recorded = { status: response.status, headers, body: trim ? trim(body) : body }
  writeFileSync(join(here, `${name}.json`), `${JSON.stringify(recorded, null, 2)}\n`)
}

try {
  const { client } = sandboxApi(server)
  const today = server.sandbox.ctx.clock.now().toISOString().slice(0, 10)
  await record('hotels-page', '/api/v3/hotels?perPage=2')
  const offer = await findBookableOffer(client, today)
  const stay = `checkIn=${offer.stay.checkIn}&checkOut=${offer.stay.checkOut}&rooms[0][adults]=2`
  await record(
    'rooms-availability',
    `/api/v3/hotels/${offer.hotel.id}/rooms/availability?${stay}`,
    {},
    (body) => {
      const answer = body as { data: unknown[]; meta: unknown }
      return { data: answer.data.slice(0, 2), meta: answer.meta }
    },
  )
  await record('booking-v3', '/api/v3/bookings', {
    method: 'POST',
    body: JSON.stringify({
      requestId: offer.requestId,
      customer,
      internalReference: 'AD-RECORDED-1',
      rooms: [{ bedCompositionId: offer.bedChoice.id, travelers: [adult('Léa'), adult('Hugo')] }],
    }),
  })
  await record('bookings-list', '/api/v1/bookings/list', {
    method: 'POST',
    body: JSON.stringify({ page: 1, perPage: 2 }),
  })
  const first = (await client.bookings.list({ page: 1, perPage: 1 })).data[0]
  await record('booking-v1', `/api/v1/bookings/${first?.id ?? ''}`)
  await record('error-invalid-location', '/api/v3/hotels?cities=nope')
  // The shape is what matters: the throwaway sandbox's token values are replaced by obvious stand-ins.
  await record(
    'token',
    '/api/v1/oauth/token',
    {
      method: 'POST',
      body: JSON.stringify({ username: 'agent@demo-voyages.test', password: 'sandbox-password' }),
    },
    (body) => ({
      ...(body as object),
      accessToken: 'recorded-access-token',
      refreshToken: 'recorded-refresh-token',
    }),
  )
  await fetch(`${server.url}/_sandbox/faults`, {
    method: 'POST',
    headers: key,
    body: JSON.stringify({ rateLimitPerMinute: 1 }),
  })
  await fetch(`${server.url}/api/v3/countries`, { headers: key })
  await record('rate-limited', '/api/v3/countries')
} finally {
  await server.close()
}
