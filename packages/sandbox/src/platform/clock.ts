/**
 * The simulated clock every time rule of the sandbox follows: handshake expiry, supplier answers, reminders,
 * automatic refusal, token expiry, rate-limit windows. It runs with real time from an offset that the control
 * plane can move forward (or set), so tests can jump days ahead without waiting.
 */
export interface SimClock {
  now(): Date
  nowMs(): number
  /** Moves the clock; listeners run after the move (the state engine catches up on due events there). */
  advance(seconds: number): void
  set(iso: string): void
  onChange(listener: (now: Date) => void): () => void
}

export function createSimClock(start?: Date | string, realNow: () => number = Date.now): SimClock {
  let offsetMs = start === undefined ? 0 : new Date(start).getTime() - realNow()
  const listeners = new Set<(now: Date) => void>()
  const notify = (): void => {
    const now = new Date(realNow() + offsetMs)
    for (const listener of listeners) listener(now)
  }
  return {
    now: () => new Date(realNow() + offsetMs),
    nowMs: () => realNow() + offsetMs,
    advance(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0)
        throw new RangeError('advanceSeconds must be a number >= 0')
      offsetMs += seconds * 1000
      notify()
    },
    set(iso) {
      const target = new Date(iso).getTime()
      if (Number.isNaN(target)) throw new RangeError(`Not a timestamp: ${iso}`)
      offsetMs = target - realNow()
      notify()
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
