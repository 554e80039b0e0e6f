import type { Page } from '@playwright/test'
import { expect, expectNoSeriousViolations, inTheme, test as shared } from './fixtures'
import { openHotels, openRooms, pickDestination, pickRoom, tallScreenshot } from './hotel-steps'

/**
 * A family kept as a customer of the agency, booked without typing a name: the customer and its travellers are
 * made through the Customers screens, chosen in the hotel booking form, and the booking lands in the customer's
 * file. A worker of its own (own web host, data folder and sandbox): the customer and the booking stay there.
 */
const test = shared.extend<object, { ownHost: true }>({
  ownHost: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form for fixtures.
    async ({}, use) => use(true),
    { scope: 'worker', auto: true },
  ],
})

const FAMILY = [
  { gender: 'female', firstName: 'Marta', birthdate: '1983-02-11' },
  { gender: 'male', firstName: 'Rui', birthdate: '1981-10-05' },
  { gender: 'female', firstName: 'Beatriz', birthdate: '2016-04-12' },
  { gender: 'male', firstName: 'Tomas', birthdate: '2019-08-30' },
] as const
const CHILDREN = FAMILY.filter((t) => t.birthdate >= '2010')

async function shoot(page: Page, name: string, scheme: 'light' | 'dark'): Promise<void> {
  await inTheme(page, scheme)
  await tallScreenshot(page, `${name}-${scheme}.png`)
}

async function addTraveller(page: Page, traveller: (typeof FAMILY)[number]): Promise<void> {
  await page.getByRole('button', { name: 'Add traveller' }).click()
  const form = page.getByRole('form', { name: 'New traveller' })
  await form.getByRole('combobox', { name: 'Gender' }).selectOption(traveller.gender)
  await form.getByLabel('Birthdate').fill(traveller.birthdate)
  await form.getByRole('textbox', { name: 'First name' }).fill(traveller.firstName)
  await form.getByRole('textbox', { name: 'Last name' }).fill('Duarte')
  await form.getByRole('button', { name: 'Add traveller' }).click()
  await expect(form).toHaveCount(0)
  await expect(page.getByTestId('customer-travellers')).toContainText(`${traveller.firstName} Duarte`)
}

test.describe('customers: a family booked from the agency file', () => {
  test('four travellers chosen in the hotel form; the booking lands in the customer file', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(240_000)
    await page.goto(webHost.appUrl)
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Customers' }).click()
    await expect(page.getByRole('heading', { name: 'Customers', level: 2 })).toBeVisible()

    // The customer, then its four travellers, through the screens.
    await page.getByRole('button', { name: 'New customer' }).click()
    const newCustomer = page.getByRole('form', { name: 'New customer' })
    await newCustomer.getByRole('textbox', { name: 'First name' }).fill('Marta')
    await newCustomer.getByRole('textbox', { name: 'Last name' }).fill('Duarte')
    await newCustomer.getByRole('textbox', { name: 'E-mail' }).fill('marta.duarte@example.test')
    await newCustomer.getByRole('textbox', { name: 'City' }).fill('Porto')
    await newCustomer.getByRole('button', { name: 'Add customer' }).click()
    await expect(newCustomer).toHaveCount(0)
    // A new customer opens on its own page.
    await expect(page.getByRole('heading', { name: 'Duarte, Marta', level: 2 })).toBeVisible()
    for (const traveller of FAMILY) await addTraveller(page, traveller)
    await expect(page.getByText('No bookings yet', { exact: false })).toBeVisible()

    // The hotel search for that party: two adults and the two children's birthdates.
    await openHotels(page, webHost.appUrl)
    await pickDestination(page, 'Lisb', 'Lisbon')
    for (const [at, child] of CHILDREN.entries()) {
      await page.getByRole('button', { name: 'Add a child to room 1' }).click()
      await page.getByLabel(`Room 1 child ${at + 1} birthdate`).fill(child.birthdate)
    }
    await page.getByRole('button', { name: 'Search hotels' }).click()
    const results = page.getByRole('region', { name: 'Search results' })
    await expect(results.getByText(/\d+ hotels? · page 1 of \d+/)).toBeVisible({ timeout: 30_000 })
    await openRooms(page, results.getByRole('article').first())
    await pickRoom(page, 1, { hasNot: /on request/ })
    await page.getByRole('link', { name: 'Continue to booking' }).click()
    await expect(page.getByRole('heading', { name: /^Book /, level: 2 })).toBeVisible()

    // Nothing typed: the customer and its travellers are chosen.
    const people = page.getByRole('region', { name: 'From your customers' })
    await people.getByRole('combobox', { name: 'Choose a customer' }).fill('Duarte')
    await page.getByRole('option', { name: /Duarte, Marta/ }).click()
    await expect(page.getByRole('textbox', { name: 'Customer last name' })).toHaveValue('Duarte')
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('marta.duarte@example.test')
    await people.getByLabel('Choose travellers · room 1').click({ force: true })
    for (const traveller of FAMILY)
      await page.getByRole('option', { name: `${traveller.firstName} Duarte` }).click()
    await page.keyboard.press('Escape')
    for (const [at, traveller] of FAMILY.entries())
      await expect(
        page
          .getByRole('group', { name: `Room 1, traveler ${at + 1}` })
          .getByRole('textbox', { name: 'First name' }),
      ).toHaveValue(traveller.firstName)
    await expect(page.getByTestId('travel-fit')).toHaveCount(0)
    const reference = `FAMILY-${Date.now()}`
    await page.getByRole('textbox', { name: 'Internal reference' }).fill(reference)
    await expectNoSeriousViolations(page, 'main')
    await shoot(page, 'customers-booking-chooser', 'dark')
    await shoot(page, 'customers-booking-chooser', 'light')

    await page.getByRole('button', { name: 'Review the booking' }).click()
    await page.getByRole('button', { name: /^Confirm booking/ }).click()
    await expect(page.getByTestId('booking-outcome')).toHaveText('Booking confirmed', { timeout: 30_000 })
    const bookingId = (await page.getByTestId('booking-id').textContent()) ?? ''
    expect(bookingId).not.toBe('')

    // The booking was made for the chosen customer: a desk-made customer gets the file that booking returned.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Customers' }).click()
    const row = page.getByTestId('customers-list').getByRole('row', { name: /Duarte, Marta/ })
    await expect(row).toBeVisible()
    await expectNoSeriousViolations(page, 'main')
    await shoot(page, 'customers-list', 'dark')
    await shoot(page, 'customers-list', 'light')
    await row.getByRole('button', { name: 'Duarte, Marta' }).click()
    await expect(page.getByText(/^Customer file \S+$/)).toBeVisible()
    // The customer keeps the file its first booking made (sent again by the next one), and its page lists that
    // booking at once: the create's answer gave the cached booking its file (no poll needed).
    await expect(page.getByTestId('customer-bookings').getByRole('link', { name: reference })).toBeVisible()
    await expectNoSeriousViolations(page, 'main')
    await shoot(page, 'customers-page', 'dark')
    await shoot(page, 'customers-page', 'light')
  })
})
