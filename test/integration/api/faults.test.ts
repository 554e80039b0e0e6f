import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { adult, control, customer, findBookableOffer, sandboxApi } from './sandbox-client'

/** Faults of the real sandbox (503s, offline, malformed answers) as the app's client meets them. */

const server = sandboxForFile()
let sandbox: ReturnType<typeof control>

beforeAll(async () => {
  sandbox = control(server())
})
afterEach(() => sandbox.clearFaults())

const attemptsOf = (api: ReturnType<typeof sandboxApi>, endpoint: string) =>
  api.traffic.filter((report) => report.endpoint === endpoint)

describe('503 from the service', () => {
  it('retries a read with backoff and surfaces SERVER_ERROR when it keeps failing', async () => {
    const api = sandboxApi(server())
    await sandbox.faults({ failRate: 1 })
    const error = await api.client.catalog.countries().catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'SERVER_ERROR', status: 503, serviceCode: 'SERVICE_UNAVAILABLE' })
    // One try and the three retries of the policy, each reported as degraded traffic.
    expect(attemptsOf(api, 'GET /api/v3/countries').map((report) => report.outcome)).toEqual([
      'degraded',
      'degraded',
      'degraded',
      'degraded',
    ])
  })

  it('a read that fails once succeeds on its retry without the caller seeing the failure', async () => {
    const api = sandboxApi(server())
    await sandbox.faults({ failRate: 0.5 })
    const results = await Promise.all(
      Array.from({ length: 8 }, () => api.client.catalog.countries({ perPage: 1 })),
    )
    expect(results.every((page) => page.data.length === 1)).toBe(true)
    expect(api.traffic.some((report) => report.status === 503)).toBe(true)
  })

  it('never retries a booking create: one attempt, a typed error that says the outcome is unknown', async () => {
    const api = sandboxApi(server())
    const offer = await findBookableOffer(api.client, sandbox.today())
    await sandbox.faults({ failRate: 1 })
    const error = await api.client.bookings
      .createV3({
        requestId: offer.requestId,
        customer,
        internalReference: 'AD-503-ONCE',
        rooms: [{ bedCompositionId: offer.bedChoice.id, travelers: [adult('Léa')] }],
      })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'SERVER_ERROR', status: 503, outcomeUnknown: true })
    expect(attemptsOf(api, 'POST /api/v3/bookings')).toHaveLength(1)
  })

  it('never retries a message or a cancellation either', async () => {
    const api = sandboxApi(server())
    const booking = (await api.client.bookings.list({ perPage: 1, page: 1 })).data[0]
    await sandbox.faults({ failRate: 1 })
    await expect(api.client.bookings.sendMessage(booking?.id ?? '', 'Hello')).rejects.toMatchObject({
      code: 'SERVER_ERROR',
    })
    await expect(api.client.bookings.cancel(booking?.id ?? '', 'Because')).rejects.toMatchObject({
      code: 'SERVER_ERROR',
    })
    expect(attemptsOf(api, 'PUT /api/v1/bookings/{bookingId}/messages')).toHaveLength(1)
    expect(attemptsOf(api, 'DELETE /api/v1/bookings/{bookingId}')).toHaveLength(1)
  })
})

describe('offline', () => {
  it('gives NETWORK after a short bounded number of tries, reported as offline traffic', async () => {
    const api = sandboxApi(server())
    await sandbox.faults({ offline: true })
    const error = await api.client.catalog.hotels().catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'NETWORK', status: null, outcomeUnknown: false })
    const attempts = attemptsOf(api, 'GET /api/v3/hotels')
    expect(attempts).toHaveLength(3)
    expect(attempts.every((report) => report.outcome === 'offline')).toBe(true)
  })

  it('a create cut off without an answer is NETWORK with outcomeUnknown, tried once', async () => {
    const api = sandboxApi(server())
    const offer = await findBookableOffer(api.client, sandbox.today())
    await sandbox.faults({ offline: true })
    const error = await api.client.bookings
      .createV3({
        requestId: offer.requestId,
        customer,
        rooms: [{ bedCompositionId: offer.bedChoice.id, travelers: [adult('Léa')] }],
      })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'NETWORK', outcomeUnknown: true })
    expect(attemptsOf(api, 'POST /api/v3/bookings')).toHaveLength(1)
  })
})

describe('malformed answers', () => {
  it('a wrong type deep in a list is INVALID_RESPONSE with the field’s path, not a crash', async () => {
    const api = sandboxApi(server())
    await sandbox.faults({
      malformed: { pathPrefix: '/api/v3/hotels', mutation: 'wrongType', field: 'data.*.city.name' },
    })
    const error = await api.client.catalog.hotels({ perPage: 3 }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      status: 200,
      path: 'data.0.city.name',
      requestId: expect.any(String),
      endpoint: 'GET /api/v3/hotels',
    })
    // An unreadable answer is not retried (it would be as unreadable again) and counts as a degraded service.
    expect(attemptsOf(api, 'GET /api/v3/hotels').map((report) => report.outcome)).toEqual(['degraded'])
  })

  it('a missing field of one resource names it', async () => {
    const api = sandboxApi(server())
    const booking = (await api.client.bookings.list({ perPage: 1, page: 1 })).data[0]
    await sandbox.faults({
      malformed: { pathPrefix: '/api/v1/bookings/', mutation: 'dropField', field: 'state' },
    })
    await expect(api.client.bookings.getV1(booking?.id ?? '')).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      path: 'state',
    })
    await sandbox.faults({
      malformed: { pathPrefix: '/api/v1/bookings/list', mutation: 'wrongType', field: '0.totalPrice' },
    })
    await expect(api.client.bookings.list({ perPage: 2, page: 1 })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      path: '0.totalPrice',
    })
  })

  it('answers outside the prefix, and everything once the fault is cleared, read fine', async () => {
    const api = sandboxApi(server())
    await sandbox.faults({
      malformed: { pathPrefix: '/api/v3/hotels', mutation: 'dropField', field: 'data' },
    })
    await expect(api.client.catalog.countries({ perPage: 1 })).resolves.toMatchObject({
      meta: { perPage: 1 },
    })
    await sandbox.clearFaults()
    await expect(api.client.catalog.hotels({ perPage: 1 })).resolves.toMatchObject({ meta: { perPage: 1 } })
  })
})
