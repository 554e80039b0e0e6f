import { describe, expect, it } from 'vitest'
import { manualClock } from '../../support/manual-clock'
import { errorResponse, jsonResponse, replay, settle, testClient } from './fakes'

/**
 * Retries, backoff, timeouts and the never-retry-writes rule, on a manual clock: every delay is checked from the
 * recorded request times, nothing sleeps.
 */

const booking = {
  requestId: '6f1c1a52-3a55-4d35-9a43-8f5d0f0a7d11',
  customer: { firstName: 'Léa', lastName: 'Martin', email: 'lea@example.test' },
  internalReference: 'AD-1',
  rooms: [
    {
      bedCompositionId: 'BED1',
      travelers: [
        { kind: 'adult', gender: 'female', firstName: 'Léa', lastName: 'Martin', birthdate: '1984-05-06' },
      ],
    },
  ],
}
const unavailable = () => errorResponse(503, 'SERVICE_UNAVAILABLE', 'Try later.')

describe('reads', () => {
  it('retry a 5xx with exponential backoff and equal jitter, then succeed', async () => {
    const clock = manualClock()
    const { client, requests, traffic } = testClient(clock, (_request, index) =>
      index < 3 ? unavailable() : replay('hotels-page'),
    )
    const page = await settle(clock, client.catalog.hotels({ perPage: 2 }))
    expect(page.data).toHaveLength(2)
    const gaps = requests.slice(1).map((request, index) => request.at - (requests[index]?.at ?? 0))
    // base 300 ms doubling, half fixed and half random (random = 0.5): 225, 450, 900.
    expect(gaps).toEqual([225, 450, 900])
    expect(traffic.map((report) => report.outcome)).toEqual(['degraded', 'degraded', 'degraded', 'ok'])
  })

  it('give up after the policy’s retries with SERVER_ERROR', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, unavailable)
    await expect(settle(clock, client.bookings.getV1('ABC'))).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      status: 503,
      outcomeUnknown: false,
    })
    expect(requests).toHaveLength(4)
  })

  it('are tried once when the caller asks for no retry (typing-driven suggestions)', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, unavailable)
    await expect(settle(clock, client.catalog.countries({}, { retry: false }))).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      status: 503,
    })
    expect(requests).toHaveLength(1)
  })

  it('cap the backoff step', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, unavailable, {
      backoff: { maxRetries: 6, baseDelayMs: 1000, maxDelayMs: 4000 },
      random: () => 1,
    })
    await settle(clock, client.catalog.countries()).catch(() => undefined)
    const gaps = requests.slice(1).map((request, index) => request.at - (requests[index]?.at ?? 0))
    expect(gaps).toEqual([1000, 2000, 4000, 4000, 4000, 4000])
  })

  it('retry a dropped connection fewer times, so offline shows quickly', async () => {
    const clock = manualClock()
    const { client, requests, traffic } = testClient(clock, () => 'network')
    await expect(settle(clock, client.catalog.countries())).rejects.toMatchObject({
      code: 'NETWORK',
      status: null,
    })
    expect(requests).toHaveLength(3)
    expect(traffic.every((report) => report.outcome === 'offline')).toBe(true)
  })

  it('time out on the client’s clock and retry', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(
      clock,
      (_request, index) => (index === 0 ? 'hang' : replay('hotels-page')),
      {
        timeouts: { readMs: 5_000 },
      },
    )
    await settle(clock, client.catalog.hotels())
    expect(requests.map((request) => request.at - (requests[0]?.at ?? 0))).toEqual([0, 5_225])
  })

  it('the bookings list is a read: retried', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, (_request, index) =>
      index === 0 ? 'network' : replay('bookings-list'),
    )
    await settle(clock, client.bookings.list({ page: 1, perPage: 2 }))
    expect(requests.map((request) => request.method)).toEqual(['POST', 'POST'])
  })

  it('not retried after a 4xx: the same request would fail the same way', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, () => errorResponse(404, 'NOT_FOUND', 'No such booking.'))
    await expect(settle(clock, client.bookings.getV3('ABC'))).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect(requests).toHaveLength(1)
  })

  it('stop at once when the caller aborts, even during a backoff wait', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, unavailable)
    const controller = new AbortController()
    const call = client.catalog.countries({}, { signal: controller.signal })
    const outcome = call.catch((caught: unknown) => caught)
    await settle(clock, Promise.resolve())
    clock.advance(100)
    controller.abort()
    expect(await outcome).toMatchObject({ code: 'ABORTED' })
    expect(requests).toHaveLength(1)
  })
})

describe('writes are never retried', () => {
  it('a create that meets a 503 fails once, saying the outcome is unknown', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, unavailable)
    await expect(settle(clock, client.bookings.createV3(booking))).rejects.toMatchObject({
      code: 'SERVER_ERROR',
      outcomeUnknown: true,
    })
    expect(requests).toHaveLength(1)
  })

  it('a create cut off or timed out fails once with outcomeUnknown: look the booking up', async () => {
    const clock = manualClock()
    const cut = testClient(clock, () => 'network')
    await expect(settle(clock, cut.client.bookings.createV3(booking))).rejects.toMatchObject({
      code: 'NETWORK',
      outcomeUnknown: true,
    })
    const slow = testClient(clock, () => 'hang', { timeouts: { writeMs: 30_000 } })
    await expect(settle(clock, slow.client.bookings.createV3(booking))).rejects.toMatchObject({
      code: 'TIMEOUT',
      outcomeUnknown: true,
    })
    expect([cut.requests.length, slow.requests.length]).toEqual([1, 1])
  })

  it('a refused connection proves nothing was sent: outcome known', async () => {
    const clock = manualClock()
    const { client } = testClient(clock, () => 'refused')
    await expect(settle(clock, client.bookings.createV3(booking))).rejects.toMatchObject({
      code: 'NETWORK',
      outcomeUnknown: false,
    })
  })

  it('messages, cancellations and uploads are tried once too', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, unavailable)
    await settle(clock, client.bookings.sendMessage('ABC', 'Hello')).catch(() => undefined)
    await settle(clock, client.bookings.cancel('ABC', 'Because')).catch(() => undefined)
    await settle(
      clock,
      client.bookings.uploadDocument('ABC', { fileName: 'a.pdf', bytes: new Uint8Array([37, 80, 68, 70]) }),
    ).catch(() => undefined)
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'PUT /api/v1/bookings/ABC/messages',
      'DELETE /api/v1/bookings/ABC',
      'PUT /api/v1/bookings/ABC/documents',
    ])
  })

  it('a 429 was not processed: even a create goes again after Retry-After', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, (_request, index) =>
      index === 0 ? replay('rate-limited') : replay('booking-v3'),
    )
    const created = await settle(clock, client.bookings.createV3(booking))
    expect(created.internalReference).toBe('AD-RECORDED-1')
    expect((requests[1]?.at ?? 0) - (requests[0]?.at ?? 0)).toBe(60_000)
  })

  it('answers the spec does not show are accepted when empty', async () => {
    const clock = manualClock()
    const { client } = testClient(clock, () => new Response(null, { status: 200 }))
    expect(await settle(clock, client.bookings.sendMessage('ABC', 'Hello'))).toBeNull()
    await expect(settle(clock, client.bookings.cancel('ABC', 'Because'))).resolves.toBeUndefined()
  })
})

describe('traffic reports', () => {
  it('say ok for answers (a 404 too), degraded for 429, 5xx and unreadable answers, offline for no answer', async () => {
    const clock = manualClock()
    const answers = [
      errorResponse(404, 'NOT_FOUND', 'No.'),
      jsonResponse({ data: 'broken' }),
      unavailable(),
      'network' as const,
    ]
    const { client, traffic } = testClient(clock, (_request, index) => answers[index] ?? 'network', {
      backoff: { maxRetries: 0 },
    })
    for (let index = 0; index < 4; index += 1)
      await settle(clock, client.catalog.countries()).catch(() => undefined)
    expect(traffic.map(({ outcome, status, code }) => ({ outcome, status, code }))).toEqual([
      { outcome: 'ok', status: 404, code: 'NOT_FOUND' },
      { outcome: 'degraded', status: 200, code: 'INVALID_RESPONSE' },
      { outcome: 'degraded', status: 503, code: 'SERVER_ERROR' },
      { outcome: 'offline', status: null, code: 'NETWORK' },
    ])
    expect(
      traffic.every(
        (report) => report.environment === 'staging' && report.endpoint === 'GET /api/v3/countries',
      ),
    ).toBe(true)
  })
})
