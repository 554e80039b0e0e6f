import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, expectNoSeriousViolations, inTheme, SCREENSHOTS, test } from './fixtures'
import { clearMarkupRules } from './margin-steps'

/**
 * Settings → Pricing as a new agent sets the agency's margin: "hotels +12 %, rounded to .90" and "experiences +8 EUR
 * per person", each previewed on sample prices before it is saved, then listed most specific first.
 */

async function choose(page: Page, form: Locator, label: string, option: string): Promise<void> {
  await form.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

// The worker's web host is shared: start from no rules (a retry too) and leave none behind.
test.beforeEach(async ({ webHost }) => clearMarkupRules(webHost))
test.afterEach(async ({ webHost }) => clearMarkupRules(webHost))

test('creates the hotels and experiences rules, previewed before saving', async ({ page, webHost }) => {
  test.setTimeout(120_000)
  await page.goto(webHost.appUrl)
  await page.getByRole('link', { name: 'Settings' }).click()
  const section = page.getByRole('region', { name: 'Pricing' })
  await expect(section.getByText(/The most specific rule wins: customer file, then hotel/)).toBeVisible()

  // Hotels +12 %, rounded up to .90: 100 EUR net sells at 112.90 (3 nights, 2 people in the preview).
  await section.getByRole('button', { name: 'Add a rule' }).click()
  let form = section.getByRole('form', { name: 'New markup rule' })
  await choose(page, form, 'Kind of product', 'Hotels')
  await form.getByLabel('Percentage added').fill('12')
  await choose(page, form, 'Rounding (up)', 'To an ending of .90')
  const preview = form.getByTestId('rule-preview')
  await expect(preview.getByRole('row', { name: /€100\.00 €112\.90 €12\.90/ })).toBeVisible()
  await expect(preview.getByRole('row', { name: /JP¥15,000 JP¥16,800 JP¥1,800/ })).toBeVisible()
  await form.getByRole('button', { name: 'Save rule' }).click()
  const rules = section.getByRole('table', { name: 'Markup rules, most specific first' })
  await expect(rules.getByRole('row', { name: /Everything \(hotels\) 12 % Ending \.90/ })).toBeVisible()

  // Experiences +8 EUR per person: 2 people add 16 EUR; a price in yen gets no fixed part, and the preview says so.
  await section.getByRole('button', { name: 'Add a rule' }).click()
  form = section.getByRole('form', { name: 'New markup rule' })
  await choose(page, form, 'Kind of product', 'Experiences')
  await form.getByLabel('Percentage added').fill('0')
  await form.getByLabel('Fixed amount added').fill('8')
  await choose(page, form, 'Per', 'Person')
  await expect(
    form.getByTestId('rule-preview').getByRole('row', { name: /€100\.00 €116\.00 €16\.00/ }),
  ).toBeVisible()
  await expect(
    form
      .getByTestId('rule-preview')
      .getByRole('row', { name: /JP¥15,000 JP¥15,000 JP¥0 Fixed part left out/ }),
  ).toBeVisible()
  await section.scrollIntoViewIfNeeded()
  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    await section.screenshot({ path: join(SCREENSHOTS, `margin-rules-preview-${scheme}.png`) })
  }
  await expectNoSeriousViolations(page, 'section[aria-labelledby="pricing-title"]')
  await form.getByRole('button', { name: 'Save rule' }).click()
  await expect(rules.getByRole('row', { name: /Everything \(experiences\) €8\.00 per person/ })).toBeVisible()
  await expect(form).toHaveCount(0)

  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    await section.screenshot({ path: join(SCREENSHOTS, `margin-rules-list-${scheme}.png`) })
  }
  await expectNoSeriousViolations(page, 'section[aria-labelledby="pricing-title"]')
  await inTheme(page, 'light')
})
