import type { EnvironmentName } from '../../shared/ipc'
import { CredentialsOwner } from '../../shared/ipc/settings.contract'
import type { ProbeDeps } from './environment-check'

/**
 * Whose credentials a service accepted. The spec gives no endpoint naming the caller, but every v3 management route
 * refuses a tour operator's key (403), so one light read of them tells the scope; the built-in sandbox also names
 * the organization on its control plane (`GET /_sandbox/caller`, loopback only, with the same credentials). Null
 * when the service would not say (an error, a timeout): the check's outcome stands without it.
 */
export async function credentialsOwner(
  deps: ProbeDeps,
  target: { environment: EnvironmentName; baseUrl: string },
  headers: Record<string, string>,
): Promise<CredentialsOwner | null> {
  const base = target.baseUrl.replace(/\/+$/, '')
  const get = (path: string) =>
    deps.fetch(`${base}${path}`, {
      headers: { ...headers, Accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs ?? 8_000),
    })
  try {
    if (target.environment === 'sandbox') {
      const answer = await get('/_sandbox/caller')
      if (!answer.ok) return null
      const parsed = CredentialsOwner.safeParse(await answer.json())
      return parsed.success ? parsed.data : null
    }
    const answer = await get('/api/v3/experiences?perPage=1')
    await answer.body?.cancel()
    if (answer.ok) return { organizationName: null, scope: 'dmc' }
    if (answer.status === 403) return { organizationName: null, scope: 'to' }
    return null
  } catch {
    return null
  }
}

const SCOPE_WORDS: Record<CredentialsOwner['scope'], string> = {
  dmc: 'a supplier (scope dmc): the Inventory section manages its experiences',
  to: 'a tour operator (scope to): it searches and books',
}

/** "It belongs to Atlas Ground Services, a supplier (scope dmc): ...", the scope alone when the name is unknown. */
export function ownerSentence(owner: CredentialsOwner): string {
  const whose = owner.organizationName ?? 'an organization'
  return `It belongs to ${whose}, ${SCOPE_WORDS[owner.scope]}.`
}
