import type { OutboxCounts } from '../../shared/ipc/outbox.contract'
import type { OutboxEntry, OutboxFilter, OutboxKind } from '../db/outbox.repo'

/**
 * The outbox as a feature sees it: it queues writes through `Outbox`, and tells the outbox how each kind of write
 * is sent with a `WriteSender`. The queue, the order, the replays and the retries are the outbox's (outbox.ts).
 */

export { isUncertain } from './outbox-plan'

export interface NewWrite<P> {
  kind: OutboxKind
  bookingId: string
  payload: P
}

export type SubmitOutcome = { outcome: 'sent' | 'queued'; entry: OutboxEntry }

export interface ReplayReport {
  sent: number
  failed: number
  /** Why the replay stopped before the end: offline, or a failure to retry later. */
  stopped: 'offline' | 'retryLater' | null
}

export interface Outbox {
  /** Stores the write and sends it now when possible. Throws WriteRejectedError when the service refuses it at once. */
  submit<P>(write: NewWrite<P>): Promise<SubmitOutcome>
  /** Replays what is pending, or joins the replay under way. Never rejects. */
  replay(): Promise<ReplayReport>
  retry(id: string): OutboxEntry | null
  discard(id: string): boolean
  /** Every service's entries unless the filter names one: nothing waiting is hidden from the agent. */
  list(filter?: OutboxFilter): OutboxEntry[]
  /** Over every service: what the agent is told is waiting. */
  counts(): OutboxCounts
  /** Unsent writes (pending, sending) of services other than the active one: they wait for a switch back. */
  waitingForOtherServices(): number
  start(): void
  stop(): Promise<void>
  onConnectivity(state: string): void
}

/** One attempt of a write, as its sender gets it. */
export interface WriteAttempt {
  /** An earlier attempt may have been applied (it got no answer, or the app stopped): check the service first. */
  uncertain: boolean
  /** The service was checked: what the sender sends after this is a fresh attempt, no longer uncertain. */
  markVerified(): void
}

/**
 * Sends one write on its own service (`entry.service`: every call pinned to it) and updates what the feature
 * keeps of it. Rejects with the service's error (ServiceError) when the write did not go through.
 */
export type WriteSender = (entry: OutboxEntry, attempt: WriteAttempt) => Promise<unknown>

/** The sender of each kind of write; a kind without one fails as a bug of ours. */
export type WriteSenders = Readonly<Record<string, WriteSender>>

/** A write the service refused at once: the caller shows the service's error (`reason`); nothing is kept. */
export class WriteRejectedError extends Error {
  constructor(readonly reason: unknown) {
    super('The service refused the write.')
  }
}
