import type { Locator, Page } from '@playwright/test'
import { join } from 'node:path'
import { call } from './bookings-steps'
import { clearMarkupRules } from './margin-steps'
import { addToBasket, openBasket, pricedWithExtras } from './experience-booking-steps'
import { expect, expectNoSeriousViolations, inTheme, SCREENSHOTS, test } from './fixtures'
import { fillAdult, fillCustomer, openHotels, openRooms, pickRoom, searchLisbon } from './hotel-steps'

/**
 * The agency's margin on every screen that prices: with "hotels +12%, rounded to .90; experiences +8 EUR per
 * person" saved through the app's own channel, the results, the rate rows, the review and the basket show the
 * selling price first and the net with the margin beside it.
 */

/** The number in a formatted amount ("€1,014.90" -> 1014.9; "1 014,90 €" is not used: the desk runs in en). */
function amountOf(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''))
}

/** A SellingPrice display: its selling amount and its net (from the separate data-net element). */
async function sellingOf(price: Locator): Promise<{ sell: string; net: number; netText: string }> {
  const box = price.locator('xpath=ancestor::*[@data-selling-price][1]')
  const netText = (await box.locator('[data-net]').textContent()) ?? ''
  const net = amountOf(/^Net ([^·]+)/.exec(netText)?.[1] ?? '')
  return { sell: (await price.textContent()) ?? '', net, netText }
}

/** +12 % rounded up to the next .90 (in cents, as the rule engine does). */
function hotelSell(net: number): number {
  const marked = Math.round(net * 112)
  const candidate = Math.floor(marked / 100) * 100 + 90
  return (candidate >= marked ? candidate : candidate + 100) / 100
}

async function expectHotelPrice(price: Locator): Promise<void> {
  const { sell, net, netText } = await sellingOf(price)
  expect(sell).toMatch(/\.90$/)
  expect(amountOf(sell)).toBeCloseTo(hotelSell(net), 2)
  expect(netText).toMatch(/^Net .+ · margin .+ \(\d+(\.\d)?%\)$/)
}

async function saveRules(host: Parameters<typeof call>[0]): Promise<void> {
  const base = { scope: { kind: 'everything' as const }, minimumMargin: null, note: '' }
  await call(host, 'pricing.saveRule', {
    rule: {
      ...base,
      productKind: 'hotel',
      percent: 12,
      fixed: null,
      rounding: { kind: 'ending', ending: '.90' },
    },
  })
  await call(host, 'pricing.saveRule', {
    rule: {
      ...base,
      productKind: 'experience',
      percent: 0,
      fixed: { amount: 8, currency: 'EUR', per: 'person' },
      rounding: { kind: 'none' },
    },
  })
}

const expectAccessible = (page: Page) => expectNoSeriousViolations(page, 'main')

test('margin: results, rate rows, review and basket show selling prices with the net apart', async ({
  page,
  webHost,
}) => {
  test.setTimeout(480_000)
  await clearMarkupRules(webHost)
  await saveRules(webHost)
  try {
    await pricesWithRules(page, webHost)
  } finally {
    await clearMarkupRules(webHost)
  }
})

async function pricesWithRules(page: Page, webHost: Parameters<typeof call>[0]): Promise<void> {
  await openHotels(page, webHost.appUrl)
  const results = await searchLisbon(page)
  const first = results.getByRole('article').first()
  await expectHotelPrice(first.getByTestId('hotel-price'))
  await expectHotelPrice(first.getByTestId('room-preview-price').first())
  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    await first.screenshot({ path: join(SCREENSHOTS, `margin-selling-results-${scheme}.png`) })
    await expectAccessible(page)
  }
  await inTheme(page, 'light')

  await openRooms(page, first)
  const { price } = await pickRoom(page, 1, { hasNot: /on request/ })
  expect(price).toMatch(/\.90$/)
  await expectHotelPrice(page.getByTestId('rate-rows-1').getByTestId('rate-row-price').first())
  await expectHotelPrice(page.getByTestId('selection-total'))
  await page.getByRole('link', { name: 'Continue to booking' }).click()
  await fillCustomer(page)
  await fillAdult(page, 1, 1, 'Ana', '1985-03-14')
  await fillAdult(page, 1, 2, 'Rita', '1987-09-02')
  await page.getByRole('button', { name: 'Review the booking' }).click()
  const reviewSell = page.getByTestId('review-sell')
  await expectHotelPrice(reviewSell)
  const sellText = (await reviewSell.textContent()) ?? ''
  await expect(page.getByRole('button', { name: `Confirm booking · ${sellText}` })).toBeVisible()
  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    await page
      .getByTestId('review-selling')
      .screenshot({ path: join(SCREENSHOTS, `margin-selling-review-${scheme}.png`) })
  }
  await expectAccessible(page)
  await inTheme(page, 'light')

  // Experiences: +8 EUR for each of the three travellers of the priced party.
  const activity = await pricedWithExtras(webHost, 'Activity', 1)
  await addToBasket(page, activity)
  await openBasket(page)
  const line = page.getByTestId('basket-line').filter({ hasText: activity.name })
  const { sell, net, netText } = await sellingOf(line.getByTestId('line-total'))
  if (sell.includes('€')) {
    expect(amountOf(sell)).toBeCloseTo(net + 24, 2)
    expect(netText).toContain('margin €24.00')
  } else expect(netText).toContain('no markup') // a fixed amount in EUR never marks up another currency
  await expect(page.getByTestId('basket-total')).toContainText(sell)
  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    // The line's heading and price (the whole line is mostly its travelers' form).
    await line
      .getByTestId('line-total')
      .locator('xpath=ancestor::*[@data-selling-price][1]/../..')
      .screenshot({ path: join(SCREENSHOTS, `margin-selling-basket-${scheme}.png`) })
  }
  await expectAccessible(page)
}
