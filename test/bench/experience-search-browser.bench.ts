/**
 * The Experiences screen in Debian's Chromium against the embedded sandbox: for each keystroke typed in the
 * experience search form's box "Search", the time from its keydown to the first frame showing the results of the
 * new text (the results section says which text it shows, `data-text`, and is no longer busy). The screen searches
 * as the agent types, after a short pause (ExperiencesScreen's TYPING_MS), so this is what the agent waits: pause,
 * round trip through the web host to the sandbox, and the list drawn. Target (issue 15): p95 < 150 ms. Two rounds:
 * catalog only (no dates), then priced for 2 adults and a child on one day. Beside it, the hotel search's typing
 * figure of the same run and the same desk (destination-typing.ts: keydown to the first suggestions on screen).
 *
 * Set-up: the sandbox as `npm run web` embeds it, the core and the web host in this process on a fresh data folder
 * (browser-bench.ts). Needs the built renderer (`npm run build`; built here when missing). Prints figures; asserts
 * nothing.
 */
import type { Page } from 'playwright-core'
import { PROBES, startDesk, stats, waitForCatalog } from './browser-bench'
import { printDestinationTyping, typeDestinations } from './destination-typing'
import { benchSize } from './bench-size'

export const title = 'Experiences screen in Chromium: typing in the search box to the results on screen'

const TARGET_MS = 150
/** The hotel search's own target for its first list (suggestions-browser.bench.ts). */
const HOTEL_TARGET_MS = 50
/** What agents type: timed from the second letter on (two letters are the least the screen searches). */
const ALL_TYPED = [
  'walking',
  'food tour',
  'museum',
  'wine',
  'boat trip',
  'cooking',
  'bike',
  'program',
  'castle',
]
const TYPED = ALL_TYPED.slice(0, benchSize(ALL_TYPED.length, 1))

interface ResultsTiming {
  toDom: number
  toFrame: number
  calls: { channel: string; ms: number; sentAfter: number }[]
}

const searchBox = (page: Page) =>
  page.getByRole('form', { name: 'Experience search' }).getByRole('textbox', { name: 'Search', exact: true })

async function typeAndTime(page: Page): Promise<{ timings: ResultsTiming[]; missed: number }> {
  const box = searchBox(page)
  const timings: ResultsTiming[] = []
  let missed = 0
  for (const text of TYPED) {
    await box.fill('')
    await page.keyboard.type(text.slice(0, 1))
    await page.waitForTimeout(300)
    for (const [index, char] of [...text.slice(1)].entries()) {
      const typed = text.slice(0, index + 2)
      if (char === ' ') {
        await page.keyboard.type(char)
        continue
      }
      await page.evaluate(
        `void (window.__deskBench.pending = window.__deskBench.armResults(${JSON.stringify(typed)}, 5000))`,
      )
      await page.keyboard.type(char)
      const timing = await page.evaluate<ResultsTiming | null>('window.__deskBench.pending')
      if (timing === null) missed += 1
      else timings.push(timing)
    }
  }
  return { timings, missed }
}

function report(label: string, measured: { timings: ResultsTiming[]; missed: number }): void {
  const { timings, missed } = measured
  const figures = { unit: 'keystrokes', target: TARGET_MS }
  console.log(
    `  ${label}: keydown -> results on screen: ${stats(
      timings.map((t) => t.toFrame),
      figures,
    )}`,
  )
  const searches = timings.flatMap((t) => t.calls.filter((call) => call.channel === 'experiences.search'))
  console.log(
    `    keydown -> experiences.search sent:  ${stats(
      searches.map((call) => call.sentAfter),
      { unit: 'calls' },
    )}`,
  )
  console.log(
    `    round trip of experiences.search:    ${stats(
      searches.map((call) => call.ms),
      { unit: 'calls' },
    )}`,
  )
  const lastAnswer = timings.map((t) => {
    const last = t.calls.filter((call) => call.channel === 'experiences.search').at(-1)
    return last === undefined ? 0 : t.toFrame - (last.sentAfter + last.ms)
  })
  console.log(`    answer -> results on screen:         ${stats(lastAnswer, { unit: 'keystrokes' })}`)
  if (missed > 0) console.log(`    ${missed} keystroke(s) showed no results within 5 s`)
}

/**
 * Picks one day `daysAhead` of today in the Dates calendar (the same day twice: a day trip). The day is found by its
 * whole name, never by its number alone: a child's birthdate calendar may still be closing with its own "15".
 */
async function pickOneDay(page: Page, daysAhead: number): Promise<void> {
  const date = new Date()
  date.setDate(date.getDate() + daysAhead)
  const name = `${date.getDate()} ${date.toLocaleString('en-GB', { month: 'long' })} ${date.getFullYear()}`
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Dates', exact: true }).click()
  const nextMonth = page.getByRole('button', { name: 'Next month' })
  await nextMonth.waitFor()
  const day = page.getByRole('button', { name, exact: true })
  for (let moves = 0; moves < 12 && !(await day.isVisible()); moves += 1) await nextMonth.click()
  await day.click()
  await day.click()
  // A range is chosen when the calendar closes on its own.
  await nextMonth.waitFor({ state: 'hidden' })
}

export async function run(): Promise<void> {
  const desk = await startDesk({ folderPrefix: 'desk-bench-experiences-' })
  try {
    // The hotel suggestions answer from the local catalog: it is stored before anything is timed.
    await waitForCatalog(desk.core.dispatch)
    const page = await desk.openPage({ probes: PROBES })

    await page.getByRole('link', { name: 'Hotels' }).click()
    await page.getByRole('heading', { name: 'Hotels', level: 2 }).waitFor()
    const hotels = await typeDestinations(page)

    await page.getByRole('link', { name: 'Experiences' }).click()
    await page.getByRole('heading', { name: 'Experiences', level: 2 }).waitFor()
    // A first search warms the service's caches (and the page's code paths) before anything is timed.
    await searchBox(page).fill('tour')
    await page.locator('section[aria-label="Search results"][data-text="tour"][aria-busy="false"]').waitFor()
    report('catalog only (no dates)', await typeAndTime(page))

    await page.getByRole('button', { name: 'Add a child' }).click()
    await page.getByLabel('Child 1 birthdate').fill('2017-03-14')
    await pickOneDay(page, 30)
    await page.waitForTimeout(500)
    report('priced for 2 adults and a child, one day', await typeAndTime(page))

    console.log(
      '  beside it, the hotel search of the same run (Destination box, keydown -> first suggestions):',
    )
    printDestinationTyping(hotels, HOTEL_TARGET_MS, { detail: false })
  } finally {
    await desk.close()
  }
}
