import type { Locator, Page } from '@playwright/test'
import { join } from 'node:path'
import { openExperiences } from './experience-steps'
import { expect, inTheme, SCREENSHOTS, test } from './fixtures'
import { pickDestination } from './hotel-steps'

/** An experience's periods and practical information as an agent reads them: bands one per line, light and dark. */
async function shoot(page: Page, region: Locator, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    await region.screenshot({ path: join(SCREENSHOTS, `${name}-${scheme}.png`) })
  }
}

test('an experience page lists each price band on its own line and says the meeting point once', async ({
  page,
  webHost,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  await openExperiences(page, webHost.appUrl)
  await pickDestination(page, 'Pari', 'Paris')
  const results = page.getByRole('region', { name: 'Search results' })
  await expect(results.getByRole('article').first()).toBeVisible({ timeout: 30_000 })
  await results.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').click()

  const periods = page.getByRole('region', { name: 'Periods and prices' })
  await expect(periods).toBeVisible({ timeout: 30_000 })
  const firstPrices = periods.getByRole('row').nth(1).getByRole('cell').last()
  await expect(firstPrices).toContainText(/per (adult|traveler|group)/)
  const facts = page.getByRole('region', { name: 'Practical information' })
  await expect(facts).toContainText('Meeting point')
  await expect(facts).not.toContainText('Meeting point:')
  await shoot(page, periods, 'experience-detail-periods')
  await shoot(page, facts, 'experience-detail-practical')
  // The theme is the shared web host's setting: leave it light, as the next specs of this worker expect.
  await inTheme(page, 'light')
})
