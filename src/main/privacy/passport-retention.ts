import type { Clock } from '../platform/types'

const DAY_MS = 24 * 60 * 60_000

export interface PassportRetentionDeps {
  clock: Pick<Clock, 'every'>
  /** Settings → Privacy: months after the last trip; null keeps passports until the agent deletes them. */
  months(): number | null
  /** Erases what is past the retention (privacy-service.ts); returns how many passports went. */
  erase(months: number): number
  log?: (message: string, error?: unknown) => void
}

export interface PassportRetention {
  /** One run now (also on a change of the setting); 0 when retention is off. */
  run(): number
  start(): void
  stop(): void
}

/**
 * The optional retention of travellers' passport data: once at start, then daily (a desk left running for weeks
 * erases on time), each run one transaction. Registered with the other jobs in core/background-jobs.ts.
 */
export function createPassportRetention(deps: PassportRetentionDeps): PassportRetention {
  const log = deps.log ?? ((message: string, error?: unknown) => console.warn(message, error ?? ''))
  let cancel: (() => void) | null = null
  const run = (): number => {
    const months = deps.months()
    if (months === null) return 0
    try {
      return deps.erase(months)
    } catch (error) {
      // The next day's run tries again; a failure never stops the other jobs.
      log('[jobs] passport retention failed', error)
      return 0
    }
  }
  return {
    run,
    start() {
      if (cancel !== null) return
      run()
      cancel = deps.clock.every(DAY_MS, () => void run())
    },
    stop() {
      cancel?.()
      cancel = null
    },
  }
}
