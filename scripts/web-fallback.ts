/**
 * `npm start` where the desktop app cannot run (no Electron binary and none to download, or no Electron build of
 * the SQLite driver): the same app in the browser, through the web host (`npm run web`), instead of stopping. It
 * says why, opens the default browser where one can be opened and prints the link otherwise. Nothing is
 * remembered: the next `npm start` tries the desktop app again.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'

export interface Opener {
  command: string
  args: string[]
}

/**
 * How to open a link in the default browser here, or null where none should be opened: CI, tests
 * (`DESK_NO_BROWSER`), or a Linux session without a display (an SSH shell) where `xdg-open` would pick a text
 * browser or fail.
 */
export function browserOpener(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): Opener | null {
  if (env.DESK_NO_BROWSER || env.CI) return null
  if (platform === 'darwin') return { command: 'open', args: [] }
  // `start` is a cmd built-in; its first quoted argument is the window title.
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""'] }
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return null
  return { command: 'xdg-open', args: [] }
}

/** What the agent reads first: why not the desktop app, and what happens instead. */
export function fallbackNotice(reason: string): string[] {
  return [
    '',
    `Agency Desk cannot start as a desktop app here: ${reason}.`,
    'It starts in your browser instead: the same app, served from this computer only (loopback), with the',
    'embedded sandbox and the same data folder as `npm run web`. The desktop app is tried again at the next',
    '`npm start`.',
    '',
  ]
}

/** The link the web host prints (it carries the run's token), from one line of its output. */
export function appLinkIn(line: string): string | null {
  return /(http:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):\d+\/\S*)/.exec(line)?.[1] ?? null
}

export interface BrowserRunDeps {
  root: string
  /** Options passed on to the web host (`--port N`, `--data DIR`). */
  args: string[]
  env: NodeJS.ProcessEnv
  platform: NodeJS.Platform
  log: (line: string) => void
  /** Starts a process; tests give a fake. */
  spawn?: typeof spawn
}

/**
 * Starts the web host (the renderer must be built), passes its output through, and once it prints its link opens
 * the browser on it (or says to open it). Resolves with the web host's exit code; Ctrl+C stops it.
 */
export function runInBrowser(deps: BrowserRunDeps): Promise<number> {
  const start = deps.spawn ?? spawn
  const host: ChildProcess = start(
    process.execPath,
    [join(deps.root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/main/web-main.ts', ...deps.args],
    { cwd: deps.root, env: deps.env, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let opened = false
  let pending = ''
  host.stdout?.setEncoding('utf8')
  host.stdout?.on('data', (chunk: string) => {
    process.stdout.write(chunk)
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      const link = opened ? null : appLinkIn(line)
      if (link === null) continue
      opened = true
      openLink(link, deps, start)
    }
  })
  const forward = (signal: NodeJS.Signals) => () => host.kill(signal)
  const onInt = forward('SIGINT')
  const onTerm = forward('SIGTERM')
  process.on('SIGINT', onInt)
  process.on('SIGTERM', onTerm)
  return new Promise((resolve) => {
    host.on('exit', (code) => {
      process.off('SIGINT', onInt)
      process.off('SIGTERM', onTerm)
      resolve(code ?? 0)
    })
  })
}

function openLink(link: string, deps: BrowserRunDeps, start: typeof spawn): void {
  const opener = browserOpener(deps.platform, deps.env)
  if (opener === null) {
    deps.log('No browser is opened from here: open the link above in your browser.')
    return
  }
  const browser = start(opener.command, [...opener.args, link], { stdio: 'ignore', detached: true })
  browser.on('error', () =>
    deps.log(`The browser could not be opened (${opener.command}): open the link above.`),
  )
  browser.unref()
  deps.log('Opening it in your default browser…')
}
