import type { EnvironmentName, Settings } from '../../shared/ipc'
import { readBearerSession } from './bearer-session-store'
import type { SecretStore } from '../platform/types'

/** The embedded sandbox's demo key for the first tour operator: public, documented in the README. */
export const SANDBOX_API_KEY = 'sandbox-to-key-1'

/**
 * How requests to the active environment authenticate. For a bearer user only the user name is here: the tokens
 * stay in the secret store and the API client reads (and refreshes) them per request.
 */
export type EndpointAuth = { method: 'apiKey'; apiKey: string } | { method: 'bearer'; username: string }

/** Where the service of the active environment is and how to authenticate; never leaves main. */
export type ServiceEndpoint =
  | { kind: 'ready'; environment: EnvironmentName; baseUrl: string; auth: EndpointAuth }
  | {
      kind: 'unconfigured'
      environment: EnvironmentName
      reason: string
      /** The environment uses an API user who is not signed in (or whose session ended). */
      signInRequired: boolean
    }

export type ReadyEndpoint = Extract<ServiceEndpoint, { kind: 'ready' }>

/** The embedded sandbox, started on loopback by the bootstrap when the sandbox environment is active. */
export interface EmbeddedSandbox {
  /** Starts it if needed and returns its base URL. */
  start(): Promise<string>
  stop(): Promise<void>
}

export const apiKeySecretName = (environment: EnvironmentName): string => `apiKey.${environment}`

/**
 * The API key an environment uses: the saved one; for the built-in sandbox, its demo key when none is saved (a
 * supplier saves a supplier's key to manage experiences on it).
 */
export function savedApiKey(secrets: Pick<SecretStore, 'get'>, environment: EnvironmentName): string | null {
  const saved = secrets.get(apiKeySecretName(environment))
  return saved ?? (environment === 'sandbox' ? SANDBOX_API_KEY : null)
}

const TITLES: Record<EnvironmentName, string> = {
  sandbox: 'the sandbox',
  staging: 'staging',
  production: 'production',
}

const trimBaseUrl = (baseUrl: string): string => baseUrl.replace(/\/+$/, '')

/**
 * Which service the data of an endpoint belongs to: the catalog, the bookings cache, queued writes and hotel
 * creates are all kept per service identity, so that nothing of one service is shown or replayed on another. The
 * embedded sandbox is `sandbox` whatever its port (it moves at each start but serves the same data); another
 * environment is its name and address, so a new address in Settings is another service.
 */
export function serviceIdentity(endpoint: { environment: EnvironmentName; baseUrl: string }): string {
  return endpoint.environment === 'sandbox' ? 'sandbox' : `${endpoint.environment} ${endpoint.baseUrl}`
}

/**
 * The active service's identity from the settings alone, null when the environment has no address. It needs no
 * credentials (a key not saved yet, a user not signed in): a write queued then still belongs to that service.
 * For a ready endpoint it is the same as `serviceIdentity(endpoint)`.
 */
export function activeServiceIdentity(settings: Settings): string | null {
  const { environment } = settings
  if (environment === 'sandbox') return serviceIdentity({ environment, baseUrl: '' })
  const baseUrl = settings.baseUrls[environment]
  return baseUrl === null ? null : serviceIdentity({ environment, baseUrl: trimBaseUrl(baseUrl) })
}

/** The base URL of an environment, or why there is none. */
export async function resolveBaseUrl(
  settings: Settings,
  environment: EnvironmentName,
  sandbox: EmbeddedSandbox | null,
): Promise<{ ok: true; baseUrl: string } | { ok: false; reason: string }> {
  if (environment === 'sandbox') {
    if (sandbox === null) return { ok: false, reason: 'The embedded sandbox is not available.' }
    return { ok: true, baseUrl: trimBaseUrl(await sandbox.start()) }
  }
  const baseUrl = settings.baseUrls[environment]
  if (baseUrl === null) {
    return { ok: false, reason: `No address is set for ${environment}. Add it in Settings.` }
  }
  return { ok: true, baseUrl: trimBaseUrl(baseUrl) }
}

/** The active environment's endpoint: the one place that turns settings and secrets into "where and how". */
export async function resolveEndpoint(
  settings: Settings,
  secrets: SecretStore,
  sandbox: EmbeddedSandbox | null,
): Promise<ServiceEndpoint> {
  const environment = settings.environment
  const unconfigured = (reason: string, signInRequired = false): ServiceEndpoint => ({
    kind: 'unconfigured',
    environment,
    reason,
    signInRequired,
  })
  const base = await resolveBaseUrl(settings, environment, sandbox)
  if (!base.ok) return unconfigured(base.reason)

  if (settings.authMethods[environment] === 'bearer') {
    const session = readBearerSession(secrets, environment)
    if (session === null) {
      return unconfigured(`Sign in with the API user for ${TITLES[environment]} in Settings.`, true)
    }
    return {
      kind: 'ready',
      environment,
      baseUrl: base.baseUrl,
      auth: { method: 'bearer', username: session.username },
    }
  }
  const apiKey = savedApiKey(secrets, environment)
  if (apiKey === null) {
    return unconfigured(`No API key is saved for ${environment}. Add it in Settings.`)
  }
  return { kind: 'ready', environment, baseUrl: base.baseUrl, auth: { method: 'apiKey', apiKey } }
}
