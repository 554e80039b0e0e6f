import { join } from 'node:path'
import { expect, expectNoSeriousViolations, inTheme, SCREENSHOTS, test } from './fixtures'
import { bookHotel, call, controlPlane } from './bookings-steps'

/**
 * The manager's view: a hotel booked on the sandbox shows in the sales report of its month, the totals per currency
 * equal a recount of the bookings list over the same days, and the
 * screen reads in both themes with no serious axe violation.
 */
test('the reports count the booked hotels, in both themes, axe clean', async ({ page, webHost }) => {
  test.setTimeout(180_000)
  await bookHotel(webHost, 45)
  const now = new Date(await controlPlane(webHost).now())
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 10)
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10)

  // An independent recount: the bookings list, confirmed, made in those days (UTC both sides).
  const listed = await call(webHost, 'bookings.list', {
    states: ['confirmed'],
    createdFrom: from,
    createdTo: to,
    limit: 1,
  })
  expect(listed.total).toBeGreaterThan(0)

  await page.goto(webHost.appUrl)
  await page.getByRole('link', { name: 'Reports' }).click()
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(from)
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(to)
  const totals = page.getByTestId('sales-totals')
  await expect(totals).toBeVisible({ timeout: 30_000 })
  const sales = await call(webHost, 'reports.sales', { filters: { from, to, timeZone: 'UTC' } })
  expect(sales.totals.reduce((sum, row) => sum + row.count, 0)).toBe(listed.total)
  for (const row of sales.totals) await expect(totals).toContainText(row.currency)
  await expect(page.getByTestId('answers-table')).toBeVisible()

  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    await page.mouse.move(0, 0)
    await page.screenshot({ path: join(SCREENSHOTS, `reports-manager-view-${scheme}.png`), fullPage: true })
    await expectNoSeriousViolations(page)
  }
  await inTheme(page, 'light')

  // A click on a bar opens the bookings list filtered to it: this month's hotels, the report's states.
  const month = to.slice(0, 7)
  const hotels = sales.byPeriod.filter((row) => row.period === month && row.kind === 'hotel')
  expect(hotels.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(0)
  // The hotel series is the first bar layer; this month is its last bar.
  await page.locator('.recharts-bar').first().locator('.recharts-bar-rectangle').last().click()
  await expect(page).toHaveURL(
    new RegExp(`#/bookings\\?state=confirmed&product=hotel&createdFrom=${month}-01&createdTo=${to}$`),
    { timeout: 30_000 },
  )
  await expect(page.getByRole('heading', { name: 'Bookings', level: 2 })).toBeVisible()
  const monthList = await call(webHost, 'bookings.list', {
    states: ['confirmed'],
    kind: 'hotel',
    createdFrom: `${month}-01`,
    createdTo: to,
    limit: 1,
  })
  expect(monthList.total).toBeGreaterThan(0)
  await expect(page.getByText(`${monthList.total} booking`, { exact: false }).first()).toBeVisible()
  await page.screenshot({ path: join(SCREENSHOTS, 'reports-bar-opens-bookings.png') })
})
