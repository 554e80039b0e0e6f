import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { format } from 'node:util'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { control, sandboxBookings, BOOKING_WORLD, testCore, type TestCore } from './fixtures'
import { bookPersonally, filesUnder, foundIn } from './privacy-files'

/**
 * Secrets never leave main's memory in clear: after a whole session (signed in as the API user, a hotel booked,
 * a message sent, a document downloaded, the booking cancelled), no file the app wrote, nothing that crossed IPC,
 * no console line and no test artifact holds a demo API key, the password or a bearer token the sandbox issued.
 */

const DEMO_KEYS = ['sandbox-to-key-1', 'sandbox-to-key-2', 'sandbox-dmc-key-1', 'sandbox-dmc-key-2']
const USER = 'agent@demo-voyages.test'
const PASSWORD = 'sandbox-password'
const WRONG_PASSWORD = 'not-the-password-4f1c9a'
const WRONG_KEY = 'wrong-key-7f3a9c2e41d8'
/** Artifacts the test runs leave in the checkout (Playwright's results and screenshots). */
const ARTIFACT_FOLDERS = ['test-results', 'playwright-report', 'test/e2e/screenshots']

const server = sandboxForFile(BOOKING_WORLD)
const cores: TestCore[] = []
/** Every credential the core sent (header values) or received (token answers). */
const sentCredentials = new Set<string>()
/** What the test saw: console lines, IPC outputs and errors, push events. */
const console: string[] = []
const crossed: string[] = []
const realFetch = globalThis.fetch

beforeEach(() => {
  // The fixture's counting fetch calls the global one: every request of the core passes through here.
  vi.stubGlobal(
    'fetch',
    async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
      const headers = new Headers(init?.headers)
      const authorization = headers.get('authorization')
      if (authorization !== null) sentCredentials.add(authorization.replace(/^Bearer /, ''))
      const apiKey = headers.get('x-api-key')
      if (apiKey !== null) sentCredentials.add(apiKey)
      const response = await realFetch(input, init)
      if (String(input instanceof Request ? input.url : input).includes('/oauth/token') && response.ok) {
        const body = (await response.clone().json()) as { accessToken?: string; refreshToken?: string }
        for (const token of [body.accessToken, body.refreshToken])
          if (token !== undefined) sentCredentials.add(token)
      }
      return response
    },
  )
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(globalThis.console, method).mockImplementation((...args: unknown[]) => {
      console.push(format(...args))
    })
  }
})
afterEach(async () => {
  await control(server()).clearFaults()
  for (const desk of cores.splice(0)) await desk.core.stop()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function desk(): TestCore {
  const created = testCore(server())
  cores.push(created)
  // Everything the renderer would receive: call results and errors, and push events.
  const dispatch = created.core.dispatch
  created.core.dispatch = async (name, input) => {
    const result = await dispatch(name, input)
    crossed.push(JSON.stringify(result))
    return result
  }
  created.core.events.subscribe((event, payload) => crossed.push(JSON.stringify({ event, payload })))
  return created
}

const secrets = (): string[] => [...DEMO_KEYS, PASSWORD, WRONG_PASSWORD, WRONG_KEY, ...sentCredentials]

describe('secrets after a whole session', () => {
  it('are in no file of the data folder, nothing that crossed IPC, no console line and no test artifact', async () => {
    const app = desk()
    const refused = await app.fail('credentials.signIn', {
      environment: 'sandbox',
      username: USER,
      password: WRONG_PASSWORD,
    })
    expect(refused.code).not.toBe('INTERNAL')
    const signedIn = await app.call('credentials.signIn', {
      environment: 'sandbox',
      username: USER,
      password: PASSWORD,
    })
    expect(signedIn).toMatchObject({ authMethod: 'bearer', signedInAs: USER })

    const made = await bookPersonally(app, server(), {
      firstName: 'Clementine',
      lastName: 'Ashworth',
      email: 'c.ashworth@example.test',
      birthdate: '1945-03-14',
      passportNumber: 'GB80077123',
    })
    await app.call('bookings.cancel', { bookingId: made.bookingId, reason: 'The customer changed plans.' })
    expect((await app.call('bookings.get', { bookingId: made.bookingId })).summary.state).toBe('canceled')
    await app.call('credentials.signOut', { environment: 'sandbox' })
    await app.core.stop()
    cores.splice(cores.indexOf(app), 1)

    // The session did use the API user's tokens (the sandbox issued them, the core sent them).
    const tokens = [...sentCredentials].filter((credential) => !DEMO_KEYS.includes(credential))
    expect(tokens.length).toBeGreaterThanOrEqual(2)
    expect(app.requests.length).toBeGreaterThan(10)

    const written = filesUnder(app.folder)
    expect(written.map((file) => file.slice(app.folder.length + 1))).toEqual(
      expect.arrayContaining(['cache.db', 'secrets.json', 'settings.json']),
    )
    expect(written.some((file) => file.includes(`${join('documents', made.bookingId)}`))).toBe(true)
    expect(foundIn(written, secrets())).toEqual([])

    const artifacts = ARTIFACT_FOLDERS.filter((folder) => existsSync(folder)).flatMap((folder) =>
      filesUnder(folder),
    )
    expect(foundIn(artifacts, secrets())).toEqual([])
    expect(crossed.length).toBeGreaterThan(10)
    expect(secrets().filter((secret) => crossed.some((text) => text.includes(secret)))).toEqual([])
    expect(secrets().filter((secret) => console.some((line) => line.includes(secret)))).toEqual([])
  })

  it('a wrong key (401) gives an error that names no key, in IPC and on the console', async () => {
    const app = desk()
    await app.call('credentials.setApiKey', { environment: 'staging', apiKey: WRONG_KEY })
    await app.call('settings.update', { environment: 'staging', baseUrls: { staging: server().url } })
    const check = await app.call('settings.checkEnvironment', {
      environment: 'staging',
      baseUrl: server().url,
    })
    expect(check.outcome).toBe('wrongKey')
    const [bookingId] = sandboxBookings(server(), 'confirmed')
    if (bookingId === undefined) throw new Error('no confirmed booking')
    const failed = await app.fail('bookings.messages', { bookingId })
    expect(failed).toMatchObject({ code: 'SERVICE_ERROR', details: { status: 401 } })
    expect(sentCredentials.has(WRONG_KEY)).toBe(true)

    const said = [JSON.stringify(check), JSON.stringify(failed), ...crossed, ...console]
    expect(
      said.filter((text) => text.includes(WRONG_KEY) || DEMO_KEYS.some((key) => text.includes(key))),
    ).toEqual([])
  })
})
