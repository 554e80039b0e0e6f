import { beforeAll, expect } from 'vitest'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { ExperienceV3Response, type ExperienceV3 } from '../../../../src/shared/api/experiences-v3'
import { catalogModule } from '../../src/catalog/module'
import { experiencesModule } from '../../src/experiences/module'
import { inventoryModule } from '../../src/inventory/module'
import { DEMO_KEYS, sandboxClient, type CallOptions } from '../../../../test/support/sandbox/http-client'
import { sandboxForFile } from '../../../../test/support/sandbox/start'

/**
 * A sandbox with the catalog, experience and inventory modules for one test file (started before its tests,
 * stopped after), and the calls the inventory tests share: as the first supplier (`dmc`), creating and reading an
 * experience, and checking an error answer.
 */
export function inventorySandbox() {
  const running = sandboxForFile({
    modules: [catalogModule, experiencesModule, inventoryModule],
    hotels: 300,
  })
  let client: ReturnType<typeof sandboxClient> | undefined
  beforeAll(() => {
    client = sandboxClient(running().url)
  })
  const call: ReturnType<typeof sandboxClient> = (path, options) => {
    if (client === undefined) throw new Error('The sandbox starts in beforeAll')
    return client(path, options)
  }
  const dmc = (path: string, options: CallOptions = {}) => call(path, { key: DEMO_KEYS.dmc1, ...options })

  /** Creates an experience; `state: 'available'` is applied by a PATCH afterwards, as a new one starts in progress. */
  const create = async (body: Record<string, unknown>, query = ''): Promise<ExperienceV3> => {
    const { state, ...rest } = body
    const response = await dmc(`/api/v3/experiences${query}`, { method: 'POST', body: rest })
    expect(response.status).toBe(201)
    const created = ExperienceV3Response.parse(response.json).data
    if (state === undefined) return created
    const patched = await dmc(`/api/v3/experiences/${created.id}${query}`, {
      method: 'PATCH',
      body: { state },
    })
    return ExperienceV3Response.parse(patched.json).data
  }
  const fetchOne = async (id: string, query = '', key: string = DEMO_KEYS.dmc1): Promise<ExperienceV3> => {
    const response = await call(`/api/v3/experiences/${id}${query}`, { key })
    expect(response.status).toBe(200)
    return ExperienceV3Response.parse(response.json).data
  }
  return { server: running, call, dmc, create, fetchOne }
}

/** Checks an error answer's status (and code) and returns its body. */
export const failure = (response: { status: number; json: unknown }, status: number, code?: string) => {
  expect(response.status).toBe(status)
  const body = ErrorBody.parse(response.json)
  if (code !== undefined) expect(body.code).toBe(code)
  return body
}
