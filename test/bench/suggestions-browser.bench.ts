/**
 * The Hotels screen in Debian's Chromium over a 100,000-hotel catalog, measured in the page:
 *
 * 1. Destination suggestions: for each keystroke typed in the box labelled "Destination", the time from its keydown
 *    to the moment the list "Destination suggestions" shows the options of the new text (DOM committed, and the
 *    next frame): the local index answers every keystroke (no debounce), and the service's list follows once the
 *    agent pauses ("settled list"). Target: 50 ms for the first list.
 * 2. A 500-hotel results page: the time from the parsed answer to the cards in the DOM and to the next frame, beside
 *    20 and 100 per page; then a scripted scroll of the 500-hotel page, counting frames over 50 ms.
 *
 * Set-up: the sandbox seeded with 100,000 hotels, the core and the web host in this process (what `npm run web`
 * runs, on a fresh data folder), the core's own catalog sync filling the cache before the browser opens. Needs the
 * built renderer (`npm run build`; built here when missing). Prints figures; asserts nothing.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from 'playwright-core'
import { createCore } from '../../src/main/core/create-core'
import { startWebHost } from '../../src/main/hosts/web'
import { createNodePlatform } from '../../src/main/platform/node/platform'
import { startSandboxServer } from '../../src/sandbox/server'

export const title =
  'Hotels screen in Chromium over 100,000 cached hotels: suggestions per keystroke, 500-hotel page'

const HOTELS = 100_000
const TARGET_MS = 50
/** What agents type: about 50 timed keystrokes (letters from the third of each text on; a space asks nothing new). */
const TYPED = [
  'lisboa',
  'grand hotel',
  'zürich',
  'riad marr',
  'park lane',
  'são paulo',
  'munchen',
  'barcelona',
  'villa sol',
]
/** How long a keystroke may go without any change of the list before it counts as "nothing new to show". */
const QUIET_MS = 2000
/** How long the list must stay still after a change to count as settled for the text typed. */
const SETTLE_MS = 800
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const PROBES = join(dirname(fileURLToPath(import.meta.url)), 'browser-probes.js')

/** What browser-probes.js answers (times in ms on the page's clock). */
interface Change {
  /** keydown -> the list changed and shows options (DOM committed). */
  toDom: number
  /** keydown -> the next frame after that change: what the agent sees. */
  toFrame: number
}
interface KeystrokeTiming {
  /** The first change of the list after the keydown: the first answer the agent sees. */
  first: Change
  /** The last change before the list stayed still: the answer the list settles on. */
  last: Change
  /** The calls to main (IPC round trips through the web host) made for this keystroke. */
  calls: { channel: string; ms: number }[]
}
interface RenderTiming {
  toDom: number
  toFrame: number
  cards: number
}
interface ScrollTiming {
  frames: number
  intervals: number[]
  longTasks: number
  longestTask: number
  cardsAtEnd: number
  mostCards: number
}

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  const ms = (value: number): string => `${value.toFixed(1)} ms`
  const over = sorted.filter((value) => value > TARGET_MS).length
  return (
    `p50 ${ms(at(0.5))}, p95 ${ms(at(0.95))}, p99 ${ms(at(0.99))}, max ${ms(sorted.at(-1) ?? 0)}` +
    ` (${sorted.length} keystrokes, ${over} over ${TARGET_MS} ms)`
  )
}

async function waitForCatalog(dispatch: ReturnType<typeof createCore>['dispatch']): Promise<number> {
  const start = performance.now()
  for (;;) {
    const answer = await dispatch('sync.status', undefined)
    if (!answer.ok) throw new Error(answer.error.message)
    const catalog = (
      answer.data as { datasets: { dataset: string; lastSyncedAt: string | null; syncing: boolean }[] }
    ).datasets.find((dataset) => dataset.dataset === 'catalog')
    if (catalog?.lastSyncedAt && !catalog.syncing) return (performance.now() - start) / 1000
    if (performance.now() - start > 600_000) throw new Error('The catalog sync did not finish in 10 minutes')
    await new Promise((done) => setTimeout(done, 250))
  }
}

async function measureSuggestions(page: Page): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Destination' })
  await box.click()
  const timings: (KeystrokeTiming & { typed: string })[] = []
  let unchanged = 0
  for (const text of TYPED) {
    await box.fill('')
    // The first two letters are not timed: one letter asks nothing, and with the second the list opens again
    // showing the previous text's options for a moment, which is not an answer to this one.
    await page.keyboard.type(text.slice(0, 2))
    await page.waitForTimeout(SETTLE_MS)
    for (const [index, char] of [...text.slice(2)].entries()) {
      const typed = text.slice(0, index + 3)
      if (char === ' ') {
        // The trimmed text does not change: nothing is asked, nothing to time.
        await page.keyboard.type(char)
        continue
      }
      // Armed (listener and observer in place) before the key is sent, then awaited.
      await page.evaluate(
        `void (window.__deskBench.pending = window.__deskBench.armKeystroke(${QUIET_MS}, ${SETTLE_MS}))`,
      )
      await page.keyboard.type(char)
      const timing = await page.evaluate<KeystrokeTiming | null>('window.__deskBench.pending')
      if (timing === null) unchanged += 1
      else timings.push({ ...timing, typed })
    }
  }
  await box.fill('')
  await page.keyboard.press('Escape')

  console.log(`  first change, keydown -> DOM:     ${stats(timings.map((t) => t.first.toDom))}`)
  console.log(`  first change, keydown -> frame:   ${stats(timings.map((t) => t.first.toFrame))}`)
  console.log(`  settled list, keydown -> frame:   ${stats(timings.map((t) => t.last.toFrame))}`)
  const changedTwice = timings.filter((t) => t.last.toDom > t.first.toDom).length
  console.log(`  ${changedTwice} of ${timings.length} keystrokes changed the list more than once`)
  const channels = [...new Set(timings.flatMap((t) => t.calls.map((call) => call.channel)))].sort()
  for (const channel of channels) {
    const samples = timings.flatMap((t) =>
      t.calls.filter((call) => call.channel === channel).map((c) => c.ms),
    )
    console.log(`  round trip of ${channel}: ${stats(samples).replace('keystrokes', 'calls')}`)
  }
  const slowest = [...timings].sort((a, b) => b.first.toFrame - a.first.toFrame).slice(0, 5)
  console.log(
    `  slowest first change: ${slowest.map((t) => `"${t.typed}" ${t.first.toFrame.toFixed(0)} ms`).join(', ')}`,
  )
  if (unchanged > 0)
    console.log(`  ${unchanged} keystroke(s) left the list as it was (same options): not timed`)
}

const awaitResults = (page: Page, summary: string): Promise<RenderTiming> =>
  page.evaluate<RenderTiming>(`window.__deskBench.awaitResults(${JSON.stringify(summary)}, 120000)`)

async function measureResults(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Destination' }).fill('hotel')
  await page.keyboard.press('Escape')
  const first = awaitResults(page, '^\\d+ hotels · page 1 of')
  await page.getByRole('button', { name: 'Search hotels' }).click()
  const initial = await first
  console.log(
    `  search "hotel", 20 per page: answer -> DOM ${initial.toDom.toFixed(1)} ms, -> frame ${initial.toFrame.toFixed(1)} ms (${initial.cards} cards)`,
  )
  for (const size of [100, 500]) {
    const pending = awaitResults(page, `hotels 1–${size}$`)
    await page.getByRole('combobox', { name: 'Per page' }).click()
    await page.getByRole('option', { name: String(size), exact: true }).click()
    const timing = await pending
    console.log(
      `  ${size} per page (virtualized): answer -> DOM ${timing.toDom.toFixed(1)} ms, -> frame ${timing.toFrame.toFixed(1)} ms` +
        ` (${timing.cards} cards in the DOM)`,
    )
  }
  await page.mouse.move(0, 0)
  const scroll = await page.evaluate<ScrollTiming>('window.__deskBench.scriptedScroll(120)')
  const sorted = [...scroll.intervals].sort((a, b) => a - b)
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0
  console.log(
    `  scroll of the 500-hotel page (120 px per frame): ${scroll.frames} frames, ` +
      `${scroll.intervals.filter((ms) => ms > 50).length} over 50 ms, frame p95 ${p95.toFixed(1)} ms, ` +
      `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; ${scroll.longTasks} long tasks (longest ${scroll.longestTask.toFixed(0)} ms); ` +
      `cards in the DOM: at most ${scroll.mostCards}, ${scroll.cardsAtEnd} at the end`,
  )
}

export async function run(): Promise<void> {
  if (!existsSync(join(root, 'out', 'renderer', 'index.html'))) {
    console.log('  building the renderer (npx electron-vite build)…')
    execFileSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'ignore' })
  }
  // The built renderer is what is measured: say how old it is (npm run build makes it from the sources).
  const built = statSync(join(root, 'out', 'renderer', 'index.html')).mtime
  console.log(`  renderer: out/renderer, built ${built.toISOString()}`)
  const folder = mkdtempSync(join(tmpdir(), 'desk-bench-browser-'))
  const seedStart = performance.now()
  const server = await startSandboxServer({ port: 0, hotels: HOTELS, tickIntervalMs: 0 })
  console.log(
    `  sandbox seeded with ${HOTELS.toLocaleString('en')} hotels in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  )
  const core = createCore({
    platform: createNodePlatform(folder),
    app: { name: 'Agency Desk', version: 'bench', host: 'web' },
    sandbox: { start: async () => server.url, stop: async () => undefined },
  })
  const host = await startWebHost({ core, rendererDir: join(root, 'out', 'renderer'), port: 0 })
  core.start()
  const browser = await chromium.launch({
    executablePath: process.env.DESK_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    const seconds = await waitForCatalog(core.dispatch)
    console.log(
      `  the core's catalog sync stored the ${HOTELS.toLocaleString('en')} hotels in ${seconds.toFixed(1)} s`,
    )
    const page = await browser.newPage({ viewport: { width: 1360, height: 860 } })
    await page.addInitScript({ path: PROBES })
    await page.goto(host.appUrl)
    // The app opens on Today (the worklist).
    await page.getByRole('heading', { name: 'Today', level: 2 }).waitFor()
    await page.getByRole('link', { name: 'Hotels' }).click()
    await page.getByRole('heading', { name: 'Hotels', level: 2 }).waitFor()
    await measureSuggestions(page)
    await measureResults(page)
  } finally {
    await browser.close()
    await host.close()
    await core.stop()
    await server.close()
    rmSync(folder, { recursive: true, force: true })
  }
}
