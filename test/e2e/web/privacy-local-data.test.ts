import type { Page } from '@playwright/test'
import { join } from 'node:path'
import { call, openBooking, tallScreenshot } from './bookings-steps'
import {
  expect,
  expectNoSeriousViolations,
  SCREENSHOTS,
  startWebHost,
  test,
  type RunningWebHost,
} from './fixtures'

/**
 * Personal data off this computer, as an agent does it: "Forget this booking" on a booking's page, and Settings →
 * Privacy → "Clear local data". A web host of its own: clearing must not empty the shared host's cache under the
 * other specs.
 */
let host: RunningWebHost & { stop(): void }

test.beforeAll(async () => {
  host = await startWebHost()
  // The poller's next cycle would bring the service's bookings back (as the dialogs say): not during this spec.
  await call(host, 'settings.update', { pollIntervalSeconds: 3600 })
  await call(host, 'bookings.list', { refresh: true })
})
test.afterAll(() => host.stop())

const dialog = (page: Page) => page.getByRole('dialog')

test('forgets a booking from its page: gone from the list, the list says how many are left', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1360, height: 860 })
  const before = await call(host, 'bookings.list', {})
  const bookingId = before.bookings[0]?.id
  if (bookingId === undefined) throw new Error('the sandbox listed no booking')
  await page.goto(host.appUrl)
  await openBooking(page, host, bookingId)

  const card = page.getByTestId('forget-booking')
  await card.scrollIntoViewIfNeeded()
  await expect(card).toContainText('passport numbers')
  await tallScreenshot(page, 'privacy-forget-page.png')
  await card.getByRole('button', { name: 'Forget this booking' }).click()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page)).toContainText(`Forget booking ${bookingId} on this computer?`)
  await expect(dialog(page)).toContainText('The booking itself stays with the service')
  await expect(dialog(page)).toContainText('at the next refresh')
  await expectNoSeriousViolations(page, '[role="dialog"]')
  await page.screenshot({ path: join(SCREENSHOTS, 'privacy-forget-dialog.png') })

  await dialog(page).getByRole('button', { name: 'Forget this booking' }).click()
  await expect(page).toHaveURL(/#\/bookings$/)
  await expect(page.getByText(`Booking ${bookingId} forgotten on this computer`)).toBeVisible()
  await expect(page.getByTestId('bookings-total')).toHaveText(`${before.total - 1} bookings`)
  await page.screenshot({ path: join(SCREENSHOTS, 'privacy-forget-list.png') })
  await page.getByLabel('Customer or reference').fill(bookingId)
  await expect(page.getByTestId('bookings-empty')).toBeVisible()
  expect((await call(host, 'bookings.list', { search: bookingId })).total).toBe(0)
})

test('clears the local data from Settings: the bookings list is empty', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1360, height: 860 })
  expect((await call(host, 'bookings.list', {})).total).toBeGreaterThan(0)
  await page.goto(host.appUrl)
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click()
  const section = page.getByTestId('privacy-section')
  await section.scrollIntoViewIfNeeded()
  await section.getByRole('button', { name: 'Clear local data…' }).click()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page)).toContainText('Not ticked: you stay signed in and the saved API keys are kept.')
  await expectNoSeriousViolations(page, '[role="dialog"]')
  await page.screenshot({ path: join(SCREENSHOTS, 'privacy-clear-dialog.png') })
  await dialog(page).getByLabel('Also sign out and remove the saved API keys').check()
  await expect(dialog(page)).toContainText('The sandbox keeps its built-in demo key.')
  await expectNoSeriousViolations(page, '[role="dialog"]')
  await page.screenshot({ path: join(SCREENSHOTS, 'privacy-clear-dialog-sign-out.png') })

  await dialog(page).getByRole('button', { name: 'Clear local data' }).click()
  await expect(page).toHaveURL(/#\/bookings$/)
  await expect(page.getByText('Local data cleared')).toBeVisible()
  await expect(page.getByTestId('bookings-total')).toHaveText('0 bookings')
  await expect(page.getByTestId('bookings-empty')).toBeVisible()
  await page.screenshot({ path: join(SCREENSHOTS, 'privacy-clear-list.png') })
  expect((await call(host, 'bookings.list', {})).total).toBe(0)
  expect((await call(host, 'notifications.list', {})).entries).toEqual([])
})
