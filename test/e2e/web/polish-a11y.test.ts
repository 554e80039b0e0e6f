import type { Page } from '@playwright/test'
import { join } from 'node:path'
import { expect, expectNoSeriousViolations, SCREENSHOTS, test } from './fixtures'
import { openHotels, openRooms, pickRoom, searchLisbon } from './hotel-steps'

/**
 * No serious or critical axe violation on the whole page (header and navigation included, not only the main
 * region) of the hotel search, a hotel's rooms, the booking form and the settings, in both themes, with the
 * pointer resting on the active section link (issue 14, point 14 and the quality bar).
 */

async function useTheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByRole('button', { name: `Switch to ${scheme} theme` })
  if (await toggle.isVisible()) await toggle.click()
  await expect(
    page.getByRole('button', { name: `Switch to ${scheme === 'dark' ? 'light' : 'dark'} theme` }),
  ).toBeVisible()
}

/** The pointer rests on the active section link, as it does after the agent clicked it. */
async function restOnActiveLink(page: Page): Promise<void> {
  const active = page.getByRole('navigation', { name: 'Sections' }).locator('a[aria-current="page"]')
  await active.hover()
  // Mantine's hover colours come with a short transition.
  await page.waitForTimeout(300)
}

test.describe('accessibility of the hotel screens and settings', () => {
  test('the active section link under the pointer reads at 4.5:1 in the light theme', async ({
    page,
    webHost,
  }) => {
    await openHotels(page, webHost.appUrl)
    await useTheme(page, 'light')
    await restOnActiveLink(page)
    await expectNoSeriousViolations(page, 'nav')
    await page.getByRole('navigation', { name: 'Sections' }).screenshot({
      path: join(SCREENSHOTS, 'polish-a11y-nav-hover-light.png'),
    })
  })

  for (const scheme of ['light', 'dark'] as const) {
    test(`hotel search, rooms, booking and settings: no serious violation, ${scheme}`, async ({
      page,
      webHost,
    }) => {
      test.setTimeout(150_000)
      await page.setViewportSize({ width: 1280, height: 800 })
      await openHotels(page, webHost.appUrl)
      await useTheme(page, scheme)
      const change = page.getByRole('button', { name: 'Change search' })
      if (await change.isVisible()) await change.click()
      await restOnActiveLink(page)
      await expectNoSeriousViolations(page)

      const results = await searchLisbon(page)
      await restOnActiveLink(page)
      await expectNoSeriousViolations(page)
      await page.screenshot({ path: join(SCREENSHOTS, `polish-a11y-results-${scheme}.png`) })

      await openRooms(page, results.getByRole('article').first())
      await pickRoom(page, 1)
      await restOnActiveLink(page)
      await expectNoSeriousViolations(page)

      await page.getByRole('link', { name: 'Continue to booking' }).click()
      await expect(page.getByRole('heading', { name: /^Book /, level: 2 })).toBeVisible()
      await restOnActiveLink(page)
      await expectNoSeriousViolations(page)
      await page.screenshot({ path: join(SCREENSHOTS, `polish-a11y-booking-${scheme}.png`) })

      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Settings' }).click()
      await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible()
      await restOnActiveLink(page)
      await expectNoSeriousViolations(page)
      await page.screenshot({ path: join(SCREENSHOTS, `polish-a11y-settings-${scheme}.png`), fullPage: true })
      await useTheme(page, 'light')
    })
  }
})
