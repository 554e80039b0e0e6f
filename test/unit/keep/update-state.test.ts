import { describe, expect, it, vi } from 'vitest'
import type { AppUpdates } from '../../../src/main/platform/types'
import type { UpdateState } from '../../../src/main/platform/update-feed'
import {
  CHECK_EVERY_MS,
  createUpdateService,
  FIRST_CHECK_AFTER_MS,
} from '../../../src/main/updates/update-service'
import { nextUpdateStatus } from '../../../src/main/updates/update-state'
import { updatesInfoSentence } from '../../../src/shared/domain/update-status'
import type { UpdateSettings } from '../../../src/shared/ipc'
import type { QuitCheck } from '../../../src/shared/ipc/outbox.contract'
import type { UpdateStatus } from '../../../src/shared/ipc/updates.contract'
import { manualClock } from '../../support/manual-clock'
import { flush } from '../api/fakes'

const ready: UpdateStatus = { status: 'ready', version: '2.0.0' }

describe('the update state', () => {
  it('follows what the updater reports, from a check to a downloaded version', () => {
    let state: UpdateStatus = { status: 'idle' }
    const steps: UpdateState[] = [
      { status: 'checking' },
      { status: 'available', version: '2.0.0', notes: 'Faster' },
      { status: 'downloading', version: '2.0.0', percent: 42.5 },
      { status: 'ready', version: '2.0.0' },
    ]
    const seen = steps.map((step) => (state = nextUpdateStatus(state, step)))
    expect(seen).toEqual([
      { status: 'checking' },
      { status: 'available', version: '2.0.0', notes: 'Faster' },
      { status: 'downloading', version: '2.0.0', percent: 42.5 },
      ready,
    ])
    expect(nextUpdateStatus({ status: 'idle' }, { status: 'available', version: '2.0.0' })).toEqual({
      status: 'available',
      version: '2.0.0',
      notes: null,
    })
  })

  it('keeps a downloaded version ready whatever a later check says, unless a newer one is found', () => {
    expect(nextUpdateStatus(ready, { status: 'checking' })).toEqual(ready)
    expect(nextUpdateStatus(ready, { status: 'upToDate', version: '1.0.0' })).toEqual(ready)
    expect(nextUpdateStatus(ready, { status: 'error', message: 'offline' })).toEqual(ready)
    expect(nextUpdateStatus(ready, { status: 'available', version: '2.0.0' })).toEqual(ready)
    expect(nextUpdateStatus(ready, { status: 'available', version: '2.1.0' })).toEqual({
      status: 'available',
      version: '2.1.0',
      notes: null,
    })
  })

  it('says a failure with its reason, and keeps the progress within 0-100', () => {
    expect(nextUpdateStatus({ status: 'checking' }, { status: 'error', message: 'no route' })).toEqual({
      status: 'failed',
      reason: 'no route',
    })
    expect(
      nextUpdateStatus({ status: 'idle' }, { status: 'downloading', version: '2.0.0', percent: 140 }),
    ).toEqual({ status: 'downloading', version: '2.0.0', percent: 100 })
    expect(nextUpdateStatus({ status: 'checking' }, { status: 'off' })).toEqual({ status: 'idle' })
  })

  it('puts it in words, the web host and a missing address first', () => {
    const info = {
      supported: true,
      currentVersion: '1.0.0',
      settings: { address: 'https://updates.example/', automatic: true },
      state: ready,
      lastCheckedAt: null,
    }
    expect(updatesInfoSentence(info)).toBe('Version 2.0.0 is ready: it installs when you quit.')
    expect(updatesInfoSentence({ ...info, supported: false })).toMatch(/come with the desktop app/)
    expect(updatesInfoSentence({ ...info, settings: { address: '', automatic: true } })).toMatch(/off/)
  })
})

/** An updater that reports what the test says a check finds. */
function fakeUpdater(finds: () => UpdateState) {
  const listeners = new Set<(state: UpdateState) => void>()
  const report = (state: UpdateState): void => {
    for (const listener of listeners) listener(state)
  }
  const updater = {
    checks: [] as string[],
    installOnQuit: vi.fn(),
    restartNow: vi.fn(),
    report,
    state: (): UpdateState => ({ status: 'off' }),
    async check(address: string) {
      updater.checks.push(address)
      report({ status: 'checking' })
      const found = finds()
      report(found)
      return found
    },
    onState(listener: (state: UpdateState) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  } satisfies AppUpdates & Record<string, unknown>
  return updater
}

const safe: QuitCheck = {
  safeToQuit: true,
  pending: 0,
  sending: 0,
  failed: 0,
  unresolvedBookings: 0,
  message: null,
}

function service(options: { settings: UpdateSettings; quit?: QuitCheck; finds?: () => UpdateState }) {
  const clock = manualClock()
  const updater = fakeUpdater(options.finds ?? (() => ({ status: 'upToDate', version: '1.0.0' })))
  const changes: UpdateStatus[] = []
  const updates = createUpdateService({
    updates: updater,
    settings: () => options.settings,
    currentVersion: '1.0.0',
    clock,
    quitCheck: () => options.quit ?? safe,
    changed: (info) => changes.push(info.state),
    log: () => undefined,
  })
  return { clock, updater, updates, changes }
}

describe('the update service', () => {
  it('checks a little after the start, then every 4 hours, and nothing once stopped', async () => {
    const desk = service({ settings: { address: 'https://updates.example/', automatic: true } })
    desk.updates.start()
    desk.clock.advance(FIRST_CHECK_AFTER_MS)
    await flush()
    expect(desk.updater.checks).toEqual(['https://updates.example/'])
    desk.clock.advance(CHECK_EVERY_MS - 1)
    await flush()
    expect(desk.updater.checks).toHaveLength(1)
    desk.clock.advance(1)
    await flush()
    expect(desk.updater.checks).toHaveLength(2)
    await desk.updates.stop()
    desk.clock.advance(10 * CHECK_EVERY_MS)
    await flush()
    expect(desk.updater.checks).toHaveLength(2)
    expect(desk.clock.nextTimerAt()).toBeNull()
  })

  it('checks on its own only when checks are automatic, yet "Check now" always checks', async () => {
    const desk = service({ settings: { address: 'https://updates.example/', automatic: false } })
    desk.updates.start()
    desk.clock.advance(2 * CHECK_EVERY_MS)
    await flush()
    expect(desk.updater.checks).toEqual([])
    expect((await desk.updates.check()).state).toEqual({ status: 'upToDate', version: '1.0.0' })
    expect(desk.updater.checks).toHaveLength(1)
    await desk.updates.stop()
  })

  it('installs a downloaded version at quit, and restarts now only when no write waits', async () => {
    const quit: QuitCheck = { ...safe, safeToQuit: false, pending: 2, message: '2 changes are not sent yet.' }
    const desk = service({ settings: { address: 'https://updates.example/', automatic: false }, quit })
    expect(desk.updates.restartNow()).toEqual({ restarting: false, reason: 'No update is downloaded yet.' })
    desk.updater.report({ status: 'ready', version: '2.0.0' })
    expect(desk.updater.installOnQuit).toHaveBeenCalledOnce()
    expect(desk.changes.at(-1)).toEqual(ready)
    expect(desk.updates.restartNow()).toEqual({
      restarting: false,
      reason: '2 changes are not sent yet. The update installs when you quit.',
    })
    expect(desk.updater.restartNow).not.toHaveBeenCalled()
    Object.assign(quit, safe)
    expect(desk.updates.restartNow()).toEqual({ restarting: true, reason: null })
    expect(desk.updater.restartNow).toHaveBeenCalledOnce()
    await desk.updates.stop()
  })
})
