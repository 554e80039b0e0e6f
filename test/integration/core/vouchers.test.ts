import { PDFParse } from 'pdf-parse'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/main/db/connection'
import { getBooking, upsertBookingV1 } from '../../../src/main/db/bookings.repo'
import { formatMoney } from '../../../src/shared/domain/money'
import type { SystemPrintOutcome } from '../../../src/main/platform/types'
import { control, fileSandbox, sandboxBookings, type TestCore } from './fixtures'

/**
 * Vouchers through the core: a PDF made by Chromium from the cached booking (offline too), read back with a PDF
 * text extractor; refused with the reason for a booking that is not confirmed; a day's arrivals in one PDF.
 */
const sandbox = fileSandbox()
const { desk } = sandbox

async function pdfText(app: TestCore, url: string): Promise<{ text: string; pages: number }> {
  const file = app.core.downloads.take(url.split('/').pop() ?? '')
  if (file === null) throw new Error('no download')
  expect(new TextDecoder().decode(file.bytes.subarray(0, 5))).toBe('%PDF-')
  const parser = new PDFParse({ data: file.bytes })
  try {
    const result = await parser.getText()
    return { text: result.text, pages: result.total }
  } finally {
    await parser.destroy()
  }
}

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

describe('vouchers', () => {
  it('prints a confirmed booking offline, names in every script printed as they are, markup as text', async () => {
    const app = desk()
    await app.call('settings.update', {
      agency: {
        name: 'Voyages Øresund',
        address: '1 Rua Nova, Lisboa',
        phone: '+351 21 000 0000',
        email: '',
      },
    })
    const [bookingId] = sandboxBookings(sandbox.server, 'confirmed')
    if (bookingId === undefined) throw new Error('no confirmed booking')
    await app.call('bookings.get', { bookingId })
    // The customer as a traveler from anywhere would write it, and a name that tries to be markup.
    const { db } = openDatabase({ file: join(app.folder, 'cache.db') })
    const cached = getBooking(db, bookingId)
    if (cached?.v1 == null) throw new Error('no cached detail')
    const v1 = { ...cached.v1, customerFirstName: 'Øyvind', customerLastName: 'Łukasz 王' }
    const room = v1.roomsBooked[0]
    if (room !== undefined)
      room.travelers = [
        { ...room.travelers[0]!, firstName: '<img src=x onerror=alert(1)>', lastName: 'Nakamura' },
      ]
    upsertBookingV1(db, v1, new Date().toISOString())
    db.close()
    expect(
      (await app.call('agency.setLogo', { fileName: 'logo.png', file: app.core.files.acceptBytes(PNG) }))
        .logo,
    ).toMatch(/^data:image\/png;base64,/)

    await control(sandbox.server).faults({ offline: true })
    expect((await app.call('connectivity.check', undefined)).state).toBe('offline')
    const printed = await app.call('vouchers.print', { bookingId })
    expect(printed).toMatchObject({
      vouchers: 1,
      skipped: [],
      document: { outcome: 'download', source: 'cache' },
    })
    if (printed.document.outcome !== 'download') throw new Error('not a download')
    const { text, pages } = await pdfText(app, printed.document.url)
    expect(pages).toBe(1)
    expect(text).toContain('Øyvind Łukasz 王')
    expect(text).toContain('<img src=x onerror=alert(1)> Nakamura')
    expect(text).toContain('Voyages Øresund')
    expect(text).toContain(v1.hotel?.displayName ?? 'no hotel')
    expect(text).toContain(bookingId)
    expect(text).toContain('Cancellation conditions')
  }, 60_000)

  it('prints no net figure: no price by default, cancellation conditions in words, also with selling chosen', async () => {
    const app = desk()
    const [bookingId] = sandboxBookings(sandbox.server, 'confirmed')
    if (bookingId === undefined) throw new Error('no confirmed booking')
    await app.call('bookings.get', { bookingId })
    const { db } = openDatabase({ file: join(app.folder, 'cache.db') })
    const v1 = getBooking(db, bookingId)?.v1
    db.close()
    if (v1 == null) throw new Error('no cached detail')
    // Every amount of the agency's cost the booking states, as the voucher's locale would write it and bare.
    const net = [
      v1.totalPrice,
      ...v1.cancelConditions.map((condition) => condition.deduction),
      ...v1.roomsBooked.map((booked) => booked.room.bedChoice.totalPriceWithPromo),
    ].filter((amount) => amount > 0)
    expect(net.length).toBeGreaterThan(1)
    const figures = net.flatMap((amount) => [formatMoney(amount, v1.currency, 'en-GB'), amount.toFixed(2)])

    // The agency's selling price, set by hand (a booking the desk did not make): printed only when chosen.
    const sell = Math.round(v1.totalPrice * 115) / 100 + 0.07
    await app.call('pricing.setManualPrice', { bookingId, sell, note: '' })
    const sellFigure = formatMoney(sell, v1.currency, 'en-GB')
    expect(figures).not.toContain(sellFigure)

    for (const voucherPrices of ['none', 'selling'] as const) {
      await app.call('settings.update', { voucherPrices })
      const printed = await app.call('vouchers.print', { bookingId })
      if (printed.document.outcome !== 'download') throw new Error('not a download')
      const { text } = await pdfText(app, printed.document.url)
      expect(text).toContain('Cancellation conditions')
      for (const figure of figures) expect(text).not.toContain(figure)
      expect(text).not.toMatch(/cancelling costs/)
      if (voucherPrices === 'selling') expect(text).toContain(sellFigure)
      else expect(text).not.toContain(sellFigure)
    }
  }, 60_000)

  it('refuses a booking that is not confirmed, with the reason, and a logo that is not PNG or JPEG', async () => {
    const app = desk()
    const [sent] = sandboxBookings(sandbox.server, 'sent')
    if (sent === undefined) throw new Error('no sent booking')
    await app.call('bookings.get', { bookingId: sent })
    expect(await app.fail('vouchers.print', { bookingId: sent })).toMatchObject({
      code: 'CONFLICT',
      message: 'A voucher is printed for a confirmed booking only; this one is sent.',
    })
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect(
      await app.fail('agency.setLogo', { fileName: 'logo.svg', file: app.core.files.acceptBytes(svg) }),
    ).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'The logo must be a PNG or JPEG image.',
    })
    expect((await app.call('agency.logo', undefined)).logo).toBeNull()
  })

  it("prints a day's arrivals in one PDF, one voucher a page", async () => {
    const app = desk()
    await app.core.bookings.poller.pollOnce()
    const confirmed = await app.call('bookings.list', { states: ['confirmed'], kind: 'hotel', limit: 500 })
    const counts = new Map<string, number>()
    for (const booking of confirmed.bookings)
      counts.set(booking.checkIn, (counts.get(booking.checkIn) ?? 0) + 1)
    const [date, arriving] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
    expect(arriving).toBeGreaterThan(1)
    const printed = await app.call('vouchers.printArrivals', { date })
    expect(printed.vouchers + printed.skipped.length).toBeGreaterThanOrEqual(arriving)
    expect(printed.vouchers).toBeGreaterThan(1)
    if (printed.document.outcome !== 'download') throw new Error('not a download')
    expect((await pdfText(app, printed.document.url)).pages).toBe(printed.vouchers)
  }, 90_000)
})

describe("vouchers through the system's print dialog", () => {
  it('are refused where the host has none (the web host), and app.info says so', async () => {
    const app = desk()
    expect((await app.call('app.info', undefined)).systemPrint).toBe(false)
    const [bookingId] = sandboxBookings(sandbox.server, 'confirmed')
    if (bookingId === undefined) throw new Error('no confirmed booking')
    const refused = await app.fail('vouchers.printDialog', { bookingId })
    expect(refused.code).toBe('CONFLICT')
    expect(refused.message).toMatch(/no print dialog/)
  })

  it('hand the same voucher page to the dialog where there is one, and say what came of it', async () => {
    const printed: string[] = []
    let answer: SystemPrintOutcome = { outcome: 'printed' }
    const app = desk(undefined, (platform) => ({
      ...platform,
      pdf: {
        ...platform.pdf,
        printDialog: async (html) => {
          printed.push(html)
          return answer
        },
      },
    }))
    expect((await app.call('app.info', undefined)).systemPrint).toBe(true)
    const [bookingId] = sandboxBookings(sandbox.server, 'confirmed')
    if (bookingId === undefined) throw new Error('no confirmed booking')
    const detail = await app.call('bookings.get', { bookingId })

    expect(await app.call('vouchers.printDialog', { bookingId })).toEqual({
      outcome: 'printed',
      vouchers: 1,
      skipped: [],
    })
    expect(printed).toHaveLength(1)
    expect(printed[0]).toContain(detail.summary.customerLastName)

    answer = { outcome: 'failed', reason: 'Invalid printer settings' }
    expect(await app.call('vouchers.printDialog', { bookingId })).toMatchObject({
      outcome: 'failed',
      reason: 'Invalid printer settings',
    })

    const [refusedId] = sandboxBookings(sandbox.server, 'refused')
    if (refusedId === undefined) throw new Error('no refused booking')
    const notConfirmed = await app.fail('vouchers.printDialog', { bookingId: refusedId })
    expect(notConfirmed.message).toMatch(/confirmed booking only/)
    expect(printed).toHaveLength(2)
  })
})
