/**
 * The booking poller's cost per cycle for 1,000 tracked bookings (on-request, `sent`), with 0, 10 and 100 of them
 * changing state between two cycles (the hotel answers through the sandbox's control plane). API calls are counted
 * on the wire; the cycle time is printed for information (the sandbox runs in the same process, so it includes
 * the service's own work). Benchmarks print; nothing is asserted.
 */
import { performance } from 'node:perf_hooks'
import { startTestSandbox } from '../support/sandbox/test-sandbox'
import { fixtureBooking } from '../support/sandbox/booking-fixtures'
import { control, BOOKING_WORLD, testCore } from '../integration/core/fixtures'
import { benchSize } from './bench-size'

export const title = 'Booking poller: API calls per cycle, 1,000 tracked bookings, 0 / 10 / 100 changes'

const TRACKED = benchSize(1_000, 50)

export async function run(): Promise<void> {
  const server = await startTestSandbox(BOOKING_WORLD)
  const desk = testCore(server)
  try {
    const db = server.sandbox.ctx.db
    const now = server.sandbox.ctx.clock.now()
    const tracked = db.transaction(() =>
      Array.from({ length: TRACKED }, (_, index) =>
        fixtureBooking(db, now, {
          state: 'sent',
          checkInInDays: 20 + (index % 200),
          internalReference: `BENCH-${String(index).padStart(4, '0')}`,
        }),
      ),
    )()
    const first = await desk.core.bookings.poller.pollOnce()
    if (!first.ok) throw new Error(`first cycle failed: ${JSON.stringify(first)}`)
    console.log(
      `  first run: ${first.outcome.listed} bookings listed (${TRACKED} bench + the demo data), ` +
        `${first.outcome.listPages} list pages, ${desk.requests.length} API calls`,
    )

    let answered = 0
    const rows: string[] = []
    for (const changes of [0, 10, 100]) {
      for (const booking of tracked.slice(answered, answered + changes)) {
        await control(server).answer(booking.encodedId, 'confirm')
      }
      answered += changes
      desk.requests.length = 0
      const started = performance.now()
      const result = await desk.core.bookings.poller.pollOnce()
      const ms = performance.now() - started
      if (!result.ok) throw new Error(`cycle failed: ${JSON.stringify(result)}`)
      const list = desk.requests.filter((request) => request.endsWith('/bookings/list')).length
      rows.push(
        `  ${String(changes).padStart(3)} changes: ${String(desk.requests.length).padStart(4)} API calls ` +
          `(${list} list pages + ${desk.requests.length - list} detail/history reads), ` +
          `${result.outcome.changes.length} announced, cycle ${ms.toFixed(0)} ms`,
      )
    }
    console.log(rows.join('\n'))
  } finally {
    await desk.core.stop()
    await server.close()
  }
}
