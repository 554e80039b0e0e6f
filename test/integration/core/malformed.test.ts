import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { control, BOOKING_WORLD, testCore, type TestCore } from './fixtures'

/**
 * Quality bar of the data engine: a malformed service answer (a missing field, a wrong type) is a typed error with
 * the field's path, never a crash, and the cache keeps its last good copy for the agent.
 */
const server = sandboxForFile(BOOKING_WORLD)
let desk: TestCore

beforeAll(async () => {
  desk = testCore(server())
  await desk.call('connectivity.check', undefined)
})
afterAll(async () => {
  await desk.core.stop()
})

describe('malformed service answers', () => {
  it('keep the last good copy of a booking and say it comes from the cache', async () => {
    const list = await desk.call('bookings.list', {
      refresh: true,
      kind: 'hotel',
      states: ['confirmed'],
      limit: 1,
    })
    const bookingId = list.bookings[0]?.id ?? ''
    const good = await desk.call('bookings.get', { bookingId })
    expect(good.source).toBe('service')
    expect(good.v1?.state).toBe('confirmed')

    await control(server()).faults({
      malformed: { pathPrefix: '/api/v1/bookings/', mutation: 'dropField', field: 'state' },
    })
    try {
      const after = await desk.call('bookings.get', { bookingId })
      expect(after.source).toBe('cache')
      expect(after.asOf).toBe(good.asOf)
      expect(after.v1).toEqual(good.v1)
    } finally {
      await control(server()).clearFaults()
    }
  })

  it('name the bad field in the typed error when there is no good copy to fall back on', async () => {
    await control(server()).faults({
      malformed: { pathPrefix: '/api/v3/hotels', mutation: 'wrongType', field: 'data.*.stars' },
    })
    try {
      const error = await desk.core.api.catalog.hotels({ perPage: 5 }).then(
        () => null,
        (failure: unknown) => failure,
      )
      expect(error).toMatchObject({
        code: 'INVALID_RESPONSE',
        path: expect.stringMatching(/^data\.\d+\.stars$/),
      })
    } finally {
      await control(server()).clearFaults()
    }
  })
})
