import type { UpdateStatus } from '../../shared/ipc/updates.contract'
import type { UpdateState } from '../platform/update-feed'

/**
 * The update state the agent sees, from what the platform's updater reports. One rule beyond the mapping: a
 * version downloaded and ready stays ready whatever a later check says (checking, up to date, a failure to reach
 * the feed): it still installs at quit, and the banner must not vanish because the network did. Only a newer
 * version found replaces it.
 */
export function nextUpdateStatus(current: UpdateStatus, reported: UpdateState): UpdateStatus {
  const ready = current.status === 'ready' ? current : null
  switch (reported.status) {
    case 'off':
      return ready ?? { status: 'idle' }
    case 'checking':
      return ready ?? { status: 'checking' }
    case 'upToDate':
      return ready ?? { status: 'upToDate', version: reported.version }
    case 'available':
      if (ready !== null && ready.version === reported.version) return ready
      return { status: 'available', version: reported.version, notes: reported.notes ?? null }
    case 'downloading':
      if (ready !== null) return ready
      return {
        status: 'downloading',
        version: reported.version,
        percent: Math.min(100, Math.max(0, Number.isFinite(reported.percent) ? reported.percent : 0)),
      }
    case 'ready':
      return { status: 'ready', version: reported.version }
    case 'error':
      return ready ?? { status: 'failed', reason: reported.message }
  }
}
