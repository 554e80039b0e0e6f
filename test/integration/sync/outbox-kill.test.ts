import Database from 'better-sqlite3'
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { control, sandboxBookings, BOOKING_WORLD, tempFolder, testCore } from '../core/fixtures'

/**
 * Main killed (SIGKILL) at random points of an outbox replay, again and again, and started again on the same data
 * folder: the cache passes SQLite's integrity check after every kill, no queued write is lost, none is delivered
 * twice (each message once in its thread, each cancellation once in its booking's history).
 */

const MESSAGES = 12
const CANCELS = 2
/** Deterministic kill points (ms after the child is up), so a failure can be replayed. */
const KILL_AFTER_MS = [40, 260, 90, 400, 150, 620, 30, 330, 210, 500]

const server = sandboxForFile(BOOKING_WORLD)

function integrity(folder: string): { check: string; states: Record<string, number> } {
  const db = new Database(join(folder, 'cache.db'), { readonly: true, fileMustExist: true })
  try {
    const check = (db.pragma('integrity_check', { simple: true }) as string) ?? ''
    const rows = db.prepare('SELECT state, count(*) AS n FROM outbox GROUP BY state').all() as {
      state: string
      n: number
    }[]
    return { check, states: Object.fromEntries(rows.map((row) => [row.state, row.n])) }
  } finally {
    db.close()
  }
}

/** One run of the child: killed `killAfterMs` after it is up, unless it finishes first. */
function replayOnce(folder: string, killAfterMs: number): Promise<{ finished: boolean }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'outbox-kill.child.ts'), server().url, folder],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let finished = false
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line === 'started') setTimeout(() => child.kill('SIGKILL'), killAfterMs)
    if (line.startsWith('done ')) finished = true
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', () => resolve({ finished }))
  })
}

describe('outbox replay killed at random points', () => {
  it('keeps every queued write and delivers each exactly once', async () => {
    const folder = tempFolder('desk-outbox-kill-')
    const confirmed = sandboxBookings(server(), 'confirmed')
    const talkedTo = confirmed.slice(0, 3)
    const canceled = confirmed.slice(3, 3 + CANCELS)
    const texts = Array.from({ length: MESSAGES }, (_, index) => `Kill test ${index + 1}: please confirm`)

    // Queue the writes offline, then close the app.
    const desk = testCore(server(), folder)
    const first = await desk.core.bookings.poller.pollOnce()
    expect(first.ok).toBe(true)
    for (const bookingId of [...talkedTo, ...canceled]) await desk.call('bookings.messages', { bookingId })
    await control(server()).faults({ offline: true })
    expect((await desk.call('connectivity.check', undefined)).state).toBe('offline')
    for (const [index, message] of texts.entries()) {
      const bookingId = talkedTo[index % talkedTo.length] ?? ''
      expect((await desk.call('bookings.sendMessage', { bookingId, message })).outcome).toBe('queued')
    }
    for (const bookingId of canceled) {
      expect((await desk.call('bookings.cancel', { bookingId, reason: 'Kill test cancel' })).outcome).toBe(
        'queued',
      )
    }
    await desk.core.stop()
    expect(integrity(folder).states).toEqual({ pending: MESSAGES + CANCELS })

    // Back online, but slow: each write takes a while, so the kills land in the middle of sends.
    await control(server()).clearFaults()
    await control(server()).faults({ latencyMs: 60 })
    let kills = 0
    for (const killAfterMs of KILL_AFTER_MS) {
      const { finished } = await replayOnce(folder, killAfterMs)
      const after = integrity(folder)
      expect(after.check).toBe('ok')
      // Nothing disappears: every write is still pending, sending (interrupted) or done.
      expect(Object.values(after.states).reduce((sum, n) => sum + n, 0)).toBe(MESSAGES + CANCELS)
      expect(after.states.failed ?? 0).toBe(0)
      if (finished) break
      kills += 1
    }
    await control(server()).clearFaults()
    // A last run without a kill finishes whatever is left.
    expect((await replayOnce(folder, 600_000)).finished).toBe(true)
    expect(integrity(folder).states).toEqual({ done: MESSAGES + CANCELS })
    expect(kills).toBeGreaterThanOrEqual(3)

    // Exactly once on the service.
    const check = testCore(server(), tempFolder('desk-outbox-check-'))
    await check.call('connectivity.check', undefined)
    for (const bookingId of talkedTo) {
      const thread = (await check.call('bookings.messages', { bookingId })).messages.map((m) => m.message)
      for (const text of texts.filter((_, index) => talkedTo[index % talkedTo.length] === bookingId)) {
        expect(
          thread.filter((message) => message === text),
          text,
        ).toHaveLength(1)
      }
    }
    for (const bookingId of canceled) {
      expect((await check.call('bookings.get', { bookingId })).summary.state).toBe('canceled')
      const history = (await check.call('bookings.history', { bookingId })).entries
      expect(history.filter((entry) => entry.label.includes('Kill test cancel'))).toHaveLength(1)
    }
    await check.core.stop()
  }, 300_000)
})
