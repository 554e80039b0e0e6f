import type { Page } from '@playwright/test'
import { join } from 'node:path'
import { expect, expectNoSeriousViolations, SCREENSHOTS, test } from './fixtures'
import { pickDestination, openHotels } from './hotel-steps'

const expectAccessible = (page: Page) => expectNoSeriousViolations(page, 'main')

test.describe('hotel search in Chromium through the web host', () => {
  test('searches a city, sees priced results, opens a hotel and reads its cancellation timeline', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(120_000)
    await openHotels(page, webHost.appUrl)
    await expect(page.getByRole('heading', { name: 'Hotels', level: 2 })).toBeVisible()

    await pickDestination(page, 'Lisb', 'Lisbon')
    // The form shows the stay's nights and labels every input.
    await expect(page.getByTestId('check-out').locator('..').locator('..')).toContainText('3 nights')
    await expect(page.getByRole('textbox', { name: 'Room 1 adults' })).toHaveValue('2')
    await page.getByRole('button', { name: 'Add a child to room 1' }).click()
    await page.getByLabel('Room 1 child 1 birthdate').fill('2018-05-04')
    await page.getByRole('button', { name: 'Copy room 1', exact: true }).click()
    await expect(page.getByRole('group', { name: 'Room 2' })).toBeVisible()
    await expect(page.getByLabel('Room 2 child 1 birthdate')).toHaveValue('4 May 2018')
    await page.getByRole('button', { name: 'Remove room 2', exact: true }).click()
    await page.getByRole('button', { name: 'Remove room 1 child 1' }).click()
    await page.screenshot({ path: join(SCREENSHOTS, 'hotels-search-form.png'), fullPage: true })
    await expectAccessible(page)

    // Enter in the form submits it.
    await page.getByLabel("First adult's nationality").fill('fr')
    await page.getByLabel("First adult's nationality").press('Enter')

    const results = page.getByRole('region', { name: 'Search results' })
    await expect(results.getByText(/\d+ hotels? · page 1 of \d+/)).toBeVisible({ timeout: 30_000 })
    const firstHotel = results.getByRole('article').first()
    await expect(firstHotel).toBeVisible()
    // A headline price with its currency, for the whole stay and party.
    await expect(firstHotel.getByTestId('hotel-price')).toHaveText(/^(€|£|\$|[A-Z]{3})\s?[\d,]+\.\d{2}$/)
    await expect(firstHotel).toContainText('1 room · 2 adults')
    await expect(firstHotel.getByText(/Instant confirmation|On request/).first()).toBeVisible()
    await results.scrollIntoViewIfNeeded()
    await page.screenshot({ path: join(SCREENSHOTS, 'hotels-results.png') })
    await expectAccessible(page)

    // The results come first: the form folded to one line, which opens it again. Sorting re-runs the search.
    await expect(page.getByTestId('search-summary')).toContainText('Lisbon')
    await expect(page.getByRole('textbox', { name: 'Destination' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Change search' }).click()
    await page.getByRole('combobox', { name: 'Sort by' }).click()
    await page.getByRole('option', { name: 'Price' }).click()
    await expect(results.getByText(/page 1 of/)).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Destination' })).toHaveValue('Lisbon')
    await expect(page.getByLabel("First adult's nationality")).toHaveValue('FR')
    const prices = await results.getByTestId('hotel-price').allTextContents()
    const amounts = prices.map((text) => Number(text.replace(/[^\d.]/g, '')))
    expect(amounts.length).toBeGreaterThan(1)
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts)

    // Open the first hotel: rooms with their rates and a cancellation timeline.
    const name = (await results.getByRole('article').first().getByRole('heading').textContent()) ?? ''
    await results
      .getByRole('article')
      .first()
      .getByRole('link', { name: /See rooms/ })
      .click()
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible()
    await expect(page.getByTestId('hold-countdown')).toHaveText(/Prices held for 1[45]:\d{2}/, {
      timeout: 30_000,
    })
    const room = page.getByTestId('room-option').first()
    await expect(room).toBeVisible()
    await expect(room.getByTestId('bed-choice-price').first()).toHaveText(/\d+\.\d{2}/)
    await expect(room.getByText('Board', { exact: true }).first()).toBeVisible()
    // Every rate says how cancelling works, in the agent's zone (named), never silently free.
    const headline = page
      .getByText(
        /^(Free cancellation until .+ (UTC|GMT.*|[A-Z]{3,4})|Non-refundable|Cancellation conditions unknown|Cancellation fee now .+)$/,
      )
      .first()
    await expect(headline).toBeVisible()
    await expect(
      page
        .getByText(
          /^(Free cancellation|Cancellation fee .+|Non-refundable: cancelling costs the full price, .+)$/,
        )
        .first(),
    ).toBeVisible()
    // The hotel's catalog details head the screen: stars, address, styles and kinds, photos with alt text.
    const details = page.getByTestId('hotel-details')
    await expect(details).toBeVisible()
    await expect(details.getByRole('img', { name: /^\d stars?$/ })).toBeVisible()
    await expect(details).toContainText(', ')
    await details.screenshot({ path: join(SCREENSHOTS, 'hotels-rooms-details.png') })
    // Each rate's tags are badges; supplier texts stay collapsed until the agent opens them.
    await expect(page.getByTestId('rate-tag').first()).toBeVisible()
    const toggle = page.getByRole('button', { name: /^(Conditions|Check-in instructions)$/ }).first()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const opened = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await expect(opened).toBeVisible()
    await expect(opened).not.toBeEmpty()
    // Let the opening finish before the screenshot.
    await expect(async () => {
      const before = (await opened.boundingBox())?.height
      await page.waitForTimeout(100)
      expect((await opened.boundingBox())?.height).toBe(before)
    }).toPass()
    await page.screenshot({ path: join(SCREENSHOTS, 'hotels-rooms-timeline.png') })
    await page.screenshot({ path: join(SCREENSHOTS, 'hotels-rooms-full.png'), fullPage: true })
    await expectAccessible(page)

    // Back to the search: the search (folded) and the results are still there, and so is the form.
    await page.getByRole('link', { name: 'Back to the results' }).click()
    await expect(page.getByTestId('search-summary')).toContainText('Lisbon')
    await expect(results.getByRole('article').first()).toBeVisible()
    await page.getByRole('link', { name: 'Bookings' }).click()
    await page.getByRole('link', { name: 'Hotels' }).click()
    await page.getByRole('button', { name: 'Change search' }).click()
    await expect(page.getByRole('textbox', { name: 'Destination' })).toHaveValue('Lisbon')
  })

  test('shows a two-room bed-bank combination as room 1 then room 2, in the dark theme', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(120_000)
    await openHotels(page, webHost.appUrl)
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await pickDestination(page, 'Lisb', 'Lisbon')
    await page.getByRole('button', { name: 'Add a room' }).click()
    await page.getByRole('combobox', { name: 'Suppliers' }).click()
    await page.getByRole('option', { name: 'Bed bank A' }).click()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Search hotels' }).click()

    const results = page.getByRole('region', { name: 'Search results' })
    const first = results.getByRole('article').first()
    await expect(first).toContainText('2 rooms · 4 adults', { timeout: 30_000 })
    await first.getByRole('link', { name: /See rooms/ }).click()
    const room = page.getByTestId('room-option').first()
    await expect(room.getByText('Room 2 options with this choice').first()).toBeVisible({ timeout: 30_000 })
    await expect(room).toContainText('the cancellation conditions of the whole stay come with the last room')
    const nested = room.getByRole('region', { name: /^Room 2: / }).first()
    await expect(nested).toContainText(/Combination total, 2 rooms: €[\d,]+\.\d{2}/)
    await expect(
      nested
        .getByRole('group', { name: 'Cancellation of the whole combination' })
        .or(nested.getByLabel('Cancellation of the whole combination'))
        .first(),
    ).toBeVisible()
    await room.screenshot({ path: join(SCREENSHOTS, 'hotels-rooms-combination-dark.png') })
    await expectAccessible(page)
  })

  test('says what is wrong with the dates before searching', async ({ page, webHost }) => {
    await openHotels(page, webHost.appUrl)
    await page.getByRole('textbox', { name: 'Destination' }).fill('Lisbon')
    await page.getByLabel('Check-in').fill('2020-01-10')
    await page.getByLabel('Check-out').fill('2020-01-09')
    await page.getByRole('button', { name: 'Search hotels' }).click()
    await expect(page.getByText('Check-in cannot be in the past')).toBeVisible()
    await expect(page.getByText('Check-out must be after check-in')).toBeVisible()
  })
})
