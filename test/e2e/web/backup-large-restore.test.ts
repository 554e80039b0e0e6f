import { join } from 'node:path'
import { largeBackup } from '../../support/large-backup'
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
 * A backup over 5 MB (the bound of any other file) checked and restored from the browser, as an agent does in
 * Settings -> Backups: the page hands it to the web host's backup route. Then the automatic backups are set to be
 * encrypted with a passphrase typed twice. A web host of its own: a restore swaps its agency.db.
 */
const CUSTOMERS = 6000
let host: RunningWebHost & { stop(): void }

test.beforeAll(async () => {
  host = await startWebHost()
})
test.afterAll(() => host.stop())

test('restores a backup larger than 5 MB from Settings, then encrypts the automatic backups', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const backup = await largeBackup(CUSTOMERS, 'Voyages Grand Format')
  expect(backup.bytes.byteLength).toBeGreaterThan(5 * 1024 * 1024)
  await page.setViewportSize({ width: 1360, height: 900 })
  await page.goto(host.appUrl)
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click()
  const section = page.getByTestId('backup-section')
  await section.scrollIntoViewIfNeeded()

  await section.locator('input[type="file"]').setInputFiles(backup.file)
  await section.getByRole('button', { name: 'Check backup' }).click()
  await expect(section).toContainText('Restoring replaces the agency')
  await expect(section).toContainText(/6,?000 customers/)
  await expect(section).toContainText('the details of Voyages Grand Format')
  await section.getByRole('button', { name: 'Restore this backup' }).click()
  await expect(section).toContainText('Restored the backup of')
  // Every customer of the file is back (the desk may add the sandbox's booking customers beside them).
  expect((await call(host, 'customers.list', {})).total).toBeGreaterThanOrEqual(CUSTOMERS)
  const last = await call(host, 'customers.list', { query: `Guest${CUSTOMERS - 1}` })
  expect(last.items.map((item) => item.displayName)).toEqual([`Large, Guest${CUSTOMERS - 1}`])

  await section.getByLabel('Encrypt automatic backups with a passphrase').check({ force: true })
  await section.getByLabel('Passphrase for automatic backups').fill('e2e correct horse')
  await section.getByLabel('Repeat the passphrase').fill('e2e correct horse')
  await section.getByRole('button', { name: 'Encrypt automatic backups' }).click()
  await expect(section).toContainText('restoring one asks for it')
  expect((await call(host, 'backup.status', undefined)).settings.encrypt).toBe(true)
  await expectNoSeriousViolations(page, '[data-testid="backup-section"]')
  await section.screenshot({ path: join(SCREENSHOTS, 'backup-automatic-encrypted.png') })
})
