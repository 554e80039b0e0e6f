import type { CatalogApi } from '../api/client'
import { serviceIdentity, type ServiceEndpoint } from '../base/environment'
import type { EventBus } from '../base/event-bus'
import type { SettingsService } from '../base/settings.service'
import type { Db } from '../db/statements'
import type { Clock } from '../platform/types'
import type { ConnectivityStatus } from '../../shared/ipc'
import { readCatalogCursor } from './catalog-pass'
import { createCatalogSync, type CatalogSource, type CatalogSync } from './catalog-sync'
import type { SyncStatusRegistry } from './sync-status'

export interface CatalogSetupDeps {
  db: Db
  api: CatalogApi
  clock: Clock
  events: EventBus
  settings: SettingsService
  endpoint: () => Promise<ServiceEndpoint>
  connectivity: { status(): ConnectivityStatus }
  syncStatus: SyncStatusRegistry
}

/**
 * The catalog sync as the core runs it: on the active environment, in the agent's locale, paused while the
 * service is offline, restarted on another environment's catalog when the agent switches environment.
 */
export function setupCatalogSync(deps: CatalogSetupDeps): CatalogSync {
  const source = async (): Promise<CatalogSource> => {
    const endpoint = await deps.endpoint()
    if (endpoint.kind !== 'ready') return { ok: false, code: 'NOT_CONFIGURED', reason: endpoint.reason }
    return { ok: true, id: serviceIdentity(endpoint) }
  }
  const sync = createCatalogSync({
    db: deps.db,
    api: deps.api,
    clock: deps.clock,
    events: deps.events,
    source,
    locale: () => deps.settings.get().locale,
    isOffline: () => deps.connectivity.status().state === 'offline',
  })
  deps.syncStatus.register('catalog', () => sync.status())
  deps.events.subscribe((event, payload) => {
    if (event === 'connectivity.changed') sync.onConnectivity(payload as ConnectivityStatus)
    if (event === 'settings.changed') void restartOnNewSource(deps.db, sync, source)
  })
  return sync
}

/** Another environment serves another catalog: the pass under way stops and a pass on the new one starts. */
async function restartOnNewSource(
  db: Db,
  sync: CatalogSync,
  source: () => Promise<CatalogSource>,
): Promise<void> {
  const cursor = readCatalogCursor(db)
  const next = await source()
  if (!next.ok || cursor === null || cursor.source === next.id) return
  await sync.restart()
}
