import { serviceIdentity, type ServiceEndpoint } from '../base/environment'
import type { Db } from '../db/statements'
import { readCatalogCursor } from './catalog-pass'
import type { CatalogSource, CatalogSync } from './catalog-sync'

/** Which catalog the active environment serves (its identity), or why there is none. */
export function catalogSource(endpoint: () => Promise<ServiceEndpoint>): () => Promise<CatalogSource> {
  return async () => {
    const active = await endpoint()
    if (active.kind !== 'ready') return { ok: false, code: 'NOT_CONFIGURED', reason: active.reason }
    return { ok: true, id: serviceIdentity(active) }
  }
}

/**
 * Another environment serves another catalog: the pass under way stops and a pass on the new one starts. Called
 * when the settings change; nothing happens while the stored catalog is the active environment's.
 */
export async function restartOnNewSource(
  db: Db,
  sync: Pick<CatalogSync, 'restart'>,
  source: () => Promise<CatalogSource>,
): Promise<void> {
  const cursor = readCatalogCursor(db)
  const next = await source()
  if (!next.ok || cursor === null || cursor.source === next.id) return
  await sync.restart()
}
