import type { MiddlewareHandler } from 'hono'
import type { SandboxContext, SandboxEnv } from './context'
import { ApiError } from './errors'
import { API_USERS, organizationById, organizationByKey } from './organizations'
import { checkAccessToken } from './tokens'

/** The token endpoint carries its credentials in the body: it is the one /api route without a key or token. */
export const TOKEN_PATH = '/api/v1/oauth/token'

const unauthorized = (code: string, message: string, bearer = false): ApiError =>
  new ApiError(
    401,
    code,
    message,
    null,
    bearer ? { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` } : {},
  )

/**
 * Every service request carries `X-API-Key` or `Authorization: Bearer <token>` (spec, Authentication). When an
 * Authorization header is present it decides (a key sent beside it is ignored). Missing, unknown or expired
 * credentials answer 401 with the v3 error body (the spec does not show that response; see README).
 */
export function requireCaller(ctx: SandboxContext): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (c.req.path === TOKEN_PATH) return next()
    const authorization = c.req.header('authorization')
    if (authorization !== undefined && authorization !== '') {
      const match = /^Bearer\s+(\S{1,512})$/i.exec(authorization.trim())
      if (match === null)
        throw unauthorized('INVALID_TOKEN', 'The Authorization header must be "Bearer <token>".', true)
      const check = checkAccessToken(ctx.db, ctx.clock, match[1] as string)
      if (!check.ok) {
        throw check.reason === 'expired'
          ? unauthorized('TOKEN_EXPIRED', 'The access token has expired; refresh it.', true)
          : unauthorized('INVALID_TOKEN', 'The access token is not valid.', true)
      }
      const user = API_USERS.find((candidate) => candidate.id === check.userId)
      const organization = user === undefined ? undefined : organizationById(user.organizationId)
      if (user === undefined || organization === undefined)
        throw unauthorized('INVALID_TOKEN', 'The access token is not valid.', true)
      c.set('caller', { organization, user })
      return next()
    }
    const apiKey = c.req.header('x-api-key')
    if (apiKey === undefined || apiKey === '') {
      throw unauthorized(
        'UNAUTHENTICATED',
        'Missing credentials: send the X-API-Key header or a bearer token.',
      )
    }
    const organization = organizationByKey(apiKey)
    if (organization === undefined) throw unauthorized('INVALID_API_KEY', 'The API key is not valid.')
    c.set('caller', { organization, user: null })
    return next()
  }
}
