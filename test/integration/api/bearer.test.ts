import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { bearerSecretName } from '../../../src/main/base/bearer-session-store'
import { createCore, type Core } from '../../../src/main/core/create-core'
import { createNodePlatform, type NodePlatform } from '../../../src/main/platform/node/platform'
import type { CredentialsStatus } from '../../../src/shared/ipc'
import { control } from './sandbox-client'

/**
 * The bearer user through the core, on the real sandbox: sign-in channels, tokens kept encrypted, automatic
 * refresh after the sandbox's clock moves past the token's life, and a clear "sign in again" when the session
 * cannot be refreshed, never a loop.
 */

const USER = 'agent@demo-voyages.test'
const PASSWORD = 'sandbox-password'

const server = sandboxForFile()
let platform: NodePlatform
let core: Core
const credentialEvents: CredentialsStatus[] = []
const answers: unknown[] = []

beforeAll(async () => {
  platform = createNodePlatform(mkdtempSync(join(tmpdir(), 'agency-desk-bearer-')))
  core = createCore({
    platform,
    app: { name: 'Agency Desk', version: '0', host: 'web' },
    sandbox: { start: async () => server().url, stop: async () => undefined },
  })
  core.events.subscribe((event, payload) => {
    if (event === 'credentials.changed') credentialEvents.push(payload as CredentialsStatus)
  })
})
afterAll(async () => {
  await core.stop()
})

async function invoke(name: string, input: unknown) {
  const result = await core.dispatch(name, input)
  answers.push(result)
  return result
}

const session = () => {
  const raw = platform.secrets.get(bearerSecretName('sandbox'))
  return raw === null ? null : (JSON.parse(raw) as { accessToken: string; refreshToken: string })
}

describe('bearer user on the sandbox environment', () => {
  it('asks for a sign-in when the environment uses an API user and nobody is signed in', async () => {
    const settings = await invoke('settings.update', {
      authMethods: { sandbox: 'bearer', staging: 'apiKey', production: 'apiKey' },
    })
    expect(settings).toMatchObject({ ok: true })
    expect(await invoke('credentials.status', { environment: 'sandbox' })).toMatchObject({
      ok: true,
      data: { authMethod: 'bearer', signedInAs: null, signInRequired: true },
    })
    await expect(core.api.catalog.countries()).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      signInRequired: true,
    })
  })

  it('refuses a wrong password with the service’s code, and keeps nothing', async () => {
    const result = await invoke('credentials.signIn', {
      environment: 'sandbox',
      username: USER,
      password: 'nope',
    })
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'SERVICE_ERROR',
        details: { code: 'UNAUTHENTICATED', serviceCode: 'INVALID_CREDENTIALS' },
      },
    })
    expect(session()).toBeNull()
  })

  it('signs in once, keeps the tokens encrypted (never the password), and calls as the user', async () => {
    const result = await invoke('credentials.signIn', {
      environment: 'sandbox',
      username: USER,
      password: PASSWORD,
    })
    expect(result).toMatchObject({
      ok: true,
      data: { authMethod: 'bearer', signedInAs: USER, signInRequired: false },
    })
    const tokens = session()
    expect(tokens?.accessToken).toEqual(expect.any(String))
    const onDisk = readFileSync(join(platform.files.dataFolder, 'secrets.json'), 'utf8')
    expect(onDisk).not.toContain(tokens?.accessToken)
    expect(onDisk).not.toContain(tokens?.refreshToken)
    expect(onDisk).not.toContain(PASSWORD)

    const booking = (await core.api.bookings.list({ perPage: 1, page: 1 })).data[0]
    const message = await core.api.bookings.sendMessage(booking?.id ?? '', 'From the API user')
    // The sandbox names the user behind a bearer token as the sender: the token, not a key, was used.
    expect(message?.sender).toMatchObject({ firstName: expect.any(String) })
    expect(message?.sender.lastName).not.toBeNull()
  })

  it('refreshes the access token by itself once the service says it expired', async () => {
    const before = session()
    await control(server()).advanceClock(2 * 3600)
    const page = await core.api.catalog.countries({ perPage: 1 })
    expect(page.data).toHaveLength(1)
    const after = session()
    expect(after?.accessToken).not.toBe(before?.accessToken)
    expect(after?.refreshToken).not.toBe(before?.refreshToken)
  })

  it('when the session cannot be refreshed, ends it with one clear status and no retry loop', async () => {
    // A reset drops every token of the sandbox: the access token and the refresh token are now unknown.
    await fetch(`${server().url}/_sandbox/reset`, { method: 'POST' })
    credentialEvents.length = 0
    await expect(core.api.catalog.countries()).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      signInRequired: true,
    })
    expect(session()).toBeNull()
    expect(credentialEvents).toEqual([
      expect.objectContaining({ environment: 'sandbox', signInRequired: true }),
    ])
    // The next call fails at once, without calling the service again.
    await expect(core.api.catalog.countries()).rejects.toMatchObject({ signInRequired: true })
    expect(credentialEvents).toHaveLength(1)
    expect(await invoke('credentials.status', { environment: 'sandbox' })).toMatchObject({
      data: { signInRequired: true, signedInAs: null },
    })
  })

  it('signs out on request and back to the API key when the agent chooses it', async () => {
    await invoke('credentials.signIn', { environment: 'sandbox', username: USER, password: PASSWORD })
    expect(await invoke('credentials.signOut', { environment: 'sandbox' })).toMatchObject({
      ok: true,
      data: { signedInAs: null, signInRequired: true },
    })
    await invoke('settings.update', {
      authMethods: { sandbox: 'apiKey', staging: 'apiKey', production: 'apiKey' },
    })
    await expect(core.api.catalog.countries({ perPage: 1 })).resolves.toMatchObject({ meta: { perPage: 1 } })
  })

  it('never sends a token or the password to the renderer', () => {
    const everything = JSON.stringify(answers)
    expect(everything).not.toContain(PASSWORD)
    expect(everything).not.toMatch(/accessToken|refreshToken/)
  })
})
