import type { Hono } from 'hono'
import { RefreshTokenRequest, TokenRequest, TokenResponse } from '../../../../src/shared/api/auth'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { describeRoute } from '../openapi/registry'
import { TOKEN_PATH } from './auth'
import type { SandboxContext, SandboxEnv } from './context'
import { ApiError } from './errors'
import { API_USERS } from './organizations'
import { issueTokens, refreshTokens, type IssuedTokens } from './tokens'
import { readJsonBody } from './validation'
import { z } from 'zod'

// OAuth's own spellings are accepted and mapped onto the camelCase body before validation.
const TokenBody = z.preprocess((value) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
  const body = { ...(value as Record<string, unknown>) }
  if (body.grantType === undefined && body.grant_type !== undefined) body.grantType = body.grant_type
  if (body.refreshToken === undefined && body.refresh_token !== undefined)
    body.refreshToken = body.refresh_token
  delete body.grant_type
  delete body.refresh_token
  return body
}, TokenRequest)

const toResponse = (issued: IssuedTokens): TokenResponse => ({
  accessToken: issued.accessToken,
  tokenType: 'Bearer',
  expiresIn: issued.expiresIn,
  refreshToken: issued.refreshToken,
  createdAt: Math.floor(issued.createdAtMs / 1000),
})

export function registerOAuthRoutes(app: Hono<SandboxEnv>, ctx: SandboxContext): void {
  describeRoute({
    method: 'post',
    path: TOKEN_PATH,
    summary:
      'Password grant { username, password } or refresh exchange { grantType: "refresh_token", refreshToken }',
    tags: ['authentication'],
    auth: false,
    body: TokenRequest,
    response: TokenResponse,
    errors: { 400: ErrorBody, 401: ErrorBody },
  })
  app.post(TOKEN_PATH, async (c) => {
    const body = await readJsonBody(c, TokenBody)
    const refresh = RefreshTokenRequest.safeParse(body)
    if (refresh.success) {
      const issued = refreshTokens(ctx.db, ctx.clock, refresh.data.refreshToken)
      if (issued === null)
        throw new ApiError(401, 'INVALID_GRANT', 'The refresh token is unknown, expired or already used.')
      return c.json(toResponse(issued))
    }
    if (!('username' in body))
      throw new ApiError(400, 'VALIDATION_ERROR', 'username and password are required.')
    const user = API_USERS.find(
      (candidate) =>
        candidate.email.toLowerCase() === body.username.trim().toLowerCase() &&
        candidate.password === body.password,
    )
    if (user === undefined) throw new ApiError(401, 'INVALID_CREDENTIALS', 'Unknown user or wrong password.')
    return c.json(toResponse(issueTokens(ctx.db, ctx.clock, user.id)))
  })
}
