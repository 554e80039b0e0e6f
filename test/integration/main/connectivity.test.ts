import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCore } from '../../../src/main/core/create-core'
import { createNodePlatform } from '../../../src/main/platform/node/platform'
import type { ConnectivityStatus } from '../../../src/shared/ipc'

/** A stand-in service on loopback whose answer to the probe each test chooses. */
let answer = 200
let seenKey: string | undefined
let service: ReturnType<typeof serve>
let serviceUrl = ''

beforeAll(async () => {
  const app = new Hono()
  app.get('/api/v3/countries', (c) => {
    seenKey = c.req.header('x-api-key')
    return c.json({ data: [], meta: {} }, answer as 200)
  })
  await new Promise<void>((resolve) => {
    service = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      serviceUrl = `http://127.0.0.1:${info.port}`
      resolve()
    })
  })
})
afterAll(() => new Promise<void>((resolve) => service.close(() => resolve())))

/** A loopback port nobody listens on: connections are refused, like an office with no network. */
async function closedPort(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

function stagingCore(baseUrl: string | null) {
  const platform = createNodePlatform(mkdtempSync(join(tmpdir(), 'agency-desk-conn-')))
  const core = createCore({
    platform,
    app: { name: 'Agency Desk', version: '0', host: 'web' },
    sandbox: null,
  })
  const changes: ConnectivityStatus[] = []
  core.events.subscribe((event, payload) => {
    if (event === 'connectivity.changed') changes.push(payload as ConnectivityStatus)
  })
  return { core, changes, baseUrl }
}

async function configure(core: ReturnType<typeof stagingCore>['core'], baseUrl: string | null) {
  await core.dispatch('settings.update', { environment: 'staging', baseUrls: { staging: baseUrl } })
  await core.dispatch('credentials.setApiKey', { environment: 'staging', apiKey: 'staging-key-123' })
}

const check = async (core: ReturnType<typeof stagingCore>['core']) => {
  const result = await core.dispatch('connectivity.check', undefined)
  if (!result.ok) throw new Error(result.error.message)
  return result.data as ConnectivityStatus
}

describe('connectivity', () => {
  it('is online when the service answers, sending the saved key, and announces the change once', async () => {
    answer = 200
    const { core, changes } = stagingCore(serviceUrl)
    await configure(core, serviceUrl)
    const status = await check(core)
    expect(status).toMatchObject({ state: 'online', environment: 'staging', reason: null })
    expect(seenKey).toBe('staging-key-123')
    await check(core)
    expect(changes.filter((change) => change.state === 'online')).toHaveLength(1)
  })

  it('is degraded when the service rate-limits, errs or refuses the key', async () => {
    const { core } = stagingCore(serviceUrl)
    await configure(core, serviceUrl)
    for (const [status, reason] of [
      [429, /rate-limiting/],
      [503, /HTTP 503/],
      [401, /refused the API key/],
    ] as const) {
      answer = status
      expect(await check(core)).toMatchObject({ state: 'degraded', reason: expect.stringMatching(reason) })
    }
  })

  it('is offline when nothing answers, and online again when the service is back', async () => {
    const { core } = stagingCore(null)
    await configure(core, await closedPort())
    expect(await check(core)).toMatchObject({ state: 'offline' })
    answer = 200
    await core.dispatch('settings.update', { baseUrls: { staging: serviceUrl } })
    expect(await check(core)).toMatchObject({ state: 'online' })
  })

  it('says what is missing when a real environment has no address or key', async () => {
    const { core } = stagingCore(null)
    await core.dispatch('settings.update', { environment: 'production' })
    expect(await check(core)).toMatchObject({ state: 'unknown', reason: expect.stringMatching(/No address/) })
    await core.dispatch('settings.update', { baseUrls: { production: serviceUrl } })
    expect(await check(core)).toMatchObject({ state: 'unknown', reason: expect.stringMatching(/No API key/) })
  })

  it('never sends the API key back to the renderer', async () => {
    const { core } = stagingCore(serviceUrl)
    await configure(core, serviceUrl)
    const answers = await Promise.all(
      (['settings.get', 'app.info', 'connectivity.status'] as const).map((name) =>
        core.dispatch(name, undefined),
      ),
    )
    answers.push(await core.dispatch('credentials.status', { environment: 'staging' }))
    expect(JSON.stringify(answers)).not.toContain('staging-key-123')
  })
})
