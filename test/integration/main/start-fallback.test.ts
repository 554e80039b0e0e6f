import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * `npm start` (scripts/start.ts) where the desktop app cannot run carries on in the browser: the real script, with
 * the desktop app turned off (as on a machine where the Electron binary cannot be fetched) and no browser opened
 * (DESK_NO_BROWSER), on a free port and a temporary data folder. It builds the app first, so it takes a while.
 */
let started: ChildProcess | null = null
afterEach(async () => {
  if (started === null || started.exitCode !== null) return
  const exited = new Promise((resolve) => started?.once('exit', resolve))
  started.kill('SIGTERM')
  await exited
  started = null
})

function startScript(): { child: ChildProcess; output: () => string; link: Promise<string> } {
  const data = mkdtempSync(join(tmpdir(), 'agency-desk-start-'))
  const child = spawn(
    process.execPath,
    [join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.ts', '--port', '0', '--data', data],
    {
      cwd: process.cwd(),
      env: { ...process.env, DESK_START_WITHOUT_ELECTRON: '1', DESK_NO_BROWSER: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  started = child
  let text = ''
  const link = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      text += chunk.toString('utf8')
      const found = /(http:\/\/127\.0\.0\.1:\d+\/#token=\S+)/.exec(text)
      if (found?.[1] && /No browser is opened/.test(text)) resolve(found[1])
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`npm start ended (${code}) before the link:\n${text}`)))
  })
  return { child, output: () => text, link }
}

describe('npm start without the desktop app', () => {
  it(
    'says why, then serves the same app in the browser and prints its link',
    { timeout: 180_000 },
    async () => {
      const { output, link } = startScript()
      const url = new URL(await link)
      expect(output()).toMatch(/cannot start as a desktop app here: the desktop app is turned off/)
      expect(output()).toMatch(/tried again at the next\s+`npm start`/)
      expect(output()).toMatch(/open the link above in your browser/)

      const page = await fetch(url.origin)
      expect(page.status).toBe(200)
      expect(await page.text()).toMatch(/<div id="root">/)
      const token = url.hash.replace('#token=', '')
      const settings = await fetch(`${url.origin}/ipc/settings.get`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: '{}',
      })
      expect(await settings.json()).toMatchObject({ ok: true, data: { environment: 'sandbox' } })
    },
  )
})
