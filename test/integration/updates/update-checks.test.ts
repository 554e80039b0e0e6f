import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNodeUpdates } from '../../../src/main/platform/node/updates'
import type { NodePlatform } from '../../../src/main/platform/node/platform'
import { CHECK_EVERY_MS, FIRST_CHECK_AFTER_MS } from '../../../src/main/updates/update-service'
import { manualClock, type ManualClock } from '../../support/manual-clock'
import { flush } from '../../unit/api/fakes'
import { fileSandbox } from '../core/fixtures'

/**
 * The desktop app's update checks through the core, against a feed this test serves on 127.0.0.1: /new/ offers a
 * newer version than the desk's, /same/ the desk's own. The Node updater stands in for electron-updater (it reads
 * the feed with electron-updater's parser); the core, its settings, its job and its channels are the app's.
 */

const DESK_VERSION = '1.4.0'
const feeds: Record<string, string> = {
  '/new/latest-linux.yml': [
    'version: 1.5.0',
    'files:',
    '  - url: Agency-Desk-1.5.0.AppImage',
    '    sha512: c2hhNTEyLW9mLXRoZS1maWxl',
    'releaseNotes: Faster bookings list',
  ].join('\n'),
  '/same/latest-linux.yml': `version: ${DESK_VERSION}\nfiles:\n  - url: a.AppImage\n    sha512: abc\n`,
}

let feedServer: Server
let base = ''
/** Every path the feed server was asked for. */
const asked: string[] = []
beforeAll(async () => {
  feedServer = createServer((request, response) => {
    asked.push(request.url ?? '')
    const body = feeds[request.url ?? '']
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/yaml' })
    response.end(body ?? 'not found')
  })
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => feedServer.close(() => resolve())))

const sandbox = fileSandbox()

/** A desk whose platform has the Node updater (the web host's has none), optionally on a manual clock. */
const desktopDesk = (clock?: ManualClock) =>
  sandbox.desk(undefined, (platform): NodePlatform => ({
    ...platform,
    ...(clock === undefined ? {} : { clock }),
    updates: createNodeUpdates({ currentVersion: DESK_VERSION, platform: 'linux' }),
  }))

async function settle(): Promise<void> {
  await flush()
  await new Promise<void>((resolve) => setTimeout(resolve, 20))
  await flush()
}

describe('update checks', () => {
  it('finds a newer version on the feed, with its notes, and tells the renderer', async () => {
    const desk = desktopDesk()
    const saved = await desk.call('updates.updateSettings', { address: `${base}/new/`, automatic: false })
    expect(saved.settings).toEqual({ address: `${base}/new/`, automatic: false })
    expect(saved.state).toEqual({ status: 'idle' })
    const info = await desk.call('updates.check', undefined)
    expect(info.state).toEqual({ status: 'available', version: '1.5.0', notes: 'Faster bookings list' })
    expect(info.supported).toBe(true)
    // The version running is the core's (the test core runs as '0'; the app's own in Electron).
    expect(info.currentVersion).toBe('0')
    expect(info.lastCheckedAt).not.toBeNull()
    expect(desk.seen('updates.changed').map((change) => change.state.status)).toContain('available')
    // The setting is kept with the others.
    expect((await desk.call('settings.get', undefined)).updates.address).toBe(`${base}/new/`)
  })

  it('is up to date when the feed has the running version', async () => {
    const desk = desktopDesk()
    await desk.call('updates.updateSettings', { address: `${base}/same`, automatic: false })
    const info = await desk.call('updates.check', undefined)
    expect(info.state).toEqual({ status: 'upToDate', version: DESK_VERSION })
  })

  it('fails with a reason when the feed cannot be reached, and keeps nothing else', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const desk = desktopDesk()
    await desk.call('updates.updateSettings', { address: `http://127.0.0.1:${port}/`, automatic: false })
    const info = await desk.call('updates.check', undefined)
    expect(info.state.status).toBe('failed')
    expect(info.state.status === 'failed' ? info.state.reason : '').toMatch(/cannot be reached/)
    // Nothing downloaded: no restart to offer.
    expect(await desk.call('updates.restartNow', undefined)).toEqual({
      restarting: false,
      reason: 'No update is downloaded yet.',
    })
  })

  it('refuses an address that is not a web address, and changes nothing', async () => {
    const desk = desktopDesk()
    const error = await desk.fail('updates.updateSettings', {
      address: 'file:///etc/passwd',
      automatic: true,
    })
    expect(error.code).toBe('INVALID_INPUT')
    expect((await desk.call('updates.status', undefined)).settings.address).toBe('')
  })

  it('checks nothing without an address, and nothing at all in the web host', async () => {
    const before = asked.length
    const desk = desktopDesk()
    expect((await desk.call('updates.check', undefined)).state).toEqual({ status: 'idle' })
    const web = sandbox.desk()
    await web.call('updates.updateSettings', { address: `${base}/new/`, automatic: true })
    const info = await web.call('updates.check', undefined)
    expect(info.supported).toBe(false)
    expect(info.state).toEqual({ status: 'idle' })
    expect(asked.length).toBe(before)
  })

  it('checks a little after the start, then every 4 hours, and never after core.stop()', async () => {
    const clock = manualClock(Date.now())
    const desk = desktopDesk(clock)
    const feedAsks = (): number => asked.filter((path) => path === '/same/latest-linux.yml').length
    const before = feedAsks()
    await desk.call('updates.updateSettings', { address: `${base}/same/`, automatic: true })
    // Saving an address with automatic checks on checks it at once.
    await settle()
    const afterSave = feedAsks()
    expect(afterSave).toBe(before + 1)

    desk.core.start()
    clock.advance(FIRST_CHECK_AFTER_MS - 1)
    await settle()
    expect(feedAsks()).toBe(afterSave)
    clock.advance(1)
    await settle()
    expect(feedAsks()).toBe(afterSave + 1)
    // The next check is 4 hours later (the other jobs' timers are shorter: the service's unit test walks the
    // 4 hours; moving the whole core's clock that far here would run hundreds of polls).
    expect(clock.pendingIn()).toContain(CHECK_EVERY_MS)

    await sandbox.close(desk)
    const events = desk.events.length
    clock.advance(10 * CHECK_EVERY_MS)
    await settle()
    expect(feedAsks()).toBe(afterSave + 1)
    expect(desk.events.length).toBe(events)
  })
})
