import ExcelJS from 'exceljs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { bookHotel, call, controlPlane } from './bookings-steps'
import { expect, expectNoSeriousViolations, SCREENSHOTS, test } from './fixtures'

/**
 * Accounting asks for "December's confirmed hotel bookings": the agent filters the list, keeps the columns they
 * chose (in their order, the agency's selling price and margin among them), exports to XLSX, and the download
 * read back with exceljs has those columns, one row per booking of the list, real dates and money as numbers in
 * its currency's format.
 */
test('export: December confirmed hotel bookings to XLSX with the chosen columns', async ({
  page,
  webHost,
}) => {
  test.setTimeout(240_000)
  const now = new Date(await controlPlane(webHost).now())
  // The December ahead (the demo's stays run up to half a year from now).
  const year = now.getUTCMonth() === 11 ? now.getUTCFullYear() + 1 : now.getUTCFullYear()
  const from = `${year}-12-01`
  const to = `${year}-12-31`
  // One booking made on the desk, checking in mid-December: it carries a frozen selling price.
  await bookHotel(webHost, Math.round((Date.UTC(year, 11, 15) - now.getTime()) / 86_400_000))
  const listed = await call(webHost, 'bookings.list', {
    refresh: true,
    states: ['confirmed'],
    kind: 'hotel',
    checkInFrom: from,
    checkInTo: to,
    sort: 'checkIn',
    limit: 500,
  })
  expect(listed.total).toBeGreaterThan(0)

  const columns = 'checkIn,customer,reference,price,selling,margin'
  // The run's link first (its access token), then the list as the agent filtered it.
  await page.goto(webHost.appUrl)
  await page.goto(
    `${webHost.baseUrl}/#/bookings?state=confirmed&product=hotel&checkInFrom=${from}&checkInTo=${to}&sort=checkIn&cols=${columns}`,
  )
  await expect(page.getByRole('columnheader', { name: 'Selling' })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Export' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: /Excel workbook/ }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^bookings-\d{4}-\d{2}-\d{2}\.xlsx$/)
  await expect(page.getByText(/bookings? exported\./)).toBeVisible({ timeout: 30_000 })
  await expectNoSeriousViolations(page, 'main')
  await page.screenshot({ path: join(SCREENSHOTS, 'export-bookings-december.png') })

  const path = await file.path()
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load((await readFile(path)).buffer as ArrayBuffer)
  const sheet = workbook.getWorksheet('Bookings')
  if (sheet === undefined) throw new Error('no Bookings sheet')
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    'Check-in',
    'Customer',
    'Reference',
    'Price',
    'Selling',
    'Margin',
  ])
  expect(sheet.rowCount).toBe(1 + listed.total)
  const rows = listed.bookings.map((_, index) => sheet.getRow(index + 2))
  for (const [index, booking] of listed.bookings.entries()) {
    const row = rows[index]
    if (row === undefined) throw new Error(`no row for ${booking.id}`)
    // A date is a date, in December.
    const checkIn = row.getCell(1).value
    expect(checkIn).toBeInstanceOf(Date)
    expect((checkIn as Date).toISOString().slice(0, 10)).toBe(booking.checkIn)
    expect(row.getCell(1).numFmt).toBe('yyyy-mm-dd')
    // Money is a number with its currency's format.
    expect(row.getCell(4).value).toBe(booking.totalPrice)
    expect(row.getCell(4).numFmt).toBe(`#,##0.00 "${booking.currency}"`)
    if (booking.sale === null) expect(row.getCell(5).value).toBeNull()
    else {
      expect(row.getCell(5).value).toBe(booking.sale.sell)
      expect(row.getCell(6).value).toBe(booking.sale.margin)
      expect(row.getCell(5).numFmt).toBe(`#,##0.00 "${booking.sale.currency}"`)
    }
  }
})
