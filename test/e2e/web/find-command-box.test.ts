import { join } from 'node:path'
import { call } from './bookings-steps'
import { expect, expectNoSeriousViolations, inTheme, SCREENSHOTS, tabTo, test } from './fixtures'

/**
 * The one box: a customer calls with a hotel confirmation number; the agent, keyboard only, opens the box with
 * Ctrl+K, types the number, opens the booking and reaches its voucher. "?" lists the shortcuts, but not while the
 * agent types in a field.
 */
test.describe('find: the command box', () => {
  // axe over the whole page is slow on a busy machine; the steps themselves are quick.
  test.setTimeout(240_000)
  test('from a confirmation number to the booking and its voucher, keyboard only', async ({
    page,
    webHost,
  }) => {
    const listed = await call(webHost, 'bookings.list', {
      refresh: true,
      states: ['confirmed'],
      kind: 'hotel',
      limit: 40,
    })
    let confirmation: { id: string; number: string } | null = null
    for (const booking of listed.bookings) {
      const detail = await call(webHost, 'bookings.get', { bookingId: booking.id })
      const number = detail.v1?.hotelConfirmationNumber ?? detail.v3?.hotelConfirmationNumber ?? null
      if (number !== null) {
        confirmation = { id: booking.id, number }
        break
      }
    }
    if (confirmation === null) throw new Error('no confirmed hotel booking with a confirmation number')

    await page.goto(webHost.appUrl)
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await page.keyboard.press('Control+K')
    const box = page.getByRole('textbox', { name: 'Find anything' })
    await expect(box).toBeFocused()
    await page.keyboard.type(confirmation.number)
    const hit = page.locator(`[data-testid="find-hit-booking"][data-id="${confirmation.id}"]`)
    await expect(hit).toBeVisible()
    await expect(hit).toContainText(confirmation.number)
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.screenshot({ path: join(SCREENSHOTS, `find-command-box-${scheme}.png`) })
    }
    await expectNoSeriousViolations(page, '.mantine-Spotlight-content')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`#/bookings/${confirmation.id}$`))
    const voucher = page.getByRole('button', { name: /Print voucher|Voucher as PDF/ })
    await tabTo(page, voucher)
    await expect(voucher).toBeFocused()
  })

  test('? lists the shortcuts, but not while the agent types', async ({ page, webHost }) => {
    await page.goto(webHost.appUrl)
    await page.goto(`${webHost.baseUrl}/#/bookings`)
    const search = page.getByLabel('Customer or reference')
    await search.click()
    await page.keyboard.type('?')
    await expect(search).toHaveValue('?')
    await expect(page.getByTestId('shortcuts-list')).toHaveCount(0)
    await search.fill('')
    await page.getByRole('heading', { name: 'Bookings', level: 2 }).click()
    await page.keyboard.press('Shift+?')
    const list = page.getByTestId('shortcuts-list')
    await expect(list).toBeVisible()
    await expect(list).toContainText('Find anything')
    for (const scheme of ['light', 'dark'] as const) {
      await inTheme(page, scheme)
      await page.screenshot({ path: join(SCREENSHOTS, `find-shortcuts-${scheme}.png`) })
    }
    await inTheme(page, 'light')
    await expectNoSeriousViolations(page)
  })
})
