import type { Page } from '@playwright/test'
import { join } from 'node:path'
import { bookHotel, call } from './bookings-steps'
import {
  expect,
  expectNoSeriousViolations,
  inTheme,
  SCREENSHOTS,
  startWebHost,
  test,
  type RunningWebHost,
} from './fixtures'

/**
 * The bookings list's margin filter (issue 25): two bookings priced by hand, one at a wide margin and one at a thin
 * one; "Margin below 5 %" under More filters finds the thin one only, "Margin above 5 %" the wide one, the bound
 * is kept in the address through a reload, and the margin column sorts them. A host of its own: the sales set here
 * stay out of the other specs' lists.
 */
let host: RunningWebHost & { stop(): void }

test.beforeAll(async () => {
  test.setTimeout(120_000)
  host = await startWebHost()
})

test.afterAll(() => host?.stop())

const rows = (page: Page) => page.locator('tr[data-booking-id]')

/** A selling price whose margin is `percent` of it: sell = net / (1 - percent / 100), to the cent. */
const sellFor = (net: number, percent: number): number => Math.round((net / (1 - percent / 100)) * 100) / 100

test('margin: the bookings list filters by margin rate and sorts by margin', async ({ page }) => {
  test.setTimeout(240_000)
  const wide = await bookHotel(host, 81)
  const thin = await bookHotel(host, 84, { firstName: 'Rui', lastName: 'Matos', companion: 'Eva' })
  await call(host, 'pricing.setManualPrice', {
    bookingId: wide.bookingId,
    sell: sellFor(wide.total, 20),
    note: '',
  })
  await call(host, 'pricing.setManualPrice', {
    bookingId: thin.bookingId,
    sell: sellFor(thin.total, 2),
    note: '',
  })

  await page.goto(host.appUrl)
  await page.goto(`${host.baseUrl}/#/bookings`)
  await expect(page.getByRole('heading', { name: 'Bookings', level: 2 })).toBeVisible()
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 })

  await page.getByRole('button', { name: 'More filters' }).click()
  const below = page.getByRole('textbox', { name: 'Margin below' })
  await below.fill('5')
  await expect(page).toHaveURL(/marginBelow=5/)
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toHaveAttribute('data-booking-id', thin.bookingId)
  await expect(page.getByTestId('bookings-total')).toHaveText('1 booking match')

  // The bound survives a reload: the address holds it, the field shows it, the filters stay open.
  await page.reload()
  await expect(page.getByRole('button', { name: 'More filters (1)' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('textbox', { name: 'Margin below' })).toHaveValue('5 %')
  await expect(rows(page)).toHaveCount(1)
  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    await page.screenshot({ path: join(SCREENSHOTS, `margin-list-filter-${scheme}.png`) })
  }
  await inTheme(page, 'light')
  await expectNoSeriousViolations(page, 'main')

  await page.getByRole('textbox', { name: 'Margin below' }).fill('')
  await page.getByRole('textbox', { name: 'Margin above' }).fill('5')
  await expect(page).toHaveURL(/marginAbove=5/)
  await expect(page).not.toHaveURL(/marginBelow/)
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toHaveAttribute('data-booking-id', wide.bookingId)

  // Both bookings with a selling price, sorted by the margin column: the larger margin first.
  await page.getByRole('textbox', { name: 'Margin above' }).fill('')
  await page.getByText('Selling price set', { exact: true }).click()
  await expect(rows(page)).toHaveCount(2)
  const margin = page.getByRole('columnheader', { name: 'Margin' })
  await margin.getByRole('button').click()
  await expect(margin).toHaveAttribute('aria-sort', 'descending')
  const wideMargin = sellFor(wide.total, 20) - wide.total
  const thinMargin = sellFor(thin.total, 2) - thin.total
  const first = wideMargin > thinMargin ? wide : thin
  await expect(rows(page).first()).toHaveAttribute('data-booking-id', first.bookingId)
})
