import { join } from 'node:path'
import {
  expect,
  expectNoSeriousViolations,
  SCREENSHOTS,
  startWebHost,
  test,
  type RunningWebHost,
} from './fixtures'

/**
 * Settings -> Updates in the web host: there is no updater in a browser tab, so the section says that updates come
 * with the desktop app, shows the version running and offers nothing to set; the header shows no update banner.
 */
let host: RunningWebHost & { stop(): void }

test.beforeAll(async () => {
  host = await startWebHost()
})
test.afterAll(() => host.stop())

test('says in the web host that updates come with the desktop app', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1360, height: 900 })
  await page.goto(host.appUrl)
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click()
  const section = page.getByTestId('updates-section')
  await section.scrollIntoViewIfNeeded()
  await expect(section).toContainText('Updates come with the desktop app')
  await expect(section).toContainText('Running Agency Desk')
  await expect(section.getByLabel('Update address')).toHaveCount(0)
  await expect(section.getByRole('button', { name: 'Check now' })).toHaveCount(0)
  await expect(page.getByRole('status', { name: 'Update ready' })).toHaveCount(0)
  await expectNoSeriousViolations(page, '[data-testid="updates-section"]')
  await section.screenshot({ path: join(SCREENSHOTS, 'desktop-updates-web.png') })
})
