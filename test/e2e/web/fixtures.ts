import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startTestSandbox } from '../../support/sandbox/test-sandbox'

export interface RunningWebHost {
  /** The URL `npm run web` prints: base URL with this run's token in the fragment. */
  appUrl: string
  baseUrl: string
  dataFolder: string
}

/** Where e2e screenshots go, for a person to look at after the run. */
export const SCREENSHOTS = join(process.cwd(), 'test', 'e2e', 'screenshots')

/**
 * Starts the app's real web entry point (src/main/web-main.ts, what `npm run web` runs after building) on a free
 * loopback port with a fresh data folder, once per worker, and stops it afterwards.
 */
export const test = base.extend<object, { webHost: RunningWebHost }>({
  webHost: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form for fixtures.
    async ({}, use) => {
      const host = await startWebHost()
      await use(host)
      host.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})

/**
 * A web host of its own, with its own data folder and embedded sandbox: for specs that move the sandbox's clock
 * (it only moves forward) and must not shift the shared host's time under the other specs.
 */
export async function startWebHost(): Promise<RunningWebHost & { stop(): void }> {
  const dataFolder = mkdtempSync(join(tmpdir(), 'agency-desk-e2e-'))
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/main/web-main.ts', '--port', '0', '--data', dataFolder],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env },
    },
  )
  stopAtWorkerExit(child)
  const appUrl = await waitForUrl(child)
  // The embedded sandbox starts in its own thread at the first connectivity check: specs that drive its control
  // plane read its port file, so the host is ready once that file is there.
  const portFile = join(dataFolder, 'sandbox.port')
  for (let waited = 0; !existsSync(portFile); waited += 100) {
    if (waited > 90_000) throw new Error('The embedded sandbox did not start within 90 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  mkdirSync(SCREENSHOTS, { recursive: true })
  return { appUrl, baseUrl: appUrl.split('/#')[0] ?? appUrl, dataFolder, stop: () => child.kill('SIGTERM') }
}

/**
 * A second sandbox on a free loopback port (another seed than the embedded one): a second service, playing staging
 * for the specs that switch environments or use a supplier's key.
 */
export async function startSandbox(): Promise<{ url: string; stop(): Promise<void> }> {
  // In this worker's process, through the tests' one sandbox starter: no second Node process and no tsx start-up
  // (which spawning the CLI cost), and a start-up error is thrown here instead of read from a child's output.
  // The CLI's timer stays: its clock ticks every second, as the standalone program's does.
  const server = await startTestSandbox({ hotels: 100, seed: 7, tickIntervalMs: 1000 })
  return { url: server.url, stop: () => server.close() }
}

export { expect }

const hosts = new Set<ChildProcess>()
let stopsAtExit = false

/**
 * A host whose start was given up (a hook's timeout) or whose spec never stopped it would outlive the worker and
 * keep a core busy under the next specs (with two workers, the other worker's): the worker stops what is left.
 */
function stopAtWorkerExit(child: ChildProcess): void {
  if (!stopsAtExit) process.once('exit', () => hosts.forEach((host) => host.kill('SIGTERM')))
  stopsAtExit = true
  hosts.add(child)
  child.once('exit', () => hosts.delete(child))
}

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`The web host did not start:\n${output}`)), 90_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]+/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[0])
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`The web host exited with ${code}:\n${output}`))
    })
  })
}

/** No serious or critical accessibility violation (axe-core) in the page, or in one part of it. */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page })
  const { violations } = await (include === undefined ? builder : builder.include(include)).analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.nodes.length}): ${violation.nodes
          .slice(0, 4)
          .map((node) => `${node.html.slice(0, 90)} -> ${(node.failureSummary ?? '').split('\n').at(-1)}`)
          .join(' | ')}`,
    )
  expect(serious).toEqual([])
}

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus: the keyboard alone reaches it; fails after `limit` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { limit?: number; back?: boolean } = {},
): Promise<void> {
  const limit = options.limit ?? 60
  for (let presses = 0; presses < limit; presses += 1) {
    const focused = await expect(target)
      .toBeFocused({ timeout: 100 })
      .then(() => true)
      .catch(() => false)
    if (focused) return
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

/**
 * Puts the desk in a theme through its own toggle, whatever it shows now (an explicit setting or "auto" following
 * the system). The toggle's name changes as the theme does, so it is found by either name and clicked only while
 * the theme differs; dispatched on the button itself, as an open dialog's overlay may cover it.
 */
export async function inTheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html')
  const toggle = page.getByRole('button', { name: /^Switch to (dark|light) theme$/ })
  await expect(async () => {
    if ((await html.getAttribute('data-mantine-color-scheme')) !== scheme)
      await toggle.dispatchEvent('click', undefined, { timeout: 2_000 })
    await expect(html).toHaveAttribute('data-mantine-color-scheme', scheme, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}
