import type { OutboxCounts } from '../../shared/ipc/outbox.contract'
import { isServiceError, type ApiClient } from '../api/client'
import type { EventBus } from '../core/event-bus'
import {
  countOutbox,
  discardOutbox,
  enqueueOutbox,
  getOutboxEntry,
  listInterruptedOutbox,
  listOutbox,
  markOutboxDone,
  markOutboxFailed,
  markOutboxSending,
  purgeDoneOutbox,
  retryFailedOutbox,
  returnOutboxToPending,
  type OutboxEntry,
  type OutboxKind,
} from '../db/outbox.repo'
import type { Db } from '../db/statements'
import type { Clock } from '../platform/types'
import {
  classifyFailure,
  isUncertain,
  planReplay,
  retryDelayMs,
  toOutboxError,
  type FailureKind,
} from './outbox-plan'
import { sendWrite, type SendContext } from './outbox-send'

/**
 * The outbox of writes (messages, cancellations): a write is stored first, then sent at once when the service
 * can be reached and nothing waits before it; otherwise it is replayed later, in order, exactly once:
 *
 * - a replay runs when the service comes back (connectivity), at start, after a retry, and on a timer after a
 *   failed attempt; one replay at a time, and a write is taken (`sending`) before it leaves, so two replays can
 *   never send the same write;
 * - a write the service rejects (4xx) is kept as `failed` with the service's error until the agent retries or
 *   discards it; on a network failure or a 5xx it stays pending and the replay stops (later writes must not
 *   overtake it);
 * - a write whose attempt got no answer (or was interrupted by a crash) is checked on the service before it is
 *   sent again: a cancel is not idempotent.
 */

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
  /** Stores the write and sends it now when possible. Throws the service's error when it rejects it at once. */
  submit<P>(write: NewWrite<P>): Promise<SubmitOutcome>
  /** Replays what is pending, or joins the replay under way. Never rejects. */
  replay(): Promise<ReplayReport>
  retry(id: string): OutboxEntry | null
  discard(id: string): boolean
  list(filter?: Parameters<typeof listOutbox>[1]): OutboxEntry[]
  counts(): OutboxCounts
  start(): void
  stop(): Promise<void>
  onConnectivity(state: string): void
}

export interface OutboxDeps {
  db: Db
  api: Pick<ApiClient, 'bookings'>
  clock: Clock
  events: Pick<EventBus, 'publish'>
  isOffline: () => boolean
  log?: (message: string, error?: unknown) => void
}

/** Done writes are kept a week (the agent may look back at what was sent), then purged at start. */
const KEEP_DONE_MS = 7 * 24 * 3_600_000

/** A write the service refused at once: the caller shows the service's error (`reason`); nothing is kept. */
export class WriteRejectedError extends Error {
  constructor(readonly reason: unknown) {
    super('The service refused the write.')
  }
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const { db, clock } = deps
  const log = deps.log ?? ((message: string, error?: unknown) => console.warn(message, error ?? ''))
  const now = (): string => clock.now().toISOString()
  const inFlight = new Set<string>()
  let running: Promise<ReplayReport> | null = null
  let started = false
  let waitingForService = false
  let failures = 0
  let cancelTimer: (() => void) | null = null

  const counts = (): OutboxCounts => {
    const all = countOutbox(db)
    return { pending: all.pending, sending: all.sending, failed: all.failed }
  }
  const changed = (bookingIds: readonly string[] = []): void => {
    deps.events.publish('outbox.changed', counts())
    if (bookingIds.length > 0) deps.events.publish('bookings.changed', { bookingIds: [...bookingIds], reason: 'write' })
  }

  /** One attempt; the entry is `sending` (taken by the caller). */
  const attempt = async (
    entry: OutboxEntry,
  ): Promise<{ result: 'done' | FailureKind; error: unknown }> => {
    const uncertain = isUncertain({ state: 'pending', lastError: entry.lastError })
    const context: SendContext = { db, api: deps.api.bookings, now, verified: false }
    inFlight.add(entry.id)
    try {
      await sendWrite(context, entry, uncertain)
      markOutboxDone(db, entry.id, now())
      return { result: 'done', error: null }
    } catch (error) {
      const kind = classifyFailure(error)
      // Still uncertain unless the service was checked before this attempt, or this attempt surely sent nothing.
      const stillUncertain = kind === 'uncertain' || (uncertain && !context.verified)
      if (kind === 'rejected') markOutboxFailed(db, entry.id, toOutboxError(error, false), now())
      else returnOutboxToPending(db, entry.id, toOutboxError(error, stillUncertain), now())
      if (!isServiceError(error)) log('[outbox] a write failed', error)
      return { result: kind, error }
    } finally {
      inFlight.delete(entry.id)
    }
  }

  const schedule = (delayMs: number): void => {
    cancelTimer?.()
    cancelTimer = null
    if (!started) return
    cancelTimer = clock.after(delayMs, () => {
      cancelTimer = null
      void replay()
    })
  }

  /** `sending` entries nobody in this process is sending: a crash interrupted them. */
  const recoverInterrupted = (): void => {
    for (const entry of listInterruptedOutbox(db)) {
      if (inFlight.has(entry.id)) continue
      returnOutboxToPending(
        db,
        entry.id,
        {
          code: 'INTERRUPTED',
          message: 'The app stopped while this was being sent; the service is checked before it is sent again.',
          details: { outcomeUnknown: true },
        },
        now(),
      )
    }
  }

  const run = async (): Promise<ReplayReport> => {
    const report: ReplayReport = { sent: 0, failed: 0, stopped: null }
    const touched = new Set<string>()
    recoverInterrupted()
    for (;;) {
      if (deps.isOffline()) {
        waitingForService = true
        report.stopped = 'offline'
        break
      }
      const [next] = planReplay(listOutbox(db, { states: ['pending', 'sending'] }), inFlight)
      if (next === undefined) break
      if (!markOutboxSending(db, next.id, now())) continue
      const taken = getOutboxEntry(db, next.id) ?? next
      const { result } = await attempt(taken)
      touched.add(taken.bookingId)
      if (result === 'done') report.sent += 1
      else if (result === 'rejected') report.failed += 1
      else {
        failures += 1
        report.stopped = 'retryLater'
        if (!deps.isOffline()) schedule(retryDelayMs(failures))
        else waitingForService = true
        break
      }
    }
    if (report.stopped === null) failures = 0
    if (touched.size > 0 || report.stopped !== null) changed([...touched])
    return report
  }

  const replay = (): Promise<ReplayReport> => {
    if (running !== null) return running
    waitingForService = false
    const current = run()
      .catch((error: unknown) => {
        log('[outbox] the replay failed', error)
        return { sent: 0, failed: 0, stopped: 'retryLater' } satisfies ReplayReport
      })
      .finally(() => {
        running = null
      })
    running = current
    return current
  }

  return {
    async submit(write) {
      const entry = enqueueOutbox(db, { ...write, createdAt: now() })
      const ahead = listOutbox(db, { states: ['pending', 'sending'] }).some((other) => other.id !== entry.id)
      if (deps.isOffline() || ahead || running !== null || !markOutboxSending(db, entry.id, now())) {
        changed([write.bookingId])
        if (!deps.isOffline()) void replay()
        return { outcome: 'queued', entry: getOutboxEntry(db, entry.id) ?? entry }
      }
      const { result, error } = await attempt({ ...entry, state: 'sending' })
      if (result === 'rejected') {
        // Refused at once, with the agent watching: the error is shown to them, nothing is kept.
        discardOutbox(db, entry.id)
        changed()
        throw new WriteRejectedError(error)
      }
      if (result !== 'done') {
        failures += 1
        if (!deps.isOffline()) schedule(retryDelayMs(failures))
      }
      changed([write.bookingId])
      const stored = getOutboxEntry(db, entry.id) ?? entry
      return { outcome: result === 'done' ? 'sent' : 'queued', entry: stored }
    },
    replay,
    retry(id) {
      if (!retryFailedOutbox(db, id, now())) return null
      changed()
      if (!deps.isOffline()) void replay()
      return getOutboxEntry(db, id)
    },
    discard(id) {
      const discarded = discardOutbox(db, id)
      if (discarded) changed()
      return discarded
    },
    list: (filter) => listOutbox(db, filter),
    counts,
    start() {
      if (started) return
      started = true
      purgeDoneOutbox(db, new Date(clock.now().getTime() - KEEP_DONE_MS).toISOString())
      void replay()
    },
    async stop() {
      started = false
      cancelTimer?.()
      cancelTimer = null
      await running
    },
    onConnectivity(state) {
      if (state === 'online' && (waitingForService || counts().pending > 0) && running === null) void replay()
    },
  }
}
