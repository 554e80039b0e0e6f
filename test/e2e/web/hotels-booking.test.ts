import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, expectNoSeriousViolations, SCREENSHOTS, test as shared } from './fixtures'
import { controlPlane, expectConnectivity } from './bookings-steps'
import {
  fillAdult,
  fillCustomer,
  openRooms,
  pickRoom,
  searchLisbon,
  tallScreenshot,
  openHotels,
} from './hotel-steps'

/**
 * These tests move the sandbox's clock and switch it offline: a worker fixture of their own gives them their own
 * worker, hence their own web host and sandbox, so the other files never see a clock 16 minutes ahead.
 */
const test = shared.extend<object, { ownSandbox: true }>({
  ownSandbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form for fixtures.
    async ({}, use) => use(true),
    { scope: 'worker', auto: true },
  ],
})

const expectAccessible = (page: Page) => expectNoSeriousViolations(page, 'main')

test.describe('hotel booking in Chromium through the web host', () => {
  test('books one room with instant confirmation, after the form and the mistake guard', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(150_000)
    await openHotels(page, webHost.appUrl)
    const results = await searchLisbon(page)
    await openRooms(page, results.getByRole('article').first())

    const total = page.getByTestId('selection-total')
    await expect(total).toHaveText('—')
    await expect(page.getByRole('link', { name: 'Continue to booking' })).toHaveCount(0)
    const { price } = await pickRoom(page, 1, { hasNot: /on request/ })
    expect(price).toMatch(/(€|£|\$)[\d,]+\.\d{2}/)
    await expect(total).toHaveText(price)
    await page.getByRole('region', { name: 'Your selection' }).screenshot({
      path: join(SCREENSHOTS, 'hotels-booking-selection.png'),
    })
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Continue to booking' }).click()

    // The form is prefilled with the searched party and says what is missing, next to the fields.
    await expect(page.getByRole('heading', { name: /^Book /, level: 2 })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Room 1, traveler 2' })).toBeVisible()
    await page.getByRole('button', { name: 'Review the booking' }).click()
    await expect(page.getByText('E-mail is required')).toBeVisible()
    await expect(page.getByText('Choose a gender').first()).toBeVisible()
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email')
    await expect(page.getByText('Enter an e-mail like name@example.com')).toBeVisible()
    await fillCustomer(page)
    await fillAdult(page, 1, 1, 'Ana', '1985-03-14')
    await fillAdult(page, 1, 2, 'Rita', '1987-09-02')
    await page.getByRole('textbox', { name: 'Internal reference' }).fill(`E2E-${Date.now()}`)
    await tallScreenshot(page, 'hotels-booking-form.png')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Review the booking' }).click()

    const guard = page.getByTestId('guard')
    await expect(guard).toBeVisible()
    await expect(page.getByTestId('booking-total')).toHaveText(`Total ${price}`)
    await page.getByRole('region', { name: 'Check before confirming' }).screenshot({
      path: join(SCREENSHOTS, 'hotels-booking-guard.png'),
    })
    await expectAccessible(page)
    await page.getByRole('button', { name: /^Confirm booking/ }).click()

    await expect(page.getByTestId('booking-outcome')).toHaveText('Booking confirmed', { timeout: 30_000 })
    await expect(page.getByTestId('booking-state')).toHaveText('confirmed')
    await expect(page.getByTestId('booking-id')).not.toBeEmpty()
    await expect(page.getByRole('link', { name: /^Open booking / })).toBeVisible()
    // What the customer asks first: the board and the cancellation deadline (issue 14, point 6).
    await expect(page.getByTestId('confirmation-board')).toContainText(/^Board: \S/)
    await expect(page.getByTestId('confirmation-cancellation')).toContainText(
      /Free cancellation until|Non-refundable|Cancellation fee/,
    )
    await page.screenshot({ path: join(SCREENSHOTS, 'hotels-booking-confirmed.png') })
    await expectAccessible(page)
  })

  test('books a two-room bed-bank combination, room 2 offered only from room 1’s branch', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(150_000)
    await openHotels(page, webHost.appUrl)
    const results = await searchLisbon(page, { twoRooms: true, bedBankA: true })
    await expect(results.getByRole('article').first()).toContainText('2 rooms · 4 adults')
    await openRooms(page, results.getByRole('article').first())

    await expect(page.getByTestId('rate-rows-2')).toContainText('Choose room 1 first')
    await expect(page.getByTestId('rate-rows-2').getByRole('radio')).toHaveCount(0)
    const { price: first } = await pickRoom(page, 1)
    const { price: second } = await pickRoom(page, 2)
    const amount = (label: string) => Number(/[\d,]+\.\d{2}/.exec(label)?.[0].replaceAll(',', '') ?? NaN)
    const sum = (amount(first) + amount(second)).toFixed(2)
    await expect(page.getByTestId('selection-total')).toHaveText(
      new RegExp(sum.replace(/\B(?=(\d{3})+(?!\d))/g, ',').replace('.', '\\.')),
    )
    await page.getByRole('region', { name: 'Your selection' }).screenshot({
      path: join(SCREENSHOTS, 'hotels-booking-selection-2-rooms.png'),
    })
    await page.getByRole('link', { name: 'Continue to booking' }).click()

    await fillCustomer(page)
    await fillAdult(page, 1, 1, 'Ana', '1985-03-14')
    await fillAdult(page, 1, 2, 'Rita', '1987-09-02')
    await fillAdult(page, 2, 1, 'Joana', '1990-01-20')
    await fillAdult(page, 2, 2, 'Marta', '1992-11-30')
    await page.getByRole('button', { name: 'Review the booking' }).click()
    await expect(page.getByTestId('guard')).toBeVisible()
    await page.getByRole('button', { name: /^Confirm booking/ }).click()

    const outcome = page.getByTestId('booking-outcome')
    await expect(outcome).toHaveText(/^Booking (confirmed|sent on request)$/, { timeout: 30_000 })
    const state = (await page.getByTestId('booking-state').textContent()) ?? ''
    expect(['confirmed', 'sent']).toContain(state)
    await expect(page.getByRole('region', { name: 'Booking made' })).toContainText(
      new RegExp(sum.replace(/\B(?=(\d{3})+(?!\d))/g, ',').replace('.', '\\.')),
    )
  })

  test('sends an on-request rate to the hotel and says what that means', async ({ page, webHost }) => {
    test.setTimeout(150_000)
    await openHotels(page, webHost.appUrl)
    const results = await searchLisbon(page, { onRequestFirst: true })
    const onRequest = results.getByRole('article').filter({ hasText: 'On request' }).first()
    await expect(onRequest).toBeVisible()
    await openRooms(page, onRequest)
    await pickRoom(page, 1, { has: /on request/ })
    await page.getByRole('link', { name: 'Continue to booking' }).click()
    await fillCustomer(page)
    await fillAdult(page, 1, 1, 'Ana', '1985-03-14')
    await page.getByRole('button', { name: 'Remove room 1, traveler 2' }).click()
    await page.getByRole('button', { name: 'Review the booking' }).click()

    const guard = page.getByTestId('guard')
    await expect(guard.locator('[data-flag="on_request"]')).toContainText('on request')
    await expect(guard.locator('[data-flag="party_differs"]')).toContainText('Fewer travelers')
    await page.getByRole('button', { name: /^Confirm booking/ }).click()
    await expect(page.getByTestId('booking-outcome')).toHaveText('Booking sent on request', {
      timeout: 30_000,
    })
    await expect(page.getByTestId('booking-state')).toHaveText('sent')
    await expect(page.getByText('the hotel answers; you will be notified')).toBeVisible()
    await page.screenshot({ path: join(SCREENSHOTS, 'hotels-booking-on-request.png') })
  })

  test('a child older than searched is priced again; the agent sees both totals and accepts', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(150_000)
    await openHotels(page, webHost.appUrl)
    // The field reads like the desk's other dates ("28 Nov 2026"): the year ends it.
    const year = Number((await page.getByLabel('Check-in').inputValue()).slice(-4))
    // Searched as a 3- or 4-year-old; booked as a 13- or 14-year-old: a larger share of the room price.
    const results = await searchLisbon(page, { bedBankA: true, childBirthdate: `${year - 4}-01-01` })
    await openRooms(page, results.getByRole('article').first())
    await pickRoom(page, 1)
    await page.getByRole('link', { name: 'Continue to booking' }).click()
    await fillCustomer(page)
    await fillAdult(page, 1, 1, 'Ana', '1985-03-14')
    await fillAdult(page, 1, 2, 'Rita', '1987-09-02')
    await fillAdult(page, 1, 3, 'Inês', `${year - 14}-01-01`)
    await page.getByRole('button', { name: 'Review the booking' }).click()
    await expect(page.getByTestId('guard').locator('[data-flag="party_differs"]')).toContainText(
      'priced again',
    )
    await page.getByRole('button', { name: /^Confirm booking/ }).click()

    const changed = page.getByTestId('price-changed')
    await expect(changed).toContainText(/Previous total €[\d,.]+ → new total €[\d,.]+/, { timeout: 30_000 })
    const newTotal = /new total (€[\d,.]+)/.exec((await changed.textContent()) ?? '')?.[1] ?? ''
    await changed.screenshot({ path: join(SCREENSHOTS, 'hotels-booking-price-changed.png') })
    await expectAccessible(page)
    await changed.getByRole('button', { name: /^Accept .* and book$/ }).click()
    await expect(page.getByTestId('booking-outcome')).toHaveText(/^Booking (confirmed|sent on request)$/, {
      timeout: 30_000,
    })
    await expect(page.getByRole('region', { name: 'Booking made' })).toContainText(newTotal)
  })

  test('an expired hold is refused by the service, searched again with the form and choices kept, and booked', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(150_000)
    const port = readFileSync(join(webHost.dataFolder, 'sandbox.port'), 'utf8').trim()
    await openHotels(page, webHost.appUrl)
    const results = await searchLisbon(page)
    await openRooms(page, results.getByRole('article').first())
    await pickRoom(page, 1, { has: /Non-refundable/, hasNot: /on request/ })
    await page.getByRole('link', { name: 'Continue to booking' }).click()
    await fillCustomer(page)
    await fillAdult(page, 1, 1, 'Ana', '1985-03-14')
    await fillAdult(page, 1, 2, 'Rita', '1987-09-02')
    await page.getByRole('button', { name: 'Review the booking' }).click()
    // The service's clock runs 16 minutes on: the handshake (about 15 minutes) is gone.
    const moved = await fetch(`http://127.0.0.1:${port}/_sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 960 }),
    })
    expect(moved.ok).toBe(true)
    await page.getByRole('button', { name: /^Confirm booking/ }).click()
    const error = page.getByTestId('booking-error')
    await expect(error).toContainText('The prices are no longer held', { timeout: 30_000 })
    await expectAccessible(page)
    await error.getByRole('button', { name: 'Search again' }).click()
    // Searched again for the same stay: the form and the room choices stay, the agent is told what moved.
    const repriced = page.getByTestId('repriced')
    await expect(repriced).toContainText('Prices searched again', { timeout: 30_000 })
    await expect(repriced).toContainText('Your room choices were kept')
    await expect(page.getByTestId('repriced-total')).toHaveText(
      /^The total (is unchanged: .+|was .+, it is now .+)\.$/,
    )
    // The service's clock is 16 minutes ahead of this computer's: the hold still counts from about 15 minutes
    // (measured on the service's clock), not 31.
    await expect(page.getByTestId('hold-countdown')).toHaveText(/Prices held for 1[45]:\d{2}/)
    await expectAccessible(page)
    await page.screenshot({ path: join(SCREENSHOTS, 'hotels-booking-repriced.png') })
    // The rate's conditions are read at the service's time: a non-refundable rate is never shown as free for now.
    await expect(page.getByRole('region', { name: 'Rooms booked' })).not.toContainText(
      'Free cancellation until',
    )
    await page.getByRole('button', { name: /^Confirm booking/ }).click()
    await expect(page.getByTestId('booking-outcome')).toHaveText(/^Booking (confirmed|sent on request)$/, {
      timeout: 30_000,
    })
  })

  test('refuses to confirm while the service is offline, with the reason', async ({ page, webHost }) => {
    test.setTimeout(150_000)
    const sandbox = controlPlane(webHost)
    await openHotels(page, webHost.appUrl)
    const results = await searchLisbon(page)
    await openRooms(page, results.getByRole('article').first())
    await pickRoom(page, 1)
    await page.getByRole('link', { name: 'Continue to booking' }).click()
    await fillCustomer(page)
    await fillAdult(page, 1, 1, 'Ana', '1985-03-14')
    await fillAdult(page, 1, 2, 'Rita', '1987-09-02')
    try {
      await sandbox.goOffline()
      await expectConnectivity(page, 'offline')
      await page.getByRole('button', { name: 'Review the booking' }).click()
      await expect(page.getByRole('button', { name: /^Confirm booking/ })).toBeDisabled()
      await expect(page.getByTestId('offline-reason')).toContainText(
        'You are offline: booking needs the service',
      )
    } finally {
      // Leave the shared web host online for the next test file: clear the fault and let main check again.
      await sandbox.goOnline()
      await expectConnectivity(page, 'online')
    }
  })
})
