import Database from 'better-sqlite3'
import fc from 'fast-check'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { startWebHost, type WebHost } from '../../../src/main/hosts/web'
import { channels, type ChannelName } from '../../../src/shared/ipc'
import { BOOKING_WORLD, syncCatalog, testCore, type TestCore } from '../core/fixtures'

/**
 * Random and malformed input to every channel of the contract table, through the web host's transport (what a
 * page sends): each call gets a typed error (INVALID_INPUT, UNKNOWN_CHANNEL), no handler runs, none throws, and
 * nothing is written (the row count of every table of the cache is unchanged).
 */

const RUNS_PER_CHANNEL = 25
const TOKEN = 'fuzz-token-0123456789abcdef'

const server = sandboxForFile(BOOKING_WORLD)
let app: TestCore
let host: WebHost
const internalErrors: string[] = []
let sent = 0

beforeAll(async () => {
  app = testCore(server())
  await syncCatalog(app)
  await app.call('bookings.list', { refresh: true })
  host = await startWebHost({ core: app.core, token: TOKEN })
}, 120_000)

afterAll(async () => {
  await host.close()
  await app.core.stop()
})

/** Every table's row count, read beside the core from its cache file. */
function rowCounts(): Record<string, number> {
  const db = new Database(join(app.folder, 'cache.db'), { readonly: true, fileMustExist: true })
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all() as { name: string }[]
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        (db.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n,
      ]),
    )
  } finally {
    db.close()
  }
}

async function post(path: string, body: string): Promise<{ status: number; envelope: unknown }> {
  sent += 1
  const response = await fetch(`${host.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body,
  })
  const envelope: unknown = await response.json()
  const code = (envelope as { error?: { code?: string } }).error?.code
  if (code === 'INTERNAL' || code === 'INVALID_OUTPUT')
    internalErrors.push(`${path}: ${JSON.stringify(envelope)}`)
  return { status: response.status, envelope }
}

/** Any JSON value, shaped like what a page could send: objects, arrays, strings, numbers, nulls, nested. */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({ bookingId: fc.jsonValue(), id: fc.jsonValue(), page: fc.jsonValue(), limit: fc.jsonValue() }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(null, 0, -1, 1e308, '', '../../etc/passwd', 'C:\\\\CON', '<script>', '\u0000', []),
)

describe('IPC under random and malformed input', () => {
  it('answers every channel an INVALID_INPUT for input its schema rejects, and writes nothing', async () => {
    const before = rowCounts()
    const names = Object.keys(channels) as ChannelName[]
    expect(names.length).toBeGreaterThan(40)
    for (const name of names) {
      const schema = channels[name].input
      await fc.assert(
        fc.asyncProperty(anyJson, async (value) => {
          // What arrives is the JSON of it: judge that, not the generated value.
          const body = JSON.stringify({ input: value })
          const wire = (JSON.parse(body) as { input?: unknown }).input
          fc.pre(!schema.safeParse(wire).success)
          const { status, envelope } = await post(`/ipc/${name}`, body)
          expect(status, name).toBe(200)
          expect(envelope, name).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
        }),
        { numRuns: RUNS_PER_CHANNEL, seed: 20261127 },
      )
    }
    // fc.pre skips values a schema accepts: most are rejected, so nearly every run is a call.
    expect(sent).toBeGreaterThan(names.length * RUNS_PER_CHANNEL * 0.8)
    expect(internalErrors).toEqual([])
    expect(rowCounts()).toEqual(before)
  }, 300_000)

  it('answers a malformed envelope or an unknown channel with a typed error', async () => {
    const before = rowCounts()
    for (const body of ['{', '[1,2]', '"text"', 'null', '\u0000\u0001', '{"input":', 'x'.repeat(10_000)]) {
      const { status, envelope } = await post('/ipc/bookings.list', body)
      expect(status, body.slice(0, 20)).toBe(400)
      expect(envelope).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
    }
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 60 }).filter((name) => !Object.hasOwn(channels, name)),
        async (name) => {
          const { envelope } = await post(`/ipc/${encodeURIComponent(name)}`, '{}')
          expect(envelope).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } })
        },
      ),
      { numRuns: 100, seed: 20261127 },
    )
    expect(internalErrors).toEqual([])
    expect(rowCounts()).toEqual(before)
  }, 120_000)
})
