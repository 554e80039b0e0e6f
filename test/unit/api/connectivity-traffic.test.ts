import { describe, expect, it } from 'vitest'
import { createConnectivityMonitor } from '../../../src/main/sync/connectivity-monitor'
import type { ConnectivityStatus } from '../../../src/shared/ipc'
import { manualClock } from '../../support/manual-clock'
import { errorResponse, keyEndpoint, replay, settle, testClient } from './fakes'

/** The connectivity monitor classifying the service from the API client's real traffic. */

function monitored() {
  const clock = manualClock()
  const changes: ConnectivityStatus[] = []
  const monitor = createConnectivityMonitor({
    clock,
    endpoint: async () => keyEndpoint,
    fetch: async () => {
      throw new Error('no probe in these tests')
    },
    onChange: (status) => changes.push(status),
    settleMs: 2_000,
  })
  return { clock, monitor, changes }
}

describe('connectivity from traffic', () => {
  it('goes offline, degraded and online with the client’s outcomes, with the reason', async () => {
    const { clock, monitor, changes } = monitored()
    let answer: 'network' | 'limited' | 'ok' = 'network'
    const { client } = testClient(
      clock,
      () =>
        answer === 'network'
          ? 'network'
          : answer === 'limited'
            ? replay('rate-limited')
            : replay('hotels-page'),
      { onTraffic: (report) => monitor.report(report), backoff: { maxRetries: 0, maxRateLimitRetries: 0 } },
    )
    await settle(clock, client.catalog.hotels()).catch(() => undefined)
    expect(monitor.status()).toMatchObject({
      state: 'offline',
      environment: 'staging',
      reason: 'The service cannot be reached.',
    })
    answer = 'limited'
    await settle(clock, client.catalog.hotels()).catch(() => undefined)
    expect(monitor.status()).toMatchObject({
      state: 'degraded',
      reason: 'The service is rate-limiting requests.',
    })
    answer = 'ok'
    clock.advance(60_000)
    await settle(clock, client.catalog.hotels())
    expect(monitor.status()).toMatchObject({ state: 'online', reason: null })
    expect(changes.map((change) => change.state)).toEqual(['offline', 'degraded', 'online'])
  })

  it('does not blink: a success right after a failure restores online only once successes last', async () => {
    const { clock, monitor, changes } = monitored()
    let fail = true
    const { client } = testClient(
      clock,
      () => (fail ? errorResponse(503, 'SERVICE_UNAVAILABLE', 'Later.') : replay('hotels-page')),
      {
        onTraffic: (report) => monitor.report(report),
        backoff: { maxRetries: 0 },
      },
    )
    await settle(clock, client.catalog.hotels()).catch(() => undefined)
    fail = false
    await settle(clock, client.catalog.hotels())
    expect(monitor.status().state).toBe('degraded')
    clock.advance(2_000)
    expect(monitor.status().state).toBe('online')
    expect(changes.map((change) => change.state)).toEqual(['degraded', 'online'])
  })

  it('a caller’s own error (404) is an answer: the service is online', async () => {
    const { clock, monitor } = monitored()
    const { client } = testClient(clock, () => errorResponse(404, 'NOT_FOUND', 'No.'), {
      onTraffic: (report) => monitor.report(report),
    })
    await settle(clock, client.bookings.getV3('NOPE')).catch(() => undefined)
    expect(monitor.status().state).toBe('online')
  })

  it('a 401 "Request expired" is about the request (an expired priceId), never the credentials', async () => {
    const { clock, monitor, changes } = monitored()
    const { client } = testClient(clock, () => errorResponse(401, 'REQUEST_EXPIRED', 'Request expired'), {
      onTraffic: (report) => monitor.report(report),
    })
    const booked = client.experiences.book([
      {
        id: 'price-expired',
        customerFirstName: 'Léa',
        customerLastName: 'Martin',
        customerEmail: 'lea.martin@example.test',
        travelers: [
          { kind: 'adult', gender: 'female', firstName: 'Léa', lastName: 'Martin', birthdate: '1990-04-02' },
        ],
      },
    ])
    await expect(settle(clock, booked)).rejects.toMatchObject({ code: 'REQUEST_EXPIRED' })
    expect(monitor.status()).toMatchObject({ state: 'online', reason: null })
    expect(changes.map((change) => change.reason)).not.toContain(
      'The service refused the credentials. Check them in Settings.',
    )
  })

  it('a 401 without a request to blame refuses the credentials: degraded, with the way to fix it', async () => {
    const { clock, monitor } = monitored()
    const { client } = testClient(clock, () => errorResponse(401, 'UNAUTHORIZED', 'Invalid API key'), {
      onTraffic: (report) => monitor.report(report),
    })
    await settle(clock, client.catalog.hotels()).catch(() => undefined)
    expect(monitor.status()).toMatchObject({
      state: 'degraded',
      reason: 'The service refused the credentials. Check them in Settings.',
    })
  })
})
