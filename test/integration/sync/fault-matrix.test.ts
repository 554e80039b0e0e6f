import Database from 'better-sqlite3'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { decodeId } from '../../../src/shared/domain/ids'
import type { IpcError } from '../../../src/shared/ipc'
import {
  control,
  countByReference,
  sandboxBookings,
  BOOKING_WORLD,
  syncCatalog,
  testCore,
  type TestCore,
} from '../core/fixtures'
import { bookableStay } from '../core/hotel-stay'

/**
 * Each of the control plane's faults (offline, failRate, latencyMs, rateLimitPerMinute, dropAfterCommit) during each
 * of the agent's operations (catalog sync, booking creation, cancellation, message, document download, upload),
 * then the connection restored: what the agent did is on the service exactly once, what they read arrives whole,
 * and nothing was lost on the way. Faults are cleared after each case; every run is bounded.
 */

type Fault = { name: string; body: Record<string, unknown> }
const FAULTS: Fault[] = [
  { name: 'offline', body: { offline: true } },
  { name: 'failRate 0.6', body: { failRate: 0.6 } },
  { name: 'latencyMs 400', body: { latencyMs: 400 } },
  { name: 'rateLimitPerMinute 4', body: { rateLimitPerMinute: 4 } },
  {
    name: 'dropAfterCommit',
    body: { dropAfterCommit: { pathPrefix: '/api/', method: null, thenOffline: false } },
  },
  {
    name: 'dropAfterCommit then offline',
    body: { dropAfterCommit: { pathPrefix: '/api/', method: null, thenOffline: true } },
  },
]
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')

const server = sandboxForFile(BOOKING_WORLD)
let desk: TestCore
let pool: string[] = []

beforeAll(async () => {
  desk = testCore(server())
  expect((await desk.core.bookings.poller.pollOnce()).ok).toBe(true)
  pool = sandboxBookings(server(), 'confirmed')
}, 60_000)
afterEach(async () => {
  await control(server()).clearFaults()
})
afterAll(async () => {
  await desk.core.stop()
})

/** The connection restored: the desk notices, replays its outbox and looks up creates without an answer. */
async function restore(): Promise<void> {
  await control(server()).clearFaults()
  expect((await desk.call('connectivity.check', undefined)).state).toBe('online')
  await desk.core.bookings.outbox.replay()
  await desk.core.bookings.hotels.resolvePending()
}

/** How long the fault lasts at most: the line comes back while a slow operation (rate-limited) is still going. */
const FAULT_LASTS_MS = 3_000

/** The operation started under the fault; the fault lifted after FAULT_LASTS_MS or when it ends; then restored. */
async function under<T>(fault: Fault, operation: () => Promise<T>): Promise<T> {
  await control(server()).faults(fault.body)
  const running = operation()
  try {
    await Promise.race([
      running.catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, FAULT_LASTS_MS)),
    ])
    await control(server()).clearFaults()
    return await running
  } finally {
    await restore()
  }
}

const take = (): string => {
  const bookingId = pool.shift()
  if (bookingId === undefined) throw new Error('no confirmed booking left')
  return bookingId
}

function rows<T>(sql: string, ...params: unknown[]): T[] {
  return server()
    .sandbox.ctx.db.prepare(sql)
    .all(...params) as T[]
}

describe.each(FAULTS)('$name, then the line restored', (fault) => {
  it('a catalog sync ends complete, without a duplicate', async () => {
    await under(fault, () => syncCatalog(desk).catch((error: unknown) => error))
    await syncCatalog(desk)
    const status = (await desk.call('sync.status', undefined)).datasets.find((d) => d.dataset === 'catalog')
    expect(status?.error).toBeNull()
    // Every hotel of the service once in the cache (the cache's own file, read beside the core).
    const onService = rows<{ n: number }>('SELECT count(*) AS n FROM hotels')[0]?.n ?? 0
    const cache = new Database(join(desk.folder, 'cache.db'), { readonly: true })
    try {
      const cached = cache.prepare('SELECT count(*) AS n, count(DISTINCT id) AS ids FROM hotels').get() as {
        n: number
        ids: number
      }
      expect(cached).toEqual({ n: onService, ids: onService })
    } finally {
      cache.close()
    }
  }, 120_000)

  it('a booking created once: booked, adopted, or refused and booked on the next try', async () => {
    const stay = await bookableStay(desk, server(), 60 + FAULTS.indexOf(fault))
    const first = await under(fault, () => desk.core.dispatch('hotels.book', { request: stay.request }))
    let reference: string
    if (first.ok) {
      reference = (first.data as { reference: string }).reference
    } else {
      const error: IpcError = first.error
      reference = String(error.details?.reference ?? '')
      const resolved = desk.seen('booking.createResolved').find((event) => event.reference === reference)
      if (resolved?.outcome !== 'adopted') {
        // Refused outright (the service failed it) or looked up and not made: the agent tries again.
        const again = await desk.call('hotels.book', { request: stay.request })
        reference = again.reference
      }
    }
    expect(reference).not.toBe('')
    expect(countByReference(server(), reference)).toBe(1)
    expect((await desk.call('hotels.unresolvedBookings', undefined)).bookings).toEqual([])
  }, 120_000)

  it('a cancellation applied once', async () => {
    const bookingId = take()
    const reason = `Fault matrix cancel (${fault.name})`
    const result = await under(fault, () => desk.core.dispatch('bookings.cancel', { bookingId, reason }))
    if (!result.ok) await desk.call('bookings.cancel', { bookingId, reason })
    const history = (await desk.call('bookings.history', { bookingId })).entries
    expect(history.filter((entry) => entry.label.includes(reason))).toHaveLength(1)
    expect((await desk.call('outbox.list', {})).writes).toEqual([])
    expect(
      rows<{ state: string }>('SELECT state FROM bookings WHERE id = ?', decodeId('booking', bookingId)),
    ).toEqual([{ state: 'canceled' }])
  }, 120_000)

  it('a message delivered once', async () => {
    const bookingId = take()
    const message = `Fault matrix message (${fault.name})`
    await desk.call('bookings.messages', { bookingId })
    const result = await under(fault, () =>
      desk.core.dispatch('bookings.sendMessage', { bookingId, message }),
    )
    if (!result.ok) await desk.call('bookings.sendMessage', { bookingId, message })
    const thread = (await desk.call('bookings.messages', { bookingId })).messages
    expect(thread.filter((entry) => entry.message === message)).toHaveLength(1)
    expect((await desk.call('outbox.list', {})).writes).toEqual([])
  }, 120_000)

  it('a document downloaded whole', async () => {
    const bookingId = take()
    const numeric = decodeId('booking', bookingId)
    const { documents } = await desk.call('bookings.documents', { bookingId })
    const document = documents[0]
    if (document === undefined) return expect(documents).toEqual([])
    const stored = rows<{ content: Buffer }>(
      'SELECT content FROM booking_documents WHERE booking_id = ? ORDER BY id',
      numeric,
    )[0]
    const result = await under(fault, () =>
      desk.core.dispatch('bookings.downloadDocument', { bookingId, documentId: document.id }),
    )
    const saved = result.ok
      ? result.data
      : await desk.call('bookings.downloadDocument', { bookingId, documentId: document.id })
    expect(
      Buffer.compare(readFileSync((saved as { path: string }).path), stored?.content ?? Buffer.alloc(0)),
    ).toBe(0)
  }, 120_000)

  it('an upload attached once', async () => {
    const bookingId = take()
    const fileName = `fault-matrix-${fault.name.replace(/\W+/g, '-')}.pdf`
    // A file handed over is taken once: the agent's second try hands it over again.
    const file = () => desk.core.files.acceptBytes(PDF)
    const result = await under(fault, () =>
      desk.core.dispatch('bookings.uploadDocument', { bookingId, fileName, file: file() }),
    )
    if (!result.ok) await desk.call('bookings.uploadDocument', { bookingId, fileName, file: file() })
    const attached = rows<{ n: number }>(
      'SELECT count(*) AS n FROM booking_documents WHERE booking_id = ? AND file_name = ?',
      decodeId('booking', bookingId),
      fileName,
    )[0]?.n
    expect(attached).toBe(1)
  }, 120_000)
})
