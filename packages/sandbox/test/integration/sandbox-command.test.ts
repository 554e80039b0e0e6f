import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// `npm run sandbox` as a user runs it: the script builds the bundle when needed, the server listens on the port it
// prints, answers, and stops cleanly on SIGTERM.

function startCommand(args: string[]) {
  // Its own process group: npm, its shell and node receive the signal together, as from a terminal's Ctrl+C.
  const child = spawn('npm', ['run', 'sandbox', '--', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      // The control plane line comes last: the whole banner is out.
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
      if (url !== undefined && output.includes('Control plane:')) resolve(url)
    })
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)))
  })
  listening.catch(() => undefined)
  // 'close': every process holding the output pipes (node too, not only npm) has ended.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve))
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
  }
  return { listening, exited, stop, output: () => output }
}

describe('npm run sandbox', () => {
  it('starts from the bundle, serves the interface and stops on SIGTERM', async () => {
    const run = startCommand(['--port', '0', '--hotels', '40', '--seed', '3'])
    try {
      const url = await run.listening
      expect(run.output()).toMatch(/seed 3; 40 hotels/)
      const answer = await fetch(`${url}/api/v3/hotels?perPage=1`, {
        headers: { 'X-API-Key': 'sandbox-to-key-1' },
      })
      expect(answer.status).toBe(200)
      expect(((await answer.json()) as { meta: { total: number } }).meta.total).toBe(40)
    } finally {
      run.stop()
    }
    await run.exited
    expect(run.output()).toMatch(/SIGTERM: stopping the sandbox/)
  }, 60_000)

  it("keeps the seeded catalog in its build's seed cache, and serves the same hotels from it", async () => {
    const hotelsOnce = async () => {
      const run = startCommand(['--port', '0', '--hotels', '45', '--seed', '5'])
      try {
        const url = await run.listening
        const folder = /seed cache \(the catalog kept between starts\): (.+)/.exec(run.output())?.[1]
        const answer = await fetch(`${url}/api/v3/hotels?perPage=45`, {
          headers: { 'X-API-Key': 'sandbox-to-key-1' },
        })
        const body = (await answer.json()) as { data: Array<Record<string, unknown>> }
        // Everything but the image links, which name the server's port.
        const hotels = body.data.map(({ images: _images, ...hotel }) => hotel)
        return { folder, hotels }
      } finally {
        run.stop()
        await run.exited
      }
    }
    const first = await hotelsOnce()
    expect(first.folder).toMatch(/out[/\\]sandbox[/\\]seed-cache[/\\]\d+$/)
    expect(existsSync(join(first.folder as string, 'seed-v1-5-45.db'))).toBe(true)
    // Copied from the cache this time: the same 45 hotels, field for field.
    const second = await hotelsOnce()
    expect(second.folder).toBe(first.folder)
    expect(second.hotels).toHaveLength(45)
    expect(second.hotels).toEqual(first.hotels)
  }, 90_000)

  it('says what is wrong with a bad option, with the usage', async () => {
    const run = startCommand(['--hotels', 'many'])
    expect(await run.exited).not.toBe(0)
    expect(run.output()).toMatch(/--hotels must be a whole number >= 1, not "many"/)
    expect(run.output()).toMatch(/Usage: npm run sandbox/)
  }, 60_000)
})
