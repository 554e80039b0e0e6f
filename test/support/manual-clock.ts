import type { Clock } from '../../src/main/platform/types'

/**
 * The one manual clock of the tests: time moves only when a test says, and timers (`after`, `every`) fire in
 * time order as it moves, each seeing the clock at its own due time. Backoffs, refresh periods and Retry-After
 * are checked without sleeping and without reading the wall clock.
 */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, firing every timer due on the way (also timers those timers set). */
  advance(ms: number): void
  /** Time of the earliest pending timer, or null. */
  nextTimerAt(): number | null
  /** How far ahead of now each pending timer is, in ms (earliest first). */
  pendingIn(): number[]
  readonly nowMs: number
}

interface Timer {
  at: number
  task: () => void
  every: number | null
}

export function manualClock(startMs = Date.parse('2026-03-01T09:00:00Z')): ManualClock {
  let now = startMs
  let nextId = 0
  const timers = new Map<number, Timer>()
  const schedule = (at: number, task: () => void, every: number | null): (() => void) => {
    const id = nextId++
    timers.set(id, { at, task, every })
    return () => timers.delete(id)
  }
  const earliestDue = (until: number): [number, Timer] | null => {
    let due: [number, Timer] | null = null
    for (const entry of timers) {
      if (entry[1].at <= until && (due === null || entry[1].at < due[1].at)) due = entry
    }
    return due
  }
  return {
    get nowMs() {
      return now
    },
    now: () => new Date(now),
    after: (ms, task) => schedule(now + Math.max(0, ms), task, null),
    every: (ms, task) => schedule(now + ms, task, ms),
    nextTimerAt() {
      let earliest: number | null = null
      for (const timer of timers.values()) if (earliest === null || timer.at < earliest) earliest = timer.at
      return earliest
    },
    pendingIn: () => [...timers.values()].map((timer) => timer.at - now).sort((a, b) => a - b),
    advance(ms) {
      const target = now + ms
      for (let due = earliestDue(target); due !== null; due = earliestDue(target)) {
        const [id, timer] = due
        now = timer.at
        if (timer.every === null) timers.delete(id)
        else timer.at += timer.every
        timer.task()
      }
      now = target
    },
  }
}
