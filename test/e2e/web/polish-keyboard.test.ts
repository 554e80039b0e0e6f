import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { openHotels } from './hotel-steps'

/**
 * Issue 14, point 12: every control of the hotel search is reached by Tab in the order it is seen, is something
 * one can see (no 0x0 element), and shows that it has the focus.
 */

interface Stop {
  label: string
  x: number
  y: number
  width: number
  height: number
  inMain: boolean
  /** How the stop and its boxes around it look focused, and at rest (read before any Tab). */
  focused: string
  resting: string | null
}

/**
 * In the page: the element that shows a focusable one (a chip's label for its hidden input), how it and the
 * boxes around it look (outline, shadow, border: an input's border is often on its wrapper), and its label.
 */
const READ = `
  window.__deskShown = (active) => {
    const own = active.getBoundingClientRect()
    return (own.width < 4 || own.height < 4) && active.labels && active.labels[0] ? active.labels[0] : active
  }
  window.__deskLook = (element) => {
    const parts = []
    for (let at = element, depth = 0; at && depth < 4; at = at.parentElement, depth += 1) {
      const style = getComputedStyle(at)
      parts.push([style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor].join(' '))
    }
    return parts.join(' / ')
  }
  window.__deskLabel = (active) =>
    active.getAttribute('aria-label') || (active.labels && active.labels[0] && active.labels[0].textContent.trim()) ||
    active.textContent.trim().slice(0, 40) || active.tagName
`

/** Tab `presses` times from the top of the page, reading each focused element. */
async function tabStops(page: Page, presses: number): Promise<Stop[]> {
  await page.evaluate(READ)
  // At rest: every focusable element tagged, with its look before the focus reaches it.
  await page.evaluate(`(() => {
    const items = [...document.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]')]
    items.forEach((element, at) => {
      element.setAttribute('data-tab-id', String(at))
      element.setAttribute('data-resting', window.__deskLook(window.__deskShown(element)))
    })
  })()`)
  await page.locator('body').click({ position: { x: 5, y: 400 } })
  const stops: Stop[] = []
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab')
    // Borders change colour with a short transition: read the look once it ended.
    await page.waitForTimeout(200)
    const stop = (await page.evaluate(`(() => {
      const active = document.activeElement
      if (!active || active === document.body) return null
      const element = window.__deskShown(active)
      const box = element.getBoundingClientRect()
      return { label: window.__deskLabel(active), x: box.x, y: box.y + window.scrollY, width: box.width,
        height: box.height, inMain: active.closest('main') !== null, focused: window.__deskLook(element),
        resting: active.getAttribute('data-resting') }
    })()`)) as Stop | null
    if (stop !== null) stops.push(stop)
  }
  return stops
}

test.describe('keyboard on the hotel search', () => {
  test('a child added is typed in next: the focus moves to its birthdate', async ({ page, webHost }) => {
    await openHotels(page, webHost.appUrl)
    const change = page.getByRole('button', { name: 'Change search' })
    if (await change.isVisible()) await change.click()
    const add = page.getByRole('button', { name: 'Add a child to room 1' })
    await add.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Room 1 child 1 birthdate')).toBeFocused()
    await page.keyboard.type('2018-05-04')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Room 1 child 1 birthdate')).toHaveValue('4 May 2018')
    await page.getByRole('button', { name: 'Remove room 1 child 1' }).click()
  })

  test('every stop is visible, shows its focus, and follows the screen’s order', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    await openHotels(page, webHost.appUrl)
    const change = page.getByRole('button', { name: 'Change search' })
    if (await change.isVisible()) await change.click()
    await expect(page.getByTestId('sync-indicator')).toBeVisible()
    const sync = await page.getByTestId('sync-indicator').boundingBox()
    expect(sync!.width).toBeGreaterThan(10)
    expect(sync!.height).toBeGreaterThan(10)
    // Idle on a fresh desk, it says all is well: messages and documents not opened yet are not "out of date".
    await expect(page.getByTestId('sync-indicator')).toHaveAttribute(
      'aria-label',
      'Background sync status: up to date',
      { timeout: 30_000 },
    )

    const stops = await tabStops(page, 45)
    expect(stops.length).toBeGreaterThan(20)
    const invisible = stops.filter((stop) => stop.width < 4 || stop.height < 4).map((stop) => stop.label)
    expect(invisible).toEqual([])

    // The focus shows: what a focused stop looks like differs from how it rests.
    const unmarked = stops
      .filter((stop) => stop.resting === stop.focused)
      .map((stop) => `${stop.label}: ${stop.focused}`)
    expect(unmarked).toEqual([])

    // In the form, each stop is on the same row to the right of the one before, or below it.
    // One pass: the focus leaves the page after the last stop and comes back to the first (fewer stops than
    // pressed keys), and the second pass is not an order of the screen.
    const keyOf = (stop: (typeof stops)[number]) => `${stop.label}@${stop.x},${stop.y}`
    const wrapped = stops.findIndex((stop, index) =>
      stops.slice(0, index).some((seen) => keyOf(seen) === keyOf(stop)),
    )
    const form = (wrapped === -1 ? stops : stops.slice(0, wrapped)).filter((stop) => stop.inMain)
    const backwards: string[] = []
    for (let at = 1; at < form.length; at += 1) {
      const before = form[at - 1]!
      const stop = form[at]!
      const sameRow = Math.abs(stop.y - before.y) < Math.max(before.height, stop.height)
      if (sameRow ? stop.x < before.x - 2 : stop.y < before.y)
        backwards.push(`${before.label} -> ${stop.label}`)
    }
    expect(backwards).toEqual([])
  })
})
