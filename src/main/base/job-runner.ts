import type { Clock } from '../platform/types'
import { mainLog } from './main-log'

/**
 * Runs one background job (the booking poller, the catalog sync, the outbox replay, ...) on a schedule:
 *
 * - one run at a time: `run()` during a run joins it (same outcome); `trigger()` during a run asks for one more
 *   run after it, however many triggers come;
 * - a timer: after a run that succeeded, the next one follows `intervalMs`; after failures in a row, `backoffMs`
 *   (the interval when the job has no backoff); the count starts over after a success;
 * - `stop()` cancels the timer, aborts the run under way (its signal) and waits for it to end;
 * - waiting for the service: a run that found it unreachable sets no timer, and a timer that falls due while
 *   `isOffline()` runs nothing; either way the job runs when `onConnectivity(true)` says it is back;
 * - `status()` for the sync indicator, and `onRunEnd` once each run has ended (before the next is scheduled).
 *
 * Runs are started only through the runner, so its state is the job's: a job never keeps its own timer or flags.
 */

/** What a run's outcome means for the schedule. */
export type JobVerdict =
  /** Done: the failure count starts over, the next run follows the interval. */
  | { kind: 'succeeded' }
  /** Counts a failure: the next run follows the backoff; with `waitForService`, also when the service is back. */
  | { kind: 'failed'; waitForService?: boolean }
  /** The service could not be reached: no timer, the next run starts when it is back. */
  | { kind: 'offline' }
  /** Interrupted, or nothing to retry on a timer: nothing is scheduled and the failure count stays. */
  | { kind: 'stopped' }

export interface JobRunnerOptions<R> {
  /** For logs. */
  name: string
  clock: Clock
  /** One run. It should resolve with its outcome, failures included; a rejection counts as a failure. */
  job: (signal: AbortSignal) => Promise<R>
  verdict: (outcome: R) => JobVerdict
  /** Delay before the next run after one that succeeded (null before the first run); null: no timer. */
  intervalMs: (outcome: R | null) => number | null
  /** Delay before the next run after `failures` failed runs in a row (1 = the first); default the interval. */
  backoffMs?: (failures: number) => number
  /** Whether the service cannot be reached now (the connectivity monitor's view). */
  isOffline?: () => boolean
  /** Work waiting for the service: when it is back, the job runs, started or not, waiting or not. */
  hasWork?: () => boolean
  onRunEnd?: (outcome: R) => void
  log?: (message: string, error?: unknown) => void
}

export interface JobStatus {
  running: boolean
  /** The next run starts when the service is back. */
  waitingForService: boolean
  /** Failed runs in a row. */
  failures: number
  /** When the timer runs the job next; null when no timer is set. */
  nextRunAt: string | null
}

export interface JobRunner<R> {
  /** Runs now, or joins the run under way. Rejects only when the job does. */
  run(): Promise<R>
  /** Asks for a run without waiting for it: now when idle, else once more after the run under way. */
  trigger(): void
  /** Turns the timer on; the first run after `firstRunInMs` (null: none until a trigger). Once. */
  start(firstRunInMs: number | null): void
  stop(): Promise<void>
  /** Aborts the run under way and waits for it (its outcome, null when none ran); the timer stays on. */
  interrupt(): Promise<R | null>
  /** The policy changed (a setting): a pending timer is set again from it. */
  reschedule(): void
  /** A failure outside a run (a write sent directly): counts toward the backoff and sets the retry timer. */
  recordFailure(): void
  /** Feed of the connectivity monitor. */
  onConnectivity(online: boolean): void
  isStarted(): boolean
  status(): JobStatus
  /** The delay of the pending timer as it was set; null when none. */
  scheduledDelayMs(): number | null
}

interface Timer {
  cancel: () => void
  delayMs: number
  atMs: number
}

export function createJobRunner<R>(options: JobRunnerOptions<R>): JobRunner<R> {
  const { clock } = options
  const log = options.log ?? ((message: string, error?: unknown) => mainLog.warn(message, error))
  let current: Promise<R> | null = null
  let controller: AbortController | null = null
  let timer: Timer | null = null
  let started = false
  let waiting = false
  let failures = 0
  let runAgain = false
  let last: { outcome: R | null; verdict: JobVerdict } | null = null

  const delayAfter = (outcome: R | null, verdict: JobVerdict | null): number | null => {
    if (verdict?.kind === 'failed') return options.backoffMs?.(failures) ?? options.intervalMs(outcome)
    return options.intervalMs(outcome)
  }

  const clearTimer = (): void => {
    timer?.cancel()
    timer = null
  }

  const setTimer = (delayMs: number | null): void => {
    clearTimer()
    if (!started || delayMs === null) return
    const delay = Math.max(0, delayMs)
    const entry: Timer = { cancel: () => undefined, delayMs: delay, atMs: clock.now().getTime() + delay }
    timer = entry
    entry.cancel = clock.after(delay, () => {
      if (timer !== entry) return
      timer = null
      if (options.isOffline?.() === true) waiting = true
      else runInBackground()
    })
  }

  const end = (abort: AbortController, outcome: R | null, verdict: JobVerdict): void => {
    if (controller === abort) controller = null
    current = null
    if (verdict.kind === 'succeeded') failures = 0
    if (verdict.kind === 'failed') failures += 1
    if (verdict.kind === 'offline' || (verdict.kind === 'failed' && verdict.waitForService === true)) {
      waiting = true
    }
    last = { outcome, verdict }
    try {
      if (outcome !== null) options.onRunEnd?.(outcome)
    } catch (error) {
      // A listener's failure must not stop the schedule.
      log(`[${options.name}] after the run`, error)
    }
    const scheduled =
      verdict.kind === 'offline' || verdict.kind === 'stopped' ? null : delayAfter(outcome, verdict)
    setTimer(scheduled)
    if (runAgain) {
      runAgain = false
      runInBackground()
    }
  }

  const execute = async (abort: AbortController): Promise<R> => {
    let outcome: R
    try {
      outcome = await options.job(abort.signal)
    } catch (error) {
      end(abort, null, { kind: 'failed' })
      throw error
    }
    end(abort, outcome, options.verdict(outcome))
    return outcome
  }

  const run = (): Promise<R> => {
    if (current !== null) return current
    waiting = false
    clearTimer()
    const abort = new AbortController()
    controller = abort
    // The job starts synchronously, as a direct call would; the run counts as under way once it has returned
    // (unless it has already ended: a job that throws at once).
    const running = execute(abort)
    if (controller === abort) current = running
    return running
  }

  const runInBackground = (): void => {
    run().catch((error: unknown) => log(`[${options.name}] the run failed`, error))
  }

  return {
    run,
    trigger() {
      if (current !== null) runAgain = true
      else runInBackground()
    },
    start(firstRunInMs) {
      if (started) return
      started = true
      setTimer(firstRunInMs)
    },
    async stop() {
      started = false
      runAgain = false
      clearTimer()
      controller?.abort()
      await current?.catch(() => undefined)
    },
    async interrupt() {
      // Whoever interrupts decides what runs next.
      runAgain = false
      const running = current
      controller?.abort()
      return running === null ? null : running
    },
    reschedule() {
      if (started && current === null && timer !== null)
        setTimer(delayAfter(last?.outcome ?? null, last?.verdict ?? null))
    },
    recordFailure() {
      failures += 1
      setTimer(options.backoffMs?.(failures) ?? options.intervalMs(null))
    },
    onConnectivity(online) {
      if (!online || current !== null) return
      if ((started && waiting) || options.hasWork?.() === true) runInBackground()
    },
    isStarted: () => started,
    status: () => ({
      running: current !== null,
      waitingForService: waiting,
      failures,
      nextRunAt: timer === null ? null : new Date(timer.atMs).toISOString(),
    }),
    scheduledDelayMs: () => timer?.delayMs ?? null,
  }
}
