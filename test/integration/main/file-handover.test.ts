import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCore, type Core } from '../../../src/main/core/create-core'
import { startWebHost, type WebHost } from '../../../src/main/hosts/web'
import { createNodePlatform } from '../../../src/main/platform/node/platform'
import { samplePng } from '@agency-desk/sandbox/testing'
import type { FileRef, IpcResult } from '../../../src/shared/ipc'
import { MAX_LOGO_BYTES } from '../../../src/shared/ipc/vouchers.contract'

/**
 * Files cross into main by reference, never as bytes inside a call: the Electron host registers the path of a file
 * the agent chose (core.files.acceptPath, what its `desk:file` handler does), the web host takes the page's upload
 * (POST /uploads). The channel (here the agency's logo) takes the id; main reads and checks the file the same way
 * whichever host handed it over.
 */

let core: Core
let host: WebHost
let folder: string

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'agency-desk-files-'))
  core = createCore({
    platform: createNodePlatform(join(folder, 'data')),
    app: { name: 'Agency Desk', version: '0.0.0-test', host: 'web' },
    sandbox: null,
  })
  host = await startWebHost({ core })
})
afterAll(async () => {
  await host.close()
  await core.stop()
})

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
/** A PNG's signature, then more than the logo may weigh. */
const OVERSIZED_PNG = Buffer.concat([samplePng().subarray(0, 16), Buffer.alloc(MAX_LOGO_BYTES)])

const onDisk = (name: string, bytes: Uint8Array): string => {
  const path = join(folder, name)
  writeFileSync(path, bytes)
  return path
}

const setLogo = (file: FileRef) => core.dispatch('agency.setLogo', { fileName: 'logo.png', file })

const withToken = (extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${host.token}`,
  ...extra,
})

const uploadResponse = (body: Uint8Array, headers: Record<string, string> = withToken()) =>
  fetch(`${host.url}/uploads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/octet-stream', ...headers },
    body,
  })

async function uploaded(bytes: Uint8Array): Promise<FileRef> {
  const response = await uploadResponse(bytes)
  const envelope = (await response.json()) as IpcResult<FileRef>
  if (!envelope.ok) throw new Error(envelope.error.message)
  return envelope.data
}

/** The logo call through the web host, as the page makes it. */
async function setLogoOverHttp(file: FileRef): Promise<IpcResult<{ logo: string | null }>> {
  const response = await fetch(`${host.url}/ipc/agency.setLogo`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...withToken() },
    body: JSON.stringify({ input: { fileName: 'logo.png', file } }),
  })
  return (await response.json()) as IpcResult<{ logo: string | null }>
}

describe('a file chosen on this computer (the Electron host hands its path)', () => {
  it('is read by main when the channel takes it, once', async () => {
    const file = core.files.acceptPath(onDisk('logo.png', samplePng()))
    const kept = await setLogo(file)
    expect(kept).toMatchObject({
      ok: true,
      data: { logo: expect.stringMatching(/^data:image\/png;base64,/) },
    })
    // The id is used: naming it again does not read the file again.
    expect(await setLogo(file)).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: /choose it again/ },
    })
  })

  it('is checked by its content and size, not its name, and never read past the limit', async () => {
    expect(await setLogo(core.files.acceptPath(onDisk('logo-really.png', SVG)))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: 'The logo must be a PNG or JPEG image.' },
    })
    expect(await setLogo(core.files.acceptPath(onDisk('huge.png', OVERSIZED_PNG)))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: /at most 512 KB/, details: { field: 'file' } },
    })
  })

  it('refuses a folder, a file that went away and an id it never gave', async () => {
    const inside = join(folder, 'a-folder')
    mkdirSync(inside)
    for (const file of [
      core.files.acceptPath(inside),
      core.files.acceptPath(join(folder, 'moved-away.png')),
      { uploadId: 'x'.repeat(24) },
    ]) {
      expect(await setLogo(file)).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    }
  })
})

describe('a file uploaded by the page (the web host)', () => {
  it('goes to /uploads with the token, and the channel takes its id', async () => {
    const kept = await setLogoOverHttp(await uploaded(samplePng()))
    expect(kept).toMatchObject({
      ok: true,
      data: { logo: expect.stringMatching(/^data:image\/png;base64,/) },
    })
  })

  it('is checked by main the same way as a path', async () => {
    expect(await setLogoOverHttp(await uploaded(SVG))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: 'The logo must be a PNG or JPEG image.' },
    })
    expect(await setLogoOverHttp(await uploaded(OVERSIZED_PNG))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', message: /at most 512 KB/, details: { field: 'file' } },
    })
  })

  it('refuses an upload without the token, from another origin, empty, or larger than any channel takes', async () => {
    const png = samplePng()
    expect((await uploadResponse(png, {})).status).toBe(401)
    expect((await uploadResponse(png, withToken({ Origin: 'https://evil.example' }))).status).toBe(403)
    expect((await uploadResponse(new Uint8Array(0))).status).toBe(400)
    const tooLarge = await uploadResponse(new Uint8Array(5 * 1024 * 1024 + 1))
    expect(tooLarge.status).toBe(413)
    expect(await tooLarge.json()).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
  })

  it('no longer takes a file inside the call', async () => {
    const response = await fetch(`${host.url}/ipc/agency.setLogo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...withToken() },
      body: JSON.stringify({
        input: { fileName: 'logo.png', contentBase64: samplePng().toString('base64') },
      }),
    })
    expect(await response.json()).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
  })
})
