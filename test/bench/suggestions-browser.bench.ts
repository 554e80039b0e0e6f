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
import type { Page } from 'playwright-core'
import { PROBES, quantile, startDesk, waitForCatalog } from './browser-bench'
import { printDestinationTyping, typeDestinations } from './destination-typing'
import { benchSize } from './bench-size'

export const title =
  'Hotels screen in Chromium over 100,000 cached hotels: suggestions per keystroke, 500-hotel page'

const HOTELS = benchSize(100_000, 3_000)
const TARGET_MS = 50

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

const awaitResults = (page: Page, summary: string): Promise<RenderTiming> =>
  page.evaluate<RenderTiming>(`window.__deskBench.awaitResults(${JSON.stringify(summary)}, 120000)`)

async function measureResults(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Destination' }).fill('hotel')
  await page.keyboard.press('Escape')
  const first = awaitResults(page, '^[\\d,]+ hotels · page 1 of')
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
  const scroll = await page.evaluate<ScrollTiming>(
    `window.__deskBench.scriptedScroll(${benchSize(120, 2400)})`,
  )
  const sorted = [...scroll.intervals].sort((a, b) => a - b)
  const p95 = quantile(sorted, 0.95)
  console.log(
    `  scroll of the 500-hotel page (120 px per frame): ${scroll.frames} frames, ` +
      `${scroll.intervals.filter((ms) => ms > 50).length} over 50 ms, frame p95 ${p95.toFixed(1)} ms, ` +
      `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; ${scroll.longTasks} long tasks (longest ${scroll.longestTask.toFixed(0)} ms); ` +
      `cards in the DOM: at most ${scroll.mostCards}, ${scroll.cardsAtEnd} at the end`,
  )
}

export async function run(): Promise<void> {
  const desk = await startDesk({ folderPrefix: 'desk-bench-browser-', hotels: HOTELS })
  try {
    const seconds = await waitForCatalog(desk.core.dispatch)
    console.log(
      `  the core's catalog sync stored the ${HOTELS.toLocaleString('en')} hotels in ${seconds.toFixed(1)} s`,
    )
    const page = await desk.openPage({ probes: PROBES })
    await page.getByRole('link', { name: 'Hotels' }).click()
    await page.getByRole('heading', { name: 'Hotels', level: 2 }).waitFor()
    printDestinationTyping(await typeDestinations(page), TARGET_MS)
    await measureResults(page)
  } finally {
    await desk.close()
  }
}
