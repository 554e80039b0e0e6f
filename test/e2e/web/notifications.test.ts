import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, SCREENSHOTS, test } from './fixtures'
import { call } from './bookings-steps'

/**
 * The service changes a booking's state (the embedded sandbox's control plane plays the hotel); the agent, in a
 * browser, sees it as an in-app notification and opens the booking from it.
 */
test('a booking confirmed by the hotel shows up as a notification that opens the booking', async ({
  page,
  webHost,
}) => {
  await page.goto(webHost.appUrl)
  await expect(page.getByTestId('connectivity-indicator')).toHaveAttribute('data-state', 'online')
  // The first poll records the states it finds without announcing them.
  const { bookings } = await call(webHost, 'bookings.list', {
    refresh: true,
    states: ['sent'],
    kind: 'hotel',
  })
  const waiting = bookings[0]
  expect(waiting, 'the demo data has on-request hotel bookings waiting for the hotel').toBeDefined()

  const sandboxPort = readFileSync(join(webHost.dataFolder, 'sandbox.port'), 'utf8').trim()
  const answer = await fetch(`http://127.0.0.1:${sandboxPort}/_sandbox/bookings/${waiting?.id}/answer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: 'confirm' }),
  })
  expect(answer.status).toBe(200)
  await call(webHost, 'bookings.list', { refresh: true })

  const toast = page.getByRole('alert').filter({ hasText: `Booking ${waiting?.id} confirmed` })
  await expect(toast).toBeVisible()
  // It slides in from the right: wait until it sits inside the window before the screenshot.
  const viewportWidth = page.viewportSize()?.width ?? 0
  await expect
    .poll(async () => {
      const box = await toast.boundingBox()
      return box === null ? Infinity : box.x + box.width
    })
    .toBeLessThanOrEqual(viewportWidth)
  await page.screenshot({ path: join(SCREENSHOTS, 'notification-confirmed.png') })
  await toast.click()
  await expect(page).toHaveURL(new RegExp(`#/bookings/${waiting?.id}$`))
})
