import type { UpdateStatus } from '../ipc/updates.contract'

/** The state in words, for Settings -> Updates. */
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
