import type { EnvironmentName } from '../../shared/ipc'
import type { EventBus } from '../base/event-bus'
import type { EnvironmentCheck } from '../../shared/ipc/settings.contract'
import {
  resolveBaseUrl,
  resolveEndpoint,
  savedApiKey,
  type EmbeddedSandbox,
  type EndpointAuth,
  type ReadyEndpoint,
  type ServiceEndpoint,
} from '../base/environment'
import type { SettingsService } from '../base/settings.service'
import type { Platform } from '../platform/types'
import type { BearerAuth } from './auth/bearer-auth'
import { credentialsStatus } from './auth/credentials-status'
import type { ApiClient, TrafficReport } from './client'
import { createApiClient } from './create-client'
import { credentialsOwner, ownerSentence } from './credentials-owner'
import { environmentProblems, probeEnvironment, problemsSentence } from './environment-check'

export interface ServiceAccess {
  /** The active environment: address and credentials (main only). */
  endpoint(): Promise<ServiceEndpoint>
  api: ApiClient
  bearer: BearerAuth
  /** Credentials for a request made outside the client (the connectivity probe). */
  probeHeaders(endpoint: ReadyEndpoint): Promise<Record<string, string>>
  /**
   * Checks an environment before it is saved: the address typed (the sandbox's own for the sandbox), the saved
   * credentials, then one test call (environment-check.ts).
   */
  checkEnvironment(environment: EnvironmentName, baseUrl: string | null): Promise<EnvironmentCheck>
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
  const probeHeaders = async (ready: ReadyEndpoint): Promise<Record<string, string>> => {
    if (ready.auth.method === 'apiKey') return { 'X-API-Key': ready.auth.apiKey }
    return { Authorization: `Bearer ${await bearer.accessToken(ready)}` }
  }
  return {
    endpoint,
    api: client,
    bearer,
    probeHeaders,
    async checkEnvironment(environment, typed) {
      const settings = deps.settings.get()
      const credentials = credentialsStatus(environment, { settings, secrets, bearer })
      const base =
        environment === 'sandbox' ? await resolveBaseUrl(settings, environment, deps.sandbox) : null
      const baseUrl = base === null ? typed : base.ok ? base.baseUrl : null
      const problems = environmentProblems(environment, baseUrl, credentials)
      if (problems.length > 0 || baseUrl === null) {
        return {
          outcome: 'incomplete',
          message: problemsSentence(environment, problems),
          problems,
          caller: null,
        }
      }
      const apiKey = savedApiKey(secrets, environment)
      const auth: EndpointAuth =
        credentials.authMethod === 'bearer'
          ? { method: 'bearer', username: credentials.signedInAs ?? '' }
          : { method: 'apiKey', apiKey: apiKey ?? '' }
      const target = { environment, baseUrl: baseUrl.replace(/\/+$/, ''), authMethod: auth.method }
      let headers: Record<string, string>
      try {
        headers = await probeHeaders({ kind: 'ready', environment, baseUrl: target.baseUrl, auth })
      } catch (error) {
        // A bearer session that cannot be renewed: the service refused the user.
        const reason = error instanceof Error ? error.message : 'The sign-in cannot be used.'
        return { outcome: 'wrongKey', message: reason, problems: [], caller: null }
      }
      const probe = { fetch: deps.fetch ?? fetch }
      const check = await probeEnvironment(probe, target, headers)
      if (check.outcome !== 'reachable') return check
      const caller = await credentialsOwner(probe, target, headers)
      if (caller === null) return check
      return { ...check, message: `${check.message} ${ownerSentence(caller)}`, caller }
    },
  }
}
