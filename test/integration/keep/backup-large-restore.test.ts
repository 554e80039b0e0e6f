import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCore, type Core } from '../../../src/main/core/create-core'
import { startWebHost, type WebHost } from '../../../src/main/hosts/web'
import { createNodePlatform } from '../../../src/main/platform/node/platform'
import { MAX_HANDED_FILE_BYTES } from '../../../src/shared/ipc/files'
import { largeBackup } from '../../support/large-backup'
import { tempFolder } from '../core/fixtures'

/**
 * A backup larger than the 5 MB any other file may weigh is restored from the browser: through the web host's
 * `/uploads/backup` over real HTTP, then `backup.restore`, as BackupSection does. Its bytes are taken by the
 * backup channels only, and a body over the bound is refused with nothing restored.
 */
const CUSTOMERS = 6000

let core: Core | undefined
let host: WebHost
let small: WebHost
let backup: Uint8Array

beforeAll(async () => {
  backup = (await largeBackup(CUSTOMERS)).bytes
  expect(backup.byteLength).toBeGreaterThan(MAX_HANDED_FILE_BYTES)
  const platform = createNodePlatform(tempFolder('agency-desk-large-restore-'))
  core = createCore({
    platform,
    app: { name: 'Agency Desk', version: '0.0.0-test', host: 'web' },
    sandbox: null,
  })
  host = await startWebHost({ core })
  small = await startWebHost({ core, maxBackupBytes: 1024 * 1024 })
}, 120_000)
afterAll(async () => {
  // Either host may be missing when the setup failed part way.
  for (const started of [small as WebHost | undefined, host as WebHost | undefined]) await started?.close()
  await core?.stop()
})

const auth = (on: WebHost) => ({ Authorization: `Bearer ${on.token}` })

const upload = (on: WebHost, path: string, body: Uint8Array) =>
  fetch(`${on.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', ...auth(on) },
    body: Buffer.from(body),
  })

async function call(on: WebHost, channel: string, input: unknown): Promise<unknown> {
  const response = await fetch(`${on.url}/ipc/${channel}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth(on) },
    body: JSON.stringify({ input }),
  })
  return response.json()
}

describe('restoring a backup larger than 5 MB through the web host', () => {
  it('refuses it as an ordinary file, and a body over the backup bound, restoring nothing', async () => {
    const ordinary = await upload(host, '/uploads', backup)
    expect(ordinary.status).toBe(413)
    expect(await ordinary.json()).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('5 MB') },
    })

    const over = await upload(small, '/uploads/backup', backup)
    expect(over.status).toBe(413)
    expect(await over.json()).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: expect.stringContaining('A backup file can be at most 1 MB') },
    })
    // Without a length (chunked): read only up to the bound, then refused all the same.
    const chunked = await fetch(`${small.url}/uploads/backup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', ...auth(small) },
      body: new Blob([Buffer.from(backup)]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
    expect(await call(host, 'customers.list', {})).toMatchObject({ ok: true, data: { total: 0 } })
  })

  it('takes it as a backup, which no other channel takes', async () => {
    const handed = (await (await upload(host, '/uploads/backup', backup)).json()) as {
      ok: boolean
      data: { uploadId: string }
    }
    expect(handed.ok).toBe(true)
    const asLogo = await call(host, 'agency.setLogo', { fileName: 'logo.png', file: handed.data })
    expect(asLogo).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: expect.stringContaining('handed over as a backup') },
    })
  })

  it('checks and restores it, and every customer is back', async () => {
    const hand = async () =>
      ((await (await upload(host, '/uploads/backup', backup)).json()) as { data: { uploadId: string } }).data
    const summary = await call(host, 'backup.inspect', { file: await hand() })
    expect(summary).toMatchObject({
      ok: true,
      data: { encrypted: false, agencyName: 'Large Agency', counts: { customers: CUSTOMERS } },
    })
    const restored = await call(host, 'backup.restore', { file: await hand() })
    expect(restored).toMatchObject({ ok: true, data: { counts: { customers: CUSTOMERS } } })
    expect(await call(host, 'customers.list', {})).toMatchObject({ ok: true, data: { total: CUSTOMERS } })
    expect(await call(host, 'settings.get', undefined)).toMatchObject({
      data: { agency: { name: 'Large Agency' } },
    })
  }, 120_000)
})
