/**
 * A desk cache filled the way the desk fills it: the core's catalog sync reading a sandbox over HTTP. Shared by the
 * benches that measure the desk's local index (beside the service, when they compare the two).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApiClient } from '../../src/main/api/create-client'
import { openDatabase } from '../../src/main/db/connection'
import type { Db } from '../../src/main/db/statements'
import { systemClock } from '../../src/main/platform/clock'
import { createNodeSecretStore } from '../../src/main/platform/node/secrets'
import { createCatalogSync } from '../../src/main/sync/catalog-sync'

export interface DeskCache {
  db: Db
  /** The cache's database file (a core opened on it reads the same catalog). */
  file: string
  folder: string
  stored: number
  close(): void
}

export async function fillDeskCache(sandboxUrl: string, folderPrefix: string): Promise<DeskCache> {
  const folder = mkdtempSync(join(tmpdir(), folderPrefix))
  const file = join(folder, 'cache.db')
  const { db } = openDatabase({ file })
  const { client } = createApiClient({
    endpoint: async () => ({
      kind: 'ready',
      environment: 'sandbox',
      baseUrl: sandboxUrl,
      auth: { method: 'apiKey', apiKey: 'sandbox-to-key-1' },
    }),
    secrets: createNodeSecretStore(folder),
    clock: systemClock,
  })
  const synced = await createCatalogSync({
    db,
    api: client.catalog,
    clock: systemClock,
    events: { publish: () => undefined },
    source: async () => ({ ok: true, id: 'sandbox' }),
    locale: () => 'en',
  }).syncNow()
  if (!synced.ok) throw new Error(`sync failed: ${synced.error.code}`)
  return {
    db,
    file,
    folder,
    stored: synced.outcome.stored,
    close: () => {
      db.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
