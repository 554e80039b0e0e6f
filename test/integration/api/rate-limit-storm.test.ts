import { describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import type { TrafficReport } from '../../../src/main/api/client'
import { control, dayAfter, sandboxApi } from './sandbox-client'

/**
 * A 429 storm on the real sandbox: both buckets limited to 12 requests a minute, and more work than that in each,
 * all started at once (what the catalog sync and a searching agent do together). The client must slow down,
 * wait for Retry-After and finish every call without an error reaching the caller.
 *
 * The sandbox's windows are one real minute long, so this test really waits for the Retry-After it checks (about
 * a minute); it asserts order (nothing sent before the wait is over), never a duration.
 */

const LIMIT = 12
const server = sandboxForFile()

describe('429 storm', () => {
  it(
    'slows down, honours Retry-After per bucket and completes all the work',
    { timeout: 180_000 },
    async () => {
      const sandbox = control(server())
      const api = sandboxApi(server())
      const today = sandbox.today()
      await sandbox.faults({ rateLimitPerMinute: LIMIT })

      const general = Array.from({ length: 20 }, (_, index) =>
        api.client.catalog.hotels({ page: index + 1, perPage: 5 }),
      )
      const search = Array.from({ length: 16 }, (_, index) =>
        index % 2 === 0
          ? api.client.search({ query: index % 4 === 0 ? 'Lisbon' : 'Paris', types: ['city', 'hotel'] })
          : api.client.hotels.availability({
              checkIn: dayAfter(today, 20 + index),
              checkOut: dayAfter(today, 22 + index),
              rooms: [{ adults: 2 }],
              search: 'Lisbon',
              perPage: 5,
            }),
      )
      const results = await Promise.allSettled([...general, ...search])
      expect(results.filter((result) => result.status === 'rejected')).toEqual([])

      for (const bucket of ['general', 'search'] as const) {
        const traffic = api.traffic.filter((report) => report.bucket === bucket)
        const limited = traffic.filter((report) => report.status === 429)
        // Without the bucket every request past the budget would have met a 429 (8 and 4 of them); the client
        // spends its last requests one at a time and meets one 429 per exhausted window.
        expect(limited.length).toBeGreaterThanOrEqual(1)
        expect(limited.length).toBeLessThanOrEqual(2)
        const first = limited[0] as TrafficReport
        expect(first.retryAfterMs).toBeGreaterThan(0)
        const later = traffic.filter((report) => Date.parse(report.at) > Date.parse(first.at))
        // Every answer after the 429 belongs to a request sent once Retry-After had passed.
        for (const report of later) {
          expect(Date.parse(report.at)).toBeGreaterThanOrEqual(
            Date.parse(first.at) + (first.retryAfterMs ?? 0) - 5,
          )
        }
        expect(traffic.filter((report) => report.outcome === 'ok')).toHaveLength(
          bucket === 'general' ? 20 : 16,
        )
      }
      await sandbox.clearFaults()
    },
  )
})
