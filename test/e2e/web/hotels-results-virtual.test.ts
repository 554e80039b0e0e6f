import type { Locator, Page } from '@playwright/test'
import { join } from 'node:path'
import { expect, expectNoSeriousViolations, SCREENSHOTS, test } from './fixtures'
import { openHotels } from './hotel-steps'

/**
 * A long results page: the free-text search "hotel" matches about a thousand hotels of the default embedded
 * sandbox (2,400 hotels), so 500 per page is a full page. The agent sees the count, scrolls to the last card and
 * tabs through the cards, while the page holds only the cards near the viewport.
 */

/** Cards in the DOM at once: a viewport of cards plus the overscan, far fewer than the page's 500. */
const MOST_RENDERED = 50

// In-page checks as expressions: the node side's type check has no DOM library.
/** The position (aria-posinset) of the list item holding the focus, or null when the focus is not in a card. */
const focusedPosition = async (page: Page): Promise<number | null> => {
  const position: unknown = await page.evaluate(
    `document.activeElement?.closest('[role="listitem"][aria-posinset]')?.getAttribute('aria-posinset') ?? null`,
  )
  return typeof position === 'string' ? Number(position) : null
}

/**
 * Whether the focused element is inside the viewport: not under the app's fixed header, not below the fold (a
 * pixel of slack: the browser scrolls by fractional amounts).
 */
const focusInViewport = async (page: Page): Promise<boolean> =>
  (await page.evaluate(`(() => {
    const box = document.activeElement?.getBoundingClientRect()
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    return box !== undefined && box.top >= header - 1 && box.bottom <= window.innerHeight + 1
  })()`)) === true

const scrollY = async (page: Page): Promise<number> => Number(await page.evaluate('window.scrollY'))

async function searchFreeText(page: Page, text: string): Promise<Locator> {
  const destination = page.getByRole('textbox', { name: 'Destination' })
  await destination.fill(text)
  // The catalog downloads on a fresh data folder: once it suggests hotels, the cards can show their stars too.
  await expect(
    page.getByRole('listbox', { name: 'Destination suggestions' }).getByRole('option').first(),
  ).toBeVisible({ timeout: 60_000 })
  await destination.press('Escape')
  await expect(destination).toHaveValue(text)
  await page.getByRole('button', { name: 'Search hotels' }).click()
  const results = page.getByRole('region', { name: 'Search results' })
  await expect(results.getByText(/\d+ hotels · page 1 of \d+/)).toBeVisible({ timeout: 30_000 })
  return results
}

test('500 hotels per page: a virtualized list the agent can scroll and tab through', async ({
  page,
  webHost,
}) => {
  test.setTimeout(180_000)
  await openHotels(page, webHost.appUrl)
  await expect(page.getByRole('heading', { name: 'Hotels', level: 2 })).toBeVisible()

  const results = await searchFreeText(page, 'hotel')
  const list = results.getByRole('list', { name: 'Hotels' })
  // 20 per page by default: every card rendered, no virtualization.
  await expect(page.getByRole('combobox', { name: 'Per page' })).toHaveValue('20')
  await expect(list.getByRole('listitem')).toHaveCount(20)
  await expect(list).not.toHaveAttribute('data-virtualized', 'true')
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '20')

  // On page 2, a larger page size runs the same search again from page 1.
  await results.getByRole('button', { name: 'Page 2' }).click()
  await expect(results.getByText(/hotels · page 2 of \d+ · hotels 21–40/)).toBeVisible()
  await page.getByRole('combobox', { name: 'Per page' }).click()
  await page.getByRole('option', { name: '500', exact: true }).click()
  const summary = results.getByText(/^\d+ hotels · page 1 of \d+ · hotels 1–500$/)
  await expect(summary).toBeVisible({ timeout: 30_000 })
  const total = Number(/^(\d+)/.exec((await summary.textContent()) ?? '')?.[1])
  expect(total).toBeGreaterThanOrEqual(500)
  await expect(page.getByTestId('search-summary')).toContainText('“hotel”')

  // Each card says where it is in the page; only a few of the 500 are in the DOM.
  await expect(list).toHaveAttribute('data-virtualized', 'true')
  const first = list.getByRole('listitem').first()
  await expect(first).toHaveAttribute('aria-posinset', '1')
  const setSize = Number(await first.getAttribute('aria-setsize'))
  // Every hotel of this search is bookable for two adults; one that is not would be listed as hidden.
  expect(setSize).toBe(500)
  const rendered = await list.getByRole('article').count()
  expect(rendered).toBeGreaterThan(3)
  expect(rendered).toBeLessThan(MOST_RENDERED)
  await expect(first.getByRole('article').getByRole('img', { name: /\d stars/ })).toBeVisible({
    timeout: 30_000,
  })
  // The results' header (count, page size) just below the app's fixed header, then the first cards.
  const summaryTop = (await summary.boundingBox())?.y ?? 0
  await page.evaluate(`window.scrollBy(0, ${summaryTop - 72})`)
  await page.screenshot({ path: join(SCREENSHOTS, 'hotels-results-500.png') })
  // A hovered action keeps 4.5:1 with its white text (the theme hovers teal.9 darker, not on the lighter teal.8).
  await list
    .getByRole('link', { name: /See rooms/ })
    .first()
    .hover()
  await expectNoSeriousViolations(page, 'main')

  // Keyboard: Tab from the first card's button walks the cards in order, each scrolled into view.
  await first.getByRole('link', { name: /See rooms/ }).focus()
  expect(await focusedPosition(page)).toBe(1)
  let position = 1
  for (let presses = 0; presses < 120 && position < 30; presses += 1) {
    await page.keyboard.press('Tab')
    const next = await focusedPosition(page)
    // Never leaves the list, never skips a card (cards further down are rendered before the focus gets there).
    expect(next).not.toBeNull()
    expect((next ?? 0) - position).toBeGreaterThanOrEqual(0)
    expect((next ?? 0) - position).toBeLessThanOrEqual(1)
    position = next ?? position
    expect(await focusInViewport(page)).toBe(true)
  }
  expect(position).toBe(30)
  expect(await scrollY(page)).toBeGreaterThan(1000)
  await expect(list.getByRole('article')).not.toHaveCount(0)
  expect(await list.getByRole('article').count()).toBeLessThan(MOST_RENDERED)
  // Shift+Tab goes back to the previous card.
  for (let presses = 0; presses < 10 && position === 30; presses += 1) {
    await page.keyboard.press('Shift+Tab')
    position = (await focusedPosition(page)) ?? 0
  }
  expect(position).toBe(29)
  expect(await focusInViewport(page)).toBe(true)

  // Scrolled to the bottom: the page's last hotel, then the pages.
  const last = list.locator(`[role="listitem"][aria-posinset="${setSize}"]`)
  await expect(async () => {
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)')
    await expect(last).toBeInViewport({ timeout: 500 })
  }).toPass({ timeout: 15_000 })
  await expect(last.getByRole('article')).toBeVisible()
  await expect(last.getByRole('link', { name: /See rooms/ })).toBeVisible()
  await expect(results.getByRole('button', { name: 'Page 2' })).toBeVisible()
  expect(await list.getByRole('article').count()).toBeLessThan(MOST_RENDERED)
  await expect(list.locator('[role="listitem"][aria-posinset="1"]')).toHaveCount(0)
  // The card holding the focus stayed in the DOM while scrolled away: the focus is still on it, not on <body>.
  expect(await focusedPosition(page)).toBe(29)
  await expectNoSeriousViolations(page, 'main')
})
