import type { Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { call, controlPlane } from './bookings-steps'
import {
  expect,
  expectNoSeriousViolations,
  SCREENSHOTS,
  startWebHost,
  test,
  type RunningWebHost,
} from './fixtures'

/**
 * The notification centre against the embedded sandbox: the hotel answers two on-request bookings (the control
 * plane plays it), the agent sees both as toasts coloured by meaning (a confirmation green, a refusal red), the
 * bell's count and the new state without a reload; then the service's clock moves into a reminder window and the
 * reminder is in the centre once, also after a further poll. A host of its own: the clock only moves forward.
 */

let host: (RunningWebHost & { stop(): void }) | null = null
test.beforeAll(async () => {
  host = await startWebHost()
})
test.afterAll(() => host?.stop())

function running(): RunningWebHost {
  if (host === null) throw new Error('the web host did not start')
  return host
}

async function answer(webHost: RunningWebHost, bookingId: string, action: 'confirm' | 'refuse') {
  const sandboxPort = readFileSync(join(webHost.dataFolder, 'sandbox.port'), 'utf8').trim()
  const response = await fetch(`http://127.0.0.1:${sandboxPort}/_sandbox/bookings/${bookingId}/answer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ action }),
  })
  expect(response.status).toBe(200)
}

/** The toast's colour as painted: its icon's background, as red/green/blue numbers. */
async function paintedColour(toast: Locator): Promise<[number, number, number]> {
  // Read in the page (the e2e project's types have no DOM, so the function is given as text).
  const colour = String(
    await toast
      .locator('.mantine-Notification-icon')
      .evaluate(new Function('icon', 'return getComputedStyle(icon).backgroundColor') as () => string),
  )
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number)
  return [r, g, b]
}

async function waitInWindow(page: Page, toast: Locator): Promise<void> {
  const viewportWidth = page.viewportSize()?.width ?? 0
  await expect
    .poll(async () => {
      const box = await toast.boundingBox()
      return box === null ? Infinity : box.x + box.width
    })
    .toBeLessThanOrEqual(viewportWidth)
}

test('answers arrive as coloured toasts, in the centre without a reload, and a reminder comes once', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const webHost = running()
  await page.goto(webHost.appUrl)
  await expect(page.getByTestId('connectivity-indicator')).toHaveAttribute('data-state', 'online')
  // The first poll records the states it finds without announcing them.
  await call(webHost, 'bookings.list', { refresh: true })
  const waiting = (await call(webHost, 'bookings.list', { states: ['sent'], kind: 'hotel', limit: 10 }))
    .bookings
  const [confirmed, refused] = waiting
  if (confirmed === undefined || refused === undefined) throw new Error('two on-request bookings needed')

  await answer(webHost, confirmed.id, 'confirm')
  await answer(webHost, refused.id, 'refuse')
  await call(webHost, 'bookings.list', { refresh: true })

  // Two toasts, each its state's colour: never the same green for a refusal.
  const good = page.getByRole('alert').filter({ hasText: `Booking ${confirmed.id} confirmed` })
  const bad = page.getByRole('alert').filter({ hasText: `Booking ${refused.id} refused` })
  await expect(good).toBeVisible()
  await expect(bad).toBeVisible()
  await expect(good).toHaveAttribute('data-color', 'green')
  await expect(bad).toHaveAttribute('data-color', 'red')
  const [gr, gg] = await paintedColour(good)
  const [br, bg] = await paintedColour(bad)
  expect(gg, 'a confirmation is painted green').toBeGreaterThan(gr)
  expect(br, 'a refusal is painted red').toBeGreaterThan(bg)
  await waitInWindow(page, good)
  await waitInWindow(page, bad)
  await page.screenshot({ path: join(SCREENSHOTS, 'notification-toasts.png') })

  // The bell counts both, without a reload; the centre names the customer and the hotel.
  // (Reminders of deadlines already near may be there too: the count is main's.)
  const { unread } = await call(webHost, 'notifications.list', {})
  expect(unread).toBeGreaterThanOrEqual(2)
  const bell = page.getByTestId('notification-bell')
  await expect(bell).toHaveAccessibleName(`Notifications, ${unread} unread`)
  await bell.click()
  const centre = page.getByTestId('notification-centre')
  await expect(centre).toBeVisible()
  const changeOf = (id: string) => centre.locator(`[data-kind="stateChanged"][data-booking-id="${id}"]`)
  const confirmedEntry = changeOf(confirmed.id)
  await expect(confirmedEntry).toHaveCount(1)
  await expect(confirmedEntry.locator('[data-state]')).toHaveAttribute('data-state', 'confirmed')
  await expect(confirmedEntry).toHaveAttribute('data-read', 'false')
  await expect(confirmedEntry).toContainText(`${confirmed.customerFirstName} ${confirmed.customerLastName}`)
  await expect(confirmedEntry).toContainText(confirmed.productName ?? '')
  await expect(changeOf(refused.id).locator('[data-state]')).toHaveAttribute('data-state', 'refused')
  await page.screenshot({ path: join(SCREENSHOTS, 'notification-centre-open.png') })
  await expectNoSeriousViolations(page)

  // An entry opens its booking, in its new state, and is read.
  await confirmedEntry.click()
  await expect(page).toHaveURL(new RegExp(`#/bookings/${confirmed.id}$`))
  await expect(page.getByTestId('detail-state')).toHaveAttribute('data-state', 'confirmed')
  await expect(bell).toHaveAccessibleName(`Notifications, ${unread - 1} unread`)

  // A confirmed booking with free cancellation more than 50 hours ahead (its quote fetches its ladder).
  const now = await controlPlane(webHost).now()
  const candidates = (
    await call(webHost, 'bookings.list', {
      states: ['confirmed'],
      kind: 'hotel',
      checkInFrom: new Date(now + 4 * 86_400_000).toISOString().slice(0, 10),
      sort: 'checkIn',
      limit: 40,
    })
  ).bookings
  let target: { id: string; freeUntil: number } | null = null
  for (const booking of candidates) {
    const quote = await call(webHost, 'bookings.cancellationQuote', { bookingId: booking.id })
    if (quote.cost.kind === 'free' && Date.parse(quote.cost.until) > now + 50 * 3_600_000) {
      target = { id: booking.id, freeUntil: Date.parse(quote.cost.until) }
      break
    }
  }
  if (target === null) throw new Error('no confirmed booking with free cancellation ahead')
  const targetId = target.id
  const remindersOfTarget = async (): Promise<number[]> =>
    (await call(webHost, 'notifications.list', { limit: 200 })).entries.flatMap((entry) =>
      entry.kind === 'reminder' && entry.bookingId === targetId ? [entry.leadHours] : [],
    )

  // The service's clock moves 47 hours before the end of free cancellation: the 48-hour reminder, once.
  await controlPlane(webHost).moveClockTo(target.freeUntil - 47 * 3_600_000)
  await call(webHost, 'bookings.list', { refresh: true })
  await expect.poll(remindersOfTarget, { timeout: 30_000 }).toEqual([48])
  const reminderToast = page.locator('[role="alert"][data-reminder="true"]').first()
  await expect(reminderToast).toBeVisible()
  await expect(reminderToast).toHaveAttribute('data-color', 'orange')
  const [rr, rg, rb] = await paintedColour(reminderToast)
  expect(rr, 'a reminder is painted orange').toBeGreaterThan(rg)
  expect(rg).toBeGreaterThan(rb)
  await waitInWindow(page, reminderToast)

  await bell.click()
  const reminderEntry = centre.locator(`[data-kind="reminder"][data-booking-id="${targetId}"]`)
  await expect(reminderEntry).toHaveCount(1)
  await expect(reminderEntry).toContainText('Free cancellation ends within 48 hours')
  await page.screenshot({ path: join(SCREENSHOTS, 'notification-reminder.png') })
  await expectNoSeriousViolations(page)
  await page.keyboard.press('Escape')

  // A further poll (and the reminders' own look after it) gives nothing again.
  await call(webHost, 'bookings.list', { refresh: true })
  await call(webHost, 'bookings.list', { refresh: true })
  expect(await remindersOfTarget()).toEqual([48])
  await bell.click()
  await expect(reminderEntry).toHaveCount(1)
  await page.keyboard.press('Escape')

  // The worklist after all of it: no serious accessibility violation either.
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: /^Today/ })
    .click()
  await expect(page.getByRole('heading', { name: 'Today', level: 2 })).toBeVisible()
  // The pointer leaves the navigation (the hovered link's contrast is issue 14's point 14, not this screen's).
  await page.mouse.move(600, 30)
  await expectNoSeriousViolations(page)
})

test('muted in the settings: nothing pops up, the bell still counts the change', async ({ page }) => {
  test.setTimeout(120_000)
  const webHost = running()
  await page.goto(webHost.appUrl)
  await expect(page.getByTestId('connectivity-indicator')).toHaveAttribute('data-state', 'online')
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: /^Settings/ })
    .click()
  const section = page.getByTestId('settings-notifications')
  await section.scrollIntoViewIfNeeded()
  await section.getByRole('switch', { name: /Show notifications/ }).click({ force: true })
  await expect(section.getByRole('checkbox', { name: 'Refused', exact: true })).toBeDisabled()
  await page.mouse.move(600, 30)
  await section.screenshot({ path: join(SCREENSHOTS, 'notification-settings.png') })
  await expectNoSeriousViolations(page, '[data-testid="settings-notifications"]')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible()
  expect((await call(webHost, 'settings.get', undefined)).desktopNotifications).toBe(false)

  await call(webHost, 'bookings.list', { refresh: true })
  const before = (await call(webHost, 'notifications.list', {})).unread
  const [waiting] = (await call(webHost, 'bookings.list', { states: ['sent'], kind: 'hotel', limit: 1 }))
    .bookings
  if (waiting === undefined) throw new Error('an on-request booking is needed')
  await answer(webHost, waiting.id, 'confirm')
  await call(webHost, 'bookings.list', { refresh: true })
  const after = (await call(webHost, 'notifications.list', {})).unread
  expect(after).toBeGreaterThan(before)
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(`Notifications, ${after} unread`)
  await expect(page.getByRole('alert').filter({ hasText: waiting.id })).toHaveCount(0)
})
