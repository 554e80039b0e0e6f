import { describe, expect, it } from 'vitest'
import { syncCatalog, type TestCore, fileSandbox } from './fixtures'

/**
 * Issue 14, point 10: the kinds and styles of the search form are counted over the search, and each count is what
 * choosing it would leave: the service's own total for the same search with that filter.
 */
const sandbox = fileSandbox()

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const availabilityCalls = (app: TestCore) =>
  app.requests.filter((request) => request === 'GET /api/v3/hotels/availability').length

describe('search facets', () => {
  it('count what each kind and style would leave of the search, not the whole catalog', async () => {
    const app = sandbox.desk()
    await syncCatalog(app)
    const search = { search: 'hotel', checkIn: day(40), checkOut: day(43), rooms: [{ adults: 2 }] }
    const answer = await app.call('hotels.availability', { ...search, page: 1, perPage: 20 })
    const facets = await app.call('hotels.searchFacets', search)
    expect(facets.hotels).toBe(answer.meta.total)
    expect(facets.uncounted).toBe(0)
    expect(facets.counted).toBe(Math.min(answer.meta.total, 1000))
    expect(facets.kinds.length).toBeGreaterThan(0)

    const total = async (filters: { kinds?: string[]; styles?: string[] }) =>
      (await app.call('hotels.availability', { ...search, ...filters, page: 1, perPage: 1 })).meta.total
    for (const kind of facets.kinds.slice(0, 3))
      expect(await total({ kinds: [kind.id] }), kind.name).toBe(kind.hotels)
    for (const style of facets.styles.slice(0, 3))
      expect(await total({ styles: [style.id] }), style.name).toBe(style.hotels)

    // With a style chosen, a kind counts the hotels of both; the style's own count ignores its choice.
    const style = facets.styles.find((entry) => entry.hotels > 0)!
    const narrowed = await app.call('hotels.searchFacets', { ...search, styles: [style.id] })
    expect(narrowed.styles).toEqual(facets.styles)
    for (const kind of narrowed.kinds.slice(0, 3))
      expect(await total({ kinds: [kind.id], styles: [style.id] }), kind.name).toBe(kind.hotels)

    // Not the catalog's counts: the catalog has more hotels than this search finds.
    const catalog = await app.call('catalog.facets', {})
    const sum = (list: { hotels: number }[]) => list.reduce((all, entry) => all + entry.hotels, 0)
    expect(sum(facets.kinds)).toBeLessThan(sum(catalog.kinds))

    // The same search counted again asks the service nothing more.
    const before = availabilityCalls(app)
    expect(before).toBeGreaterThan(0)
    await app.call('hotels.searchFacets', { ...search, sort: ['price'] })
    expect(availabilityCalls(app)).toBe(before)
  })
})
