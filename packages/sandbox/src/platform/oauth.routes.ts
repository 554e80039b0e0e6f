import { createRoute } from '@hono/zod-openapi'
import { RefreshTokenRequest, TokenRequest, TokenResponse } from '../../../../src/shared/api/auth'
import { json, jsonBody, responses, type SandboxApp } from '../openapi/app'
import { TOKEN_PATH } from './auth'
import type { SandboxContext } from './context'
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

export function registerOAuthRoutes(app: SandboxApp, ctx: SandboxContext): void {
  // The handler reads the body with TokenBody, which also takes OAuth's snake_case spellings.
  const token = createRoute({
    method: 'post',
    path: TOKEN_PATH,
    summary:
      'Password grant { username, password } or refresh exchange { grantType: "refresh_token", refreshToken }',
    tags: ['authentication'],
    security: [],
    request: { body: jsonBody(TokenRequest) },
    responses: responses(json(TokenResponse), 400, 401),
  })
  app.openapi(token, async (c) => {
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
