/**
 * What the browser benches share: the built renderer, the desk as `npm run web` runs it (the sandbox, the core and
 * the web host in this process, on a fresh data folder), Debian's Chromium, and the percentiles they print. The
 * in-page probes they share are in browser-probes.js.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { createCore } from '../../src/main/core/create-core'
import { startWebHost } from '../../src/main/hosts/web'
import { createNodePlatform } from '../../src/main/platform/node/platform'
import { startTestSandbox } from '../support/sandbox/test-sandbox'

const here = dirname(fileURLToPath(import.meta.url))
export const root = resolve(here, '../..')
/** The in-page probes (window.__deskBench), loaded with Playwright's addInitScript. */
export const PROBES = join(here, 'browser-probes.js')

/** Builds the renderer when missing, and says how old the measured build is (`npm run build` makes it). */
export function builtRenderer(): string {
  const dir = join(root, 'out', 'renderer')
  if (!existsSync(join(dir, 'index.html'))) {
    console.log('  building the renderer (npx electron-vite build)…')
    execFileSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'ignore' })
  }
  console.log(`  renderer: out/renderer, built ${statSync(join(dir, 'index.html')).mtime.toISOString()}`)
  return dir
}

export type Core = ReturnType<typeof createCore>

export interface Desk {
  core: Core
  appUrl: string
  browser: Browser
  /** A page of the desk, at the app's address (the token handed over), with the probes loaded when asked. */
  openPage(options?: { probes?: string }): Promise<Page>
  close(): Promise<void>
}

/**
 * The sandbox (`hotels` seeded when given), the core and the web host on a fresh data folder (`prepare` may fill
 * it first), and Chromium. The core is started; nothing is waited for.
 */
export async function startDesk(options: {
  folderPrefix: string
  hotels?: number
  prepare?: (folder: string) => Promise<void> | void
}): Promise<Desk> {
  const rendererDir = builtRenderer()
  const folder = mkdtempSync(join(tmpdir(), options.folderPrefix))
  await options.prepare?.(folder)
  const seedStart = performance.now()
  const server = await startTestSandbox({
    ...(options.hotels === undefined ? {} : { hotels: options.hotels }),
  })
  if (options.hotels !== undefined)
    console.log(
      `  sandbox seeded with ${options.hotels.toLocaleString('en')} hotels in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    )
  const core = createCore({
    platform: createNodePlatform(folder),
    app: { name: 'Agency Desk', version: 'bench', host: 'web' },
    sandbox: { start: async () => server.url, stop: async () => undefined },
  })
  const host = await startWebHost({ core, rendererDir, port: 0 })
  core.start()
  const browser = await chromium.launch({
    executablePath: process.env.DESK_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-dev-shm-usage'],
  })
  return {
    core,
    appUrl: host.appUrl,
    browser,
    async openPage(pageOptions = {}) {
      const page = await browser.newPage({ viewport: { width: 1360, height: 860 } })
      if (pageOptions.probes !== undefined) await page.addInitScript({ path: pageOptions.probes })
      await page.goto(host.appUrl)
      // The app opens on Today (the worklist).
      await page.getByRole('heading', { name: 'Today', level: 2 }).waitFor()
      return page
    },
    async close() {
      await browser.close()
      await host.close()
      await core.stop()
      await server.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** The value at quantile `q` of the sorted samples (nearest rank below). */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
}

/** "p50 …, p95 …, p99 …, max … (n keystrokes, k over T ms)". */
export function stats(
  samples: readonly number[],
  options: { unit?: string; target?: number; p99?: boolean } = {},
): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const ms = (value: number): string => `${value.toFixed(1)} ms`
  const p99 = options.p99 === false ? '' : `, p99 ${ms(quantile(sorted, 0.99))}`
  const over =
    options.target === undefined
      ? ''
      : `, ${sorted.filter((value) => value > (options.target ?? 0)).length} over ${options.target} ms`
  return (
    `p50 ${ms(quantile(sorted, 0.5))}, p95 ${ms(quantile(sorted, 0.95))}${p99}, max ${ms(sorted.at(-1) ?? 0)}` +
    ` (${sorted.length} ${options.unit ?? 'samples'}${over})`
  )
}

/** Waits until the core's catalog sync has stored the catalog once; its seconds. */
export async function waitForCatalog(dispatch: Core['dispatch'], limitMs = 600_000): Promise<number> {
  const start = performance.now()
  for (;;) {
    const answer = await dispatch('sync.status', undefined)
    if (!answer.ok) throw new Error(answer.error.message)
    const catalog = (
      answer.data as { datasets: { dataset: string; lastSyncedAt: string | null; syncing: boolean }[] }
    ).datasets.find((dataset) => dataset.dataset === 'catalog')
    if (catalog?.lastSyncedAt && !catalog.syncing) return (performance.now() - start) / 1000
    if (performance.now() - start > limitMs)
      throw new Error(`The catalog sync did not finish in ${limitMs / 1000} s`)
    await new Promise((done) => setTimeout(done, 250))
  }
}
