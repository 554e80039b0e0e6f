import {
  PasswordTokenRequest,
  RefreshTokenRequest,
  TokenResponse,
  type PasswordTokenRequest as PasswordBody,
  type RefreshTokenRequest as RefreshBody,
} from '../../../shared/api'
import type { EnvironmentName } from '../../../shared/ipc'
import type { AuthApi, RequestOptions } from '../client'
import { parseRequest } from '../http/responses'
import type { Transport } from '../http/transport'
import { json } from './shared'

const TOKEN = '/api/v1/oauth/token'

/**
 * `POST /api/v1/oauth/token`, password grant and refresh exchange. Never retried: a refresh whose answer was lost
 * has already rotated the refresh token, and repeating it would only be refused.
 */
export async function tokenCall(
  call: Transport,
  body: PasswordBody | RefreshBody,
  options?: RequestOptions,
  target?: { environment: EnvironmentName; baseUrl: string },
): Promise<TokenResponse> {
  const schema =
    'grantType' in body && body.grantType === 'refresh_token' ? RefreshTokenRequest : PasswordTokenRequest
  const checked = parseRequest(schema, body, `POST ${TOKEN}`)
  return call({
    method: 'POST',
    template: TOKEN,
    body: { json: checked },
    kind: 'write',
    auth: 'none',
    parse: json(TokenResponse),
    options,
    ...(target === undefined ? {} : { target }),
  })
}

export function authEndpoints(call: Transport): AuthApi {
  return {
    token: ({ username, password }, options) => tokenCall(call, { username, password }, options),
    refresh: (refreshToken, options) =>
      tokenCall(call, { grantType: 'refresh_token', refreshToken }, options),
  }
}
