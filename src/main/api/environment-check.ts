import type { CredentialsStatus, EnvironmentName } from '../../shared/ipc'
import type { EnvironmentCheck, EnvironmentProblem } from '../../shared/ipc/settings.contract'

/**
 * Whether an environment can be used, before it is saved: its address has the right shape, its credentials are
 * there, and (`probeEnvironment`) a test call to the service answers, with one clear outcome: reachable, wrong
 * key (or user), unreachable, or an address that answers but not as the booking service.
 */

const TITLES: Record<EnvironmentName, string> = {
  sandbox: 'The sandbox',
  staging: 'Staging',
  production: 'Production',
}

/** What keeps an environment from being used, each on the field to fix; empty when nothing does. */
export function environmentProblems(
  environment: EnvironmentName,
  baseUrl: string | null,
  credentials: Pick<CredentialsStatus, 'authMethod' | 'hasApiKey' | 'signedInAs'>,
): EnvironmentProblem[] {
  if (environment === 'sandbox') return []
  const problems: EnvironmentProblem[] = []
  const address = baseUrl?.trim() ?? ''
  if (address === '') {
    problems.push({ path: `baseUrls.${environment}`, message: `Enter the address of ${environment}.` })
  } else if (!isHttpUrl(address)) {
    problems.push({
      path: `baseUrls.${environment}`,
      message: 'Enter a full http:// or https:// address, e.g. https://api.example.com',
    })
  }
  if (credentials.authMethod === 'apiKey' && !credentials.hasApiKey) {
    problems.push({
      path: `credentials.${environment}`,
      message: `Save the API key of ${environment} first.`,
    })
  }
  if (credentials.authMethod === 'bearer' && credentials.signedInAs === null) {
    problems.push({
      path: `credentials.${environment}`,
      message: `Sign in with the API user of ${environment} first.`,
    })
  }
  return problems
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** One sentence for a refused save: which environment, and the first thing to fix. */
export function problemsSentence(environment: EnvironmentName, problems: EnvironmentProblem[]): string {
  return `${TITLES[environment]} cannot be used yet: ${problems.map((problem) => problem.message).join(' ')}`
}

export interface ProbeDeps {
  fetch: typeof fetch
  timeoutMs?: number
}

/**
 * A test call: one page of one country (the lightest read of the catalog, as the connectivity probe makes), with
 * the credentials the environment would use. The answer must look like the service's (JSON with `data`).
 */
export async function probeEnvironment(
  deps: ProbeDeps,
  target: { environment: EnvironmentName; baseUrl: string; authMethod: 'apiKey' | 'bearer' },
  headers: Record<string, string>,
): Promise<EnvironmentCheck> {
  const base = target.baseUrl.replace(/\/+$/, '')
  const who = target.authMethod === 'apiKey' ? 'the API key' : 'the API user'
  let response: Response
  try {
    response = await deps.fetch(`${base}/api/v3/countries?perPage=1`, {
      headers: { ...headers, Accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs ?? 8_000),
    })
  } catch {
    return {
      outcome: 'unreachable',
      message: `Nothing answered at ${base}. Check the address and this computer's connection.`,
      problems: [],
      caller: null,
    }
  }
  const body: unknown = await response.json().catch(() => null)
  const looksLikeService = typeof body === 'object' && body !== null && ('data' in body || 'error' in body)
  if (response.status === 401 || response.status === 403) {
    return {
      outcome: 'wrongKey',
      message:
        target.authMethod === 'apiKey'
          ? `The service at ${base} refused the API key. Check it and save it again.`
          : `The service at ${base} refused the API user. Sign in again.`,
      problems: [],
      caller: null,
    }
  }
  if (!looksLikeService) {
    return {
      outcome: 'notTheService',
      message: `${base} answered (HTTP ${response.status}), but not as the booking service. Check the address.`,
      problems: [],
      caller: null,
    }
  }
  if (response.ok || response.status === 429) {
    return {
      outcome: 'reachable',
      message: `The service at ${base} answered and accepted ${who}.`,
      problems: [],
      caller: null,
    }
  }
  return {
    outcome: 'serviceError',
    message: `The service at ${base} answered with an error (HTTP ${response.status}). Try again later.`,
    problems: [],
    caller: null,
  }
}
