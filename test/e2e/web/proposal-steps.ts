import type { Locator, Page } from '@playwright/test'
import { join } from 'node:path'
import { call } from './bookings-steps'
import { expect, expectNoSeriousViolations, inTheme, SCREENSHOTS, type RunningWebHost } from './fixtures'

/** The agent's steps through proposals, shared by the proposal e2e files. */

/** A 12 % markup on everything, rounded to .90: every selling price differs from its net, so "no net" can be read. */
export async function markUpEverything(host: RunningWebHost): Promise<void> {
  await call(host, 'pricing.saveRule', {
    rule: {
      scope: { kind: 'everything' },
      minimumMargin: null,
      note: '',
      productKind: null,
      percent: 12,
      fixed: null,
      rounding: { kind: 'ending', ending: '.90' },
    },
  })
}

/** Picks `choice` in the first "Add to proposal" menu inside `scope`, and waits for main's answer. */
export async function addToProposal(page: Page, scope: Locator, choice: string | RegExp): Promise<void> {
  await scope.getByTestId('add-to-proposal').first().click()
  const menu = page.getByTestId('add-to-proposal-menu')
  await expect(menu).toBeVisible()
  await menu.getByRole('menuitem', { name: choice }).click()
  await expect(page.getByText(/^Added to /).last()).toBeVisible({ timeout: 15_000 })
}

/** The page in each theme as `<name>-light.png` and `<name>-dark.png`, and no serious axe violation in either. */
export async function shootBothThemes(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${scheme}.png`), fullPage: true })
    await expectNoSeriousViolations(page)
  }
  await inTheme(page, 'light')
}
