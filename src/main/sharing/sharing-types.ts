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
