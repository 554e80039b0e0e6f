import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFParse } from 'pdf-parse'
import { expect, expectNoSeriousViolations, SCREENSHOTS, test } from './fixtures'
import { bookHotel, call, openBooking } from './bookings-steps'

/**
 * A voucher printed from a confirmed booking's page: the PDF main makes with Chromium, downloaded by the browser,
 * read back with a PDF text extractor, a traveler's name in three scripts printed as it is.
 */
test('prints the voucher of a confirmed booking, names in every script as written', async ({
  page,
  webHost,
}) => {
  test.setTimeout(120_000)
  await call(webHost, 'settings.update', {
    agency: {
      name: 'Voyages Øresund',
      address: '1 Rua Nova, 1100-001 Lisboa',
      phone: '+351 21 000 0000',
      email: 'desk@voyages-oresund.example',
    },
  })
  const booked = await bookHotel(webHost, 45, {
    firstName: 'Øyvind',
    lastName: 'Łukasz 王',
    companion: 'Zoë',
  })
  await page.goto(webHost.appUrl)
  await openBooking(page, webHost, booked.bookingId)
  const print = page.getByRole('button', { name: 'Print voucher' })
  await expect(print).toBeVisible()
  const download = page.waitForEvent('download')
  await print.click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`voucher-${booked.bookingId}.pdf`)
  await expect(page.getByTestId('voucher-notice')).toContainText('Voucher ready')
  await expect(print).not.toHaveAttribute('data-loading')
  await expect(print).toBeEnabled()
  const path = join(SCREENSHOTS, 'voucher-print.pdf')
  await file.saveAs(path)
  await page.screenshot({ path: join(SCREENSHOTS, 'voucher-print-page.png') })
  await expectNoSeriousViolations(page)

  const parser = new PDFParse({ data: new Uint8Array(readFileSync(path)) })
  const { text, total } = await parser.getText()
  await parser.destroy()
  expect(total).toBe(1)
  expect(text).toContain('Hotel voucher')
  expect(text).toContain('Øyvind Łukasz 王')
  expect(text).toContain('Zoë Łukasz 王')
  expect(text).toContain('Voyages Øresund')
  expect(text).toContain(booked.hotelName)
  expect(text).toContain(booked.bookingId)
  expect(text).toContain('Cancellation conditions')
})

test('offers no voucher for a booking that is not confirmed, and main refuses one with the reason', async ({
  page,
  webHost,
}) => {
  const list = await call(webHost, 'bookings.list', { states: ['sent'], limit: 1, refresh: true })
  const sent = list.bookings[0]
  if (sent === undefined) throw new Error('no booking waiting for an answer')
  await page.goto(webHost.appUrl)
  await openBooking(page, webHost, sent.id)
  await expect(page.getByTestId('detail-state')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print voucher' })).toHaveCount(0)
  await expect(call(webHost, 'vouchers.print', { bookingId: sent.id })).rejects.toThrow(
    'A voucher is printed for a confirmed booking only; this one is sent.',
  )
})

test("prints a day's arrivals from Today in one PDF, one voucher a page", async ({ page, webHost }) => {
  test.setTimeout(120_000)
  const confirmed = await call(webHost, 'bookings.list', {
    states: ['confirmed'],
    kind: 'hotel',
    limit: 500,
    refresh: true,
  })
  const arrivals = new Map<string, number>()
  for (const booking of confirmed.bookings)
    arrivals.set(booking.checkIn, (arrivals.get(booking.checkIn) ?? 0) + 1)
  const [date] = [...arrivals.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['']
  await page.goto(webHost.appUrl)
  const section = page.getByRole('region', { name: 'Vouchers for arrivals' })
  await expect(section).toBeVisible({ timeout: 30_000 })
  // Tomorrow by default, on the service's clock.
  await expect(section.getByLabel('Arriving on')).not.toHaveValue('')
  await section.getByLabel('Arriving on').fill(date)
  const download = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Print all vouchers' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`vouchers-${date}.pdf`)
  const notice = page.getByTestId('arrival-vouchers-notice')
  await expect(notice).toContainText('vouchers.')
  const printed = Number(/(\d+) vouchers?/.exec((await notice.textContent()) ?? '')?.[1] ?? '0')
  expect(printed).toBeGreaterThan(1)
  const path = join(SCREENSHOTS, 'voucher-arrivals.pdf')
  await file.saveAs(path)
  await page.screenshot({ path: join(SCREENSHOTS, 'voucher-arrivals-today.png') })
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(path)) })
  const { total } = await parser.getText()
  await parser.destroy()
  expect(total).toBe(printed)
})
