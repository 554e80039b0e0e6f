import type { Locator } from '@playwright/test'
import { join } from 'node:path'
import { readFileSync } from 'node:fs'
import { call } from './bookings-steps'
import {
  addToBasket,
  fillBasketCustomer,
  fillTravelers,
  openBasket,
  pricedWithExtras,
} from './experience-booking-steps'
import { openExperiences } from './experience-steps'
import { expect, SCREENSHOTS, test, type RunningWebHost } from './fixtures'

/**
 * Hotels answer while the agent fills the experiences basket: the notices that pop up never cover its Book button,
 * closing one stays in the basket, and what was typed is still there after a look at a booking.
 */
test('notices over the basket: the Book button stays clear, closing stays, the typing survives', async ({
  page,
  webHost,
}) => {
  test.setTimeout(300_000)
  const activity = await pricedWithExtras(webHost, 'Activity', 1)
  await openExperiences(page, webHost.appUrl)
  await expect(page.getByTestId('connectivity-indicator')).toHaveAttribute('data-state', 'online')
  // The first poll records the states it finds without announcing them.
  const { bookings } = await call(webHost, 'bookings.list', {
    refresh: true,
    states: ['sent'],
    kind: 'hotel',
  })
  expect(bookings.length, 'the demo data has hotel requests waiting for the hotel').toBeGreaterThanOrEqual(3)

  await addToBasket(page, activity)
  await openBasket(page)
  const line = page.getByTestId('basket-line').filter({ hasText: activity.name })
  await fillTravelers(page, line, activity.name, 'Ferreira')
  await fillBasketCustomer(page)
  await line.getByLabel('Note for this experience').fill('Step-free meeting point, please')

  // A burst: hotels confirm, refuse and counter-propose (one notice per new state).
  const answers = ['confirm', 'refuse', 'propose'] as const
  for (const [at, action] of answers.entries()) await hotelAnswers(webHost, bookings[at]?.id ?? '', action)
  await call(webHost, 'bookings.list', { refresh: true })

  const notices = page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Close this notice' }) })
  await expect.poll(() => notices.count()).toBeGreaterThanOrEqual(2)
  // Pointing at the lowest notice keeps it open (and only it) while the agent looks: notices above it may go.
  const lowest = await lowestOf(notices)
  await lowest.hover()
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)')
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    await page.screenshot({ path: join(SCREENSHOTS, `notices-basket-${scheme}.png`) })
  }
  await expectClearOf(page.getByRole('button', { name: 'Book 1 experience' }))

  // Closing a notice closes it, and the agent stays in the basket.
  await lowest.getByRole('button', { name: 'Close this notice' }).click()
  await expect(lowest).toHaveCount(0)
  await expect(page).toHaveURL(/#\/experiences\/basket$/)

  // A look at the bookings and back: the basket still has what was typed.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Bookings' }).click()
  await expect(page).toHaveURL(/#\/bookings/)
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Experiences' }).click()
  await openBasket(page)
  const traveler = line.getByRole('group', { name: `${activity.name}, traveler 1` })
  await expect(traveler.getByLabel('First name')).toHaveValue('Ana')
  await expect(page.getByLabel('Customer last name')).toHaveValue('Ferreira')
  await expect(line.getByLabel('Note for this experience')).toHaveValue('Step-free meeting point, please')
})

/** The notice nearest the bottom of the window (it stays where it is when one above it closes). */
async function lowestOf(notices: Locator): Promise<Locator> {
  let text = ''
  let bottom = -1
  for (const notice of await notices.all()) {
    const box = await notice.boundingBox({ timeout: 1_000 }).catch(() => null)
    if (box !== null && box.y + box.height > bottom) {
      bottom = box.y + box.height
      text = (await notice.textContent()) ?? ''
    }
  }
  // By its text, not its position: the list shortens as other notices close.
  return notices.filter({ hasText: text })
}

/** Nothing lies over the button: what the page shows at its corners and centre is the button itself. */
async function expectClearOf(button: Locator): Promise<void> {
  await expect(button).toBeInViewport()
  const covering = await button.evaluate((element) => {
    const r = element.getBoundingClientRect()
    const [midX, midY] = [(r.left + r.right) / 2, (r.top + r.bottom) / 2]
    // The middle of each edge, not the corners: a rounded corner's tip is the page under the button, not a cover.
    const points = [
      [r.left + 3, midY],
      [r.right - 3, midY],
      [midX, r.top + 3],
      [midX, r.bottom - 3],
      [midX, midY],
    ] as const
    return points
      .map(([x, y]) => element.ownerDocument.elementFromPoint(x, y))
      .filter((top) => top !== null && !element.contains(top))
      .map(
        (top) =>
          top?.closest('[role="alert"]')?.textContent ??
          `${top?.tagName ?? ''}.${String(top?.className ?? '')} ${top?.getAttribute('data-testid') ?? ''}`.trim(),
      )
  })
  expect(covering, 'what covers the Book button').toEqual([])
}

/** The sandbox's control plane plays the hotel answering a request. */
async function hotelAnswers(host: RunningWebHost, bookingId: string, action: string): Promise<void> {
  const port = readFileSync(join(host.dataFolder, 'sandbox.port'), 'utf8').trim()
  const answer = await fetch(`http://127.0.0.1:${port}/_sandbox/bookings/${bookingId}/answer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action }),
  })
  expect(answer.status, `${action} ${bookingId}`).toBe(200)
}
