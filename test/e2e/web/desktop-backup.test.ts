import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { call } from './bookings-steps'
import {
  expect,
  expectNoSeriousViolations,
  SCREENSHOTS,
  startWebHost,
  test,
  type RunningWebHost,
} from './fixtures'

/**
 * Settings -> Backups as an agent uses it: back up now (a browser download in the web host), then check the file
 * and restore it after reading what it brings back. A web host of its own: a restore swaps its agency.db.
 */
let host: RunningWebHost & { stop(): void }

test.beforeAll(async () => {
  host = await startWebHost()
})
test.afterAll(() => host.stop())

test('backs up, checks the file and restores it from Settings', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1360, height: 900 })
  await call(host, 'customers.save', { customer: { firstName: 'Anne', lastName: 'Lambért' } })
  await page.goto(host.appUrl)
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click()
  const section = page.getByTestId('backup-section')
  await section.scrollIntoViewIfNeeded()
  await expect(section).toContainText('Back up automatically every day')

  const downloading = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Back up now' }).click()
  const download = await downloading
  const file = join(mkdtempSync(join(tmpdir(), 'desk-e2e-backup-')), download.suggestedFilename())
  await download.saveAs(file)
  expect(download.suggestedFilename()).toMatch(/^agency-desk-backup-.*\.deskbackup$/)
  await expect(section.getByRole('status').first()).toContainText('1 customer')

  await section.locator('input[type="file"]').setInputFiles(file)
  await section.getByRole('button', { name: 'Check backup' }).click()
  await expect(section).toContainText('Restoring replaces the agency')
  await expect(section).toContainText('1 customer')
  await expectNoSeriousViolations(page, '[data-testid="backup-section"]')
  await section.screenshot({ path: join(SCREENSHOTS, 'desktop-backup-summary.png') })

  await section.getByRole('button', { name: 'Restore this backup' }).click()
  await expect(section).toContainText('Restored the backup of')
  await section.screenshot({ path: join(SCREENSHOTS, 'desktop-backup-restored.png') })

  await call(host, 'settings.update', { colorScheme: 'dark' })
  await page.reload()
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click()
  await page.getByTestId('backup-section').scrollIntoViewIfNeeded()
  await page.getByTestId('backup-section').screenshot({ path: join(SCREENSHOTS, 'desktop-backup-dark.png') })
})
