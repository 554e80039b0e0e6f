import type { Locator, Page } from '@playwright/test'
import { join } from 'node:path'
import { expect, SCREENSHOTS } from './fixtures'

/** The agent's steps through the hotel screens, shared by the hotel e2e files. */

/** Types a few letters of a city and picks the city among the suggestions. */
export async function pickDestination(page: Page, letters: string, name: string): Promise<void> {
  const destination = page.getByRole('textbox', { name: 'Destination' })
  await destination.fill(letters)
  // The catalog may still be downloading on a fresh data folder: the local suggestions follow it, and the
  // service's answer replaces them when it comes.
  const option = page.getByRole('option', { name: new RegExp(`^${name}.*City`) }).first()
  await expect(option).toBeVisible({ timeout: 45_000 })
  await option.click()
  await expect(destination).toHaveValue(name)
}

/** Searches Lisbon (1 room, 2 adults by default; `twoRooms` adds a second) and returns the results region. */
export async function searchLisbon(
  page: Page,
  options: { twoRooms?: boolean; bedBankA?: boolean; onRequestFirst?: boolean; childBirthdate?: string } = {},
) {
  await pickDestination(page, 'Lisb', 'Lisbon')
  if (options.childBirthdate) {
    await page.getByRole('button', { name: 'Add a child to room 1' }).click()
    await page.getByLabel('Room 1 child 1 birthdate').fill(options.childBirthdate)
  }
  if (options.onRequestFirst) {
    // Instant availability ascending: hotels no supplier confirms at once come first.
    await page.getByRole('combobox', { name: 'Sort by' }).click()
    await page.getByRole('option', { name: 'Instant availability' }).click()
    await page.getByText('Ascending', { exact: true }).click()
  }
  if (options.twoRooms) await page.getByRole('button', { name: 'Add a room' }).click()
  if (options.bedBankA) {
    await page.getByRole('combobox', { name: 'Suppliers' }).click()
    await page.getByRole('option', { name: 'Bed bank A' }).click()
    await page.keyboard.press('Escape')
  }
  await page.getByRole('button', { name: 'Search hotels' }).click()
  const results = page.getByRole('region', { name: 'Search results' })
  await expect(results.getByText(/\d+ hotels? · page 1 of \d+/)).toBeVisible({ timeout: 30_000 })
  return results
}

export async function openRooms(page: Page, hotel: Locator): Promise<void> {
  await hotel.getByRole('link', { name: /See rooms/ }).click()
  await expect(page.getByRole('region', { name: 'Your selection' })).toBeVisible({ timeout: 30_000 })
}

/**
 * Chooses, among room N's rate rows, the first whose text matches `match` (any when omitted), with one click on the
 * row; answers the row's accessible name and its price as shown.
 */
export async function pickRoom(
  page: Page,
  room: number,
  match?: { has?: RegExp; hasNot?: RegExp },
): Promise<{ summary: string; price: string }> {
  let row = page.getByTestId(`rate-rows-${room}`).getByTestId('rate-row')
  if (match?.has) row = row.filter({ hasText: match.has })
  if (match?.hasNot) row = row.filter({ hasNotText: match.hasNot })
  const first = row.first()
  await expect(first).toBeVisible()
  const summary = (await first.getByRole('radio').getAttribute('aria-label')) ?? ''
  const price = (await first.getByTestId('rate-row-price').textContent()) ?? ''
  await first.getByRole('cell').nth(2).click()
  await expect(first.getByRole('radio')).toBeChecked()
  return { summary, price }
}

export async function fillCustomer(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Customer first name' }).fill('Ana')
  await page.getByRole('textbox', { name: 'Customer last name' }).fill('Sousa')
  await page.getByRole('textbox', { name: 'E-mail' }).fill('ana.sousa@example.com')
}

export async function fillAdult(page: Page, room: number, at: number, first: string, birthdate: string) {
  const group = page.getByRole('group', { name: `Room ${room}, traveler ${at}` })
  await group.getByRole('combobox', { name: 'Gender' }).selectOption('female')
  await group.getByRole('textbox', { name: 'First name' }).fill(first)
  await group.getByRole('textbox', { name: 'Last name' }).fill('Sousa')
  await group.getByLabel('Birthdate').fill(birthdate)
}

/** The whole page in one picture without the fixed header painted over it: a viewport as tall as the page. */
export async function tallScreenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1360, height: 860 }
  const height = Number(await page.evaluate('document.documentElement.scrollHeight'))
  await page.setViewportSize({ width: viewport.width, height: Math.min(height, 4000) })
  await page.screenshot({ path: join(SCREENSHOTS, name) })
  await page.setViewportSize(viewport)
}

/** Opens the app (its start page is the worklist, "Today") and goes to the hotel search. */
export async function openHotels(page: Page, appUrl: string): Promise<void> {
  await page.goto(appUrl)
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Hotels' }).click()
  await expect(page.getByRole('heading', { name: 'Hotels', level: 2 })).toBeVisible()
}
