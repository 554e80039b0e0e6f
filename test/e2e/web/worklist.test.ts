import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, expectNoSeriousViolations, SCREENSHOTS, tabTo, test } from './fixtures'
import { call, controlPlane, expectConnectivity } from './bookings-steps'

/**
 * The agent opens the desk in the morning: "Today" lists what needs them (on-request bookings still waiting,
 * with the time left before the service refuses them), they acknowledge what they have dealt with, and a hotel's
 * answer arrives in the notification centre without a reload.
 */

async function navCount(page: Page): Promise<number> {
  const count = page.getByTestId('worklist-count')
  if ((await count.count()) === 0) return 0
  return Number(await count.getAttribute('data-count'))
}

test.describe('the morning worklist and the notification centre', () => {
  test('lists the waiting on-request bookings, acknowledges one and hears the hotel answer another', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(150_000)
    await page.goto(webHost.appUrl)
    // "Today" is the start page.
    await expect(page).toHaveURL(/#\/today$/)
    await expect(page.getByRole('heading', { name: 'Today', level: 2 })).toBeVisible()
    await expect(page.getByTestId('connectivity-indicator')).toHaveAttribute('data-state', 'online')
    // Fill the cache from the service (the first poll records the states it finds without announcing them).
    await call(webHost, 'bookings.list', { refresh: true, states: ['sent'], kind: 'hotel' })

    const items = page.getByTestId('worklist-item')
    const waiting = items.filter({ has: page.locator('.mantine-Badge-root[data-kind="awaitingAnswer"]') })
    // Deadlines more than a week away are folded under "Later (n)": opened, every item counted is on the page.
    await expect.poll(() => navCount(page), { timeout: 30_000 }).toBeGreaterThan(0)
    await page.screenshot({ path: join(SCREENSHOTS, 'worklist-later-folded-light.png') })
    const later = page.getByRole('button', { name: /^Later \(\d+\)$/ })
    if ((await later.count()) > 0) {
      await expect(later).toHaveAttribute('aria-expanded', 'false')
      await later.click()
      await expect(later).toHaveAttribute('aria-expanded', 'true')
    }
    await expect(waiting.first()).toBeVisible({ timeout: 30_000 })
    await expect(waiting.first().getByTestId('worklist-deadline')).toHaveText(
      /^Refused automatically (in \d+ (day|days|hour|hours|minute|minutes)|: the time has passed)/,
    )
    await expect(waiting.first()).toContainText('Check-in')
    const navLink = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: /^Today/ })
    await expect(navLink).toHaveAccessibleName(/^Today, (1 item needs|\d+ items need) you$/)
    const before = await navCount(page)
    expect(before).toBe(await items.count())
    expect(
      await waiting.count(),
      'the demo data has at least two on-request bookings waiting',
    ).toBeGreaterThan(1)
    await page.screenshot({ path: join(SCREENSHOTS, 'worklist-light.png') })
    await expectNoSeriousViolations(page)

    // Acknowledge the second waiting booking with the keyboard alone: it leaves, the count drops.
    const acknowledged = waiting.nth(1)
    const acknowledgedId = await acknowledged.getAttribute('data-booking-id')
    await tabTo(page, acknowledged.getByRole('button', { name: /^Acknowledge/ }), { limit: 80 })
    await page.keyboard.press('Enter')
    await expect(
      page.locator(`[data-testid="worklist-item"][data-booking-id="${acknowledgedId}"]`),
    ).toHaveCount(0)
    await expect.poll(() => navCount(page)).toBe(before - 1)
    await expect(page.getByTestId('worklist-summary')).toContainText('1 acknowledged')

    // The hotel confirms the first waiting booking (the sandbox's control plane plays the hotel).
    const answered = waiting.first()
    const answeredId = (await answered.getAttribute('data-booking-id')) ?? ''
    const sandboxPort = readFileSync(join(webHost.dataFolder, 'sandbox.port'), 'utf8').trim()
    const answer = await fetch(`http://127.0.0.1:${sandboxPort}/_sandbox/bookings/${answeredId}/answer`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'confirm' }),
    })
    expect(answer.status).toBe(200)
    await call(webHost, 'bookings.list', { refresh: true })

    // Without a reload: the bell counts it (with any reminder main gave meanwhile: the count is main's), the item
    // leaves the worklist.
    const bell = page.getByTestId('notification-bell')
    const unread = async () => (await call(webHost, 'notifications.list', {})).unread
    await expect
      .poll(async () => `${await bell.getAttribute('aria-label')} / ${await unread()}`)
      .toMatch(/^Notifications, (\d+) unread \/ \1$/)
    expect(await unread()).toBeGreaterThan(0)
    await expect(page.locator(`[data-testid="worklist-item"][data-booking-id="${answeredId}"]`)).toHaveCount(
      0,
    )
    // Both handled items are gone from the count; the simulated hotels may meanwhile have answered another waiting
    // booking on their own (a slow run gives them more of the sandbox's time), so the count is at most two less,
    // and always the number of items listed.
    await expect
      .poll(async () => {
        const count = await navCount(page)
        return count <= before - 2 && count === (await items.count())
      })
      .toBe(true)

    // Open the centre with the keyboard (the bell is in the header, before the list).
    await tabTo(page, bell, { limit: 80, back: true })
    await page.keyboard.press('Enter')
    const centre = page.getByTestId('notification-centre')
    await expect(centre).toBeVisible()
    const entry = centre.locator(`[data-kind="stateChanged"][data-booking-id="${answeredId}"]`)
    await expect(entry).toContainText('Confirmed')
    await expect(entry).toHaveAttribute('data-read', 'false')
    await page.screenshot({ path: join(SCREENSHOTS, 'worklist-notifications-light.png') })
    await expectNoSeriousViolations(page)

    // Dark theme: the same screens, no serious violation either.
    await page.keyboard.press('Escape')
    await expect(centre).toBeHidden()
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await page.screenshot({ path: join(SCREENSHOTS, 'worklist-dark.png') })
    await expectNoSeriousViolations(page)
    await bell.click()
    await expect(centre).toBeVisible()
    await page.screenshot({ path: join(SCREENSHOTS, 'worklist-notifications-dark.png') })
    await expectNoSeriousViolations(page)

    // Opening the entry opens the booking and marks it read.
    const unreadBefore = await unread()
    await entry.click()
    await expect(page).toHaveURL(new RegExp(`#/bookings/${answeredId}$`))
    await expect.poll(unread).toBe(unreadBefore - 1)

    // A reload keeps the entry and its read mark (main keeps them).
    await page.reload()
    await bell.click()
    await expect(entry).toHaveAttribute('data-read', 'true')
    await page.keyboard.press('Escape')
    // Today in the dark theme, far-off deadlines folded again.
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: /^Today/ })
      .click()
    await expect(page).toHaveURL(/#\/today$/)
    await page.mouse.move(5, 790)
    await page.screenshot({ path: join(SCREENSHOTS, 'worklist-later-folded-dark.png') })
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
  })

  test('Enter on an item opens its booking', async ({ page, webHost }) => {
    await page.goto(webHost.appUrl)
    await call(webHost, 'bookings.list', { refresh: true })
    const first = page.getByTestId('worklist-item').first()
    await expect(first).toBeVisible({ timeout: 30_000 })
    const bookingId = (await first.getAttribute('data-booking-id')) ?? ''
    const link = first.getByRole('link').first()
    await tabTo(page, link, { limit: 80 })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`#/bookings/${encodeURIComponent(bookingId)}$`))
  })

  test('works offline: the list comes from the cache', async ({ page, webHost }) => {
    await page.goto(webHost.appUrl)
    await call(webHost, 'bookings.list', { refresh: true })
    await expect(page.getByTestId('worklist-item').first()).toBeVisible({ timeout: 30_000 })
    const online = await page.getByTestId('worklist-item').count()

    const sandbox = controlPlane(webHost)
    try {
      await sandbox.goOffline()
      await expectConnectivity(page, 'offline')
      await page.reload()
      await expect(page.getByTestId('worklist-item')).toHaveCount(online, { timeout: 30_000 })
      await expect(page.getByTestId('worklist-summary')).toContainText('Bookings as of')
    } finally {
      // Leave the shared web host online for the next test: clear the fault and let main check again.
      await sandbox.goOnline()
      await expectConnectivity(page, 'online')
    }
  })
})
