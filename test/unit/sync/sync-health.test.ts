import { describe, expect, it } from 'vitest'
import { makeClientReference, isClientReference } from '../../../src/main/booking-creates/client-reference'
import { computeHealth } from '../../../src/main/sync/sync-health'
import { describeDataset } from '../../../src/main/sync/sync-status'
import type { DatasetSyncStatus } from '../../../src/shared/ipc'

const status = (patch: Partial<DatasetSyncStatus>): DatasetSyncStatus => ({
  dataset: 'bookings',
  lastSyncedAt: '2026-03-01T09:00:00.000Z',
  syncing: false,
  stale: false,
  error: null,
  progress: null,
  ...patch,
})

describe('sync health', () => {
  it('says syncing, failing, stale or ok per dataset, in that precedence', () => {
    const error = { code: 'NETWORK', message: 'down', at: '2026-03-01T09:05:00.000Z' }
    const health = computeHealth(
      [
        status({ dataset: 'catalog', syncing: true, error }),
        status({ dataset: 'bookings', error, stale: true }),
        status({ dataset: 'messages', stale: true }),
        status({ dataset: 'documents' }),
      ],
      { pending: 2, sending: 1, failed: 1 },
    )
    expect(health.datasets.map((dataset) => dataset.state)).toEqual(['syncing', 'failing', 'stale', 'ok'])
    expect(health.datasets[1]).toMatchObject({ error, lastSyncedAt: '2026-03-01T09:00:00.000Z' })
    expect(health.writes).toEqual({ pending: 3, failed: 1 })
  })
})

describe('client reference', () => {
  it('is AD- and a ULID-like, time-sortable text', () => {
    const first = makeClientReference(Date.parse('2026-03-01T09:00:00Z'), () => new Uint8Array(5))
    const later = makeClientReference(Date.parse('2026-03-01T09:00:01Z'), () => new Uint8Array(5).fill(255))
    expect(first).toMatch(/^AD-[0-9A-Z]{18}$/)
    expect(isClientReference(first)).toBe(true)
    expect(later > first).toBe(true)
    expect(later.endsWith('ZZZZZZZZ')).toBe(true)
    expect(makeClientReference(Date.now())).not.toBe(makeClientReference(Date.now()))
  })
})

describe('a dataset never fetched', () => {
  const now = new Date('2026-03-01T10:00:00.000Z')
  const base = { now, syncing: false, progress: null, staleAfterMs: null }

  it('is stale when the desk keeps it up to date in the background (catalog, bookings)', () => {
    expect(describeDataset('bookings', null, base).stale).toBe(true)
  })

  it('is not stale when it is read on demand (a booking opened): the header warns of nothing', () => {
    const messages = describeDataset('messages', null, { ...base, neverSyncedIsStale: false })
    expect(messages.stale).toBe(false)
    expect(computeHealth([messages], { pending: 0, sending: 0, failed: 0 }).datasets[0]?.state).toBe('ok')
  })
})
