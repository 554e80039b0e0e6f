import { describe, expect, it } from 'vitest'
import type { CatalogFacet } from '../../../src/shared/ipc/catalog.contract'
import { SANDBOX_API_KEY } from '../../../src/main/base/environment'
import { syncCatalog, fileSandbox } from './fixtures'

/**
 * `catalog.facets` through the core's dispatch: the kinds and styles of the cached catalog, each with the number
 * of cached hotels that have it, checked against the service's own filter on the same catalog.
 */
const sandbox = fileSandbox()

const { desk } = sandbox

/** How many hotels the service lists with a kind or a style: `meta.total` of its catalog filter. */
async function serviceCount(filter: 'kinds' | 'styles', id: string): Promise<number> {
  const response = await fetch(`${sandbox.server.url}/api/v3/hotels?${filter}[]=${id}&perPage=1`, {
    headers: { 'X-API-Key': SANDBOX_API_KEY },
  })
  const body = (await response.json()) as { meta: { total: number } }
  return body.meta.total
}

const names = (facets: CatalogFacet[]): string[] => facets.map((facet) => facet.name)

describe('catalog facets', () => {
  it('are empty before the catalog is synced', async () => {
    const app = desk()
    expect(await app.call('catalog.facets', {})).toEqual({
      kinds: [],
      styles: [],
      asOf: null,
      complete: false,
    })
  })

  it('list the cached kinds and styles by name, with the hotels the service counts for each', async () => {
    const app = desk()
    const synced = await syncCatalog(app)
    const facets = await app.call('catalog.facets', { locale: 'en' })
    expect(facets).toMatchObject({ asOf: synced.lastSyncedAt, complete: true })
    expect(facets.kinds.length).toBeGreaterThan(3)
    expect(facets.styles.length).toBeGreaterThan(3)
    expect(names(facets.kinds)).toContain('Hotel')
    expect(names(facets.styles)).toContain('Luxury')
    for (const list of [facets.kinds, facets.styles]) {
      expect(names(list)).toEqual([...names(list)].sort((a, b) => a.localeCompare(b, 'en')))
    }
    for (const kind of facets.kinds)
      expect([kind.name, kind.hotels]).toEqual([kind.name, await serviceCount('kinds', kind.id)])
    for (const style of facets.styles) {
      expect([style.name, style.hotels]).toEqual([style.name, await serviceCount('styles', style.id)])
    }

    // Asked again with nothing synced since: the same answer; a locale is accepted (names are as cached).
    expect(await app.call('catalog.facets', {})).toEqual(facets)
    expect(await app.call('catalog.facets', { locale: 'fr' })).toMatchObject({
      kinds: expect.arrayContaining(facets.kinds),
    })
    expect(await app.fail('catalog.facets', { locale: 'french' })).toMatchObject({ code: 'INVALID_INPUT' })
  })
})
