import { DeskError } from '../../shared/ipc'
import type { SharingStatus } from '../../shared/ipc/sharing.contract'
import type { AgencySharing } from './sharing-types'

/** One desk alone: nothing shared, the status 'off'. */
export const OFF: SharingStatus = {
  state: 'off',
  address: null,
  pending: 0,
  connected: false,
  lastSharedAt: null,
  problem: null,
  unseenConflicts: 0,
}

/** No core deps (a test's bare context): one desk alone. */
export function offSharing(): AgencySharing {
  const refuse = (): never => {
    throw new DeskError('INVALID_INPUT', 'Sharing through PostgreSQL is not available in this build.')
  }
  return {
    status: () => OFF,
    check: () => Promise.resolve(refuse()),
    connect: () => Promise.resolve(refuse()),
    disconnect: () => Promise.resolve(OFF),
    syncNow: () => Promise.resolve(OFF),
    conflicts: () => [],
    markConflictsSeen: () => OFF,
    start: () => undefined,
    stop: () => Promise.resolve(),
  }
}
