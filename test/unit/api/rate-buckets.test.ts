import { describe, expect, it } from 'vitest'
import { bucketOf, createRateBuckets } from '../../../src/main/api/http/rate-buckets'
import { manualClock } from '../../support/manual-clock'
import { flush, jsonResponse, replay, settle, testClient } from './fakes'

/** The two client-side buckets, driven by the headers of a scripted service on a manual clock. */

const EMPTY_PAGE = { data: [], meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 0 } }
const limited = (limit: number, remaining: number) => ({
  'X-RateLimit-Limit': String(limit),
  'X-RateLimit-Remaining': String(remaining),
})

describe('bucket of a path', () => {
  it('puts search, availability and rooms availability in the search bucket, the rest in general', () => {
    expect(bucketOf('/api/v3/search')).toBe('search')
    expect(bucketOf('/api/v3/hotels/availability')).toBe('search')
    expect(bucketOf('/api/v3/hotels/XGABPR/rooms/availability')).toBe('search')
    expect(bucketOf('/api/v3/hotels/XGABPR')).toBe('general')
    expect(bucketOf('/api/v1/bookings/list')).toBe('general')
  })
})

describe('pacing', () => {
  it('runs up to the concurrency limit while plenty is left', async () => {
    const clock = manualClock()
    const buckets = createRateBuckets(clock, { maxConcurrent: 3, lowPaceMs: 200, exhaustedPaceMs: 1000 })
    const granted: number[] = []
    for (let index = 0; index < 5; index += 1) void buckets.acquire('general').then(() => granted.push(index))
    await flush()
    expect(granted).toEqual([0, 1, 2])
  })

  it('goes one at a time, further apart as Remaining runs low, and learns the limit from the headers', async () => {
    const clock = manualClock()
    const left = [2, 1, 0, 0]
    const { client, requests } = testClient(clock, (_request, index) =>
      jsonResponse(EMPTY_PAGE, 200, limited(20, left[index] ?? 0)),
    )
    await settle(clock, client.catalog.countries())
    expect(client.rateLimits().general).toEqual({ limit: 20, remaining: 2, blockedUntil: null })
    await settle(
      clock,
      Promise.all([client.catalog.countries(), client.catalog.countries(), client.catalog.countries()]),
    )
    // Low water is a tenth of the limit (at least 2): 200 ms after the last start with 2 left, 400 ms with 1,
    // and a second apart once nothing is left.
    expect(requests.map((request) => request.at - (requests[0]?.at ?? 0))).toEqual([0, 200, 600, 1600])
  })

  it('with nothing left, one request probes; after its 429 nothing leaves before Retry-After', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, (_request, index) =>
      index === 0
        ? jsonResponse(EMPTY_PAGE, 200, limited(10, 0))
        : index === 1
          ? replay('rate-limited')
          : jsonResponse(EMPTY_PAGE, 200, limited(10, 10 - index)),
    )
    await settle(clock, client.catalog.countries())
    await settle(
      clock,
      Promise.all([client.catalog.countries(), client.catalog.countries(), client.catalog.countries()]),
    )
    // The probe a second later meets the 429; after the 60 s one request opens the new window, then the rest go.
    expect(requests.map((request) => request.at - (requests[0]?.at ?? 0))).toEqual([
      0, 1000, 61000, 61000, 61000,
    ])
  })
})

describe('429 and Retry-After', () => {
  it('closes the bucket for Retry-After: requests waiting behind it go after the delay, not before', async () => {
    const clock = manualClock()
    let first = true
    const { client, requests, traffic } = testClient(clock, () => {
      if (first) {
        first = false
        return replay('rate-limited')
      }
      return replay('hotels-page')
    })
    const all = Promise.all([client.catalog.hotels(), client.catalog.hotels(), client.catalog.hotels()])
    await settle(clock, all)
    const limitedAt = requests[0]?.at ?? 0
    const after = requests.filter((request) => request.at > limitedAt)
    expect(after.every((request) => request.at >= limitedAt + 60_000)).toBe(true)
    expect(traffic.filter((report) => report.status === 429)).toHaveLength(1)
    expect(traffic.find((report) => report.status === 429)?.retryAfterMs).toBe(60_000)
  })

  it('a closed search bucket does not hold up the general one', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, (request) =>
      request.url.pathname === '/api/v3/search' &&
      requests.filter((r) => r.url.pathname === '/api/v3/search').length === 1
        ? replay('rate-limited')
        : request.url.pathname === '/api/v3/search'
          ? jsonResponse({ data: [], meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 0 } })
          : replay('hotels-page'),
    )
    const search = client.search({ query: 'Lisbon', types: ['city'] })
    await flush()
    await settle(clock, client.catalog.hotels())
    const hotelsAt = requests.find((request) => request.url.pathname === '/api/v3/hotels')?.at ?? 0
    expect(hotelsAt - (requests[0]?.at ?? 0)).toBeLessThan(60_000)
    expect(client.rateLimits().search.blockedUntil).not.toBeNull()
    await settle(clock, search)
    expect(client.rateLimits().search.blockedUntil).toBeNull()
  })

  it('gives up with RATE_LIMIT_EXCEEDED when Retry-After is longer than the policy allows', async () => {
    const clock = manualClock()
    const { client, requests } = testClient(clock, () => replay('rate-limited'), {
      backoff: { maxRetryAfterSeconds: 30 },
    })
    await expect(settle(clock, client.catalog.countries())).rejects.toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
      status: 429,
      retryAfterSeconds: 60,
      details: { bucket: 'general' },
    })
    expect(requests).toHaveLength(1)
  })
})
