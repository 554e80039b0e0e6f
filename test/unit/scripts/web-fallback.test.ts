import { EventEmitter } from 'node:events'
import { PassThrough } from 'node:stream'
import type { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { appLinkIn, browserOpener, fallbackNotice, runInBrowser } from '../../../scripts/web-fallback'

/** A child process that prints what it is given, then exits; records every start. */
function fakeSpawn(output: string[]) {
  const started: { command: string; args: string[] }[] = []
  const start = ((command: string, args: string[]) => {
    started.push({ command, args })
    const child = Object.assign(new EventEmitter(), {
      stdout: new PassThrough(),
      unref: () => undefined,
      kill: () => {
        child.emit('exit', 0)
        return true
      },
    })
    if (started.length === 1) {
      setTimeout(() => {
        for (const chunk of output) child.stdout.write(chunk)
        // The host stops (Ctrl+C): only after its output was read.
        setTimeout(() => child.emit('exit', 0), 10)
      }, 0)
    }
    return child
  }) as unknown as typeof spawn
  return { start, started }
}

const LINK = 'http://127.0.0.1:5173/#token=abc_DEF-123'
const HOST_OUTPUT = [
  'Agency Desk (web host) is running. Open:\n\n  http://127.0.0',
  `.1:5173/#token=abc_DEF-123\n\n`,
]

async function run(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = 'linux') {
  const { start, started } = fakeSpawn(HOST_OUTPUT)
  const logged: string[] = []
  const done = runInBrowser({
    root: '/app',
    args: ['--port', '0'],
    env,
    platform,
    log: (l) => logged.push(l),
    spawn: start,
  })
  return { code: await done, started, logged }
}

describe('npm start without the desktop app', () => {
  it('says why and that the desktop app is tried again next time', () => {
    const text = fallbackNotice('the Electron binary could not be downloaded').join('\n')
    expect(text).toMatch(/cannot start as a desktop app here: the Electron binary could not be downloaded\./)
    expect(text).toMatch(/in your browser instead/)
    expect(text).toMatch(/tried again at the next\s+`npm start`/)
  })

  it('finds the link the web host prints, token included', () => {
    expect(appLinkIn(`  ${LINK}`)).toBe(LINK)
    expect(appLinkIn('Data folder: /home/a/.agency-desk/web')).toBeNull()
  })

  it('opens a browser only where one can be: never in CI or tests, nor on Linux without a display', () => {
    expect(browserOpener('linux', { DISPLAY: ':0' })).toEqual({ command: 'xdg-open', args: [] })
    expect(browserOpener('linux', { WAYLAND_DISPLAY: 'wayland-0' })).not.toBeNull()
    expect(browserOpener('linux', {})).toBeNull()
    expect(browserOpener('darwin', {})).toEqual({ command: 'open', args: [] })
    expect(browserOpener('win32', {})?.command).toBe('cmd')
    expect(browserOpener('darwin', { CI: 'true' })).toBeNull()
    expect(browserOpener('linux', { DISPLAY: ':0', DESK_NO_BROWSER: '1' })).toBeNull()
  })

  it('starts the web host with the options given, and opens its link in the default browser', async () => {
    const { code, started, logged } = await run({ DISPLAY: ':0' })
    expect(started[0]?.args.slice(1)).toEqual(['src/main/web-main.ts', '--port', '0'])
    expect(started[1]).toEqual({ command: 'xdg-open', args: [LINK] })
    expect(logged).toContain('Opening it in your default browser…')
    expect(code).toBe(0)
  })

  it('prints where to go instead where no browser can be opened', async () => {
    const { started, logged } = await run({ DESK_NO_BROWSER: '1' })
    expect(started).toHaveLength(1)
    expect(logged).toEqual(['No browser is opened from here: open the link above in your browser.'])
  })
})
