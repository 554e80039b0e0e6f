import { join } from 'node:path'
import { expect, expectNoSeriousViolations, inTheme, SCREENSHOTS, test } from './fixtures'
import { bookHotel, call, controlPlane } from './bookings-steps'

/**
 * Issue 29 item 3: the agency enters a reporting currency and a rate in Settings; the sales report then adds up
 * its currencies at that rate, says which rates it used, and without a rate says which currency lacks one. The
 * sandbox sells in EUR: USD as the reporting currency makes EUR the currency that needs a rate.
 */
test('reports add currencies up only at the rates the agency entered', async ({ page, webHost }) => {
  test.setTimeout(180_000)
  await bookHotel(webHost, 45)
  const now = new Date(await controlPlane(webHost).now())
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 10)
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10)

  await page.goto(webHost.appUrl)
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click()
  const section = page.getByRole('region', { name: 'Currency rates' })
  await section.getByRole('textbox', { name: 'Reporting currency' }).fill('USD')
  await section.getByRole('button', { name: 'Set' }).click()
  await expect(section.getByText(/Chosen by/)).toBeVisible({ timeout: 30_000 })

  // No rate yet: no converted total, and the sentence names the currency lacking one.
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' }).click()
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(from)
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(to)
  const converted = page.getByTestId('sales-converted')
  await expect(converted).toHaveText('No total in USD: EUR has no rate (Settings → Currency rates).', {
    timeout: 30_000,
  })

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click()
  await section.getByRole('button', { name: 'Add a rate' }).click()
  const form = section.getByRole('form', { name: 'New currency rate' })
  await form.getByRole('textbox', { name: 'Currency' }).fill('eur')
  await form.getByRole('textbox', { name: /Rate: 1 EUR in USD/ }).fill('1.0842')
  await form.getByRole('button', { name: 'Save rate' }).click()
  await expect(section.getByRole('table', { name: 'Currency rates' })).toContainText('1 EUR = 1.0842 USD')
  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    await section.scrollIntoViewIfNeeded()
    await section.screenshot({ path: join(SCREENSHOTS, `reports-currency-rates-settings-${scheme}.png`) })
  }
  await inTheme(page, 'light')

  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reports' }).click()
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(from)
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(to)
  await expect(converted).toContainText('at the agency', { timeout: 30_000 })
  await expect(converted).toContainText('Rates used: 1 EUR = 1.0842 USD')

  // The converted cost equals the EUR cost converted by hand (cents x 10842 / 10000, half up).
  const sales = await call(webHost, 'reports.sales', { filters: { from, to } })
  const eur = sales.totals.find((row) => row.currency === 'EUR')
  expect(eur?.cost).toBeGreaterThan(0)
  const cents = Math.round((eur?.cost ?? 0) * 100)
  expect(sales.conversion?.totals?.cost).toBe(Math.floor((cents * 10842 + 5000) / 10000) / 100)
  await expect(converted).toContainText(
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'USD' }).format(
      sales.conversion?.totals?.cost ?? 0,
    ),
  )

  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    await page.mouse.move(0, 0)
    await page.screenshot({ path: join(SCREENSHOTS, `reports-currency-rates-${scheme}.png`), fullPage: true })
    await expectNoSeriousViolations(page)
  }
})
