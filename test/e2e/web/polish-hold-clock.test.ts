import { join } from 'node:path'
import { controlPlane } from './bookings-steps'
import { expect, SCREENSHOTS, startWebHost, test } from './fixtures'
import { openHotels, searchLisbon } from './hotel-steps'

/**
 * Issue 14, point 7: the countdown of the prices held follows the service's clock. The sandbox's control plane
 * moves its clock ten minutes on while the rooms are shown; main learns it from the next answer's Date header (the
 * header's "check now" makes one) and the countdown loses those ten minutes at once. A web host of its own: the
 * sandbox's clock only moves forward.
 */
test('the hold countdown follows a jump of the service clock', async ({ page }) => {
  test.setTimeout(180_000)
  const host = await startWebHost()
  try {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openHotels(page, host.appUrl)
    const results = await searchLisbon(page)
    await results
      .getByRole('article')
      .first()
      .getByRole('link', { name: /See rooms/ })
      .click()
    const countdown = page.getByTestId('hold-countdown')
    await expect(countdown).toHaveText(/Prices held for 1[45]:\d{2}/, { timeout: 30_000 })

    const sandbox = controlPlane(host)
    await sandbox.moveClockTo((await sandbox.now()) + 10 * 60_000)
    await page.getByTestId('connectivity-indicator').click()
    await expect(countdown).toHaveText(/Prices held for [45]:\d{2}$/)
    await page.screenshot({ path: join(SCREENSHOTS, 'polish-hold-clock-jump.png') })
  } finally {
    host.stop()
  }
})
