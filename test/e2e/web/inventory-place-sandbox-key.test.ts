import type { Page } from '@playwright/test'
import { join } from 'node:path'
import {
  expect as baseExpect,
  expectNoSeriousViolations,
  inTheme,
  SCREENSHOTS,
  startWebHost,
  test,
} from './fixtures'
import { inventoryLink } from './inventory-steps'

/**
 * A supplier on the built-in sandbox: saves a supplier's key in Settings (no pretend staging), the check names the
 * organization, and a new experience gets its city and meeting point on the Place tab. Light and dark.
 */
const expect = baseExpect.configure({ timeout: 20_000 })
const NAME = `Tagus sunset sail ${Date.now().toString(36)}`

let host: Awaited<ReturnType<typeof startWebHost>>
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  host = await startWebHost()
})
test.afterAll(() => host.stop())

async function shoot(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    await page.mouse.move(5, 790)
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${scheme}.png`) })
  }
  await inTheme(page, 'light')
}

test('a supplier uses the built-in sandbox with its own key and places a new experience', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 860 })
  await page.goto(host.appUrl)
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible()

  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByText('Demo key', { exact: true })).toBeVisible()
  await page.getByLabel('New API key for sandbox').fill('sandbox-dmc-key-1')
  await page.getByRole('button', { name: 'Save key' }).click()
  await expect(page.getByText('Saved, encrypted')).toBeVisible()
  const check = page.getByTestId('environment-check')
  await page.getByRole('button', { name: 'Check connection' }).click()
  await expect(check.locator('[data-outcome="reachable"]')).toBeVisible({ timeout: 30_000 })
  await expect(check).toContainText('Atlas Ground Services, a supplier')
  await shoot(page, 'settings-sandbox-supplier-key')

  await expect(inventoryLink(page)).toBeVisible({ timeout: 20_000 })
  await inventoryLink(page).click()
  await page.getByRole('button', { name: 'New experience' }).click()
  const create = page.getByRole('dialog', { name: 'New experience' })
  await create.getByLabel('Name').fill(NAME)
  await create.getByRole('button', { name: 'Create experience' }).click()
  await expect(page.getByRole('heading', { name: NAME, level: 2 })).toBeVisible()

  await page.getByRole('tab', { name: 'Place' }).click()
  const city = page.getByRole('combobox', { name: 'City' })
  await city.fill('Lisb')
  await page
    .getByRole('option', { name: /^Lisbon/ })
    .first()
    .click()
  await page.getByRole('textbox', { name: 'Meeting point', exact: true }).fill('Cais do Sodré pier')
  await page.getByRole('textbox', { name: 'Meeting point address' }).fill('Cais do Sodré, Lisbon')
  await page.getByRole('button', { name: 'Save the place' }).click()
  await expect(page.getByText('No changes')).toBeVisible()
  await expect(city).toHaveValue(/^Lisbon/)
  await expect(page.getByRole('textbox', { name: 'Meeting point', exact: true })).toHaveValue(
    'Cais do Sodré pier',
  )
  await expectNoSeriousViolations(page)
  await shoot(page, 'inventory-place')
})
