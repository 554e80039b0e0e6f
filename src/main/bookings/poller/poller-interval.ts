import { TERMINAL_STATES } from '../../../shared/domain/booking-states'
import type { RateBucketState } from '../../api/client'

/**
 * How long the poller waits before its next cycle (pure, unit-tested). The agent's setting
 * (`pollIntervalSeconds`) is the base:
 *
 * - faster (a quarter, at least 15 s) while a booking that can still move is close to check-in (an on-request
 *   booking is refused automatically 24 hours before) or was sent or changed recently (suppliers answer early);
 * - slower as cycles go by with nothing moving (twice after 3 quiet cycles, three times after 10), and four times
 *   when no booking can move at all;
 * - never faster than the service allows: after a 429 the general bucket's wait is respected, and a bucket
 *   running low (under a quarter, a tenth) doubles or quadruples the wait, leaving room for what the agent does.
 */

export interface TrackedBooking {
  state: string
  /** YYYY-MM-DD */
  checkIn: string
  createdAt: string
  /** Last change of state the desk noticed; null when none. */
  changedAt: string | null
}

export interface PollDelayInput {
  baseSeconds: number
  nowMs: number
  tracked: readonly TrackedBooking[]
  /** Cycles in a row that found no change. */
  quietCycles: number
  general: RateBucketState | null
}

export const MIN_DELAY_MS = 15_000
export const MAX_DELAY_MS = 60 * 60_000
/** Check-in within this: the booking is about to be decided (automatic refusal at 24 hours). */
export const CLOSE_TO_CHECK_IN_MS = 48 * 3_600_000
/** Sent or changed within this: suppliers often answer in the first hours. */
export const RECENT_MS = 2 * 3_600_000

const terminal = new Set<string>(TERMINAL_STATES)

export function isUrgent(booking: TrackedBooking, nowMs: number): boolean {
  if (terminal.has(booking.state)) return false
  const checkInMs = Date.parse(`${booking.checkIn}T00:00:00Z`)
  if (checkInMs - nowMs <= CLOSE_TO_CHECK_IN_MS && checkInMs + 86_400_000 > nowMs) return true
  const recent = (iso: string | null): boolean => iso !== null && nowMs - Date.parse(iso) <= RECENT_MS
  return recent(booking.createdAt) || recent(booking.changedAt)
}

export function computePollDelayMs(input: PollDelayInput): number {
  const base = input.baseSeconds * 1000
  const moving = input.tracked.filter((booking) => !terminal.has(booking.state))
  let delay: number
  if (moving.some((booking) => isUrgent(booking, input.nowMs))) delay = base / 4
  else if (moving.length === 0) delay = base * 4
  else if (input.quietCycles >= 10) delay = base * 3
  else if (input.quietCycles >= 3) delay = base * 2
  else delay = base
  delay = Math.min(MAX_DELAY_MS, Math.max(MIN_DELAY_MS, delay))

  const bucket = input.general
  if (bucket !== null) {
    if (bucket.limit !== null && bucket.remaining !== null && bucket.limit > 0) {
      const share = bucket.remaining / bucket.limit
      if (share < 0.1) delay *= 4
      else if (share < 0.25) delay *= 2
    }
    if (bucket.blockedUntil !== null) delay = Math.max(delay, Date.parse(bucket.blockedUntil) - input.nowMs)
  }
  return Math.round(Math.min(MAX_DELAY_MS, delay))
}
