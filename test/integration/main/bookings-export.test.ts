import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { attachAgencyStore } from '../../../src/main/agency-store/agency-store'
import { setAgencyRef } from '../../../src/main/agency-store/booking-refs.repo'
import { recordFrozenSale } from '../../../src/main/agency-store/frozen-sales.repo'
import { exportBookings } from '../../../src/main/bookings/export/bookings-export'
import { upsertBookingListItems } from '../../../src/main/db/booking-list-items.repo'
import { listBookings } from '../../../src/main/db/booking-queries.repo'
import { bookingFilters } from '../../../src/main/bookings/booking-reads'
import { ExportInput } from '../../../src/shared/ipc/bookings-export.contract'
import { AT, listItem, memoryDb } from '../../unit/db/fixtures'

function cache() {
  const db = memoryDb()
  upsertBookingListItems(
    db,
    [
      listItem('B1', { lastName: 'Lambert', startAt: '2026-12-04', endAt: '2026-12-06', totalPrice: 1234.5 }),
      listItem('B2', {
        firstName: '=HYPERLINK("x")',
        lastName: '',
        startAt: '2026-12-20',
        endAt: '2026-12-22',
      }),
      listItem('B3', { state: 'canceled', startAt: '2026-12-10', endAt: '2026-12-11' }),
      listItem('B4', { startAt: '2027-01-05', endAt: '2027-01-06' }),
      listItem('B5', { lastName: 'Zoé', startAt: '2026-12-01', endAt: '2026-12-02', totalPrice: 99 }),
    ],
    AT,
  )
  // The agency's own data about them, of this service (sales and references are kept per service).
  attachAgencyStore(db, { file: ':memory:' })
  const change = { by: 'Ana', at: AT }
  const sale = (bookingId: string, net: number, sell: number, service = SERVICE) =>
    recordFrozenSale(
      db,
      service,
      { bookingId, currency: 'EUR', net, sell, margin: sell - net, source: 'rule', rule: null, note: '' },
      change,
    )
  sale('B1', 1234.5, 1420.25)
  sale('B5', 99, 110)
  // Another service's sale of a booking of the same id is not this list's.
  sale('B2', 1, 2, 'staging|https://x.test')
  setAgencyRef(db, SERVICE, 'B1', 'LAMBERT-XMAS', change, undefined)
  setAgencyRef(db, 'staging|https://x.test', 'B5', 'NOT-OURS', change, undefined)
  return db
}

const SERVICE = 'sandbox'

const decembersConfirmed = {
  states: ['confirmed' as const],
  checkInFrom: '2026-12-01',
  checkInTo: '2026-12-31',
  sort: 'checkIn' as const,
}

async function exported(format: 'csv' | 'xlsx', columns: string[]) {
  const db = cache()
  const input = ExportInput.parse({ format, filters: decembersConfirmed, columns })
  const progress: number[] = []
  const file = await exportBookings(db, input, {
    day: '2026-11-28',
    service: SERVICE,
    onProgress: (p) => progress.push(p.done),
  })
  const listed = listBookings(
    db,
    { ...bookingFilters({ ...input.filters, limit: 500, offset: 0, refresh: false }), salesService: SERVICE },
    {
      limit: 500,
    },
  )
  return { file, listed, progress }
}

describe('bookings export', () => {
  it('writes the CSV of the list as filtered and sorted, read back by papaparse, formulas as text', async () => {
    const { file, listed, progress } = await exported('csv', ['bookingId', 'customer', 'checkIn', 'price'])
    expect(file.fileName).toBe('bookings-2026-11-28.csv')
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(file.bytes)
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true })
    const [header, ...rows] = parsed.data
    // A price without its currency column chosen carries the currency beside it.
    expect(header).toEqual(['Booking', 'Customer', 'Check-in', 'Price', 'Currency'])
    expect(rows.map((row) => row[0])).toEqual(listed.map((booking) => booking.id))
    expect(rows.map((row) => row[0])).toEqual(['B5', 'B1', 'B2'])
    expect(rows[1]).toEqual(['B1', 'Ana Lambert', '2026-12-04', '1234.50', 'EUR'])
    expect(rows[2]?.[1]).toBe(`'=HYPERLINK("x")`)
    expect(file.rows).toBe(3)
    expect(progress.at(-1)).toBe(3)
  })

  it('writes the XLSX with dates as dates, money in its currency, a frozen header and filters', async () => {
    const { file } = await exported('xlsx', ['bookingId', 'customer', 'checkIn', 'price', 'createdAt'])
    const workbook = new ExcelJS.Workbook()
    // exceljs types its input as an older Buffer than @types/node 20 makes: the bytes are what it reads.
    await workbook.xlsx.load(file.bytes.buffer as ArrayBuffer)
    const sheet = workbook.getWorksheet('Bookings')
    expect(sheet).toBeDefined()
    if (sheet === undefined) return
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Booking',
      'Customer',
      'Check-in',
      'Price',
      'Created (UTC)',
    ])
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
    expect(sheet.autoFilter).toBeTruthy()
    expect(sheet.rowCount).toBe(4)
    const b1 = sheet.getRow(3)
    expect(b1.getCell(1).value).toBe('B1')
    expect(b1.getCell(3).value).toEqual(new Date('2026-12-04T00:00:00Z'))
    expect(b1.getCell(3).numFmt).toBe('yyyy-mm-dd')
    expect(b1.getCell(4).value).toBe(1234.5)
    expect(b1.getCell(4).numFmt).toBe('#,##0.00 "EUR"')
    expect(b1.getCell(5).value).toEqual(new Date('2026-02-01T09:00:00.000Z'))
    // A spreadsheet cell holding text never runs it, but the value stays what the customer is called.
    expect(sheet.getRow(4).getCell(2).value).toBe('=HYPERLINK("x")')
  })

  it("writes a view's columns in the view's order, with the agency's selling price, margin and reference", async () => {
    const columns = ['agencyRef', 'customer', 'margin', 'checkIn', 'selling', 'price']
    const { file, listed } = await exported('csv', columns)
    const [header, ...rows] = Papa.parse<string[]>(new TextDecoder().decode(file.bytes), {
      skipEmptyLines: true,
    }).data
    // One currency column, after the first amount: the sale is in the booking's currency.
    expect(header).toEqual(['Agency ref', 'Customer', 'Margin', 'Currency', 'Check-in', 'Selling', 'Price'])
    expect(rows).toHaveLength(listed.length)
    // A straightforward recount: each line is the list's row, its sale and its reference.
    listed.forEach((booking, index) => {
      const expected = [
        booking.id === 'B1' ? 'LAMBERT-XMAS' : '',
        `${booking.customerFirstName} ${booking.customerLastName}`.trim(),
        booking.sale === null ? '' : booking.sale.margin.toFixed(2),
        booking.currency,
        booking.checkIn,
        booking.sale === null ? '' : booking.sale.sell.toFixed(2),
        booking.totalPrice.toFixed(2),
      ]
      expect(rows[index]?.map((cell) => cell.replace(/^'/, ''))).toEqual(expected)
    })
    expect(rows[1]).toEqual([
      'LAMBERT-XMAS',
      'Ana Lambert',
      '185.75',
      'EUR',
      '2026-12-04',
      '1420.25',
      '1234.50',
    ])
    // B2's sale is another service's: no selling price here.
    expect(rows[2]?.[5]).toBe('')
  })

  it("writes the view's columns to XLSX: money as numbers in its currency, no sale an empty cell", async () => {
    const { file } = await exported('xlsx', ['checkIn', 'agencyRef', 'selling', 'margin', 'customer'])
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(file.bytes.buffer as ArrayBuffer)
    const sheet = workbook.getWorksheet('Bookings')
    if (sheet === undefined) throw new Error('no Bookings sheet')
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Check-in',
      'Agency ref',
      'Selling',
      'Margin',
      'Customer',
    ])
    const b5 = sheet.getRow(2)
    expect(b5.getCell(1).value).toEqual(new Date('2026-12-01T00:00:00Z'))
    expect(b5.getCell(1).numFmt).toBe('yyyy-mm-dd')
    // An empty value is an empty cell, read back as null: never a zero.
    expect(b5.getCell(2).value).toBeNull()
    expect(b5.getCell(3).value).toBe(110)
    expect(b5.getCell(3).numFmt).toBe('#,##0.00 "EUR"')
    expect(b5.getCell(4).value).toBe(11)
    const b1 = sheet.getRow(3)
    expect([b1.getCell(2).value, b1.getCell(3).value, b1.getCell(4).value]).toEqual([
      'LAMBERT-XMAS',
      1420.25,
      185.75,
    ])
    expect(b1.getCell(4).numFmt).toBe('#,##0.00 "EUR"')
    const b2 = sheet.getRow(4)
    expect([b2.getCell(3).value, b2.getCell(4).value]).toEqual([null, null])
    expect(b2.getCell(5).value).toBe('=HYPERLINK("x")')
  })

  it('refuses a column twice and an empty choice at the boundary', () => {
    const filters = {}
    expect(ExportInput.safeParse({ format: 'csv', filters, columns: [] }).success).toBe(false)
    expect(ExportInput.safeParse({ format: 'csv', filters, columns: ['price', 'price'] }).success).toBe(false)
  })
})
