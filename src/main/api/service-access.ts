import type { EnvironmentName } from '../../shared/ipc'
import type { EventBus } from '../base/event-bus'
import {
  resolveEndpoint,
  type EmbeddedSandbox,
  type ReadyEndpoint,
  type ServiceEndpoint,
} from '../base/environment'
import type { SettingsService } from '../base/settings.service'
import type { Platform } from '../platform/types'
import type { BearerAuth } from './auth/bearer-auth'
import { credentialsStatus } from './auth/credentials-status'
import type { ApiClient, TrafficReport } from './client'
import { createApiClient } from './create-client'

export interface ServiceAccess {
  /** The active environment: address and credentials (main only). */
  endpoint(): Promise<ServiceEndpoint>
  api: ApiClient
  bearer: BearerAuth
  /** Credentials for a request made outside the client (the connectivity probe). */
  probeHeaders(endpoint: ReadyEndpoint): Promise<Record<string, string>>
}

export interface ServiceAccessDeps {
  platform: Platform
  settings: SettingsService
  events: EventBus
  sandbox: EmbeddedSandbox | null
  fetch?: typeof fetch
  onTraffic?: (report: TrafficReport) => void
}

/**
 * How the core reaches the service: the active environment from settings and secrets, the API client on top of
 * it, and the bearer sessions. When a session ends, `credentials.changed` tells the renderer to ask for a sign-in.
 */
export function createServiceAccess(deps: ServiceAccessDeps): ServiceAccess {
  const { secrets, clock } = deps.platform
  const endpoint = () => resolveEndpoint(deps.settings.get(), secrets, deps.sandbox)
  const announce = (environment: EnvironmentName): void =>
    deps.events.publish(
      'credentials.changed',
      credentialsStatus(environment, { settings: deps.settings.get(), secrets, bearer }),
    )
  const { client, bearer } = createApiClient({
    endpoint,
    secrets,
    clock,
    ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }),
    ...(deps.onTraffic === undefined ? {} : { onTraffic: deps.onTraffic }),
    onSessionEnded: announce,
    onServiceClockChanged: (clock) => deps.events.publish('connectivity.serviceClockChanged', clock),
  })
  return {
    endpoint,
    api: client,
    bearer,
    async probeHeaders(ready): Promise<Record<string, string>> {
      if (ready.auth.method === 'apiKey') return { 'X-API-Key': ready.auth.apiKey }
      return { Authorization: `Bearer ${await bearer.accessToken(ready)}` }
    },
  }
}
