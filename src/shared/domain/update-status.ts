import type { UpdateStatus, UpdatesInfo } from '../ipc/updates.contract'

/** The update state in words, for Settings -> Updates and the Help menu's check. */
export function updateStatusSentence(state: UpdateStatus, currentVersion: string): string {
  switch (state.status) {
    case 'idle':
      return 'No check has run yet.'
    case 'checking':
      return 'Checking for updates…'
    case 'upToDate':
      return `Agency Desk ${currentVersion} is up to date.`
    case 'available':
      return `Version ${state.version} is available: it downloads in the background.`
    case 'downloading':
      return `Downloading version ${state.version}: ${Math.round(state.percent)}%.`
    case 'ready':
      return `Version ${state.version} is ready: it installs when you quit.`
    case 'failed':
      return `The last check failed: ${state.reason}`
  }
}

/** The whole picture in one sentence: no updater, no address, or the state. */
export function updatesInfoSentence(info: UpdatesInfo): string {
  if (!info.supported)
    return 'Updates come with the desktop app: this browser version updates with the server.'
  if (info.settings.address === '') return 'Updates are off: no update address is set (Settings -> Updates).'
  return updateStatusSentence(info.state, info.currentVersion)
}
