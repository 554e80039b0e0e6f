import { join } from 'node:path'
import { call } from './bookings-steps'
import { expect, expectNoSeriousViolations, inTheme, SCREENSHOTS, test } from './fixtures'

/**
 * Internal notes and the agency's reference: written on the booking's page, found with Ctrl+K by the reference
 * and by a word of a note, marked in the bookings list. The booking is left as it was found (note deleted,
 * reference cleared): the web host is shared by the spec files of a worker.
 */
test.describe('find: notes and the agency reference', () => {
  test.setTimeout(240_000)
  test('a note and a reference written on the page find the booking and show in the list', async ({
    page,
    webHost,
  }) => {
    const listed = await call(webHost, 'bookings.list', { refresh: true, states: ['confirmed'], limit: 5 })
    const booking = listed.bookings[0]
    if (booking === undefined) throw new Error('no confirmed booking')
    await call(webHost, 'bookings.get', { bookingId: booking.id })
    const word = `Zanzibarish${Date.now() % 100_000}`
    const reference = `AGN-${Date.now() % 100_000}`

    await page.goto(webHost.appUrl)
    await page.goto(`${webHost.baseUrl}/#/bookings/${encodeURIComponent(booking.id)}`)
    const panel = page.getByTestId('booking-notes')
    await expect(panel).toBeVisible()
    await panel.getByRole('textbox', { name: /New note/ }).fill(`Customer loves ${word} tea`)
    await page.keyboard.press('Control+Enter')
    await expect(panel.getByTestId('note').filter({ hasText: word })).toBeVisible()
    const refField = panel.getByRole('textbox', { name: /Agency reference/ })
    await refField.fill(reference)
    await refField.press('Enter')
    await expect
      .poll(async () => (await call(webHost, 'notes.list', { bookingId: booking.id })).agencyRef?.reference)
      .toBe(reference)
    for (const scheme of ['light', 'dark'] as const) {
      await inTheme(page, scheme)
      await panel.scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(SCREENSHOTS, `find-notes-panel-${scheme}.png`), fullPage: true })
    }
    await inTheme(page, 'light')
    await expectNoSeriousViolations(page, '[data-testid="booking-notes"]')

    for (const text of [reference, word.slice(0, 8)]) {
      await page.getByRole('heading', { level: 2 }).first().click()
      await page.keyboard.press('Control+K')
      const box = page.getByRole('textbox', { name: 'Find anything' })
      await expect(box).toBeFocused()
      await page.keyboard.type(text)
      const hit = page.locator(`[data-testid="find-hit-booking"][data-id="${booking.id}"]`)
      await expect(hit).toBeVisible()
      if (text === reference) await expect(hit).toContainText(reference)
      else await expect(hit.getByTestId('find-matched-note')).toContainText(word)
      await page.keyboard.press('Escape')
    }

    await page.goto(`${webHost.baseUrl}/#/bookings`)
    await page.getByLabel('Customer or reference').fill(reference)
    const row = page.locator(`tr[data-booking-id="${booking.id}"]`)
    await expect(row).toBeVisible()
    await expect(row.getByTestId('agency-ref-cell')).toHaveText(reference)
    await expect(row.getByRole('img', { name: /1 note, the latest: Customer loves/ })).toBeVisible()
    for (const scheme of ['light', 'dark'] as const) {
      await inTheme(page, scheme)
      await page.screenshot({ path: join(SCREENSHOTS, `find-notes-list-${scheme}.png`) })
    }
    await inTheme(page, 'light')
    await expectNoSeriousViolations(page, 'table')

    // Leave the booking as it was found.
    const kept = await call(webHost, 'notes.list', { bookingId: booking.id })
    for (const note of kept.notes)
      await call(webHost, 'notes.delete', { id: note.id, expectedVersion: note.version })
    await call(webHost, 'bookings.setAgencyRef', {
      bookingId: booking.id,
      reference: '',
      ...(kept.agencyRef === null ? {} : { expectedVersion: kept.agencyRef.version }),
    })
  })
})
