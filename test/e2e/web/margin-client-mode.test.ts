import type { Locator, Page } from '@playwright/test'
import { join } from 'node:path'
import { formatMoney } from '../../../src/shared/domain/money'
import {
  expect,
  expectNoSeriousViolations,
  inTheme,
  SCREENSHOTS,
  startWebHost,
  test,
  type RunningWebHost,
} from './fixtures'
import { bookHotel, call, openBooking } from './bookings-steps'
import {
  addToBasket,
  fillBasketCustomer,
  fillTravelers,
  openBasket,
  pricedWithExtras,
} from './experience-booking-steps'
import { fillAdult, fillCustomer, openHotels, openRooms, pickRoom, searchLisbon } from './hotel-steps'
import { clearMarkupRules } from './margin-steps'

/**
 * The client screen: the agent reads the net figures of the results, the rooms, the booking screen and a booking's
 * page in normal mode, turns the client screen on with its key, and the whole text of each page holds none of
 * them; the badge says so and stays after a reload. The switch is a setting of the web host, so this spec runs on
 * a host of its own: the other specs never see a screen turned to a customer.
 */
test.describe.configure({ mode: 'serial' })

let host: RunningWebHost & { stop(): void }

test.beforeAll(async () => {
  test.setTimeout(120_000)
  host = await startWebHost()
})

test.afterAll(() => host?.stop())

const KEY = 'Control+Shift+C'

/** The texts of every element matched, trimmed, the empty ones left out. */
async function textsOf(locator: Locator): Promise<string[]> {
  const texts = await locator.allTextContents()
  return texts.map((text) => text.trim()).filter((text) => text !== '')
}

/** The page's whole text holds none of the net figures. */
async function expectNoNet(page: Page, net: readonly string[], where: string): Promise<void> {
  const text = String(await page.evaluate('document.body.innerText'))
  const found = net.filter((figure) => text.includes(figure))
  expect(found, `net figures on the ${where}`).toEqual([])
}

const badge = (page: Page) => page.getByTestId('client-mode-badge')

async function blurField(page: Page): Promise<void> {
  await page.evaluate('document.activeElement && document.activeElement.blur()')
}

test('the client screen shows no net figure on results, rooms, booking and booking page, and survives a reload', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const booked = await bookHotel(host, 75)

  // Normal mode: the net figures as each screen writes them.
  await page.goto(host.appUrl)
  await openBooking(page, host, booked.bookingId)
  await expect(badge(page)).toHaveCount(0)
  const pageNet = [
    formatMoney(booked.total, booked.currency, 'en-GB'),
    ...(await textsOf(page.getByTestId('detail-total'))),
  ]
  expect(String(await page.evaluate('document.body.innerText'))).toContain(pageNet[0])

  await openHotels(page, host.appUrl)
  const results = await searchLisbon(page)
  await expect(results.getByTestId('hotel-price').first()).toBeVisible()
  const resultsNet = await textsOf(results.getByTestId('hotel-price'))
  const previews = await textsOf(results.locator('table[aria-label^="Room previews"] td:last-child'))
  expect(resultsNet.length).toBeGreaterThan(0)

  await openRooms(page, results.getByRole('article').first())
  const { price } = await pickRoom(page, 1, { hasNot: /on request/ })
  const roomsNet = [
    price.trim(),
    ...(await textsOf(page.getByTestId('rate-row-price'))),
    ...(await textsOf(page.getByTestId('bed-choice-price'))),
  ]
  await page.getByRole('link', { name: 'Continue to booking' }).click()
  await expect(page.getByRole('heading', { name: /^Book /, level: 2 })).toBeVisible()
  const net = [...new Set([...pageNet, ...resultsNet, ...previews, ...roomsNet])].filter((figure) =>
    /\d/.test(figure),
  )
  expect(String(await page.evaluate('document.body.innerText'))).toContain(price.trim())

  // The key is left alone while the agent types in a field.
  const firstName = page.getByRole('textbox', { name: 'Customer first name' })
  await firstName.focus()
  await page.keyboard.press(KEY)
  await expect(badge(page)).toHaveCount(0)
  await expect(firstName).toBeFocused()

  // Anywhere else it turns the client screen on.
  await blurField(page)
  await page.keyboard.press(KEY)
  await expect(badge(page)).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Client screen' })).toBeChecked()
  await expectNoNet(page, net, 'booking screen')

  await page.goBack()
  await expect(page.getByRole('region', { name: 'Your selection' })).toBeVisible()
  await expect(page.getByTestId('rate-row').first()).toBeVisible()
  await expectNoNet(page, net, 'rooms page')
  await expect(page.getByTestId('rate-row-price').first()).toHaveText('Price on request')

  await page.goBack()
  await expect(
    page.getByRole('region', { name: 'Search results' }).getByTestId('hotel-price').first(),
  ).toBeVisible()
  await expectNoNet(page, net, 'results')
  await expect(badge(page)).toBeVisible()
  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    await page.screenshot({ path: join(SCREENSHOTS, `margin-client-mode-results-${scheme}.png`) })
  }
  await expectNoSeriousViolations(page)

  await openBooking(page, host, booked.bookingId)
  await expect(badge(page)).toBeVisible()
  await expect(page.getByTestId('detail-total')).toContainText('Price on request')
  await expectNoNet(page, net, 'booking page')
  await expect(page.getByRole('tab', { name: /Messages/ })).toHaveCount(0)

  // A reload keeps the client screen: the badge, and still no net.
  await page.reload()
  await expect(page.getByTestId('detail-booking-id')).toBeVisible({ timeout: 30_000 })
  await expect(badge(page)).toBeVisible()
  await expectNoNet(page, net, 'booking page after a reload')
  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    await page.screenshot({ path: join(SCREENSHOTS, `margin-client-mode-booking-${scheme}.png`) })
  }
  await expectNoSeriousViolations(page)

  // The header's switch turns it off again: the net is back.
  await page.getByRole('switch', { name: 'Client screen' }).click({ force: true })
  await expect(badge(page)).toHaveCount(0)
  await expect(page.getByTestId('detail-total')).toContainText(pageNet[0]!)
  await inTheme(page, 'light')
})

/**
 * The amounts of the agent-only lines ("Net €243.91 · margin €29.99 (10.9%)"), each with its currency sign glued
 * on, so that a margin of €12.90 is not found inside a selling price of €112.90.
 */
async function netFigures(page: Page): Promise<string[]> {
  const texts = await textsOf(page.locator('[data-net]'))
  return texts.flatMap((text) => text.match(/[^\s\d().,·:]+\d[\d,]*\.\d{2}/g) ?? [])
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await inTheme(page, scheme)
    await page.screenshot({ path: join(SCREENSHOTS, `margin-client-mode-${name}-${scheme}.png`) })
  }
  await inTheme(page, 'light')
}

const clientSwitch = (page: Page) => page.getByRole('switch', { name: 'Client screen' })

test('the client screen shows the selling price on the review, the confirmation, the basket and the experiences booked', async ({
  page,
}) => {
  test.setTimeout(300_000)
  await clearMarkupRules(host)
  const everything = { scope: { kind: 'everything' as const }, fixed: null, minimumMargin: null, note: '' }
  await call(host, 'pricing.saveRule', {
    rule: { ...everything, productKind: 'hotel', percent: 12, rounding: { kind: 'ending', ending: '.90' } },
  })
  await call(host, 'pricing.saveRule', {
    rule: { ...everything, productKind: 'experience', percent: 10, rounding: { kind: 'none' } },
  })
  try {
    // The hotel review in normal mode: its selling price, and the net figures beside it.
    await openHotels(page, host.appUrl)
    await expect(badge(page)).toHaveCount(0)
    const results = await searchLisbon(page)
    await openRooms(page, results.getByRole('article').first())
    await pickRoom(page, 1, { hasNot: /on request/ })
    await page.getByRole('link', { name: 'Continue to booking' }).click()
    await fillCustomer(page)
    await fillAdult(page, 1, 1, 'Ana', '1985-03-14')
    await fillAdult(page, 1, 2, 'Rita', '1987-09-02')
    await page.getByRole('button', { name: 'Review the booking' }).click()
    const sell = ((await page.getByTestId('review-sell').textContent()) ?? '').trim()
    expect(sell).toMatch(/\.90$/)
    const hotelNet = [
      ...(await netFigures(page)),
      ((await page.getByTestId('booking-total').textContent()) ?? '').replace(/^Total /, '').trim(),
    ]
    expect(hotelNet.length).toBeGreaterThan(1)
    expect(hotelNet).not.toContain(sell)

    // On the client screen: the review and its confirm button say the selling price, never the net.
    await blurField(page)
    await page.keyboard.press(KEY)
    await expect(badge(page)).toBeVisible()
    await expectNoNet(page, hotelNet, 'review')
    // The rooms booked say the stay's selling price too, not "Price on request" beside it.
    await expect(page.getByTestId('booking-total')).toHaveText(`Total ${sell}`)
    const confirm = page.getByRole('button', { name: `Confirm booking · ${sell}` })
    await expect(confirm).toBeVisible()
    await screenshots(page, 'review')
    await expectNoSeriousViolations(page)

    // The confirmation: the frozen selling price, and no net total.
    await confirm.click()
    await expect(page.getByTestId('booking-outcome')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('frozen-sell')).toHaveText(sell)
    await expect(page.getByTestId('confirmation-net')).toHaveCount(0)
    await expectNoNet(page, hotelNet, 'confirmation')
    await screenshots(page, 'confirmation')
    await expectNoSeriousViolations(page)

    // The experiences basket in normal mode: the line's net figures.
    await clientSwitch(page).click({ force: true })
    await expect(badge(page)).toHaveCount(0)
    const activity = await pricedWithExtras(host, 'Activity', 1)
    await addToBasket(page, activity)
    await openBasket(page)
    const line = page.getByTestId('basket-line').filter({ hasText: activity.name })
    const lineSell = ((await line.getByTestId('line-total').textContent()) ?? '').trim()
    const experienceNet = await netFigures(page)
    expect(experienceNet.length).toBeGreaterThan(0)
    expect(experienceNet).not.toContain(lineSell)

    await clientSwitch(page).click({ force: true })
    await expect(badge(page)).toBeVisible()
    await expectNoNet(page, experienceNet, 'basket')
    await expect(page.getByTestId('basket-total')).toContainText(lineSell)
    // The line's price and the basket's total in view, the switch's tooltip gone.
    await page.mouse.move(600, 600)
    await page.evaluate('window.scrollTo(0, 0)')
    await screenshots(page, 'basket')
    await expectNoSeriousViolations(page)
    await fillTravelers(page, line, activity.name, 'Ferreira')
    await fillBasketCustomer(page)

    await page.getByRole('button', { name: 'Book 1 experience' }).click()
    const booked = page.getByTestId('basket-booked')
    await expect(booked).toBeVisible({ timeout: 60_000 })
    await expect(booked.getByTestId('frozen-sell')).toHaveText(lineSell)
    await expect(booked.getByTestId('booked-net')).toHaveCount(0)
    await expectNoNet(page, experienceNet, 'experiences booked')
    await screenshots(page, 'experiences-booked')
    await expectNoSeriousViolations(page)
  } finally {
    if ((await badge(page).count()) > 0) await clientSwitch(page).click({ force: true })
    await clearMarkupRules(host)
  }
})
