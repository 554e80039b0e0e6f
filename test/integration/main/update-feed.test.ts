import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeUpdates } from '../../../src/main/platform/node/updates'
import { checkUpdateFeed, describeUpdateState } from '../../../src/main/platform/update-feed'

/** A feed folder on 127.0.0.1 (a free port): /new/ offers 0.2.0, /same/ 0.1.0, /bad/ is no yml, /gone/ is 404. */
const feeds: Record<string, string> = {
  '/new/latest-linux.yml': [
    'version: 0.2.0',
    'files:',
    '  - url: Agency-Desk-0.2.0.AppImage',
    '    sha512: c2hhNTEyLW9mLXRoZS1maWxl',
    '    size: 123',
    'path: Agency-Desk-0.2.0.AppImage',
    'sha512: c2hhNTEyLW9mLXRoZS1maWxl',
    "releaseDate: '2026-11-20T10:00:00.000Z'",
  ].join('\n'),
  '/same/latest-linux.yml': 'version: 0.1.0\nfiles:\n  - url: a.AppImage\n    sha512: abc\n',
  '/bad/latest-linux.yml': 'version: [0.2.0\nfiles: {',
  '/noversion/latest-linux.yml': 'files:\n  - url: a.AppImage\n    sha512: abc\n',
}

let server: Server
let base = ''
beforeAll(async () => {
  server = createServer((request, response) => {
    const body = feeds[request.url ?? '']
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/yaml' })
    response.end(body ?? 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const check = (folder: string, platform: NodeJS.Platform = 'linux') =>
  checkUpdateFeed({ address: `${base}/${folder}`, currentVersion: '0.1.0', platform })

describe('checking the update feed', () => {
  it('finds a newer version', async () => {
    const state = await check('new')
    expect(state).toEqual({ status: 'available', version: '0.2.0', releaseDate: '2026-11-20T10:00:00.000Z' })
    expect(describeUpdateState(state)).toBe('Update available: 0.2.0.')
  })

  it('is up to date with the same version', async () => {
    expect(await check('same/')).toEqual({ status: 'upToDate', version: '0.1.0' })
  })

  it('says clearly when the yml is broken, lacks a version, or is not there', async () => {
    expect(await check('bad')).toEqual({
      status: 'error',
      message: 'latest-linux.yml on the update server is not a valid update description.',
    })
    expect(describeUpdateState(await check('noversion'))).toMatch(/lacks a version/)
    expect(await check('gone')).toEqual({
      status: 'error',
      message: 'The update server answered 404 for latest-linux.yml.',
    })
    // Windows asks for latest.yml, which this folder does not have.
    expect(describeUpdateState(await check('new', 'win32'))).toBe(
      'The update server answered 404 for latest.yml.',
    )
  })

  it('refuses an address that is not a web address, and says when the server cannot be reached', async () => {
    expect(
      await checkUpdateFeed({ address: 'file:///etc', currentVersion: '0.1.0', platform: 'linux' }),
    ).toEqual({ status: 'error', message: 'The update address must start with https://.' })
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const state = await checkUpdateFeed({
      address: `http://127.0.0.1:${port}/`,
      currentVersion: '0.1.0',
      platform: 'linux',
    })
    expect(describeUpdateState(state)).toMatch(/^The update server cannot be reached/)
  })
})

describe('the Node host’s updates adapter', () => {
  it('is off without an address, then reports checking and the answer to its listeners', async () => {
    const updates = createNodeUpdates({ currentVersion: '0.1.0', platform: 'linux' })
    const seen: string[] = []
    updates.onState((state) => seen.push(state.status))
    expect(await updates.check('  ')).toEqual({ status: 'off' })
    expect(await updates.check(`${base}/new`)).toMatchObject({ status: 'available', version: '0.2.0' })
    expect(updates.state()).toMatchObject({ status: 'available', version: '0.2.0' })
    expect(seen).toEqual(['off', 'checking', 'available'])
  })
})
