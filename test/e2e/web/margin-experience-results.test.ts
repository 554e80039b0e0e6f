import { join } from 'node:path'
import { call } from './bookings-steps'
import { isoInDays, openExperiences, pickDates } from './experience-steps'
import { expect, expectNoSeriousViolations, inTheme, SCREENSHOTS, test } from './fixtures'
import { pickDestination } from './hotel-steps'
import { clearMarkupRules } from './margin-steps'

/**
 * Experience result cards sell too: with "experiences +8 EUR per person", a priced card shows the party's total as
 * the agency sells it (2 adults: net + 16 EUR), and the net with the margin in their own element, as hotel results do.
 */
test('margin: experience result cards show the selling total with the net apart', async ({
  page,
  webHost,
}) => {
  test.setTimeout(240_000)
  await clearMarkupRules(webHost)
  await call(webHost, 'pricing.saveRule', {
    rule: {
      scope: { kind: 'everything' },
      productKind: 'experience',
      percent: 0,
      fixed: { amount: 8, currency: 'EUR', per: 'person' },
      rounding: { kind: 'none' },
      minimumMargin: null,
      note: '',
    },
  })
  try {
    await openExperiences(page, webHost.appUrl)
    await pickDestination(page, 'Pari', 'Paris')
    const results = page.getByRole('region', { name: 'Search results' })
    await pickDates(page, isoInDays(30), isoInDays(30))
    await expect(results.getByTestId('results-count')).toContainText('priced for 2 adults', {
      timeout: 30_000,
    })
    const card = results
      .getByRole('article')
      .filter({ has: page.locator('[data-testid="offer-total"]:has-text("€")') })
      .first()
    await expect(card).toBeVisible({ timeout: 30_000 })
    const sell = Number(((await card.getByTestId('offer-total').textContent()) ?? '').replace(/[^\d.]/g, ''))
    const netText = (await card.locator('[data-net]').textContent()) ?? ''
    expect(netText).toContain('margin €16.00')
    const net = Number((/^Net ([^·]+)/.exec(netText)?.[1] ?? '').replace(/[^\d.]/g, ''))
    expect(sell).toBeCloseTo(net + 16, 2)
    for (const scheme of ['light', 'dark'] as const) {
      await inTheme(page, scheme)
      await card.screenshot({ path: join(SCREENSHOTS, `margin-experience-results-${scheme}.png`) })
      await expectNoSeriousViolations(page, 'main')
    }
    await inTheme(page, 'light')
  } finally {
    await clearMarkupRules(webHost)
  }
})
