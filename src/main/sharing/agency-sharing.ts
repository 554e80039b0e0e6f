import { DeskError } from '../../shared/ipc'
import type {
  ReplacedChange,
  SharingCheckOutcome,
  SharingConnectInput,
  SharingStatus,
} from '../../shared/ipc/sharing.contract'

/**
 * The agency's records shared through its PostgreSQL (issue 33; src/shared/ipc/sharing.contract.ts): what the core
 * and its handlers see. One desk alone (no address) is 'off' and behaves exactly as before.
 */
export interface AgencySharing {
  status(): SharingStatus
  check(input: SharingConnectInput): Promise<SharingCheckOutcome>
  connect(input: SharingConnectInput): Promise<SharingStatus>
  disconnect(): Promise<SharingStatus>
  syncNow(): Promise<SharingStatus>
  conflicts(recordId?: string): ReplacedChange[]
  markConflictsSeen(ids: string[]): SharingStatus
  /** Starts the background push/pull (a background job); stop() ends it and closes the pool. */
  start(): void
  stop(): Promise<void>
}

const OFF: SharingStatus = {
  state: 'off',
  address: null,
  pending: 0,
  connected: false,
  lastSharedAt: null,
  problem: null,
  unseenConflicts: 0,
}

/** Placeholder until the PostgreSQL sharing lands: one desk alone. */
export function createAgencySharing(): AgencySharing {
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
