/**
 * The morning worklist over a cache of 10,000 bookings (SQLite queries plus the domain's ladder and state rules, no
 * network): what `worklist.list` computes, p50/p95 over repeated runs. The bookings are those of
 * bookings-list.bench.ts in two mixes: an agency's (a few percent of the stays ahead waiting for an answer, failed
 * or refused; unread messages on 3%), and the list bench's uniform states (a third of all bookings needing the
 * agent: a worst case no desk lives with). Every confirmed one has a ladder. Asserts nothing.
 */
import { worklistItems } from '../../src/main/bookings/worklist'
import { replaceBookingMessages } from '../../src/main/db/booking-messages.repo'
import { upsertBookingListItems } from '../../src/main/db/booking-list-items.repo'
import { openDatabase } from '../../src/main/db/connection'
import { demoBookingItems } from './bookings-demo'
import { benchSize } from './bench-size'

export const title = 'Worklist: computed over 10,000 cached bookings'

const ROUNDS = benchSize(60, 7)

type Mix = 'agency' | 'uniform'

function filledCache(mix: Mix) {
  const { db } = openDatabase({ file: ':memory:' })
  const items = demoBookingItems(benchSize(10_000, 300))
  upsertBookingListItems(db, items, new Date().toISOString())
  if (mix === 'agency') {
    // An agency's cache: nearly every booking confirmed, cancelled or replaced; a few still need the agent.
    db.exec(`UPDATE bookings SET state = CASE
      WHEN seq % 100 = 1 THEN 'sent' WHEN seq % 100 = 2 THEN 'pending' WHEN seq % 100 = 3 THEN 'failure'
      WHEN seq % 100 = 4 THEN 'refused' WHEN seq % 100 < 20 THEN 'canceled' ELSE 'confirmed' END`)
  }
  db.exec(
    "UPDATE bookings SET free_until = strftime('%Y-%m-%dT%H:00:00.000Z', '2026-01-01', '+' || (seq * 3) || ' hours') WHERE state = 'confirmed'",
  )
  const at = new Date().toISOString()
  const every = mix === 'agency' ? 33 : 10
  for (const item of items.filter((_, index) => index % every === 0)) {
    replaceBookingMessages(
      db,
      item.id,
      [
        {
          id: `${item.id}-m`,
          sender: { id: '1', firstName: 'Front', lastName: 'Desk' },
          message: 'Your room is ready',
          sentAt: item.createdAt,
          messageType: 'update',
        },
      ],
      at,
    )
  }
  db.exec('ANALYZE')
  return { db, bookings: items.length }
}

function measure(mix: Mix): void {
  const { db, bookings } = filledCache(mix)
  const now = new Date('2026-06-01T08:00:00.000Z')
  const samples: number[] = []
  let count = 0
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now()
    count = worklistItems(db, now, []).length
    samples.push(performance.now() - start)
  }
  const sorted = samples.slice(5).sort((a, b) => a - b)
  const at50 = sorted[Math.floor(sorted.length * 0.5)] ?? 0
  const at95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0
  console.log(
    `  ${`${mix} mix:`.padEnd(13)} ${String(count).padStart(5)} items from ${bookings.toLocaleString('en')} bookings: ` +
      `p50 ${at50.toFixed(2)} ms, p95 ${at95.toFixed(2)} ms (${sorted.length} runs)`,
  )
  db.close()
}

export async function run(): Promise<void> {
  measure('agency')
  measure('uniform')
}
