import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCore, type Core } from '../../../src/main/core/create-core'
import { createNodePlatform } from '../../../src/main/platform/node/platform'
import { catalogModule } from '@agency-desk/sandbox'
import { sandboxForFile } from '../../support/sandbox/start'
import type {
  ChannelInput,
  ChannelName,
  ChannelOutput,
  DatasetSyncStatus,
  SyncProgress,
} from '../../../src/shared/ipc'
import { tempFolder } from './catalog-fixtures'

/**
 * The catalog channels through the core's one dispatch, on a core whose embedded sandbox is a test server:
 * search answers from SQLite, and keeps answering when the service is offline.
 */
const server = sandboxForFile({ hotels: 3000, modules: [catalogModule] })
let core: Core

beforeAll(async () => {
  core = createCore({
    platform: createNodePlatform(tempFolder('desk-catalog-core-')),
    app: { name: 'Agency Desk', version: '0', host: 'web' },
    sandbox: { start: async () => server().url, stop: async () => undefined },
    databaseFile: ':memory:',
  })
})
afterAll(async () => {
  await core.stop()
})

async function call<N extends ChannelName>(name: N, input: ChannelInput<N>): Promise<ChannelOutput<N>> {
  const result = await core.dispatch(name, input)
  if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`)
  return result.data as ChannelOutput<N>
}

/** Starts a sync through the channel and waits for its end, collecting its progress events. */
async function syncThroughChannel(): Promise<{
  started: DatasetSyncStatus
  ended: DatasetSyncStatus
  progress: SyncProgress[]
}> {
  const progress: SyncProgress[] = []
  let unsubscribe = (): void => undefined
  const ended = new Promise<DatasetSyncStatus>((resolve) => {
    unsubscribe = core.events.subscribe((event, payload) => {
      if (event === 'sync.progress') progress.push(payload as SyncProgress)
      if (event === 'sync.statusChanged' && !(payload as DatasetSyncStatus).syncing)
        resolve(payload as DatasetSyncStatus)
    })
  })
  const started = await call('catalog.syncNow', undefined)
  const result = { started, ended: await ended, progress }
  unsubscribe()
  return result
}

describe('catalog channels', () => {
  it('answer empty, and say so, before the first sync', async () => {
    expect(await call('catalog.searchHotels', { query: 'zur' })).toEqual({
      hotels: [],
      asOf: null,
      complete: false,
    })
    const status = await call('sync.status', undefined)
    expect(status.datasets.map((d) => d.dataset)).toEqual(['catalog', 'bookings', 'messages', 'documents'])
    expect(status.datasets[0]).toMatchObject({
      dataset: 'catalog',
      lastSyncedAt: null,
      syncing: false,
      stale: true,
    })
  })

  it('sync the catalog on demand with progress, then search it locally', async () => {
    const { started, ended, progress } = await syncThroughChannel()
    expect(started).toMatchObject({ dataset: 'catalog', syncing: true })
    expect(ended).toMatchObject({ syncing: false, stale: false, error: null })
    expect(progress.map((p) => `${p.done}/${p.total}`)).toEqual(['1000/3000', '2000/3000', '3000/3000'])

    const zur = await call('catalog.searchHotels', { query: 'Zür', limit: 5 })
    expect(zur.complete).toBe(true)
    expect(zur.asOf).toBe(ended.lastSyncedAt)
    expect(zur.hotels.length).toBeGreaterThan(0)
    expect(zur.hotels.length).toBeLessThanOrEqual(5)
    const lisb = await call('catalog.searchHotels', { query: 'lisb' })
    expect(lisb.hotels.some((hit) => hit.cityName === 'Lisbon')).toBe(true)
    const places = await call('catalog.searchLocations', { query: 'lisboa' })
    expect(places.locations[0]).toMatchObject({ kind: 'city', name: 'Lisbon', countryName: 'Portugal' })

    const first = zur.hotels[0]
    const detail = await call('catalog.getHotel', { id: first?.id ?? '' })
    expect(detail.hotel).toMatchObject({ id: first?.id, name: first?.name })
    expect(await call('catalog.getHotel', { id: 'NOSUCH' })).toEqual({ hotel: null, fetchedAt: null })
    // A results page's cards come joined to the search (hotels.availability): test/unit/main/availability-cards.
  })

  it('keep answering from the cache when the service is offline; the failed sync is reported', async () => {
    const before = await call('catalog.searchHotels', { query: 'lisb' })
    server().sandbox.setFaults({ ...server().sandbox.faults(), offline: true })
    try {
      const { ended } = await syncThroughChannel()
      expect(ended.error?.code).toMatch(/NETWORK|TIMEOUT/)
      expect(ended.lastSyncedAt).toBe(before.asOf)
      const offline = await call('catalog.searchHotels', { query: 'lisb' })
      expect(offline).toEqual(before)
      const places = await call('catalog.searchLocations', { query: 'zur', kinds: ['city'] })
      expect(places.locations[0]?.name).toBe('Zurich')
      const status = await call('sync.status', undefined)
      expect(status.datasets[0]?.error?.code).toBe(ended.error?.code)
    } finally {
      server().sandbox.setFaults({ ...server().sandbox.faults(), offline: false })
    }
  }, 120_000)
})
