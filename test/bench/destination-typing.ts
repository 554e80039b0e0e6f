/**
 * The hotel search's typing figure, shared by the browser benches: for each keystroke typed in the Hotels screen's
 * box labelled "Destination", the time from its keydown to the list "Destination suggestions" showing the options of
 * the new text (browser-probes.js armKeystroke). The local index answers every keystroke (no debounce), and the
 * service's list follows once the agent pauses ("settled list").
 */
import type { Page } from 'playwright-core'
import { stats } from './browser-bench'
import { benchSize } from './bench-size'

/** What agents type: about 50 timed keystrokes (letters from the third of each text on; a space asks nothing new). */
export const TYPED_DESTINATIONS = [
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
const QUIET_MS = benchSize(2000, 200)
/** How long the list must stay still after a change to count as settled for the text typed. */
const SETTLE_MS = 800

/** What browser-probes.js answers (times in ms on the page's clock). */
interface Change {
  /** keydown -> the list changed and shows options (DOM committed). */
  toDom: number
  /** keydown -> the next frame after that change: what the agent sees. */
  toFrame: number
}
export interface KeystrokeTiming {
  /** The first change of the list after the keydown: the first answer the agent sees. */
  first: Change
  /** The last change before the list stayed still: the answer the list settles on. */
  last: Change
  /** The calls to main (IPC round trips through the web host) made for this keystroke. */
  calls: { channel: string; ms: number }[]
  typed: string
}

/** Types in the Destination box of the Hotels screen (the page must be on it, with the probes loaded). */
export async function typeDestinations(
  page: Page,
): Promise<{ timings: KeystrokeTiming[]; unchanged: number }> {
  const box = page.getByRole('textbox', { name: 'Destination' })
  await box.click()
  const timings: KeystrokeTiming[] = []
  let unchanged = 0
  for (const text of TYPED_DESTINATIONS.slice(0, benchSize(TYPED_DESTINATIONS.length, 2))) {
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
      const timing = await page.evaluate<Omit<KeystrokeTiming, 'typed'> | null>('window.__deskBench.pending')
      if (timing === null) unchanged += 1
      else timings.push({ ...timing, typed })
    }
  }
  await box.fill('')
  await page.keyboard.press('Escape')
  return { timings, unchanged }
}

/** Prints the figures of `typeDestinations` (the first one is the hotel search's typing figure). */
export function printDestinationTyping(
  measured: { timings: KeystrokeTiming[]; unchanged: number },
  target: number,
  options: { detail?: boolean } = {},
): void {
  const { timings, unchanged } = measured
  const figures = { unit: 'keystrokes', target }
  console.log(
    `  first change, keydown -> frame:   ${stats(
      timings.map((t) => t.first.toFrame),
      figures,
    )}`,
  )
  if (options.detail !== false) {
    console.log(
      `  first change, keydown -> DOM:     ${stats(
        timings.map((t) => t.first.toDom),
        figures,
      )}`,
    )
    console.log(
      `  settled list, keydown -> frame:   ${stats(
        timings.map((t) => t.last.toFrame),
        figures,
      )}`,
    )
    const changedTwice = timings.filter((t) => t.last.toDom > t.first.toDom).length
    console.log(`  ${changedTwice} of ${timings.length} keystrokes changed the list more than once`)
    const channels = [...new Set(timings.flatMap((t) => t.calls.map((call) => call.channel)))].sort()
    for (const channel of channels) {
      const samples = timings.flatMap((t) =>
        t.calls.filter((call) => call.channel === channel).map((c) => c.ms),
      )
      console.log(`  round trip of ${channel}: ${stats(samples, { unit: 'calls', target })}`)
    }
    const slowest = [...timings].sort((a, b) => b.first.toFrame - a.first.toFrame).slice(0, 5)
    console.log(
      `  slowest first change: ${slowest.map((t) => `"${t.typed}" ${t.first.toFrame.toFixed(0)} ms`).join(', ')}`,
    )
  }
  if (unchanged > 0)
    console.log(`  ${unchanged} keystroke(s) left the list as it was (same options): not timed`)
}
