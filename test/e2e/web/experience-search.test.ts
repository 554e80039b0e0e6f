import type { Page } from '@playwright/test'
import { join } from 'node:path'
import { controlPlane, tallScreenshot } from './bookings-steps'
import { expect, expectNoSeriousViolations, SCREENSHOTS, startWebHost, test } from './fixtures'
import { isoInDays, openExperiences, pickDates } from './experience-steps'
import { pickDestination } from './hotel-steps'

const expectAccessible = (page: Page) => expectNoSeriousViolations(page, 'main')

/**
 * The experience search and detail in Chromium through the web host, against the embedded sandbox: a party with a
 * child and dates give priced cards with their hold; without dates the screen says why there is no price; a
 * program's detail shows its days; the offer goes into the basket and exports as a PDF; offline, the search made
 * reads from this computer with its "as of" time.
 */
test('searches Paris for a party, opens a program, adds it to the basket, makes no quote at the net, and reads offline', async ({
  page,
}) => {
  test.setTimeout(240_000)
  // The spec takes the sandbox offline: a host of its own, so that no other spec sees it.
  const host = await startWebHost()
  try {
    await openExperiences(page, host.appUrl)
    await pickDestination(page, 'Pari', 'Paris')

    // Without dates: catalog data only, and the sentence that says why.
    const results = page.getByRole('region', { name: 'Search results' })
    await expect(results.getByTestId('results-count')).toHaveText(/^\d+ experiences? (found|shown)/, {
      timeout: 30_000,
    })
    await expect(results.getByTestId('no-price-sentence')).toHaveText(/choose the dates/)
    await expect(results.getByTestId('offer-price')).toHaveCount(0)
    await expect(results.getByRole('article').first()).toBeVisible()
    await page.screenshot({ path: join(SCREENSHOTS, 'experience-search-unpriced.png') })

    // 2 adults (the default) and a child, and dates: the results are priced again for that party.
    await page.getByRole('button', { name: 'Add a child' }).click()
    await page.getByLabel('Child 1 birthdate').fill('2017-03-14')
    // One day: the day trips are priced (a program is priced for dates of its own length).
    await pickDates(page, isoInDays(30), isoInDays(30))
    await expect(results.getByTestId('no-price-sentence')).toHaveCount(0, { timeout: 30_000 })
    await expect(results.getByTestId('results-count')).toContainText('priced for 2 adults, 1 child')
    const priced = results
      .getByRole('article')
      .filter({ has: page.getByTestId('offer-total') })
      .first()
    await expect(priced).toBeVisible()
    await expect(priced.getByTestId('offer-total')).toHaveText(/\d/)
    await expect(priced.getByTestId('offer-countdown')).toHaveText(/^Price held for \d+:\d{2}/)
    await expect(priced.getByText(/^(Spots held|On request)$/)).toBeVisible()
    await page.screenshot({ path: join(SCREENSHOTS, 'experience-search-priced.png') })
    await expectAccessible(page)

    // Programs only, with a price: they are priced for dates of their own length (3 days here), on the days their
    // departures run.
    await page.getByText('Programs', { exact: true }).click()
    await expect(results.getByRole('article').first()).toContainText('Program', { timeout: 30_000 })
    await expect(results.getByTestId('no-offer').first()).toContainText(
      /^Lasts \d+ days: priced for dates of that length/,
    )
    await page.screenshot({ path: join(SCREENSHOTS, 'experience-search-programs.png') })
    await page.getByLabel('Only experiences with a price for this party and these dates').check()
    let found = 0
    // Two weeks from a month ahead, then the first days of the next months: series programs depart once a month,
    // and the demo's seasons move with the simulated now, so a fixed fortnight can fall between departures.
    for (const offset of programStartOffsets()) {
      if (found > 0) break
      const [from, to] = [isoInDays(offset), isoInDays(offset + 2)]
      await pickDates(page, from, to)
      await expect(results).toHaveAttribute('data-dates', `${from}/${to}`, { timeout: 30_000 })
      await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
      found = Number(
        /^(\d+)/.exec((await results.getByTestId('results-count').textContent()) ?? '')?.[1] ?? 0,
      )
    }
    expect(found).toBeGreaterThan(0)
    const program = results
      .getByRole('article')
      .filter({ has: page.getByTestId('offer-total') })
      .first()
    const name = (await program.getByRole('heading', { level: 3 }).textContent()) ?? ''
    expect(name).not.toBe('')
    await program.getByRole('link', { name }).click()

    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible({ timeout: 30_000 })
    const days = page.getByRole('region', { name: 'Program day by day' }).getByTestId('program-day')
    await expect(days.first()).toBeVisible()
    expect(await days.count()).toBeGreaterThan(1)
    await expect(days.first()).toContainText('Day 1')
    await expect(days.first()).toContainText('Meals:')
    await expect(page.getByRole('region', { name: 'Periods and prices' })).toContainText('per adult')
    await expect(page.getByRole('region', { name: 'Cancellation policy' })).toContainText(/cancel/i)
    const offer = page.getByTestId('offer-panel')
    await expect(offer).toContainText('2 adults, 1 child')
    await expect(offer.getByTestId('detail-total')).toHaveText(/\d/)
    await expect(offer.getByTestId('offer-countdown')).toBeVisible()

    // Into the basket: the header's indicator counts it.
    await expect(page.getByTestId('basket-count')).toHaveText('0')
    await offer.getByRole('button', { name: 'Add to basket' }).click()
    await expect(page.getByTestId('basket-count')).toHaveText('1')
    await expect(offer.getByRole('status')).toContainText('Added to the basket')
    await tallScreenshot(page, 'experience-detail-program.png')
    await expectAccessible(page)

    // The quote is the customer's document: without a selling price it is not offered, never made at the net.
    await offer.getByLabel('Client folder reference').fill('DOSSIER-042')
    await expect(offer.getByTestId('quote-no-selling-price')).toBeVisible()
    await expect(offer.getByRole('button', { name: 'Export quote' })).toBeDisabled()
    await offer.screenshot({ path: join(SCREENSHOTS, 'experience-quote-export.png') })

    // Offline: the same search reads from this computer, with its time and no bookable price.
    const sandbox = controlPlane(host)
    await sandbox.goOffline()
    try {
      await page.getByRole('link', { name: 'Back to the search' }).click()
      await page.getByRole('button', { name: 'Search experiences' }).click()
      const banner = results.getByTestId('cached-banner')
      await expect(banner).toBeVisible({ timeout: 30_000 })
      await expect(banner).toContainText('These results are as of')
      await expect(results.getByTestId('offer-price')).toHaveCount(0)
      await expect(results.getByRole('article').first()).toBeVisible()
      await page.screenshot({ path: join(SCREENSHOTS, 'experience-search-offline.png') })
      await expectAccessible(page)
    } finally {
      await sandbox.goOnline()
    }
  } finally {
    host.stop()
  }
})

/**
 * Where each result stands, in the order shown (0 spots held, 1 on request, 2 no price): read while scrolling down
 * the list, which draws only the cards near the screen.
 */
async function groupRanks(page: Page, total: number): Promise<number[]> {
  const ranks = new Map<number, number>()
  await page.evaluate('window.scrollTo(0, 0)')
  for (let step = 0; step < 60 && ranks.size < total; step += 1) {
    const seen = await page.evaluate<[number, number][]>(`[...document.querySelectorAll(
      'section[aria-label="Search results"] [role="listitem"]')].map((item) => {
        const text = item.textContent ?? ''
        const rank = text.includes('Spots held') ? 0 : text.includes('On request') ? 1 : 2
        return [Number(item.getAttribute('aria-posinset')), rank]
      })`)
    for (const [position, rank] of seen) ranks.set(position, rank)
    await page.mouse.wheel(0, 500)
    await page.waitForTimeout(100)
  }
  await page.evaluate('window.scrollTo(0, 0)')
  expect(ranks.size).toBe(total)
  return [...ranks.entries()].sort(([a], [b]) => a - b).map(([, rank]) => rank)
}

test('counts what is shown through "Show more" and a filter change, puts bookable offers first, offers the themes of the first search', async ({
  page,
  webHost,
}) => {
  test.setTimeout(240_000)
  await openExperiences(page, webHost.appUrl)
  const results = page.getByRole('region', { name: 'Search results' })
  const count = results.getByTestId('results-count')
  const more = results.getByRole('button', { name: 'Show up to 50 more experiences' })

  // Every activity: more than a page. The count says how many are shown while the service may have more.
  await page.getByText('Activities', { exact: true }).click()
  await expect(count).toHaveText('50 experiences shown, more to see', { timeout: 30_000 })
  // A click while the first page is still being read is not "more" yet: wait until the list is settled.
  await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await more.click()
  await expect(count).toHaveText('100 experiences shown, more to see', { timeout: 30_000 })
  await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await more.click()
  await expect(count).toHaveText(/^\d+ experiences found$/, { timeout: 30_000 })
  const all = Number(/^(\d+)/.exec((await count.textContent()) ?? '')?.[1])
  expect(all).toBeGreaterThan(100)
  expect(all).toBeLessThan(150)
  await expect(more).toHaveCount(0)
  await page.evaluate('window.scrollTo(0, 0)')
  await page.screenshot({ path: join(SCREENSHOTS, 'experience-search-show-more.png') })

  // Another filter: the count is the new search's, from its first page.
  await page.getByText('Activities', { exact: true }).click()
  await page.getByText('Transfers', { exact: true }).click()
  await expect(count).toHaveText(/^\d+ experiences? found$/, { timeout: 30_000 })
  await expect(results).toHaveAttribute('aria-busy', 'false')
  const transfers = Number(/^(\d+)/.exec((await count.textContent()) ?? '')?.[1])
  expect(transfers).toBeLessThan(50)
  await expect(more).toHaveCount(0)

  // Dates and a party: the bookable offers first (spots held, then on request), then those without a price, and
  // the count says how many are not bookable for these dates.
  const day = isoInDays(30)
  await pickDates(page, day, day)
  await expect(results).toHaveAttribute('data-dates', `${day}/${day}`, { timeout: 30_000 })
  await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await expect(count).toHaveText(
    new RegExp(`^${transfers} experiences? found · priced for 2 adults · \\d+ not bookable for these dates$`),
  )
  const unpriced = Number(/(\d+) not bookable/.exec((await count.textContent()) ?? '')?.[1])
  const ranks = await groupRanks(page, transfers)
  expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
  expect(ranks.filter((rank) => rank === 2)).toHaveLength(unpriced)
  expect(ranks[0]).toBe(0)
  const cards = results.getByRole('article')
  await tallScreenshot(page, 'experience-search-bookable-first.png')

  // The themes and segments the results carry are offered from this first search on, sorted, each once.
  const themes = page
    .getByRole('form', { name: 'Experience search' })
    .getByRole('combobox', { name: 'Themes' })
  await expect(themes).toBeEnabled({ timeout: 30_000 })
  await themes.click()
  const options = page.getByRole('listbox', { name: 'Themes' }).getByRole('option')
  await expect(options.first()).toBeVisible()
  const names = (await options.allTextContents()).map((name) => name.trim())
  expect(names.length).toBeGreaterThan(3)
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
  expect(new Set(names).size).toBe(names.length)
  await page.screenshot({ path: join(SCREENSHOTS, 'experience-search-themes.png') })
  // A theme the first card carries (its tags name its themes and segments).
  const shownFirst = (await cards.first().textContent()) ?? ''
  const theme = names.find((name) => shownFirst.includes(name)) ?? ''
  expect(theme).not.toBe('')
  await options.filter({ hasText: theme }).first().click()
  await page.keyboard.press('Escape')
  await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await expect(count).toHaveText(/^\d+ experiences? found/, { timeout: 30_000 })
  await expect(cards.first()).toContainText(theme)
  await expectAccessible(page)
})

/** Start days (from today) to price a 3-day program on: a fortnight a month ahead, then each month's first days. */
function programStartOffsets(): number[] {
  const today = new Date()
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  const firsts = [2, 3, 4].flatMap((months) => {
    const first = Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1)
    const offset = Math.round((first - todayUtc) / 86_400_000)
    return [offset, offset + 1, offset + 2]
  })
  return [...Array.from({ length: 14 }, (_, index) => 30 + index), ...firsts]
}
