import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, SCREENSHOTS, startSandbox, startWebHost, test } from './fixtures'

/**
 * Issue 14, point 3: an environment is checked before it is saved (address, credentials, one test call with a clear
 * outcome), and the header says what is wrong; points 4 and 1: each environment shows its own bookings at once,
 * "could not be reached" is not "no bookings", and the list is an offline copy only when its last read failed. A
 * second sandbox on loopback (another seed: other bookings) plays staging. Web hosts of their own: the switches
 * must not move the shared host's environment under the other specs.
 */
let staging: { url: string; stop(): Promise<void> }
test.beforeAll(async () => {
  staging = await startSandbox()
})
test.afterAll(async () => {
  await staging.stop()
})

const check = (page: Page) => page.getByTestId('environment-check')

async function shoot(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    const toggle = page.getByRole('button', { name: `Switch to ${scheme} theme` })
    if (await toggle.isVisible()) await toggle.click()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
    await page.mouse.move(600, 790)
    await check(page).evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await page.screenshot({ path: join(SCREENSHOTS, `polish-environment-${name}-${scheme}.png`) })
  }
}

test('settings check an environment before saving it, and the header says how it went', async ({ page }) => {
  const host = await startWebHost()
  try {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(host.appUrl)
    await page.getByRole('link', { name: 'Settings' }).click()
    await page.getByText('Staging', { exact: true }).click()

    // Nothing typed yet: checked by itself, and what is missing is said before any save.
    const incomplete = check(page).locator('[data-outcome="incomplete"]')
    await expect(incomplete).toContainText('Not ready to use')
    await expect(incomplete).toContainText('Enter the address of staging.')
    await expect(incomplete).toContainText('Save the API key of staging first.')
    // Saving anyway is refused by main, on the fields to fix; the header stays on the sandbox.
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Save the API key of staging first.').last()).toBeVisible()
    await expect(page.getByTestId('connectivity-indicator')).toContainText('Sandbox')
    await shoot(page, 'incomplete')

    // An address nobody answers at.
    await page.getByLabel('Staging address').fill('http://127.0.0.1:9')
    await page.getByLabel('New API key for staging').fill('wrong-key-for-staging')
    await page.getByRole('button', { name: 'Save key' }).click()
    await expect(check(page).locator('[data-outcome="unreachable"]')).toContainText(
      'Nothing answered at http://127.0.0.1:9',
    )
    await shoot(page, 'unreachable')

    // The right address with a wrong key.
    await page.getByLabel('Staging address').fill(staging.url)
    await expect(check(page).locator('[data-outcome="wrongKey"]')).toContainText('refused the API key')
    await shoot(page, 'wrong-key')

    // The right key: reachable, then saved, and the header says staging is online.
    await page.getByLabel('New API key for staging').fill('sandbox-to-key-1')
    await page.getByRole('button', { name: 'Save key' }).click()
    await expect(check(page).locator('[data-outcome="reachable"]')).toContainText('accepted the API key')
    await shoot(page, 'reachable')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Settings saved')).toBeVisible()
    const indicator = page.getByTestId('connectivity-indicator')
    await expect(indicator).toHaveAttribute('data-state', 'online')
    await expect(indicator).toContainText('Staging · Online')
  } finally {
    host.stop()
  }
})

const rows = (page: Page) => page.locator('tr[data-booking-id]')

async function openBookings(page: Page): Promise<{ total: string; first: string | null }> {
  await page.getByRole('link', { name: 'Bookings' }).click()
  await expect(page.getByRole('heading', { name: 'Bookings', level: 2 })).toBeVisible()
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('bookings-as-of')).toHaveAttribute('data-offline', 'false')
  return {
    total: (await page.getByTestId('bookings-total').textContent()) ?? '',
    first: await rows(page).first().getAttribute('data-booking-id'),
  }
}

async function switchTo(page: Page, environment: 'Sandbox' | 'Staging' | 'Production', address?: string) {
  await page.getByRole('link', { name: 'Settings' }).click()
  await page.getByText(environment, { exact: true }).click()
  if (address !== undefined) {
    await page.getByLabel(`${environment} address`).fill(address)
    await page.getByLabel(`New API key for ${environment.toLowerCase()}`).fill('sandbox-to-key-1')
    await page.getByRole('button', { name: 'Save key' }).click()
    await expect(check(page).locator('[data-outcome]')).toBeVisible()
  }
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Settings saved')).toBeVisible()
}

test('each environment shows its own bookings at once; one that cannot be reached is not "no bookings"', async ({
  page,
}) => {
  const host = await startWebHost()
  try {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(host.appUrl)
    const sandbox = await openBookings(page)

    await switchTo(page, 'Staging', staging.url)
    const stagingList = await openBookings(page)
    expect(stagingList.first).not.toBe(sandbox.first)

    // Back: the sandbox's own list, at once, not staging's and not an empty one.
    await switchTo(page, 'Sandbox')
    await page.getByRole('link', { name: 'Bookings' }).click()
    await expect(page.getByTestId('bookings-total')).toHaveText(sandbox.total)
    await expect(rows(page).first()).toHaveAttribute('data-booking-id', sandbox.first ?? '')

    // An environment nothing answers at, never used here: it says so, and never "No bookings yet".
    await switchTo(page, 'Production', 'http://127.0.0.1:9')
    await page.getByRole('link', { name: 'Bookings' }).click()
    const empty = page.getByTestId('bookings-empty')
    await expect(empty).toHaveAttribute('data-unreachable', 'true', { timeout: 30_000 })
    await expect(empty).toContainText('The service could not be reached')
    await expect(empty).not.toContainText('No bookings yet')
    await expect(page.getByTestId('bookings-as-of')).toHaveAttribute('data-offline', 'true')
    await expect(page.getByTestId('connectivity-indicator')).toContainText('Production')
    for (const scheme of ['light', 'dark'] as const) {
      const toggle = page.getByRole('button', { name: `Switch to ${scheme} theme` })
      if (await toggle.isVisible()) await toggle.click()
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
      await page.mouse.move(600, 790)
      await page.screenshot({
        path: join(SCREENSHOTS, `polish-environment-bookings-unreachable-${scheme}.png`),
      })
    }
  } finally {
    host.stop()
  }
})
