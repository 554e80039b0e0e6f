import type { PasswordTokenRequest, RefreshTokenRequest, TokenResponse } from '../../../shared/api'
import type { EnvironmentName } from '../../../shared/ipc'
import type { Clock, SecretStore } from '../../platform/types'
import { ServiceError } from '../errors'
import {
  deleteBearerSession,
  readBearerSession,
  writeBearerSession,
  type BearerSession,
} from '../../base/bearer-session-store'

/** One call of `POST /api/v1/oauth/token` against a given environment (the client's transport provides it). */
export type TokenExchange = (
  target: { environment: EnvironmentName; baseUrl: string },
  body: PasswordTokenRequest | RefreshTokenRequest,
  signal?: AbortSignal,
) => Promise<TokenResponse>

export interface BearerTarget {
  environment: EnvironmentName
  baseUrl: string
}

/**
 * The bearer flow (spec, Authentication): sign in once with user name and password, keep the tokens encrypted,
 * refresh shortly before the access token expires, and once more when the service rejects it. When the refresh
 * itself is refused the session ends: the tokens are dropped, `onSessionEnded` tells the app, and every call fails
 * with `signInRequired` until the agent signs in again. There is never more than one refresh per rejection.
 */
export interface BearerAuth {
  signIn(
    target: BearerTarget,
    username: string,
    password: string,
    signal?: AbortSignal,
  ): Promise<BearerSession>
  signOut(environment: EnvironmentName): void
  session(environment: EnvironmentName): { username: string } | null
  /** A usable access token, refreshed first when it expires within the margin. */
  accessToken(target: BearerTarget, signal?: AbortSignal): Promise<string>
  /** After a 401 for `rejected`: refreshes unless another call already did. Throws when the session ended. */
  renewAfterRejection(target: BearerTarget, rejected: string, signal?: AbortSignal): Promise<void>
}

export interface BearerAuthDeps {
  secrets: SecretStore
  clock: Clock
  exchange: TokenExchange
  /** Refresh when the access token has less than this left (default one minute). */
  refreshMarginMs?: number
  onSessionEnded?: (environment: EnvironmentName) => void
}

export function createBearerAuth(deps: BearerAuthDeps): BearerAuth {
  const margin = deps.refreshMarginMs ?? 60_000
  const refreshing = new Map<EnvironmentName, Promise<BearerSession>>()
  const nowMs = (): number => deps.clock.now().getTime()

  const toSession = (username: string, tokens: TokenResponse): BearerSession => ({
    username,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    // From our own clock at receipt, not the service's createdAt: the two clocks need not agree.
    expiresAtMs: nowMs() + tokens.expiresIn * 1000,
  })

  const signInRequired = (environment: EnvironmentName, message: string): ServiceError =>
    new ServiceError({
      code: 'UNAUTHENTICATED',
      message,
      status: 401,
      signInRequired: true,
      endpoint: 'POST /api/v1/oauth/token',
      details: { environment },
    })

  const refresh = (target: BearerTarget, signal?: AbortSignal): Promise<BearerSession> => {
    const running = refreshing.get(target.environment)
    if (running !== undefined) return running
    const work = (async () => {
      const session = readBearerSession(deps.secrets, target.environment)
      if (session === null) throw signInRequired(target.environment, 'Sign in with the API user again.')
      let tokens: TokenResponse
      try {
        tokens = await deps.exchange(
          target,
          { grantType: 'refresh_token', refreshToken: session.refreshToken },
          signal,
        )
      } catch (error) {
        // Refused (expired, revoked, already used): the session is over. Anything else (offline, 5xx) keeps it.
        if (error instanceof ServiceError && (error.status === 400 || error.status === 401)) {
          deleteBearerSession(deps.secrets, target.environment)
          deps.onSessionEnded?.(target.environment)
          throw signInRequired(
            target.environment,
            `The session of ${session.username} has ended. Sign in again in Settings.`,
          )
        }
        throw error
      }
      const next = toSession(session.username, tokens)
      writeBearerSession(deps.secrets, target.environment, next)
      return next
    })().finally(() => refreshing.delete(target.environment))
    refreshing.set(target.environment, work)
    return work
  }

  return {
    async signIn(target, username, password, signal) {
      const tokens = await deps.exchange(target, { username, password }, signal)
      const session = toSession(username.trim(), tokens)
      writeBearerSession(deps.secrets, target.environment, session)
      return session
    },
    signOut(environment) {
      deleteBearerSession(deps.secrets, environment)
    },
    session(environment) {
      const session = readBearerSession(deps.secrets, environment)
      return session === null ? null : { username: session.username }
    },
    async accessToken(target, signal) {
      const session = readBearerSession(deps.secrets, target.environment)
      if (session === null) throw signInRequired(target.environment, 'Sign in with the API user in Settings.')
      if (session.expiresAtMs - nowMs() > margin) return session.accessToken
      return (await refresh(target, signal)).accessToken
    },
    async renewAfterRejection(target, rejected, signal) {
      const session = readBearerSession(deps.secrets, target.environment)
      // Another call refreshed while this one was in flight: its new token is the one to retry with.
      if (session !== null && session.accessToken !== rejected) return
      await refresh(target, signal)
    },
  }
}
