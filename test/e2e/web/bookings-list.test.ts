import type { Page } from '@playwright/test'
import { join } from 'node:path'
import type { BookingList } from '../../../src/shared/ipc/bookings.contract'
import { expect, expectNoSeriousViolations, SCREENSHOTS, test, type RunningWebHost } from './fixtures'
import { controlPlane, expectConnectivity } from './bookings-steps'

/**
 * The bookings desk's list against the embedded sandbox (about 330 bookings of the agent's organization, hotel and
 * experience ones in every state): find a booking by customer and by state, sort, filters kept in the URL through
 * back, forward and a reload, the keyboard alone, both themes.
 */

async function list(host: RunningWebHost, input: Record<string, unknown>): Promise<BookingList> {
  const token = new URLSearchParams(new URL(host.appUrl).hash.slice(1)).get('token') ?? ''
  const response = await fetch(`${host.baseUrl}/ipc/bookings.list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ input }),
  })
  const envelope = (await response.json()) as { ok: boolean; data: BookingList; error?: { message: string } }
  if (!envelope.ok) throw new Error(envelope.error?.message)
  return envelope.data
}

async function openList(page: Page, host: RunningWebHost, query = ''): Promise<void> {
  await page.goto(host.appUrl)
  await page.goto(`${host.baseUrl}/#/bookings${query}`)
  await expect(page.getByRole('heading', { name: 'Bookings', level: 2 })).toBeVisible()
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 })
}

const table = (page: Page) => page.getByRole('table').filter({ has: page.locator('[data-booking-id]') })
const rows = (page: Page) => page.locator('tr[data-booking-id]')

test.describe('bookings list', () => {
  test.beforeAll(async ({ webHost }) => {
    // The cache holds the service's bookings before the list opens (the poller would fill it soon anyway).
    await list(webHost, { refresh: true })
  })

  test('finds a booking by customer name and by state', async ({ page, webHost }) => {
    await openList(page, webHost)
    const everything = await list(webHost, { limit: 500 })
    await expect(page.getByTestId('bookings-total')).toHaveText(`${everything.total} bookings`)
    await expect(page.getByTestId('bookings-as-of')).toContainText('Bookings as of')
    await expect(page.getByTestId('bookings-as-of')).toHaveAttribute('data-offline', 'false')
    // Virtualized: a few dozen rows in the DOM, not hundreds.
    expect(everything.total).toBeGreaterThan(100)
    expect(await rows(page).count()).toBeLessThan(60)

    // A customer whose last name is rare enough to narrow the list.
    const target = everything.bookings.at(-1)
    if (target === undefined) throw new Error('no bookings in the sandbox')
    await page.getByLabel('Customer or reference').fill(target.customerLastName)
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(target.customerLastName)}`))
    await expect(rows(page).filter({ hasText: target.id })).toBeVisible()
    const found = await list(webHost, { search: target.customerLastName, limit: 500 })
    await expect(page.getByTestId('bookings-total')).toHaveText(
      `${found.total} ${found.total === 1 ? 'booking' : 'bookings'} match`,
    )
    for (const text of await rows(page).allInnerTexts())
      expect(text.toLowerCase()).toContain(target.customerLastName.toLowerCase())

    // By state: the count beside the state is the rows shown.
    await page.getByRole('button', { name: 'Reset filters' }).first().click()
    await expect(page.getByLabel('Customer or reference')).toHaveValue('')
    // A reset while a search is still being typed (before the address follows it) drops that search for good.
    await page.getByLabel('Customer or reference').fill('zz')
    await page.getByRole('button', { name: 'Reset filters' }).first().click()
    await page.waitForTimeout(1_000)
    await expect(page.getByLabel('Customer or reference')).toHaveValue('')
    await expect(page).not.toHaveURL(/q=/)
    await expect(page.getByTestId('bookings-total')).toHaveText(`${everything.total} bookings`)
    const refused = everything.stateCounts.refused ?? 0
    expect(refused, 'the demo data has refused bookings').toBeGreaterThan(0)
    await page.getByRole('button', { name: `Refused: ${refused}` }).click()
    await expect(page.getByTestId('bookings-total')).toHaveText(`${refused} bookings match`)
    await expect(page).toHaveURL(/state=refused/)
    const states = await rows(page)
      .locator('[data-state]')
      .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-state')))
    expect(new Set(states)).toEqual(new Set(['refused']))

    // Experience bookings appear as experiences, never as a hotel without a name.
    await page.getByRole('radiogroup', { name: 'Product' }).getByText('Experiences').click()
    await expect(page).toHaveURL(/product=experience/)
    const experiences = await list(webHost, { states: ['refused'], kind: 'experience', limit: 1 })
    expect(experiences.total, 'the demo data has refused experience bookings').toBeGreaterThan(0)
    await expect(page.getByTestId('bookings-total')).toHaveText(
      `${experiences.total} ${experiences.total === 1 ? 'booking' : 'bookings'} match`,
    )
    await expect(rows(page).first()).toHaveAttribute('data-kind', 'experience')
    const kinds = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-kind')))
    expect(new Set(kinds)).toEqual(new Set(['experience']))
    await expect(rows(page).first()).toContainText('Experience')
    await expect(table(page)).not.toContainText('Hotel (name not known yet)')
  })

  test('filters by a hotel chosen by name, and shows the name again after a reload', async ({
    page,
    webHost,
  }) => {
    const hotelBookings = await list(webHost, { kind: 'hotel', limit: 50 })
    const booking = hotelBookings.bookings.find((item) => item.hotelId !== null && item.hotelName !== null)
    if (booking?.hotelId == null || booking.hotelName === null) throw new Error('no hotel booking')
    await openList(page, webHost)
    await page.getByRole('button', { name: 'More filters' }).click()
    const picker = page.getByRole('combobox', { name: 'Hotel', exact: true })
    await picker.fill(booking.hotelName)
    // Hotels may share a name (in other cities): the options say the city; the first one is taken here.
    await page
      .getByRole('option', { name: new RegExp(`^${booking.hotelName},`) })
      .first()
      .click({ timeout: 30_000 })
    await expect(page).toHaveURL(/hotel=/)
    const hotelId = new URLSearchParams(page.url().split('?')[1] ?? '').get('hotel') ?? ''
    const ofHotel = await list(webHost, { hotelId, limit: 1 })
    const count = `${ofHotel.total} ${ofHotel.total === 1 ? 'booking' : 'bookings'} match`
    await expect(page.getByTestId('bookings-total')).toHaveText(count)
    await page.reload()
    await expect(page.getByRole('button', { name: 'More filters (1)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(page.getByRole('combobox', { name: 'Hotel', exact: true })).toHaveValue(booking.hotelName)
    await expect(page.getByTestId('bookings-total')).toHaveText(count)
  })

  test('sorts by a column, both ways', async ({ page, webHost }) => {
    await openList(page, webHost)
    const header = page.getByRole('columnheader', { name: 'Customer' })
    await expect(header).toHaveAttribute('aria-sort', 'none')
    await header.getByRole('button').click()
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect(page).toHaveURL(/sort=customer/)
    const ascending = await list(webHost, { sort: 'customer', limit: 5 })
    await expect(rows(page).first()).toHaveAttribute('data-booking-id', ascending.bookings[0]?.id ?? '')
    // The keyboard sorts too: Enter on the focused header flips the order.
    await header.getByRole('button').press('Enter')
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    const descending = await list(webHost, { sort: '-customer', limit: 5 })
    await expect(rows(page).first()).toHaveAttribute('data-booking-id', descending.bookings[0]?.id ?? '')
    await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'none')
  })

  test('keeps the filters through back, forward and a reload; ignores a broken URL', async ({
    page,
    webHost,
  }) => {
    await openList(page, webHost)
    const confirmed = (await list(webHost, { limit: 1 })).stateCounts.confirmed ?? 0
    await page.getByRole('button', { name: `Confirmed: ${confirmed}` }).click()
    await expect(page).toHaveURL(/state=confirmed/)
    await page.getByLabel('Customer or reference').fill('a')
    await expect(page).toHaveURL(/q=a/)
    const matching = (await list(webHost, { states: ['confirmed'], search: 'a', limit: 1 })).total
    const typed = `${matching} ${matching === 1 ? 'booking' : 'bookings'} match`
    await expect(page.getByTestId('bookings-total')).toHaveText(typed)

    await page.goBack()
    await expect(page).not.toHaveURL(/q=a/)
    await expect(page.getByLabel('Customer or reference')).toHaveValue('')
    await expect(page.getByTestId('bookings-total')).toHaveText(`${confirmed} bookings match`)
    await page.goForward()
    await expect(page.getByLabel('Customer or reference')).toHaveValue('a')
    await expect(page.getByTestId('bookings-total')).toHaveText(typed)

    await page.reload()
    await expect(page.getByLabel('Customer or reference')).toHaveValue('a')
    await expect(page.getByTestId('bookings-total')).toHaveText(typed)
    await expect(page.getByRole('button', { name: /^Confirmed: / })).toHaveAttribute('aria-pressed', 'true')

    await page.goto(`${webHost.baseUrl}/#/bookings?state=nonsense&sort=drop&createdFrom=2026-13-40&stars=9`)
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 })
    const all = await list(webHost, { limit: 1 })
    await expect(page.getByTestId('bookings-total')).toHaveText(`${all.total} bookings`)
  })

  test('works with the keyboard alone: reach the list, move, open a booking', async ({ page, webHost }) => {
    await openList(page, webHost)
    let reached = false
    for (let press = 0; press < 60 && !reached; press += 1) {
      await page.keyboard.press('Tab')
      reached = (await page.locator('tr[data-booking-id]:focus').count()) > 0
    }
    expect(reached, 'Tab reaches the first row').toBe(true)
    await expect(page.locator('tr[data-booking-id]:focus')).toHaveAttribute('aria-rowindex', '2')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const focused = page.locator('tr[data-booking-id]:focus')
    await expect(focused).toHaveAttribute('aria-rowindex', '4')
    await page.keyboard.press('ArrowUp')
    await expect(focused).toHaveAttribute('aria-rowindex', '3')
    await page.screenshot({ path: join(SCREENSHOTS, 'bookings-list-keyboard.png') })
    // Far down the list: the row comes into view and keeps the focus, though most rows are not rendered.
    await page.keyboard.press('End')
    const total = (await list(webHost, { limit: 1 })).total
    await expect(focused).toHaveAttribute('aria-rowindex', String(total + 1), { timeout: 10_000 })
    await page.keyboard.press('Home')
    await expect(focused).toHaveAttribute('aria-rowindex', '2')
    await page.keyboard.press('ArrowDown')
    const id = await focused.getAttribute('data-booking-id')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`#/bookings/${id}$`))
    await expect(page.getByTestId('detail-booking-id')).toHaveText(id ?? '', { timeout: 30_000 })
  })

  test('says "offline copy" only when a refresh failed, and filters the cache offline', async ({
    page,
    webHost,
  }) => {
    await openList(page, webHost)
    const asOf = page.getByTestId('bookings-as-of')
    await expect(asOf).toHaveAttribute('data-offline', 'false')
    const sandbox = controlPlane(webHost)
    try {
      await sandbox.goOffline()
      await page.getByRole('button', { name: 'Refresh' }).click()
      await expect(asOf).toHaveAttribute('data-offline', 'true', { timeout: 30_000 })
      await expect(asOf).toContainText('Offline copy: bookings as of')
      // Filters and sort run over the cache: they work the same offline.
      const sent = (await list(webHost, { limit: 1 })).stateCounts.sent ?? 0
      await page.getByRole('button', { name: `Sent: ${sent}` }).click()
      await expect(page.getByTestId('bookings-total')).toHaveText(`${sent} bookings match`)
      await expect(asOf).toHaveAttribute('data-offline', 'true')
    } finally {
      await sandbox.goOnline()
      await expectConnectivity(page, 'online')
    }
    await page.getByRole('button', { name: 'Refresh' }).click()
    await expect(asOf).toHaveAttribute('data-offline', 'false', { timeout: 30_000 })
  })

  for (const scheme of ['light', 'dark'] as const)
    test(`reads well in the ${scheme} theme, with filters applied`, async ({ page, webHost }) => {
      await page.setViewportSize({ width: 1360, height: 860 })
      await page.emulateMedia({ colorScheme: scheme })
      await openList(page, webHost, '?state=confirmed,sent,refused&sort=-price')
      await expect(page.getByTestId('bookings-total')).toContainText('match')
      await expectNoSeriousViolations(page)
      await page.screenshot({ path: join(SCREENSHOTS, `bookings-list-${scheme}.png`) })
    })
})
