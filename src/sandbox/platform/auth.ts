import type { MiddlewareHandler } from 'hono'
import type { SandboxEnv } from './context'
import { ApiError } from './errors'
import { organizationByKey } from './organizations'

/**
 * Every service request carries `X-API-Key` (spec, Authentication). Missing or unknown credentials answer 401 with
 * the v3 error body (the spec does not show that response; see README).
 */
export function requireCaller(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const apiKey = c.req.header('x-api-key')
    if (apiKey === undefined || apiKey === '') {
      throw new ApiError(401, 'UNAUTHENTICATED', 'Missing credentials: send the X-API-Key header.')
    }
    const organization = organizationByKey(apiKey)
    if (organization === undefined) throw new ApiError(401, 'INVALID_API_KEY', 'The API key is not valid.')
    c.set('caller', { organization, user: null })
    await next()
  }
}
