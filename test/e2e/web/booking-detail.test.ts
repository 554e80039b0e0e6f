import type { Page } from '@playwright/test'
import { join } from 'node:path'
import type { BedChoice, RoomAvailability } from '../../../src/shared/api/availability'
import { formatMoney } from '../../../src/shared/domain/money'
import type { ShownRate } from '../../../src/shared/ipc/hotels.contract'
import { shownRateForChoice } from '../../integration/core/shown-rate-for-choice'
import { call, controlPlane, expectConnectivity } from './bookings-steps'
import { expect, expectNoSeriousViolations, SCREENSHOTS, test, type RunningWebHost } from './fixtures'

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)
}

/** A directly contracted, instantly confirmed rate with a cancellation ladder: the plainest booking there is. */
function plainRate(rooms: readonly RoomAvailability[]): { room: RoomAvailability; choice: BedChoice } | null {
  for (const room of rooms) {
    if (!room.instantAvailability || room.supplier.code !== 'supplier_own') continue
    // Free cancellation first, then a fee: the ladder the agent reads most often.
    const choice =
      room.bedChoices.find((c) => c.cancelConditions[0]?.refundable === true) ??
      room.bedChoices.find((c) => c.cancelConditions.length > 0) ??
      room.bedChoices[0]
    if (choice !== undefined) return { room, choice }
  }
  return null
}

interface Booked {
  bookingId: string
  hotelName: string
  shownRate: ShownRate
}

/** Searches Lisbon, takes the first plain rate, and books it with the rate as shown, as the booking screen does. */
async function bookThroughBridge(
  host: RunningWebHost,
  alter: (shown: ShownRate) => ShownRate = (shown) => shown,
): Promise<Booked> {
  const stay = { checkIn: isoDay(60), checkOut: isoDay(63), rooms: [{ adults: 2 }] }
  const results = await call(host, 'hotels.availability', { ...stay, search: 'Lisbon', perPage: 20 })
  for (const hotel of results.data) {
    if (!hotel.rooms.some((room) => room.instantAvailability && room.supplier.code === 'supplier_own'))
      continue
    const rooms = await call(host, 'hotels.rooms', { hotelId: hotel.id, ...stay })
    const rate = plainRate(rooms.data)
    if (rate === null) continue
    const { room, choice } = rate
    const promotionId = choice.promotionInfo?.promotionId ?? null
    const shownRate: ShownRate = alter(
      shownRateForChoice({
        room,
        choice,
        stay,
        hotel: { id: hotel.id, name: hotel.name },
        requestId: rooms.meta.requestId,
        shownAt: new Date(),
      }),
    )
    const adult = (firstName: string, birthdate: string) => ({
      kind: 'adult' as const,
      gender: 'female' as const,
      firstName,
      lastName: 'Sousa',
      birthdate,
    })
    const result = await call(host, 'hotels.book', {
      request: {
        requestId: rooms.meta.requestId,
        customer: { firstName: 'Ana', lastName: 'Sousa', email: 'ana.sousa@example.com' },
        rooms: [
          {
            bedCompositionId: choice.id,
            travelers: [adult('Ana', '1985-03-14'), adult('Rita', '1987-09-02')],
            ...(promotionId === null ? {} : { promotionId }),
          },
        ],
        internalReference: `E2E-DETAIL-${Date.now()}`,
      },
      shownRate,
    })
    return { bookingId: result.booking.id, hotelName: result.booking.hotel.name, shownRate }
  }
  throw new Error('No Lisbon hotel offers an instantly confirmed direct rate for the test stay')
}

/** The whole page in one picture without the fixed header painted over it: a viewport as tall as the page. */
async function tallScreenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1360, height: 860 }
  const height = Number(await page.evaluate('document.documentElement.scrollHeight'))
  await page.setViewportSize({ width: viewport.width, height: Math.min(height, 4000) })
  await page.screenshot({ path: join(SCREENSHOTS, name) })
  await page.setViewportSize(viewport)
}

test.describe('booking detail in Chromium through the web host', () => {
  test('shows a booking made on this desk, the rate as shown beside it, and offers to change it', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(150_000)
    const booked = await bookThroughBridge(webHost)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(webHost.appUrl)
    await page.goto(`${webHost.baseUrl}/#/bookings/${encodeURIComponent(booked.bookingId)}`)

    await expect(page.getByTestId('detail-title')).toHaveText(booked.hotelName, { timeout: 30_000 })
    await expect(page.getByTestId('detail-state')).toHaveText('Confirmed')
    await expect(page.getByTestId('detail-state-meaning')).toHaveText('Confirmed: the stay is booked.')
    await expect(page.getByTestId('detail-booking-id')).toHaveText(booked.bookingId)
    await expect(page.getByTestId('detail-source')).toHaveAttribute('data-source', 'service')
    const price = formatMoney(booked.shownRate.total, booked.shownRate.currency, 'en-GB')
    await expect(page.getByTestId('detail-total')).toHaveText(price)
    await expect(page.getByTestId('detail-stay')).toContainText('3 nights')

    const rooms = page.getByRole('region', { name: 'Rooms' })
    await expect(rooms).toContainText(booked.shownRate.rooms[0]!.room.name)
    await expect(rooms).toContainText(booked.shownRate.rooms[0]!.bedChoice.name)
    await expect(rooms).toContainText('Ana Sousa (adult)')

    const cancellation = page.getByTestId('detail-cancellation')
    await expect(
      cancellation.getByRole('group', { name: 'Cancellation conditions of the booking' }),
    ).toBeVisible()
    await expect(cancellation).toContainText(/Times in \S+/)

    const shown = page.getByRole('region', { name: 'As shown when booked' })
    await expect(shown.getByTestId('shown-verdict')).toContainText('The booking matches the rate you saw')
    await expect(shown.getByTestId('compare-total')).toHaveText('Matches')
    await expect(shown.getByTestId('compare-cancellation')).toHaveText('Matches')
    await expect(shown.getByTestId('compare-room1.price')).toHaveText('Matches')
    await expect(shown.locator('[data-status="differs"]')).toHaveCount(0)

    const change = page.getByRole('link', { name: 'Change dates or rooms' })
    await expect(change).toBeVisible()
    await expect(change).toHaveAttribute('href', `#/hotels?replace=${encodeURIComponent(booked.bookingId)}`)

    await expectNoSeriousViolations(page, 'main')
    await tallScreenshot(page, 'booking-detail.png')

    // The list leads back to the same booking.
    await page.getByRole('link', { name: 'All bookings' }).click()
    const link = page
      .getByRole('table', { name: 'Recent bookings' })
      .getByRole('link', { name: booked.bookingId })
    await expect(link).toBeVisible({ timeout: 30_000 })
    await expectNoSeriousViolations(page, 'main')
    await page.screenshot({ path: join(SCREENSHOTS, 'bookings-list.png') })
    await link.click()
    await expect(page.getByTestId('detail-booking-id')).toHaveText(booked.bookingId)
  })

  test('flags what the booking says differently, and reads from the offline copy when offline', async ({
    page,
    webHost,
  }) => {
    test.setTimeout(150_000)
    // The agent was shown €20 more and one fee more than the booking now says.
    const booked = await bookThroughBridge(webHost, (shown) => ({
      ...shown,
      total: shown.total + 20,
      rooms: shown.rooms.map((room) => ({
        ...room,
        price: room.price + 20,
        bedChoice: {
          ...room.bedChoice,
          hotelFees: [...room.bedChoice.hotelFees, { label: 'Resort fee', amount: 7.5, currency: 'EUR' }],
        },
      })),
    }))
    const money = (amount: number) => formatMoney(amount, booked.shownRate.currency, 'en-GB')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(webHost.appUrl)
    const detailUrl = `${webHost.baseUrl}/#/bookings/${encodeURIComponent(booked.bookingId)}`
    await page.goto(detailUrl)

    const shown = page.getByRole('region', { name: 'As shown when booked' })
    await expect(shown.getByTestId('shown-verdict')).toContainText('3 differences', { timeout: 30_000 })
    const total = shown.locator('[data-item="total"]')
    await expect(total.getByTestId('compare-total')).toHaveText('Differs')
    await expect(total).toContainText(money(booked.shownRate.total))
    await expect(total).toContainText(money(booked.shownRate.total - 20))
    await expect(shown.getByTestId('compare-room1.fees')).toHaveText('Differs')
    await expect(shown.locator('[data-item="room1.fees"]')).toContainText('Resort fee: €7.50')
    await expect(shown.getByTestId('compare-cancellation')).toHaveText('Matches')
    await expectNoSeriousViolations(page, 'main')
    await shown.screenshot({ path: join(SCREENSHOTS, 'booking-detail-differs.png') })

    const sandbox = controlPlane(webHost)
    try {
      await sandbox.goOffline()
      await expectConnectivity(page, 'offline')
      await page.reload()
      await expect(page.getByTestId('detail-source')).toHaveAttribute('data-source', 'cache', {
        timeout: 30_000,
      })
      await expect(page.getByTestId('detail-source')).toContainText('Offline copy from')
      await expect(page.getByTestId('detail-state')).toHaveText('Confirmed')
      await expect(page.getByRole('button', { name: 'Change dates or rooms' })).toBeDisabled()
      await expect(page.getByTestId('change-note')).toHaveText(
        'You are offline: searching and booking need the service.',
      )
      // The rate shown is kept with the booking in the cache: the comparison still works offline.
      await expect(shown.getByTestId('compare-total')).toHaveText('Differs')
      await tallScreenshot(page, 'booking-detail-offline.png')
    } finally {
      // Leave the shared web host online for the next test: clear the fault and let main check again.
      await sandbox.goOnline()
      await expectConnectivity(page, 'online')
    }
  })

  test('says plainly when there is no such booking', async ({ page, webHost }) => {
    await page.goto(webHost.appUrl)
    await page.goto(`${webHost.baseUrl}/#/bookings/NOSUCHBOOKING`)
    await expect(page.getByTestId('detail-not-found')).toContainText(
      'Neither the service nor the offline copy',
      {
        timeout: 30_000,
      },
    )
  })
})
