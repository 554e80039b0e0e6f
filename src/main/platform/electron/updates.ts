import { autoUpdater } from 'electron-updater'
import type { AppUpdates } from '../types'
import { feedFolder, type UpdateState } from '../update-feed'

/**
 * electron-updater with the generic provider at the agency's address: a check downloads a newer version in the
 * background; it is installed at quit only once the agent agreed (installOnQuit), never silently.
 */
export function createElectronUpdates(
  currentVersion: string,
  options: {
    /** Check from a development run too (the e2e project's local feed); never in a packaged app. */
    forceDev?: boolean
  } = {},
): AppUpdates {
  let current: UpdateState = { status: 'off' }
  const listeners = new Set<(state: UpdateState) => void>()
  const set = (state: UpdateState): UpdateState => {
    current = state
    for (const listener of listeners) listener(state)
    return state
  }
  autoUpdater.autoDownload = true
  if (options.forceDev === true) {
    autoUpdater.forceDevUpdateConfig = true
    // A local feed offers a version, not an installer: nothing to download.
    autoUpdater.autoDownload = false
  }
  autoUpdater.autoInstallOnAppQuit = false
  autoUpdater.on('checking-for-update', () => set({ status: 'checking' }))
  autoUpdater.on('update-not-available', () => set({ status: 'upToDate', version: currentVersion }))
  autoUpdater.on('update-available', (info) => {
    const notes = releaseNotesText(info.releaseNotes)
    set({ status: 'available', version: info.version, ...(notes === null ? {} : { notes }) })
  })
  autoUpdater.on('download-progress', (progress) => {
    if (current.status === 'available' || current.status === 'downloading') {
      set({ status: 'downloading', version: current.version, percent: progress.percent })
    }
  })
  autoUpdater.on('update-downloaded', (info) => set({ status: 'ready', version: info.version }))
  autoUpdater.on('error', (error) => set({ status: 'error', message: `The update failed: ${error.message}` }))
  return {
    state: () => current,
    async check(address) {
      if (address.trim() === '') return set({ status: 'off' })
      const folder = feedFolder(address)
      if (typeof folder === 'string') return set({ status: 'error', message: folder })
      // A development run (not packaged) is skipped by electron-updater without a word: say it.
      if (!autoUpdater.isUpdaterActive()) {
        return set({
          status: 'error',
          message: 'Updates are checked by the installed app only, not a development run.',
        })
      }
      autoUpdater.setFeedURL({ provider: 'generic', url: folder.href })
      try {
        await autoUpdater.checkForUpdates()
      } catch (error) {
        set({ status: 'error', message: `The update check failed: ${(error as Error).message}` })
      }
      return current
    },
    installOnQuit() {
      autoUpdater.autoInstallOnAppQuit = true
    },
    restartNow() {
      // Not silent (the installer shows its progress), then the new version starts.
      autoUpdater.quitAndInstall(false, true)
    },
    onState(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** electron-updater's release notes: a text, or one note per version (staged updates); null when none. */
function releaseNotesText(
  notes: string | readonly { version: string; note: string | null }[] | null | undefined,
): string | null {
  if (notes === null || notes === undefined) return null
  if (typeof notes === 'string') return notes.trim() === '' ? null : notes
  const text = notes
    .map((entry) => (entry.note === null ? '' : `${entry.version}: ${entry.note}`))
    .filter((line) => line !== '')
    .join('\n')
  return text === '' ? null : text
}
