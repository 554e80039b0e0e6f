import type { QuitCheck } from '../../shared/ipc/outbox.contract'
import type { RestartOutcome, UpdateStatus, UpdatesInfo } from '../../shared/ipc/updates.contract'
import type { UpdateSettings } from '../../shared/ipc'
import { createJobRunner } from '../base/job-runner'
import type { AppUpdates, Clock } from '../platform/types'
import { nextUpdateStatus } from './update-state'

/**
 * The desktop app's update checks (issue 30): a background job that checks the agency's feed a little after the
 * start and every 4 hours (when the address is set and checks are automatic), "Check now" and the Help menu's
 * check, and the agent's "Restart now". The platform's updater downloads a newer version in the background; once
 * it is ready it installs when the app quits (installOnQuit), never in the middle of the agent's work.
 */

export const FIRST_CHECK_AFTER_MS = 60_000
export const CHECK_EVERY_MS = 4 * 3_600_000

export interface UpdateServiceDeps {
  /** The platform's updater; absent in the web host. */
  updates: AppUpdates | undefined
  settings: () => UpdateSettings
  currentVersion: string
  clock: Clock
  /** The same check as quitting: writes waiting in the outbox keep the app from restarting. */
  quitCheck: () => QuitCheck
  changed: (info: UpdatesInfo) => void
  log: (message: string, detail?: unknown) => void
}

export interface UpdateService {
  start(): void
  stop(): Promise<void>
  info(): UpdatesInfo
  /** One check now (whatever the automatic setting): joins a check under way. */
  check(): Promise<UpdatesInfo>
  /** The settings changed: a new address with automatic checks is checked at once. */
  settingsChanged(previous: UpdateSettings): void
  restartNow(): RestartOutcome
}

export function createUpdateService(deps: UpdateServiceDeps): UpdateService {
  const updater = deps.updates
  let state: UpdateStatus = { status: 'idle' }
  let lastCheckedAt: string | null = null
  let stopped = false
  let underWay: Promise<void> | null = null

  const info = (): UpdatesInfo => ({
    supported: updater !== undefined,
    currentVersion: deps.currentVersion,
    settings: deps.settings(),
    state,
    lastCheckedAt,
  })
  const publish = (): void => {
    if (!stopped) deps.changed(info())
  }

  const unsubscribe =
    updater?.onState((reported) => {
      if (stopped) return
      const next = nextUpdateStatus(state, reported)
      if (next.status === 'ready' && state.status !== 'ready') {
        // Downloaded: it installs when the app quits; the banner offers to restart sooner.
        updater.installOnQuit()
        deps.log(`[updates] version ${next.version} downloaded: it installs at quit`)
      }
      state = next
      publish()
    }) ?? (() => undefined)

  const checkOnce = (): Promise<void> => {
    const address = deps.settings().address
    if (updater === undefined || address === '' || stopped) return Promise.resolve()
    underWay ??= (async () => {
      try {
        await updater.check(address)
      } catch (error) {
        // The adapters report failures as a state; a throw is a bug of theirs, said the same way.
        state = nextUpdateStatus(state, {
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        })
        deps.log('[updates] the update check failed', error)
      } finally {
        lastCheckedAt = deps.clock.now().toISOString()
        underWay = null
        publish()
      }
    })()
    return underWay
  }

  const runner = createJobRunner<'checked' | 'off'>({
    name: 'update checks',
    clock: deps.clock,
    job: async () => {
      const settings = deps.settings()
      if (!settings.automatic || settings.address === '') return 'off'
      await checkOnce()
      return 'checked'
    },
    verdict: () => ({ kind: 'succeeded' }),
    intervalMs: () => CHECK_EVERY_MS,
    log: deps.log,
  })

  return {
    start() {
      // No updater (the web host): no timer at all.
      if (updater !== undefined) runner.start(FIRST_CHECK_AFTER_MS)
    },
    async stop() {
      stopped = true
      unsubscribe()
      await runner.stop()
      await underWay
    },
    info,
    async check() {
      await checkOnce()
      return info()
    },
    settingsChanged(previous) {
      const next = deps.settings()
      if (next.address !== previous.address && next.address === '') {
        state = { status: 'idle' }
      }
      publish()
      const checkNow = next.address !== '' && next.automatic
      if (checkNow && (next.address !== previous.address || !previous.automatic)) void checkOnce()
    },
    restartNow() {
      if (updater === undefined || state.status !== 'ready') {
        return { restarting: false, reason: 'No update is downloaded yet.' }
      }
      const quit = deps.quitCheck()
      if (!quit.safeToQuit) {
        return {
          restarting: false,
          reason: `${quit.message ?? 'Some work is not sent yet.'} The update installs when you quit.`,
        }
      }
      if (updater.restartNow === undefined) {
        return {
          restarting: false,
          reason: 'This app cannot restart itself: the update installs when you quit.',
        }
      }
      deps.log(`[updates] restarting to install version ${state.version}`)
      updater.restartNow()
      return { restarting: true, reason: null }
    },
  }
}
