import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApiClient } from '../../../src/main/api/create-client'
import { ServiceError, type CatalogApi } from '../../../src/main/api/client'
import type { EventBus } from '../../../src/main/base/event-bus'
import type { Db } from '../../../src/main/db/statements'
import { createNodeSecretStore } from '../../../src/main/platform/node/secrets'
import { systemClock } from '../../../src/main/platform/clock'
import { createCatalogSync, type CatalogSyncDeps } from '../../../src/main/sync/catalog-sync'
import type { SandboxServer } from '@agency-desk/sandbox'
import { encodeId } from '../../../src/shared/domain/ids'
import type { EventName, EventPayload } from '../../../src/shared/ipc'

/** The app's real API client on a sandbox URL, with the first tour operator's demo key. */
export function catalogApi(baseUrl: string): CatalogApi {
  const { client } = createApiClient({
    endpoint: async () => ({
      kind: 'ready',
      environment: 'sandbox',
      baseUrl,
      auth: { method: 'apiKey', apiKey: 'sandbox-to-key-1' },
    }),
    secrets: createNodeSecretStore(mkdtempSync(join(tmpdir(), 'desk-secrets-'))),
    clock: systemClock,
  })
  return client.catalog
}

export interface RecordedEvent {
  event: EventName
  payload: unknown
}

/** An event sink that keeps what was published, in order. */
export function recordingEvents(): Pick<EventBus, 'publish'> & { seen: RecordedEvent[] } {
  const seen: RecordedEvent[] = []
  return {
    seen,
    publish<E extends EventName>(event: E, payload: EventPayload<E>) {
      seen.push({ event, payload })
    },
  }
}

export function testCatalogSync(db: Db, api: CatalogApi, overrides: Partial<CatalogSyncDeps> = {}) {
  const events = recordingEvents()
  const sync = createCatalogSync({
    db,
    api,
    clock: systemClock,
    events,
    source: async () => ({ ok: true, id: 'sandbox' }),
    locale: () => 'en',
    log: () => undefined,
    ...overrides,
  })
  return { sync, events }
}

/** Pages asked of GET /api/v3/hotels, and an optional failure at one page (a connection cut mid-sync). */
export function instrumentedApi(api: CatalogApi, failAtPage: number | null = null) {
  const pages: number[] = []
  const wrapped: CatalogApi = {
    ...api,
    hotels: async (params, options) => {
      const page = params?.page ?? 1
      pages.push(page)
      if (page === failAtPage) {
        throw new ServiceError({ code: 'NETWORK', message: `Connection cut before page ${page}.` })
      }
      return api.hotels(params, options)
    },
  }
  return { api: wrapped, pages }
}

/** Every hotel id the sandbox serves, encoded as its API does: the truth to compare the cache with. */
export function sandboxHotelIds(server: SandboxServer): string[] {
  const rows = server.sandbox.ctx.db.prepare('SELECT id FROM hotels').all() as { id: number }[]
  return rows.map((row) => encodeId('hotel', row.id)).sort()
}

export function tempFolder(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix))
}
