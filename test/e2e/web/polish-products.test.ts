import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFParse } from 'pdf-parse'
import { call, openBooking, tallScreenshot } from './bookings-steps'
import { expect, expectNoSeriousViolations, SCREENSHOTS, test } from './fixtures'

/**
 * Every place that shows a booking knows its product (issue 14, point 5): an experience booking on the list, on
 * its page and on its voucher reads as an experience (its name, its day, its participants, a supplier), never as a
 * hotel without a name, nights, rooms or a counter-proposal.
 */

const HOTEL_WORDS = /Not stated|night|Check-in|Counter-proposal|proposed a change|the hotel/

test('an experience booking reads as an experience on the list, on its page and on its voucher', async ({
  page,
  webHost,
}) => {
  test.setTimeout(150_000)
  const waiting = await call(webHost, 'bookings.list', {
    refresh: true,
    kind: 'experience',
    states: ['pending'],
  })
  const onRequest = waiting.bookings[0]
  expect(onRequest, 'the demo data has experience bookings waiting for their supplier').toBeDefined()

  // The list of experiences: each row an experience, a request in its own words.
  await page.goto(webHost.appUrl)
  await page.goto(`${webHost.baseUrl}/#/bookings?product=experience`)
  const rows = page.locator('tr[data-booking-id]')
  await expect(rows.first()).toHaveAttribute('data-kind', 'experience', { timeout: 30_000 })
  const waitingRow = page.locator(`tr[data-booking-id="${onRequest!.id}"]`)
  const counts = page.getByTestId('bookings-state-counts')
  await expect(counts).toContainText('On request')
  await expect(counts).not.toContainText('Counter-proposal')
  await page.getByRole('button', { name: /^On request: \d+$/ }).click()
  await expect(waitingRow).toBeVisible()
  await expect(waitingRow.locator('[data-state="pending"]')).toHaveText('On request')
  await expect(waitingRow).toContainText('Experience')
  // The rows, the counts and the column names (the hotel filters under "More filters" stay, folded).
  await expect(page.locator('thead')).toContainText('Date')
  for (const part of [page.locator('tbody'), page.locator('thead'), counts])
    await expect(part).not.toContainText(HOTEL_WORDS)
  await expectNoSeriousViolations(page, 'main')
  await page.screenshot({ path: join(SCREENSHOTS, 'polish-products-experience-list.png') })

  // Its page: the supplier answers; participants, not rooms; a day, not nights.
  await openBooking(page, webHost, onRequest!.id)
  await expect(page.getByTestId('detail-state')).toHaveText('On request')
  await expect(page.getByTestId('detail-state-meaning')).toHaveText(
    "On request: waiting for the supplier's answer.",
  )
  await expect(page.getByTestId('detail-next')).toContainText('supplier')
  await expect(page.getByTestId('cancel-unavailable')).toHaveText(
    'The supplier has not answered this request yet. It can be cancelled once it is confirmed.',
  )
  const card = page.getByRole('region', { name: 'Experiences', exact: true })
  await expect(card.getByTestId('experience-participants').first()).toContainText(/\d+ participants? \(/, {
    timeout: 30_000,
  })
  await expect(page.getByRole('region', { name: 'Hotel', exact: true })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Rooms', exact: true })).toHaveCount(0)
  await expect(page.getByRole('tabpanel')).not.toContainText(HOTEL_WORDS)
  await expectNoSeriousViolations(page, 'main')
  await tallScreenshot(page, 'polish-products-experience-page.png')

  // A confirmed experience's voucher: an experience voucher with its day and participants, no stay.
  const confirmed = await call(webHost, 'bookings.list', { kind: 'experience', states: ['confirmed'] })
  const booking = confirmed.bookings[0]
  expect(booking, 'the demo data has confirmed experience bookings').toBeDefined()
  await openBooking(page, webHost, booking!.id)
  await expect(
    page.getByRole('region', { name: 'Experiences', exact: true }).getByTestId('experience').first(),
  ).toBeVisible({
    timeout: 30_000,
  })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Print voucher' }).click()
  const path = join(SCREENSHOTS, 'polish-products-voucher.pdf')
  await (await download).saveAs(path)
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(path)) })
  const { text } = await parser.getText()
  await parser.destroy()
  expect(text).toContain('Experience voucher')
  expect(text).toMatch(/Participants: \d+ participants? \(/)
  expect(text).not.toMatch(/Check-in|Check-out|\bnights?\b|Room \d/)
})
