import type { InventoryAccess } from '../../shared/ipc/inventory.contract'
import { DeskError } from '../../shared/ipc'
import type { ServiceEndpoint } from '../base/environment'
import type { ApiClient } from '../api/client'
import { isServiceError } from '../api/errors'

export interface InventoryAccessGuard {
  /** The scope of the active credentials, asked of the service once per credentials (address and key or user). */
  access(): Promise<InventoryAccess>
  /** Resolves for a supplier's credentials; a typed NOT_ALLOWED (or OFFLINE while unknown) otherwise. */
  requireSupplier(): Promise<void>
}

const NOT_A_SUPPLIER =
  'The inventory belongs to supplier organizations. The credentials in use are a tour operator’s: switch to a ' +
  'supplier’s key in Settings to manage experiences.'

/**
 * The spec gives no endpoint that tells a key's scope, but every v3 management route refuses a tour operator's key
 * (the sandbox: 403 SCOPE_NOT_ALLOWED). So the first inventory read of a credentials set answers the question, and
 * the answer is kept for those credentials only (a new key, user or address asks again).
 */
export function createInventoryAccess(deps: {
  api: ApiClient
  endpoint(): Promise<ServiceEndpoint>
}): InventoryAccessGuard {
  const known = new Map<string, 'dmc' | 'to'>()
  const identity = (endpoint: ServiceEndpoint): string | null =>
    endpoint.kind !== 'ready'
      ? null
      : [
          endpoint.environment,
          endpoint.baseUrl,
          endpoint.auth.method === 'apiKey'
            ? `key ${endpoint.auth.apiKey}`
            : `user ${endpoint.auth.username}`,
        ].join(' ')

  async function access(): Promise<InventoryAccess> {
    const endpoint = await deps.endpoint()
    const id = identity(endpoint)
    if (id === null) return { scope: 'unknown', message: 'The service is not set up yet (Settings).' }
    const cached = known.get(id)
    if (cached !== undefined) return { scope: cached, message: cached === 'to' ? NOT_A_SUPPLIER : null }
    try {
      await deps.api.inventory.experiences.list({ perPage: 1 })
      known.set(id, 'dmc')
      return { scope: 'dmc', message: null }
    } catch (error) {
      if (isServiceError(error) && error.status === 403) {
        known.set(id, 'to')
        return { scope: 'to', message: NOT_A_SUPPLIER }
      }
      const reason = isServiceError(error) ? error.message : 'The service did not answer.'
      return {
        scope: 'unknown',
        message: `Agency Desk could not ask the service who these credentials are. ${reason}`,
      }
    }
  }

  return {
    access,
    async requireSupplier() {
      const { scope, message } = await access()
      if (scope === 'dmc') return
      if (scope === 'to') throw new DeskError('NOT_ALLOWED', NOT_A_SUPPLIER, { scope })
      throw new DeskError('OFFLINE', message ?? 'The service cannot be reached.', { scope })
    },
  }
}
