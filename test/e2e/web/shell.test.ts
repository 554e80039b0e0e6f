import { join } from 'node:path'
import { expect, expectNoSeriousViolations, SCREENSHOTS, test } from './fixtures'

test.describe('app shell in Chromium through the web host', () => {
  test('shows the navigation and the connectivity indicator fed by main', async ({ page, webHost }) => {
    await page.goto(webHost.appUrl)
    const sections = page.getByRole('navigation', { name: 'Sections' })
    for (const name of ['Hotels', 'Experiences', 'Bookings', 'Settings']) {
      await expect(sections.getByRole('link', { name })).toBeVisible()
    }
    // The sandbox's demo key is a tour operator's: the suppliers' inventory is not offered (issue 17).
    await expect(sections.getByRole('link', { name: 'Inventory' })).toHaveCount(0)
    // The token left the address bar once the page took it.
    expect(page.url()).not.toContain('token=')
    const indicator = page.getByTestId('connectivity-indicator')
    await expect(indicator).toContainText('Sandbox')
    await expect(indicator).not.toHaveAttribute('data-state', 'unknown')
    await page.screenshot({ path: join(SCREENSHOTS, 'shell-hotels.png') })
  })

  test('changes settings and sees them survive a reload', async ({ page, webHost }) => {
    await page.goto(webHost.appUrl)
    await page.getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible()

    const interval = page.getByLabel('Check bookings for changes every (seconds)')
    await interval.fill('300')
    await page.getByText('Dark', { exact: true }).click()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Settings saved')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await page.screenshot({ path: join(SCREENSHOTS, 'settings-dark.png'), fullPage: true })

    await page.reload()
    await page.getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByLabel('Check bookings for changes every (seconds)')).toHaveValue('300')
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
  })

  test('shows a validation error from main and keeps the saved value', async ({ page, webHost }) => {
    await page.goto(webHost.appUrl)
    await page.getByRole('link', { name: 'Settings' }).click()
    await page.getByText('Staging', { exact: true }).click()
    await page.getByLabel('Staging address').fill('not a url')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Enter a full http:// or https:// address', { exact: true })).toBeVisible()
    await page.screenshot({ path: join(SCREENSHOTS, 'settings-invalid-url.png'), fullPage: true })
    await page.getByRole('button', { name: 'Discard changes' }).click()
    await page.reload()
    await page.getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('radio', { name: 'Sandbox' })).toBeChecked()
  })

  test('the shell and the Settings screen have no serious accessibility violation, light or dark', async ({
    page,
    webHost,
  }) => {
    await page.goto(webHost.appUrl)
    await expect(page.getByTestId('connectivity-indicator')).not.toHaveAttribute('data-state', 'unknown')
    await expectNoSeriousViolations(page)
    await page.getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible()
    await expectNoSeriousViolations(page)
    await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', /dark|light/)
    await expectNoSeriousViolations(page)
  })

  test('refuses to start without the token and says how to open it', async ({ page, webHost }) => {
    await page.goto(webHost.baseUrl)
    await expect(page.getByText('Open Agency Desk with the link that `npm run web` printed')).toBeVisible()
  })
})
