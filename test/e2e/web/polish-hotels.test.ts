import type { Page } from '@playwright/test'
import { join } from 'node:path'
import { expect, SCREENSHOTS, test } from './fixtures'
import { openHotels, openRooms, pickDestination, searchLisbon } from './hotel-steps'

/**
 * Issue 14, points 8 to 11, as an agent meets them: results first after a search (the form folded), kinds and
 * styles counted over the search, suggestions and recent searches that read differently, a room's rates as rows.
 */

const shot = (name: string) => join(SCREENSHOTS, name)

async function useTheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByRole('button', { name: `Switch to ${scheme} theme` })
  if (await toggle.isVisible()) await toggle.click()
  await expect(
    page.getByRole('button', { name: `Switch to ${scheme === 'dark' ? 'light' : 'dark'} theme` }),
  ).toBeVisible()
}

test.describe('hotel screens an agent compares on', () => {
  test('results come first after a search; the form folds to one line that opens again', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(120_000)
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(viewport)
      await openHotels(page, webHost.appUrl)
      // On a fresh screen (or after a previous search), the form is there to fill.
      const change = page.getByRole('button', { name: 'Change search' })
      if (await change.isVisible()) await change.click()
      const results = await searchLisbon(page)
      const summary = page.getByTestId('search-summary')
      await expect(summary).toContainText('Lisbon')
      await expect(summary).toContainText('1 room · 2 adults')
      await expect(page.getByRole('textbox', { name: 'Destination' })).toHaveCount(0)
      // The first hotel starts in the top third of the screen, not below a form of 60 % of it.
      const firstHotel = results.getByRole('article').first()
      const box = await firstHotel.boundingBox()
      expect(box).not.toBeNull()
      expect(box!.y).toBeLessThan(viewport.height * 0.4)
      const summaryBox = await summary.boundingBox()
      expect(summaryBox!.height).toBeLessThan(60)
      await page.screenshot({ path: shot(`polish-hotels-results-${viewport.width}.png`) })
      await change.click()
      await expect(page.getByRole('textbox', { name: 'Destination' })).toHaveValue('Lisbon')
      await page.getByRole('button', { name: 'Hide the form' }).click()
      await expect(summary).toBeVisible()
    }
  })

  test('kinds and styles count what each would leave of the search', async ({ page, webHost }) => {
    test.setTimeout(120_000)
    await openHotels(page, webHost.appUrl)
    const change = page.getByRole('button', { name: 'Change search' })
    if (await change.isVisible()) await change.click()
    const results = await searchLisbon(page)
    const total = async () =>
      Number(
        /^(\d+) hotels?/.exec(
          (await results.getByText(/\d+ hotels? · page 1 of \d+/).textContent()) ?? '',
        )?.[1],
      )
    const all = await total()
    await change.click()
    const kinds = page
      .getByRole('textbox', { name: 'Kinds' })
      .or(page.getByRole('combobox', { name: 'Kinds' }))
    await kinds.first().click()
    const counted = page.getByRole('option', { name: /\(\d+\)$/ })
    await expect(counted.first()).toBeVisible({ timeout: 30_000 })
    const labels = await counted.allTextContents()
    const counts = labels.map((label) => Number(/\((\d+)\)$/.exec(label)?.[1]))
    // Counted over this search: no kind counts more hotels than the search found.
    expect(Math.max(...counts)).toBeLessThanOrEqual(all)
    await page.screenshot({ path: shot('polish-hotels-kinds-counted.png') })
    // Choosing one leaves exactly the hotels it said.
    const at = counts.findIndex((count) => count > 0 && count < all)
    const pick = at === -1 ? 0 : at
    await counted.nth(pick).click()
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Search hotels' }).click()
    await expect(results.getByText(new RegExp(`^${counts[pick]} hotels? · page 1`))).toBeVisible({
      timeout: 30_000,
    })

    // The two searches read differently among the recent ones.
    await page.getByRole('button', { name: /^Recent searches/ }).click()
    const items = page.getByRole('menu').getByRole('menuitem')
    await expect(items.first()).toBeVisible()
    const texts = await items.allTextContents()
    expect(new Set(texts).size).toBe(texts.length)
    await page.screenshot({ path: shot('polish-hotels-recent-searches.png') })
    await page.keyboard.press('Escape')
  })

  test('destination suggestions each read differently', async ({ page, webHost }) => {
    test.setTimeout(120_000)
    await openHotels(page, webHost.appUrl)
    const change = page.getByRole('button', { name: 'Change search' })
    if (await change.isVisible()) await change.click()
    await pickDestination(page, 'Lisb', 'Lisbon')
    const destination = page.getByRole('textbox', { name: 'Destination' })
    await destination.fill('Park Lane')
    const list = page.getByRole('listbox', { name: 'Destination suggestions' })
    await expect(list.getByRole('option').nth(3)).toBeVisible({ timeout: 45_000 })
    await expect(page.getByTestId('suggestions-source')).toContainText('From the booking service')
    const texts = await list.getByRole('option').allTextContents()
    expect(new Set(texts).size).toBe(texts.length)
    await page.screenshot({ path: shot('polish-hotels-suggestions.png') })
  })

  test('a room’s rates are rows to compare, chosen with one click or the keyboard, light and dark', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    await openHotels(page, webHost.appUrl)
    const change = page.getByRole('button', { name: 'Change search' })
    if (await change.isVisible()) await change.click()
    const results = await searchLisbon(page)
    await openRooms(page, results.getByRole('article').first())
    const rows = page.getByTestId('rate-rows-1')
    await expect(rows.getByRole('columnheader')).toHaveText([
      'Choose',
      'Room and rate',
      'Board',
      'Cancellation',
      'Supplier',
      'Price',
      'Promotion',
    ])
    const rateRows = rows.getByTestId('rate-row')
    expect(await rateRows.count()).toBeGreaterThan(1)
    // Each row names the supplier and says the cancellation in words.
    await expect(rateRows.first().getByRole('cell').nth(4)).not.toBeEmpty()
    await expect(rateRows.first().getByRole('cell').nth(3)).toHaveText(
      /Free cancellation until|Non-refundable|Cancellation fee now|Cancellation conditions unknown/,
    )
    // One click on a row chooses it.
    await rateRows.nth(1).getByRole('cell').nth(2).click()
    await expect(rateRows.nth(1).getByRole('radio')).toBeChecked()
    await expect(page.getByTestId('selection-total')).toHaveText(
      (await rateRows.nth(1).getByTestId('rate-row-price').textContent()) ?? '',
    )
    // The keyboard moves the choice along the rows.
    await rateRows.nth(1).getByRole('radio').focus()
    await page.keyboard.press('ArrowDown')
    await expect(rateRows.nth(2).getByRole('radio')).toBeChecked()
    await expect(page.getByTestId('selection-total')).toHaveText(
      (await rateRows.nth(2).getByTestId('rate-row-price').textContent()) ?? '',
    )
    await page.keyboard.press('ArrowUp')
    await expect(rateRows.nth(1).getByRole('radio')).toBeChecked()
    const selection = page.getByRole('region', { name: 'Your selection' })
    await selection.screenshot({ path: shot('polish-hotels-rate-rows-light.png') })
    await page.screenshot({ path: shot('polish-hotels-rooms-1280-light.png') })
    await useTheme(page, 'dark')
    await selection.screenshot({ path: shot('polish-hotels-rate-rows-dark.png') })
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.screenshot({ path: shot('polish-hotels-rooms-1920-dark.png') })
    await useTheme(page, 'light')
  })
})
