import type { Locator, Page } from '@playwright/test'
import { call } from './bookings-steps'
import { expect, type RunningWebHost } from './fixtures'
import { isoInDays, pickDates } from './experience-steps'

/** The agent's steps from a search to the basket and through its form, for the experience booking specs. */

export const CHILD_BIRTHDATE = '2017-03-14'
export const PARTY = { adults: 2, childrenBirthdates: [CHILD_BIRTHDATE] }

/**
 * A priced experience of that type with extras, found through the desk's own search channel (a program with
 * nights needing a hotel): the spec then finds it on screen by its name, as an agent would.
 */
export async function pricedWithExtras(
  host: RunningWebHost,
  type: 'Activity' | 'Program',
  days: number,
): Promise<{ name: string; startAt: string; endAt: string }> {
  const startAt = isoInDays(30)
  const endAt = isoInDays(30 + days - 1)
  const found = await call(host, 'experiences.search', {
    types: [type],
    startAt,
    endAt,
    party: PARTY,
    pricedOnly: true,
    perPage: 50,
  })
  for (const result of found.results) {
    if (result.price === null || result.price.extras.length === 0 || result.durationDays > days) continue
    if (type === 'Program') {
      const { detail } = await call(host, 'experiences.detail', { id: result.id })
      const nights = detail.programDays.filter((day) => day.accommodationType === 'hotel')
      if (nights.length < 2 || detail.programDays.length !== days) continue
    }
    return { name: result.name, startAt, endAt }
  }
  throw new Error(`No priced ${type} with extras for ${days} days`)
}

/** Searches the experience by its name for the party and dates, opens it and adds its offer to the basket. */
export async function addToBasket(
  page: Page,
  experience: { name: string; startAt: string; endAt: string },
): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Experiences' }).click()
  const form = page.getByRole('form', { name: 'Experience search' })
  await form.getByRole('textbox', { name: 'Search' }).fill(experience.name)
  if ((await page.getByLabel('Child 1 birthdate').count()) === 0) {
    await page.getByRole('button', { name: 'Add a child' }).click()
    await page.getByLabel('Child 1 birthdate').fill(CHILD_BIRTHDATE)
  }
  await pickDates(page, experience.startAt, experience.endAt)
  const results = page.getByRole('region', { name: 'Search results' })
  const link = results.getByRole('link', { name: experience.name, exact: true })
  await expect(results.getByTestId('offer-total').first()).toBeVisible({ timeout: 30_000 })
  await link.first().click()
  const offer = page.getByTestId('offer-panel')
  await expect(offer.getByTestId('detail-total')).toHaveText(/\d/, { timeout: 30_000 })
  await offer.getByRole('button', { name: 'Add to basket' }).click()
  await expect(offer.getByRole('status')).toContainText('Added to the basket')
}

export async function openBasket(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Basket/ }).click()
  await expect(page.getByRole('heading', { name: 'Experiences basket', level: 1 })).toBeVisible()
}

/** Names every traveler of a basket line (the priced party: two adults and the child with its priced birthdate). */
export async function fillTravelers(
  page: Page,
  line: Locator,
  name: string,
  lastName: string,
): Promise<void> {
  const travelers = [
    { first: 'Ana', gender: 'female', birthdate: '1984-02-11' },
    { first: 'Luis', gender: 'male', birthdate: '1982-09-30' },
    { first: 'Marta', gender: 'female', birthdate: null },
  ]
  for (const [at, traveler] of travelers.entries()) {
    const group = line.getByRole('group', { name: `${name}, traveler ${at + 1}` })
    await group.getByLabel('Gender').selectOption(traveler.gender)
    await group.getByLabel('First name').fill(traveler.first)
    await group.getByLabel('Last name').fill(lastName)
    if (traveler.birthdate !== null) await group.getByLabel('Birthdate').fill(traveler.birthdate)
  }
}

export async function fillBasketCustomer(page: Page): Promise<void> {
  await page.getByLabel('Customer first name').fill('Ana')
  await page.getByLabel('Customer last name').fill('Ferreira')
  await page.getByLabel('E-mail').fill('ana.ferreira@example.com')
  await page.getByLabel('Your reference').fill(`E2E-${Date.now()}`)
}
