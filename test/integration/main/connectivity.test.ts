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
import { DEFAULT_SETTINGS, type ConnectivityStatus, type Settings } from '../../../src/shared/ipc'
import type { EnvironmentCheck } from '../../../src/shared/ipc/settings.contract'

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

function stagingCore(
  baseUrl: string | null,
  saved: Partial<Settings> | null = null,
  fetchImpl: typeof fetch | undefined = undefined,
) {
  const platform = createNodePlatform(mkdtempSync(join(tmpdir(), 'agency-desk-conn-')))
  // Settings as an earlier version kept them, before a switch was checked.
  if (saved !== null) platform.settings.write({ ...DEFAULT_SETTINGS, ...saved })
  const core = createCore({
    platform,
    app: { name: 'Agency Desk', version: '0', host: 'web' },
    sandbox: null,
    ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }),
  })
  const changes: ConnectivityStatus[] = []
  core.events.subscribe((event, payload) => {
    if (event === 'connectivity.changed') changes.push(payload as ConnectivityStatus)
  })
  return { core, changes, baseUrl }
}

async function configure(core: ReturnType<typeof stagingCore>['core'], baseUrl: string | null) {
  await core.dispatch('credentials.setApiKey', { environment: 'staging', apiKey: 'staging-key-123' })
  const saved = await core.dispatch('settings.update', {
    environment: 'staging',
    baseUrls: { staging: baseUrl },
  })
  if (!saved.ok) throw new Error(saved.error.message)
}

async function checkEnvironment(
  core: ReturnType<typeof stagingCore>['core'],
  input: { environment: 'staging' | 'production'; baseUrl: string | null },
): Promise<EnvironmentCheck> {
  const result = await core.dispatch('settings.checkEnvironment', input)
  if (!result.ok) throw new Error(result.error.message)
  return result.data as EnvironmentCheck
}

const check = async (core: ReturnType<typeof stagingCore>['core']) => {
  const result = await core.dispatch('connectivity.check', undefined)
  if (!result.ok) throw new Error(result.error.message)
  return result.data as ConnectivityStatus
}

/** Lets every pending promise callback and I/O callback run (a probe started without being awaited). */
async function flush(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise<void>((resolve) => setImmediate(resolve))
}

describe('connectivity', () => {
  it('probes again when how the service is reached changes, never on a change of language or colours', async () => {
    answer = 200
    const probes: string[] = []
    const counting: typeof fetch = (input, init) => {
      probes.push(String(input))
      return fetch(input, init)
    }
    const { core } = stagingCore(serviceUrl, null, counting)
    await configure(core, serviceUrl)
    await check(core)
    await flush()
    const before = probes.length
    for (const patch of [{ locale: 'fr' }, { colorScheme: 'dark' }, { pollIntervalSeconds: 120 }] as const) {
      expect(await core.dispatch('settings.update', patch)).toMatchObject({ ok: true })
    }
    await flush()
    expect(probes.slice(before)).toEqual([])
    // Saving the same address again is no change either; another address is.
    await core.dispatch('settings.update', { baseUrls: { staging: serviceUrl } })
    await flush()
    expect(probes.slice(before)).toEqual([])
    const other = serviceUrl.replace('127.0.0.1', 'localhost')
    await core.dispatch('settings.update', { baseUrls: { staging: other } })
    await flush()
    expect(probes.slice(before)).toEqual([`${other}/api/v3/countries?perPage=1`])
  })

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

  it('refuses to switch to a real environment without its address or key, saying what is missing', async () => {
    const { core } = stagingCore(null)
    const refused = await core.dispatch('settings.update', { environment: 'production' })
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        message: expect.stringMatching(/^Production cannot be used yet: Enter the address of production\./),
        details: {
          issues: [
            { path: 'baseUrls.production', message: 'Enter the address of production.' },
            { path: 'credentials.production', message: 'Save the API key of production first.' },
          ],
        },
      },
    })
    expect(await core.dispatch('settings.get', undefined)).toMatchObject({ data: { environment: 'sandbox' } })
    // A malformed address never gets as far.
    const malformed = await core.dispatch('settings.update', { baseUrls: { production: 'api.example.com' } })
    expect(malformed).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    // With the key, the address alone is missing; with both, the switch is saved.
    await core.dispatch('credentials.setApiKey', { environment: 'production', apiKey: 'production-key-1' })
    expect(await core.dispatch('settings.update', { environment: 'production' })).toMatchObject({
      error: { details: { issues: [{ path: 'baseUrls.production' }] } },
    })
    const saved = await core.dispatch('settings.update', {
      environment: 'production',
      baseUrls: { production: serviceUrl },
    })
    expect(saved).toMatchObject({ ok: true, data: { environment: 'production' } })
  })

  it('says in the header what is missing of an environment saved before that check existed', async () => {
    const { core } = stagingCore(null, { environment: 'production' })
    const status = await check(core)
    expect(status).toMatchObject({
      state: 'unconfigured',
      reason: expect.stringMatching(/No address is set/),
    })
  })

  it('checks an environment before it is saved: reachable, wrong key, unreachable, not the service', async () => {
    const { core } = stagingCore(null)
    expect(await checkEnvironment(core, { environment: 'staging', baseUrl: null })).toMatchObject({
      outcome: 'incomplete',
      problems: [{ path: 'baseUrls.staging' }, { path: 'credentials.staging' }],
    })
    await core.dispatch('credentials.setApiKey', { environment: 'staging', apiKey: 'staging-key-123' })
    answer = 200
    expect(await checkEnvironment(core, { environment: 'staging', baseUrl: `${serviceUrl}/` })).toEqual({
      outcome: 'reachable',
      message: `The service at ${serviceUrl} answered and accepted the API key.`,
      problems: [],
      // The stand-in answers only the probe: whose key it is stays unsaid rather than guessed.
      caller: null,
    })
    expect(seenKey).toBe('staging-key-123')
    answer = 401
    expect(await checkEnvironment(core, { environment: 'staging', baseUrl: serviceUrl })).toMatchObject({
      outcome: 'wrongKey',
      message: expect.stringMatching(/refused the API key/),
    })
    expect(
      await checkEnvironment(core, { environment: 'staging', baseUrl: await closedPort() }),
    ).toMatchObject({
      outcome: 'unreachable',
      message: expect.stringMatching(/^Nothing answered at http:\/\/127\.0\.0\.1:\d+\./),
    })
    expect(
      await checkEnvironment(core, { environment: 'staging', baseUrl: `${serviceUrl}/somewhere-else` }),
    ).toMatchObject({ outcome: 'notTheService' })
    // Nothing was saved by checking.
    expect(await core.dispatch('settings.get', undefined)).toMatchObject({
      data: { environment: 'sandbox', baseUrls: { staging: null } },
    })
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
