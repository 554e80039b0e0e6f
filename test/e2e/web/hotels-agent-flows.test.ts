import type { Locator } from '@playwright/test'
import { join } from 'node:path'
import { expect, expectNoSeriousViolations, SCREENSHOTS, tabTo, test } from './fixtures'
import {
  fillAdult,
  fillCustomer,
  openRooms,
  pickRoom,
  searchLisbon,
  tallScreenshot,
  openHotels,
} from './hotel-steps'

/**
 * What an agent does around a booking: the whole flow without a mouse, a booking changed (dates or rooms) through
 * a replacement, a booking form that survives a look elsewhere, and a search run again from the recent ones.
 */

test.describe('agent flows around hotel bookings', () => {
  test('books a room from the search to the confirmation with the keyboard only', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(180_000)
    await openHotels(page, webHost.appUrl)
    const destination = page.getByRole('textbox', { name: 'Destination' })
    await tabTo(page, destination)
    await page.keyboard.type('Lisb')
    const lisbon = page.getByRole('option', { name: /^Lisbon/ }).first()
    await expect(lisbon).toBeVisible({ timeout: 45_000 })
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(destination).toHaveValue('Lisbon')
    // Enter in a field of the form runs the search.
    await page.keyboard.press('Enter')
    const results = page.getByRole('region', { name: 'Search results' })
    await expect(results.getByText(/\d+ hotels? · page 1 of \d+/)).toBeVisible({ timeout: 30_000 })

    await tabTo(page, results.getByRole('link', { name: /See rooms/ }).first(), { limit: 120 })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: 'Your selection' })).toBeVisible({ timeout: 30_000 })

    // The rate rows are one radio group: Tab reaches it, Space chooses, the arrows move the choice.
    const rates = page.getByTestId('rate-rows-1').getByRole('radio')
    await tabTo(page, rates.first(), { limit: 120 })
    await page.keyboard.press('Space')
    await expect(rates.first()).toBeChecked()
    await expect(page.getByTestId('selection-total')).not.toHaveText('—')
    if ((await rates.count()) > 1) {
      await page.keyboard.press('ArrowDown')
      await expect(rates.nth(1)).toBeChecked()
      await expect(page.getByTestId('selection-total')).toHaveText(
        (await page.getByTestId('rate-rows-1').getByTestId('rate-row-price').nth(1).textContent()) ?? '',
      )
    }
    const next = page.getByRole('link', { name: 'Continue to booking' })
    await tabTo(page, next)
    await page.keyboard.press('Enter')

    await expect(page.getByRole('heading', { name: /^Book /, level: 2 })).toBeVisible()
    const type = async (field: Locator, text: string) => {
      await tabTo(page, field, { limit: 120 })
      await page.keyboard.type(text)
    }
    await type(page.getByRole('textbox', { name: 'Customer first name' }), 'Ana')
    await type(page.getByRole('textbox', { name: 'Customer last name' }), 'Keys')
    await type(page.getByRole('textbox', { name: 'E-mail' }), 'ana.keys@example.com')
    for (const [at, first, birthdate] of [
      [1, 'Ana', '1985-03-14'],
      [2, 'Rita', '1987-09-02'],
    ] as const) {
      const traveler = page.getByRole('group', { name: `Room 1, traveler ${at}` })
      const gender = traveler.getByRole('combobox', { name: 'Gender' })
      await tabTo(page, gender, { limit: 120 })
      // A native select takes the first letters of an option.
      await page.keyboard.type('Fem')
      await expect(gender).toHaveValue('female')
      await type(traveler.getByRole('textbox', { name: 'First name' }), first)
      await type(traveler.getByRole('textbox', { name: 'Last name' }), 'Keys')
      const date = traveler.getByLabel('Birthdate')
      await tabTo(page, date)
      // The day field takes YYYY-MM-DD as typed and shows it in the agent's locale once left.
      await date.fill(birthdate)
      await page.keyboard.press('Tab')
      await expect(date).not.toHaveValue(birthdate)
    }
    const review = page.getByRole('button', { name: 'Review the booking' })
    await tabTo(page, review, { limit: 120 })
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('button', { name: /^Confirm booking/ })
    await expect(confirm).toBeVisible()
    await tabTo(page, confirm, { limit: 60 })
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('booking-outcome')).toHaveText(/^Booking (confirmed|sent on request)$/, {
      timeout: 30_000,
    })
  })

  test('changes the dates of a confirmed booking: the replacement is booked and the old one ends', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(240_000)
    await openHotels(page, webHost.appUrl)
    const results = await searchLisbon(page)
    await openRooms(page, results.getByRole('article').first())
    await pickRoom(page, 1, { hasNot: /on request/ })
    await page.getByRole('link', { name: 'Continue to booking' }).click()
    await fillCustomer(page)
    await fillAdult(page, 1, 1, 'Ana', '1985-03-14')
    await fillAdult(page, 1, 2, 'Rita', '1987-09-02')
    await page.getByRole('button', { name: 'Review the booking' }).click()
    await page.getByRole('button', { name: /^Confirm booking/ }).click()
    await expect(page.getByTestId('booking-outcome')).toHaveText('Booking confirmed', { timeout: 30_000 })
    const oldId = (await page.getByTestId('booking-id').textContent())?.trim() ?? ''
    expect(oldId).not.toBe('')

    // From the booking's page: change dates or rooms.
    await page.getByRole('link', { name: `Open booking ${oldId}` }).click()
    await page.getByRole('link', { name: 'Change dates or rooms' }).click()
    const banner = page.getByTestId('replacement-banner')
    await expect(banner).toContainText(`Changing booking ${oldId}`, { timeout: 30_000 })
    await expectNoSeriousViolations(page, 'main')
    const checkOut = page.getByTestId('check-out')
    const previousCheckOut = await checkOut.inputValue()
    // Shown as "1 Dec 2026" (the agent's locale); typed back as YYYY-MM-DD.
    const later = new Date(`${previousCheckOut} UTC`)
    later.setUTCDate(later.getUTCDate() + 1)
    await checkOut.fill(later.toISOString().slice(0, 10))
    await page.getByRole('button', { name: 'Search hotels' }).click()
    const replacementResults = page.getByRole('region', { name: 'Search results' })
    await expect(replacementResults.getByText(/1 hotel · page 1 of 1/)).toBeVisible({ timeout: 30_000 })
    await openRooms(page, replacementResults.getByRole('article').first())
    await pickRoom(page, 1, { hasNot: /on request/ })
    await page.getByRole('link', { name: 'Continue to booking' }).click()

    // The form starts from the old booking: its customer and travelers.
    await expect(page.getByRole('textbox', { name: 'Customer first name' })).toHaveValue('Ana')
    await expect(
      page.getByRole('group', { name: 'Room 1, traveler 2' }).getByRole('textbox', { name: 'First name' }),
    ).toHaveValue('Rita')
    await page.getByRole('button', { name: 'Review the booking' }).click()
    await expect(page.getByText(`This booking replaces booking ${oldId}`)).toBeVisible()
    await page.getByRole('button', { name: /^Confirm booking/ }).click()
    await expect(page.getByTestId('booking-outcome')).toHaveText('Booking confirmed', { timeout: 30_000 })
    // A new booking, for the new dates; the sandbox marks the old one replaced itself (nothing left to cancel).
    await expect(page.getByTestId('booking-id')).not.toHaveText(oldId)
    const newId = (await page.getByTestId('booking-id').textContent())?.trim() ?? ''
    await expect(page.getByRole('region', { name: 'Booking made' })).toContainText('4 nights')
    const outcome = page.getByTestId('replacement-outcome')
    await expect(outcome).toContainText(`Booking ${oldId} is now marked replaced by the service`)
    await expectNoSeriousViolations(page, 'main')
    await tallScreenshot(page, 'hotels-replacement-confirmation.png')

    // The old booking says it is over.
    await outcome.getByRole('link', { name: `Open booking ${oldId}` }).click()
    const replaced = page.getByTestId('detail-replaced')
    await expect(replaced).toBeVisible({ timeout: 30_000 })
    // The history names the replacement: a link leads to it.
    await expect(replaced.getByRole('link')).toHaveText(newId)
    await page.screenshot({ path: join(SCREENSHOTS, 'booking-replaced.png') })
    // The booking page reads as well in the dark theme.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
    await expectNoSeriousViolations(page, 'main')
    await page.screenshot({ path: join(SCREENSHOTS, 'booking-replaced-dark.png') })
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
    await expect(page.getByText('Change dates or rooms')).toHaveCount(0)
  })

  test('keeps the booking form while the agent looks elsewhere, and runs a recent search again', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(180_000)
    await openHotels(page, webHost.appUrl)
    const results = await searchLisbon(page)
    await openRooms(page, results.getByRole('article').first())
    await pickRoom(page, 1)
    await page.getByRole('link', { name: 'Continue to booking' }).click()
    await page.getByRole('textbox', { name: 'Customer first name' }).fill('Draft')
    await page.getByRole('textbox', { name: 'E-mail' }).fill('draft@example.com')

    // Away to Settings, back to the rooms, and on to the booking again.
    await page.getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('textbox', { name: 'Customer first name' })).toHaveValue('Draft')
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('draft@example.com')

    // The Lisbon search is kept; another search replaces the form, the recent one brings it back.
    await page.getByRole('link', { name: 'Hotels' }).first().click()
    await page.getByRole('button', { name: 'Change search' }).click()
    const destination = page.getByRole('textbox', { name: 'Destination' })
    await destination.fill('Porto')
    await page.getByRole('button', { name: /^Recent searches/ }).click()
    const recent = page.getByRole('menuitem', { name: /^Lisbon \(/ }).first()
    await expect(recent).toBeVisible()
    await page.screenshot({ path: join(SCREENSHOTS, 'hotels-recent-searches.png') })
    await recent.click()
    await expect(page.getByTestId('search-summary')).toContainText('Lisbon')
    await expect(
      page.getByRole('region', { name: 'Search results' }).getByText(/\d+ hotels? · page 1/),
    ).toBeVisible({
      timeout: 30_000,
    })
  })
})
