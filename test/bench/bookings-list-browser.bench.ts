/**
 * The bookings desk's list in Debian's Chromium over a cache of 10,000 bookings, measured in the page:
 *
 * 1. Opening the desk on /bookings: from the navigation's start to the first booking row in the DOM and on screen
 *    (the next frame), a fresh page load each time (the renderer's bundle included); and from a click on
 *    "Bookings" in the navigation, the app already open.
 * 2. A text search typed in "Customer or reference": each keystroke (from its keydown, the screen's light debounce
 *    included) to the rows or the total changing.
 * 3. A state filter change (a click on a state's count, on and off) to the rows changing.
 * 4. A scripted scroll down the list: frame times, long tasks, and how many rows the DOM holds.
 *
 * Set-up: the web host's data folder gets a cache.db pre-filled with the 10,000 generated list items
 * (bookings-demo.ts), claimed for the 'sandbox' service so that the poller adds the sandbox's own bookings to them
 * instead of clearing them (src/main/db/booking-cache-owner.ts); the core and the web host run in this process (what
 * `npm run web` runs), and the first poll and catalog sync finish before the browser opens. Needs the built renderer
 * (`npm run build`; built here when missing). Prints figures; asserts nothing.
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { claimBookingCache } from '../../src/main/db/booking-cache-owner'
import { BOOKINGS_DATASET } from '../../src/main/db/booking-cache-owner'
import { upsertBookingListItems } from '../../src/main/db/booking-list-items.repo'
import { openDatabase } from '../../src/main/db/connection'
import { markSyncSucceeded } from '../../src/main/db/sync-state.repo'
import type { BookingList } from '../../src/shared/ipc/bookings.contract'
import { demoBookingItems } from './bookings-demo'
import { quantile, startDesk, stats as figures, type Core } from './browser-bench'
import { benchSize } from './bench-size'

export const title =
  'Bookings list in Chromium over 10,000 cached bookings: opening, search, state filter, scroll'

const BOOKINGS = benchSize(10_000, 300)
const OPENINGS = benchSize(15, 2)
const NAVIGATIONS = benchSize(20, 2)
/** Typed letter by letter; the first letter of each is not timed (the box was cleared just before). */
const TYPED = ['müller', 'sousa', 'desk-001', 'nakamura', 'garcía', 'hotel 1', 'experience 2', 'kowalski']
const STATES = ['Confirmed', 'Sent', 'Refused', 'Cancelled', 'Counter-proposal', 'Failed']
const QUIET_MS = benchSize(3000, 200)
const PROBES = join(dirname(fileURLToPath(import.meta.url)), 'bookings-list-probes.js')

interface Change {
  toDom: number
  toFrame: number
  /** The bookings.list calls the input made before the rows changed: sent after the input, round trip. */
  calls: { sentAfter: number; ms: number }[]
}
interface ScrollTiming {
  intervals: number[]
  longTasks: number
  longestTask: number
  mostRows: number
  rowsAtEnd: number
  framesWithPlaceholders: number
  scrolledTo: number
}

const stats = (samples: number[], unit = 'samples'): string => figures(samples, { unit, p99: false })

async function prefillCache(folder: string): Promise<void> {
  const { db } = openDatabase({ file: join(folder, 'cache.db') })
  const at = new Date().toISOString()
  claimBookingCache(db, 'sandbox', at)
  upsertBookingListItems(db, demoBookingItems(BOOKINGS), at)
  markSyncSucceeded(db, BOOKINGS_DATASET, at)
  db.close()
}

async function waitForSyncs(dispatch: Core['dispatch']): Promise<void> {
  const start = performance.now()
  for (;;) {
    const answer = await dispatch('sync.status', undefined)
    if (!answer.ok) throw new Error(answer.error.message)
    const { datasets } = answer.data as {
      datasets: { dataset: string; lastSyncedAt: string | null; syncing: boolean }[]
    }
    const catalog = datasets.find((dataset) => dataset.dataset === 'catalog')
    const polled = await dispatch('bookings.list', { limit: 1, withReplaced: true })
    if (
      catalog?.lastSyncedAt &&
      !catalog.syncing &&
      polled.ok &&
      (polled.data as BookingList).total > BOOKINGS
    )
      return
    if (performance.now() - start > 300_000)
      throw new Error(`The first syncs did not finish in 5 minutes: ${JSON.stringify({ catalog, polled })}`)
    await new Promise((done) => setTimeout(done, 250))
  }
}

/** Waits for the page's probe to see the first row on screen (polled: the app's CSP forbids waitForFunction's eval). */
async function firstRow(page: Page): Promise<void> {
  const start = performance.now()
  while (!(await page.evaluate<boolean>('window.__bookingsBench.firstRowFrameAt !== null'))) {
    if (performance.now() - start > 60_000) throw new Error('No booking row within a minute')
    await new Promise((done) => setTimeout(done, 20))
  }
}

async function measureOpening(page: Page, listUrl: string, hotelsUrl: string): Promise<void> {
  const toDom: number[] = []
  const toFrame: number[] = []
  const sent: number[] = []
  const roundTrip: number[] = []
  for (let round = 0; round < OPENINGS; round += 1) {
    await page.goto('about:blank')
    await page.goto(listUrl)
    await firstRow(page)
    const { dom, frame, call } = await page.evaluate<{
      dom: number
      frame: number
      call: { started: number; ms: number | null } | undefined
    }>(
      '({ dom: window.__bookingsBench.firstRowAt, frame: window.__bookingsBench.firstRowFrameAt, call: window.__bookingsBench.listCalls[0] })',
    )
    toDom.push(dom)
    toFrame.push(frame)
    if (call?.ms != null) {
      sent.push(call.started)
      roundTrip.push(call.ms)
    }
  }
  console.log(`  fresh page load -> first row in the DOM:  ${stats(toDom.slice(1), 'loads')}`)
  console.log(`  fresh page load -> first row on screen:   ${stats(toFrame.slice(1), 'loads')}`)
  console.log(`    of which load -> bookings.list sent:    ${stats(sent.slice(1), 'loads')} (bundle, boot)`)
  console.log(`    of which bookings.list round trip:      ${stats(roundTrip.slice(1), 'loads')}`)

  const clicks: number[] = []
  await page.goto(hotelsUrl)
  await page.getByRole('heading', { name: 'Hotels', level: 2 }).waitFor()
  for (let round = 0; round < NAVIGATIONS; round += 1) {
    await page.getByRole('link', { name: 'Hotels' }).click()
    await page.getByRole('heading', { name: 'Hotels', level: 2 }).waitFor()
    const pending = page.evaluate(`(async () => {
      const start = await new Promise((done) => window.addEventListener('click', (e) => done(e.timeStamp), { capture: true, once: true }))
      await new Promise((done) => {
        const check = () => document.querySelector('tr[data-booking-id]') ? done() : requestAnimationFrame(check)
        check()
      })
      await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))
      return performance.now() - start
    })()`)
    await page.getByRole('link', { name: 'Bookings' }).click()
    clicks.push((await pending) as number)
  }
  console.log(`  click on "Bookings" -> rows on screen:    ${stats(clicks, 'navigations')}`)
}

async function measureSearch(page: Page): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Customer or reference' })
  const timings: Change[] = []
  let unchanged = 0
  for (const text of TYPED.slice(0, benchSize(TYPED.length, 2))) {
    await box.fill('')
    await page.waitForTimeout(400)
    await box.click()
    await page.keyboard.type(text.slice(0, 1))
    await page.waitForTimeout(400)
    for (const char of text.slice(1)) {
      await page.evaluate(
        `void (window.__bookingsBench.pending = window.__bookingsBench.armChange(${QUIET_MS}))`,
      )
      await page.keyboard.type(char)
      const timing = await page.evaluate<Change | null>('window.__bookingsBench.pending')
      if (timing === null) unchanged += 1
      else timings.push(timing)
    }
  }
  await box.fill('')
  await page.waitForTimeout(400)
  console.log(
    `  keystroke -> rows changed (DOM):          ${stats(
      timings.map((t) => t.toDom),
      'keystrokes',
    )}`,
  )
  console.log(
    `  keystroke -> rows changed (on screen):    ${stats(
      timings.map((t) => t.toFrame),
      'keystrokes',
    )}`,
  )
  printCalls(timings)
  if (unchanged > 0) console.log(`  ${unchanged} keystroke(s) left the rows as they were: not timed`)
}

/** Where an input's time goes: until the list's call is sent (the page), its round trip (main), the rest (render). */
function printCalls(timings: readonly Change[]): void {
  const last = timings.map((t) => t.calls.at(-1)).filter((call) => call !== undefined)
  console.log(
    `    of which input -> bookings.list sent:   ${stats(
      last.map((c) => c.sentAfter),
      'calls',
    )}`,
  )
  console.log(
    `    of which bookings.list round trip:      ${stats(
      last.map((c) => c.ms),
      'calls',
    )}`,
  )
  console.log(
    `    of which answer -> rows in the DOM:     ${stats(
      timings.flatMap((t) => {
        const call = t.calls.at(-1)
        return call === undefined ? [] : [t.toDom - call.sentAfter - call.ms]
      }),
      'changes',
    )}`,
  )
}

async function measureStates(page: Page): Promise<void> {
  const timings: Change[] = []
  for (let round = 0; round < 3; round += 1)
    for (const state of STATES)
      for (let toggle = 0; toggle < 2; toggle += 1) {
        const button = page.locator(`[aria-label^="${state}: "]`)
        await page.evaluate(
          `void (window.__bookingsBench.pending = window.__bookingsBench.armChange(${QUIET_MS}))`,
        )
        await button.click()
        const timing = await page.evaluate<Change | null>('window.__bookingsBench.pending')
        if (timing !== null) timings.push(timing)
      }
  console.log(
    `  state filter click -> rows changed (DOM): ${stats(
      timings.map((t) => t.toDom),
      'clicks',
    )}`,
  )
  console.log(
    `  state filter click -> rows on screen:     ${stats(
      timings.map((t) => t.toFrame),
      'clicks',
    )}`,
  )
  printCalls(timings)
}

async function measureScroll(page: Page): Promise<void> {
  await page.mouse.move(0, 0)
  for (const [step, frames] of [
    [120, benchSize(400, 30)],
    [1200, benchSize(300, 30)],
  ]) {
    await page.evaluate('window.scrollTo(0, 0)')
    await page.waitForTimeout(300)
    const scroll = await page.evaluate<ScrollTiming>(
      `window.__bookingsBench.scriptedScroll(${step}, ${frames})`,
    )
    const sorted = [...scroll.intervals].sort((a, b) => a - b)
    const p95 = quantile(sorted, 0.95)
    console.log(
      `  scroll ${step} px per frame, ${frames} frames (to ${Math.round(scroll.scrolledTo / 58).toLocaleString('en')} rows down): ` +
        `${scroll.intervals.filter((ms) => ms > 50).length} frames over 50 ms, frame p95 ${p95.toFixed(1)} ms, ` +
        `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; ${scroll.longTasks} long tasks (longest ${scroll.longestTask.toFixed(0)} ms); ` +
        `rows in the DOM: at most ${scroll.mostRows}, ${scroll.rowsAtEnd} at the end; ` +
        `${scroll.framesWithPlaceholders} frames showed rows still loading`,
    )
  }
}

export async function run(): Promise<void> {
  const desk = await startDesk({ folderPrefix: 'desk-bench-bookings-', prepare: prefillCache })
  try {
    await waitForSyncs(desk.core.dispatch)
    const cached = await desk.core.dispatch('bookings.list', { limit: 1 })
    if (!cached.ok) throw new Error(cached.error.message)
    console.log(
      `  cache: ${(cached.data as BookingList).total.toLocaleString('en')} bookings listed (${BOOKINGS.toLocaleString('en')} generated + the sandbox's, replaced ones hidden)`,
    )
    // The first visit hands the web host's token to the tab; later visits reuse it.
    const page = await desk.openPage({ probes: PROBES })
    const base = desk.appUrl.split('#')[0] ?? desk.appUrl
    await measureOpening(page, `${base}#/bookings`, `${base}#/hotels`)
    await page.locator('tr[data-booking-id]').first().waitFor()
    await measureSearch(page)
    await measureStates(page)
    await measureScroll(page)
  } finally {
    await desk.close()
  }
}
