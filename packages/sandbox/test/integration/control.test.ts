import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { HotelList } from '../../../../src/shared/api/catalog'
import { ErrorBody } from '../../../../src/shared/api/errors'
import { createSandbox } from '../../src/app'
import { catalogModule } from '../../src/catalog/module'
import { sandboxClient } from '../../../../test/support/sandbox/http-client'
import type { SandboxModule } from '../../src/platform/module'
import { sandboxForFile, startTestSandbox } from '../../../../test/support/sandbox/start'

const START = '2031-05-01T08:00:00.000Z'
let ticks = 0
// A module that only counts its ticks: proves clock moves and the timer run every module's tick.
const counter: SandboxModule = { name: 'tick-counter', tick: () => void (ticks += 1) }

const server = sandboxForFile({
  modules: [catalogModule, counter],
  clockStart: START,
})
let call: ReturnType<typeof sandboxClient>
beforeAll(async () => {
  call = sandboxClient(server().url)
})

const clockNow = async () =>
  new Date(((await call('/_sandbox/clock', { key: null })).json as { now: string }).now).getTime()

describe('/_sandbox/clock', () => {
  it('reads the simulated clock without an API key', async () => {
    const now = await clockNow()
    expect(Math.abs(now - Date.parse(START))).toBeLessThan(60_000)
  })

  it('advances by seconds and runs every module tick', async () => {
    const before = await clockNow()
    const ticksBefore = ticks
    const moved = await call('/_sandbox/clock', {
      method: 'POST',
      key: null,
      body: { advanceSeconds: 86_400 },
    })
    expect(moved.status).toBe(200)
    const after = Date.parse((moved.json as { now: string }).now)
    expect(after - before).toBeGreaterThanOrEqual(86_400_000)
    expect(after - before).toBeLessThan(86_400_000 + 60_000)
    expect(ticks).toBe(ticksBefore + 1)
  })

  it('jumps to a later timestamp but never backwards', async () => {
    const target = '2032-01-01T00:00:00.000Z'
    const moved = await call('/_sandbox/clock', { method: 'POST', key: null, body: { now: target } })
    expect(Date.parse((moved.json as { now: string }).now)).toBeGreaterThanOrEqual(Date.parse(target))
    const back = await call('/_sandbox/clock', { method: 'POST', key: null, body: { now: START } })
    expect(back.status).toBe(400)
    expect(ErrorBody.parse(back.json).code).toBe('CLOCK_BACKWARDS')
  })

  it('refuses malformed moves', async () => {
    for (const body of [
      {},
      { advanceSeconds: -5 },
      { now: 'tomorrow' },
      { advanceSeconds: 1, now: START },
      'x',
    ]) {
      const response = await call('/_sandbox/clock', { method: 'POST', key: null, body })
      expect(response.status).toBe(400)
      expect(['VALIDATION_ERROR', 'INVALID_JSON']).toContain(ErrorBody.parse(response.json).code)
    }
  })
})

describe('tick timer', () => {
  it('runs module ticks without a clock move', async () => {
    const timed = await startTestSandbox({ modules: [counter], tickIntervalMs: 10 })
    const before = ticks
    await vi.waitFor(() => expect(ticks).toBeGreaterThan(before + 2), { timeout: 5000, interval: 20 })
    await timed.close()
  })
})

describe('/_sandbox/reset', () => {
  it('rebuilds the demo data, drops tokens and brings the clock back', async () => {
    await call('/_sandbox/clock', { method: 'POST', key: null, body: { advanceSeconds: 3600 } })
    const token = await call('/api/v1/oauth/token', {
      method: 'POST',
      key: null,
      body: { username: 'agent@demo-voyages.test', password: 'sandbox-password' },
    })
    const { accessToken } = token.json as { accessToken: string }
    server().sandbox.ctx.db.prepare('DELETE FROM hotels WHERE id = 1').run()
    await call('/_sandbox/faults', { method: 'POST', key: null, body: { failRate: 1 } })

    const reset = await call('/_sandbox/reset', { method: 'POST', key: null })
    expect(reset.status).toBe(200)
    expect(reset.json).toMatchObject({ seed: 42, hotels: 2400 })
    expect(Math.abs((await clockNow()) - Date.parse(START))).toBeLessThan(60_000)
    expect((await call('/_sandbox/faults', { key: null })).json).toMatchObject({ failRate: 0 })
    expect((await call('/api/v3/hotels/1')).status).toBe(200)
    const bearer = await call('/api/v3/countries', {
      key: null,
      headers: { Authorization: `Bearer ${accessToken}` },
    })
    expect(bearer.status).toBe(401)
  })

  it('rebuilds a file-backed store in place', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-reset-'))
    const file = join(folder, 'sandbox.db')
    try {
      const sandbox = createSandbox({ dbFile: file, modules: [catalogModule], hotels: 300 })
      const count = () =>
        (sandbox.ctx.db.prepare('SELECT count(*) AS n FROM hotels').get() as { n: number }).n
      sandbox.ctx.db.prepare('DELETE FROM hotels WHERE id > 100').run()
      expect(count()).toBe(100)
      sandbox.reset()
      expect(sandbox.ctx.db.name).toBe(file)
      expect(count()).toBe(300)
      const list = HotelList.parse(
        await (
          await sandbox.app.request('/api/v3/hotels?perPage=1', {
            headers: { 'X-API-Key': 'sandbox-to-key-1' },
          })
        ).json(),
      )
      expect(list.meta.total).toBe(300)
      sandbox.close()
      // Reopening the file keeps its data: nothing is re-seeded.
      const reopened = createSandbox({ dbFile: file, modules: [catalogModule], hotels: 300 })
      expect((reopened.ctx.db.prepare('SELECT count(*) AS n FROM hotels').get() as { n: number }).n).toBe(300)
      reopened.close()
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('keeps the simulated time of a file-backed store across restarts', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-clock-'))
    const file = join(folder, 'sandbox.db')
    try {
      const first = createSandbox({ dbFile: file, modules: [catalogModule], hotels: 50 })
      first.ctx.clock.advance(10 * 86_400)
      const moved = first.ctx.clock.nowMs()
      first.close()
      const second = createSandbox({ dbFile: file, modules: [catalogModule], hotels: 50 })
      expect(Math.abs(second.ctx.clock.nowMs() - moved)).toBeLessThan(60_000)
      second.close()
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})

describe('control plane access', () => {
  it('answers loopback callers only', async () => {
    const sandbox = createSandbox({ modules: [catalogModule], hotels: 10 })
    const remote = { incoming: { socket: { remoteAddress: '10.1.2.3' } } }
    const refused = await sandbox.app.request('/_sandbox/clock', {}, remote)
    expect(refused.status).toBe(403)
    expect(ErrorBody.parse(await refused.json()).code).toBe('LOOPBACK_ONLY')
    const local = await sandbox.app.request(
      '/_sandbox/clock',
      {},
      { incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } },
    )
    expect(local.status).toBe(200)
    sandbox.close()
  })
})
