import type { Page } from '@playwright/test'
import { expect, expectNoSeriousViolations, inTheme, test as shared } from './fixtures'
import { tallScreenshot } from './hotel-steps'

/**
 * 50 customers imported from a CSV file with two bad lines: the preview with its mapping (one column mapped by
 * hand), every bad line named, nothing imported while any is wrong (the import is all or nothing), then the
 * fixed file imported whole. A worker of its own: the imported customers stay in its data folder.
 */
const test = shared.extend<object, { ownHost: true }>({
  ownHost: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form for fixtures.
    async ({}, use) => use(true),
    { scope: 'worker', auto: true },
  ],
})

const HEADER = 'Prénom;Nom;E-mail;Ville;Pays;Traveller first name;Traveller last name;Birthdate;Régime'
const BAD: Record<number, string> = {
  7: 'Inès7;;ines7@example.test;Lyon;fr;Léa7;Carvalho7;2014-03-02;',
  31: 'Inès31;Carvalho31;not-an-address;Lyon;fr;Léa31;Carvalho31;02/03/2014;',
}

/** 50 customers with one traveller each; `bad` lines replace the good ones (1-based data lines). */
function customersFile(bad: Record<number, string>): Buffer {
  const lines = [HEADER]
  for (let n = 1; n <= 50; n += 1)
    lines.push(
      bad[n] ??
        `Inès${n};Carvalho${n};ines${n}@example.test;Lyon;fr;Léa${n};Carvalho${n};2014-03-02;${n % 5 === 0 ? 'Vegetarian' : ''}`,
    )
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8')
}

async function shoot(page: Page, name: string, scheme: 'light' | 'dark'): Promise<void> {
  await inTheme(page, scheme)
  await tallScreenshot(page, `${name}-${scheme}.png`)
}

async function chooseFile(page: Page, name: string, bytes: Buffer): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Import customers from CSV' })
  const chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: 'Choose CSV file' }).click()
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: bytes })
}

test.describe('customers: import from CSV', () => {
  test('two bad lines named and nothing imported; the fixed file imports all 50', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(180_000)
    await page.goto(webHost.appUrl)
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Customers' }).click()
    await expect(page.getByRole('heading', { name: 'Customers', level: 2 })).toBeVisible()

    await page.getByRole('button', { name: 'Import CSV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import customers from CSV' })
    await chooseFile(page, 'clients.csv', customersFile(BAD))
    await expect(dialog.getByText('50 lines to import.')).toBeVisible()
    // The mapping suggested from the header (French words included), and the preview's check of every line.
    await expect(dialog.getByRole('combobox', { name: 'Field for column Nom' })).toHaveValue('lastName')
    await expect(dialog.getByRole('combobox', { name: 'Field for column Birthdate' })).toHaveValue(
      'travellerBirthdate',
    )
    const problems = dialog.getByTestId('import-problems')
    await expect(problems.getByRole('listitem')).toHaveText([
      /^Line 8: Last name: /,
      /^Line 32: E-mail: .*; /,
    ])
    // A column the header did not say: mapped by hand.
    await dialog
      .getByRole('combobox', { name: 'Field for column Régime' })
      .selectOption('travellerPreferences')

    await dialog.getByRole('button', { name: 'Import 50 lines' }).click()
    await expect(problems.getByRole('listitem')).toHaveCount(2)
    await expect(dialog.getByText('2 lines need fixing: nothing will be imported')).toBeVisible()
    await expectNoSeriousViolations(page, '[role="dialog"]')
    await shoot(page, 'customers-import-problems', 'dark')
    await shoot(page, 'customers-import-problems', 'light')

    // Nothing was written: the list behind the dialog has none of them.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('textbox', { name: 'Search customers' }).fill('carvalho')
    await expect(page.getByTestId('customers-count')).toHaveText('0 customers')

    await page.getByRole('button', { name: 'Import CSV' }).click()
    await chooseFile(page, 'clients-fixed.csv', customersFile({}))
    await expect(dialog.getByTestId('import-problems')).toHaveCount(0)
    await dialog
      .getByRole('combobox', { name: 'Field for column Régime' })
      .selectOption('travellerPreferences')
    await dialog.getByRole('button', { name: 'Import 50 lines' }).click()
    await expect(dialog.getByText('50 customers and 50 travellers imported.')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)

    await expect(page.getByTestId('customers-count')).toHaveText('50 customers')
    const list = page.getByTestId('customers-list')
    await expect(list.getByRole('row', { name: /Carvalho31, Inès31/ })).toBeVisible()
    await expectNoSeriousViolations(page, 'main')
    await shoot(page, 'customers-import-list', 'dark')
    await shoot(page, 'customers-import-list', 'light')

    await list.getByRole('button', { name: 'Carvalho10, Inès10' }).click()
    await expect(page.getByRole('heading', { name: 'Carvalho10, Inès10' })).toBeVisible()
    await expect(page.getByTestId('customer-travellers')).toContainText('Léa10 Carvalho10')
    await expect(page.getByTestId('customer-travellers')).toContainText('Vegetarian')
    await expectNoSeriousViolations(page, 'main')
    await shoot(page, 'customers-import-page', 'dark')
    await shoot(page, 'customers-import-page', 'light')
  })
})
