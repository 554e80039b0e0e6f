import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createEmbeddedSandbox } from '../../../src/main/embedded-sandbox'

/** The embedded sandbox in its own thread: started and stopped with the app, its store and port kept. */

const folders: string[] = []
const dataFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'desk-embedded-'))
  folders.push(folder)
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

const API_KEY = 'sandbox-to-key-1'
const hotelsPage = (url: string) =>
  fetch(`${url}/api/v3/hotels?perPage=1`, { headers: { 'X-Api-Key': API_KEY } })

describe('the embedded sandbox', () => {
  it('serves from a worker thread, keeps its port and store across a restart, and stops', async () => {
    const folder = dataFolder()
    const first = createEmbeddedSandbox(folder)
    const url = await first.start()
    expect(await first.start()).toBe(url)
    expect((await hotelsPage(url)).status).toBe(200)
    // Something written to the store: the clock moved on through the control plane.
    const moved = await fetch(`${url}/_sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 86_400 }),
    })
    expect(moved.ok).toBe(true)
    const clockBefore = (await (await fetch(`${url}/_sandbox/clock`)).json()) as { now: string }
    await first.stop()
    await expect(hotelsPage(url)).rejects.toThrow()

    const second = createEmbeddedSandbox(folder)
    const again = await second.start()
    expect(again).toBe(url)
    expect(readFileSync(join(folder, 'sandbox.port'), 'utf8')).toBe(new URL(url).port)
    const clockAfter = (await (await fetch(`${again}/_sandbox/clock`)).json()) as { now: string }
    expect(Date.parse(clockAfter.now)).toBeGreaterThanOrEqual(Date.parse(clockBefore.now))
    await second.stop()
  }, 60_000)

  it('stops when its thread says it has closed, without waiting out the grace period', async () => {
    // A grace far beyond the test's timeout: the stop ends only if the thread's "stopped" reaches main.
    const sandbox = createEmbeddedSandbox(dataFolder(), { stopGraceMs: 3_600_000 })
    const url = await sandbox.start()
    expect((await hotelsPage(url)).status).toBe(200)
    await sandbox.stop()
    await expect(hotelsPage(url)).rejects.toThrow()
    // A start on two shared cores can take most of a minute: the timeout covers it; a missed "stopped" never ends.
  }, 120_000)

  it('ends a start under way when stopped: whoever waits for it hears it is gone', async () => {
    const sandbox = createEmbeddedSandbox(dataFolder())
    const starting = sandbox.start()
    await sandbox.stop()
    await expect(starting).rejects.toThrow(/stopped while it started/)
    // A later start is a fresh one, and serves.
    const url = await sandbox.start()
    expect((await hotelsPage(url)).status).toBe(200)
    await sandbox.stop()
  }, 90_000)

  it('comes up on another port when its last one is taken', async () => {
    const folder = dataFolder()
    const holder = createEmbeddedSandbox(folder)
    const taken = await holder.start()
    const other = createEmbeddedSandbox(dataFolder())
    // The second one is told the first one's port as its last: it must move.
    writeFileSync(join(folders[1] ?? '', 'sandbox.port'), new URL(taken).port)
    const moved = await other.start()
    expect(moved).not.toBe(taken)
    expect((await hotelsPage(moved)).status).toBe(200)
    await Promise.all([holder.stop(), other.stop()])
  }, 60_000)
})
