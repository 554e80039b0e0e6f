import type { Page } from '@playwright/test'
import { join } from 'node:path'
import { expect, SCREENSHOTS, test } from './fixtures'
import { fillAdult, openHotels, openRooms, pickRoom, searchLisbon } from './hotel-steps'

/** "28 Nov 2026": how the desk writes a day in the agent's default locale ('en', read the British way). */
const DAY_IN_WORDS = /^\d{1,2} [A-Z][a-z]{2} \d{4}$/

/** Shoots in light, then in dark with `reopen` run again (the theme button's click closes any calendar). */
async function bothThemes(
  page: Page,
  name: string,
  shoot: (path: string) => Promise<unknown>,
  reopen?: () => Promise<void>,
) {
  await shoot(join(SCREENSHOTS, `${name}-light.png`))
  await page.getByRole('button', { name: 'Switch to dark theme' }).click()
  await page.mouse.move(0, 500) // no tooltip over the picture
  await reopen?.()
  await shoot(join(SCREENSHOTS, `${name}-dark.png`))
  await page.getByRole('button', { name: 'Switch to light theme' }).click()
}

test.describe("date fields in the agent's locale", () => {
  test('the hotel search and the traveler form show days in words, and take YYYY-MM-DD typed', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(150_000)
    await openHotels(page, webHost.appUrl)
    const search = page.getByRole('form', { name: 'Hotel search' })
    await expect(search.locator('input[type="date"]')).toHaveCount(0)
    await expect(page.getByLabel('Check-in')).toHaveValue(DAY_IN_WORDS)
    await expect(page.getByLabel('Check-out')).toHaveValue(DAY_IN_WORDS)
    await page.getByRole('button', { name: 'Add a child to room 1' }).click()
    const child = page.getByLabel('Room 1 child 1 birthdate')
    await child.fill('2018-05-04')
    await page.keyboard.press('Tab')
    await expect(child).toHaveValue('4 May 2018')
    const openCalendar = () => page.getByLabel('Check-in').click()
    await openCalendar()
    await bothThemes(page, 'date-fields-hotel-search', (path) => page.screenshot({ path }), openCalendar)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Remove room 1 child 1' }).click()

    const results = await searchLisbon(page)
    await openRooms(page, results.getByRole('article').first())
    await pickRoom(page, 1, { hasNot: /on request/ })
    await page.getByRole('link', { name: 'Continue to booking' }).click()
    const traveler = page.getByRole('group', { name: 'Room 1, traveler 1' })
    await expect(traveler.locator('input[type="date"]')).toHaveCount(0)
    await fillAdult(page, 1, 1, 'Ana', '1985-03-14')
    await page.keyboard.press('Tab')
    await expect(traveler.getByLabel('Birthdate')).toHaveValue('14 Mar 1985')
    await bothThemes(page, 'date-fields-traveler', (path) => traveler.screenshot({ path }))
  })
})
