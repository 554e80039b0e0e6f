import type { Page } from '@playwright/test'
import { join } from 'node:path'
import { formatMoney } from '../../../src/shared/domain/money'
import {
  expect,
  expectNoSeriousViolations,
  SCREENSHOTS,
  startWebHost,
  test,
  type RunningWebHost,
} from './fixtures'
import {
  bookHotel,
  call,
  controlPlane,
  expectConnectivity,
  openBooking,
  tallScreenshot,
  tinyPdf,
  upload,
} from './bookings-steps'

/**
 * The booking page an agent reads and acts from: the booking, cancelling with the cost first, messages, documents
 * and history, online and offline. This spec moves the sandbox's clock (only forward), so it runs on a web host of
 * its own, leaving the shared one's time alone.
 */
test.describe.configure({ mode: 'serial' })

let host: RunningWebHost & { stop(): void }

test.beforeAll(async () => {
  test.setTimeout(120_000)
  host = await startWebHost()
})

test.afterAll(() => host?.stop())

async function inTheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  const label = scheme === 'dark' ? 'Switch to dark theme' : 'Switch to light theme'
  const toggle = page.getByRole('button', { name: label })
  // Dispatched on the button itself: an open dialog's overlay covers it, and the dialog stays open.
  if ((await toggle.count()) > 0) await toggle.dispatchEvent('click')
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme)
}

/** Presses Tab until the element is focused: the keyboard alone reaches it. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, backwards = false): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element.matches(':focus')).catch(() => false)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  throw new Error('The keyboard did not reach the element')
}

test('reads a hotel booking and an experience booking, light and dark, by keyboard', async ({ page }) => {
  test.setTimeout(180_000)
  const booked = await bookHotel(host)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto(host.appUrl)
  await openBooking(page, host, booked.bookingId)
  await inTheme(page, 'light')

  await expect(page.getByTestId('detail-title')).toHaveText(booked.hotelName)
  await expect(page.getByTestId('detail-booking-id')).toHaveText(booked.bookingId)
  await expect(page.getByTestId('ref-booking-ref')).not.toBeEmpty()
  await expect(page.getByTestId('detail-dmc-state')).toContainText('Instant booking')
  await expect(page.getByTestId('detail-next')).toContainText('stays confirmed unless you cancel it')
  const hotel = page.getByRole('region', { name: 'Hotel', exact: true })
  await expect(hotel).toContainText(booked.hotelName)
  await expect(hotel).toContainText('★')
  await expect(page.getByRole('region', { name: 'Rooms', exact: true })).toContainText('Rita Sousa (adult)')
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible()
  await expectNoSeriousViolations(page, 'main')
  await tallScreenshot(page, 'bookings-page-hotel.png')
  await inTheme(page, 'dark')
  await expectNoSeriousViolations(page, 'main')
  await tallScreenshot(page, 'bookings-page-hotel-dark.png')
  await inTheme(page, 'light')

  // The keyboard alone moves between the sections (arrow keys in the tab list).
  const bookingTab = page.getByRole('tab', { name: 'Booking' })
  await tabTo(page, bookingTab)
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: /Messages/ })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('region', { name: 'Messages', exact: true })).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('region', { name: 'Documents', exact: true })).toBeVisible({ timeout: 30_000 })
  await page.keyboard.press('ArrowRight')
  const history = page.getByRole('region', { name: 'History', exact: true })
  await expect(history.getByTestId('history-row').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('tab', { name: 'History' })).toBeFocused()
  await expectNoSeriousViolations(page, 'main')
  await page.screenshot({ path: join(SCREENSHOTS, 'bookings-page-history.png') })

  // An on-request booking still unanswered says when it is refused automatically.
  const waiting = await call(host, 'bookings.list', { refresh: true, states: ['sent'], kind: 'hotel' })
  const sent = waiting.bookings[0]
  expect(sent, 'the demo data has hotel bookings waiting for the hotel').toBeDefined()
  await openBooking(page, host, sent!.id)
  await expect(page.getByTestId('detail-auto-refusal')).toContainText(
    /refused automatically|less than 24 hours/,
  )
  await expect(page.getByTestId('cancel-unavailable')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)

  // An experience booking reads as experiences: no hotel, no nights.
  const experiences = await call(host, 'bookings.list', { refresh: true, kind: 'experience' })
  const experience = experiences.bookings[0]
  expect(experience, 'the demo data has experience bookings').toBeDefined()
  await openBooking(page, host, experience!.id)
  const card = page.getByRole('region', { name: 'Experiences', exact: true })
  await expect(card.getByTestId('experience').first()).toContainText('Supplier', { timeout: 30_000 })
  await expect(page.getByRole('region', { name: 'Hotel', exact: true })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Rooms', exact: true })).toHaveCount(0)
  await expect(page.getByTestId('detail-stay')).not.toContainText('night')
  await expect(page.locator('main')).not.toContainText('Not stated')
  await expectNoSeriousViolations(page, 'main')
  await tallScreenshot(page, 'bookings-page-experience.png')
  await inTheme(page, 'dark')
  await expectNoSeriousViolations(page, 'main')
  await tallScreenshot(page, 'bookings-page-experience-dark.png')
  await inTheme(page, 'light')
})

test('cancels inside a penalty window by keyboard: the fee shown first is the fee recorded', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const booked = await bookHotel(host)
  const detail = await call(host, 'bookings.get', { bookingId: booked.bookingId })
  const ladder = detail.v1?.cancelConditions ?? []
  const window = ladder.find((step) => step.deduction > 0 && step.startAt !== null)
  expect(window, 'the rate charges a fee before the stay').toBeDefined()
  const startsAt = Date.parse(window!.startAt!.replace(' UTC', 'Z').replace(' ', 'T'))
  const sandbox = controlPlane(host)
  if (startsAt > (await sandbox.now())) await sandbox.moveClockTo(startsAt + 3_600_000)
  const fee = window!.refundable ? Math.min(window!.deduction, booked.total) : booked.total
  const money = formatMoney(fee, booked.currency, 'en-GB')

  await page.goto(host.appUrl)
  await openBooking(page, host, booked.bookingId)
  await inTheme(page, 'light')
  const cancel = page.getByRole('button', { name: 'Cancel booking' })
  await tabTo(page, cancel)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: `Cancel booking ${booked.bookingId}` })
  const quote = dialog.getByTestId('cancel-quote')
  await expect(quote).toContainText(`Cancelling now costs ${money}`, { timeout: 30_000 })
  await expect(quote).not.toContainText('Free to cancel')
  const reason = dialog.getByRole('textbox', { name: /Why is the booking cancelled/ })
  await expect(reason).toBeFocused()
  await expectNoSeriousViolations(page, '[role="dialog"]')
  await page.screenshot({ path: join(SCREENSHOTS, 'bookings-page-cancel.png') })
  await inTheme(page, 'dark')
  await expectNoSeriousViolations(page, '[role="dialog"]')
  await page.screenshot({ path: join(SCREENSHOTS, 'bookings-page-cancel-dark.png') })
  await inTheme(page, 'light')
  await reason.focus()

  // The reason is required: the channel's own schema says so, and nothing is sent.
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Cancel the booking' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toContainText('Say why the booking is cancelled.')
  await reason.focus()
  await page.keyboard.type('Customer changed plans')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')

  const result = dialog.getByTestId('cancel-result')
  await expect(result).toHaveAttribute('data-outcome', 'sent', { timeout: 30_000 })
  await expect(result).toContainText(`Cancellation fee charged: ${money}.`, { timeout: 30_000 })
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('detail-state')).toHaveText('Cancelled')
  await expect(page.getByTestId('detail-cancellation')).toContainText(`Cancellation fee charged: ${money}`)
  const after = await call(host, 'bookings.get', { bookingId: booked.bookingId })
  expect(after.summary.state).toBe('canceled')
  expect(after.v1?.cancellationFees).toBe(fee)
})

test('marks the hotel’s new messages, and reads them when the thread is shown', async ({ page }) => {
  test.setTimeout(120_000)
  const { bookings } = await call(host, 'bookings.list', { refresh: true, kind: 'hotel', limit: 60 })
  let withNews: string | null = null
  for (const booking of bookings) {
    const thread = await call(host, 'bookings.messages', { bookingId: booking.id })
    if (thread.unreadCount > 0) {
      withNews = booking.id
      break
    }
  }
  expect(withNews, 'the demo data has hotel replies nobody read yet').not.toBeNull()
  await page.goto(host.appUrl)
  await openBooking(page, host, withNews!)
  await expect(page.getByTestId('unread-count')).toContainText('new', { timeout: 30_000 })
  await page.getByRole('tab', { name: /Messages/ }).click()
  const unread = page.locator('[data-testid="message"][data-unread="true"]')
  await expect(unread.first()).toBeVisible({ timeout: 30_000 })
  await expect(unread.first()).toHaveAttribute('data-from', 'supplier')
  await expect(page.getByTestId('unread-count')).toHaveCount(0)
  await expectNoSeriousViolations(page, 'main')
  await page.screenshot({ path: join(SCREENSHOTS, 'bookings-page-messages-unread.png') })
  // Main keeps what was read: shown again, the thread has nothing new.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Messages', exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('[data-testid="message"][data-unread="true"]')).toHaveCount(0)
  expect((await call(host, 'bookings.messages', { bookingId: withNews! })).unreadCount).toBe(0)
})

test('sends a message, refuses an empty or too long one, attaches and saves documents', async ({ page }) => {
  test.setTimeout(180_000)
  const booked = await bookHotel(host)
  await page.goto(host.appUrl)
  await openBooking(page, host, booked.bookingId, 'messages')
  const messages = page.getByRole('region', { name: 'Messages', exact: true })
  const box = messages.getByRole('textbox', { name: /Message to the hotel/ })
  await messages.getByRole('button', { name: 'Send' }).click()
  await expect(messages).toContainText('Write a message first.')
  await box.fill('x'.repeat(5001))
  await expect(messages.getByTestId('message-counter')).toContainText('5,001 / 5,000')
  await messages.getByRole('button', { name: 'Send' }).click()
  await expect(messages).toContainText('A message has at most 5,000 characters.')
  await box.fill('The guests arrive late, around 23:00.')
  await messages.getByRole('button', { name: 'Send' }).click()
  const mine = messages.getByTestId('message').filter({ hasText: 'The guests arrive late' })
  await expect(mine).toHaveAttribute('data-from', 'agency', { timeout: 30_000 })
  await expectNoSeriousViolations(page, 'main')
  await page.screenshot({ path: join(SCREENSHOTS, 'bookings-page-messages.png') })

  await page.getByRole('tab', { name: 'Documents' }).click()
  const documents = page.getByRole('region', { name: 'Documents', exact: true })
  await expect(documents).toBeVisible({ timeout: 30_000 })
  const before = await documents.getByTestId('document').count()
  const input = documents.locator('input[type="file"]')
  // Not a PDF or an image by its content: said plainly, and nothing is sent.
  await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') })
  await expect(documents.getByTestId('documents-notice')).toContainText(
    'Only PDF, PNG, JPEG, GIF and WebP documents can be attached.',
  )
  await expect(documents.getByTestId('document')).toHaveCount(before)
  await input.setInputFiles({ name: 'passport-copy.pdf', mimeType: 'application/pdf', buffer: tinyPdf() })
  const added = documents.getByTestId('document').filter({ hasText: 'passport-copy.pdf' })
  await expect(added).toBeVisible({ timeout: 30_000 })
  await expect(documents.getByTestId('documents-notice')).toContainText('is attached to the booking')

  const download = page.waitForEvent('download')
  await added.getByRole('button', { name: 'Save passport-copy.pdf' }).click()
  expect((await download).suggestedFilename()).toBe('passport-copy.pdf')
  await expect(added).toHaveAttribute('data-downloaded', 'true', { timeout: 30_000 })
  await expect(added).toContainText('On this computer')
  await expectNoSeriousViolations(page, 'main')
  await page.screenshot({ path: join(SCREENSHOTS, 'bookings-page-documents.png') })
  await inTheme(page, 'dark')
  await expectNoSeriousViolations(page, 'main')
  await page.screenshot({ path: join(SCREENSHOTS, 'bookings-page-documents-dark.png') })
  await inTheme(page, 'light')
})

test('offline: reads, saves a downloaded document, and delivers a queued message and cancellation once', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const booked = await bookHotel(host)
  const pdf = await call(host, 'bookings.uploadDocument', {
    bookingId: booked.bookingId,
    fileName: 'voucher-copy.pdf',
    file: await upload(host, tinyPdf()),
  })
  await call(host, 'bookings.downloadDocument', { bookingId: booked.bookingId, documentId: pdf.id })
  await call(host, 'bookings.history', { bookingId: booked.bookingId })
  await call(host, 'bookings.messages', { bookingId: booked.bookingId })
  await page.goto(host.appUrl)
  await openBooking(page, host, booked.bookingId)
  await expect(page.getByTestId('detail-title')).toHaveText(booked.hotelName)

  const sandbox = controlPlane(host)
  const text = `Offline note ${Date.now()}`
  try {
    await sandbox.goOffline()
    await expectConnectivity(page, 'offline')
    await page.reload()
    await expect(page.getByTestId('detail-source')).toHaveAttribute('data-source', 'cache', {
      timeout: 30_000,
    })
    await expect(page.getByTestId('detail-booking-id')).toHaveText(booked.bookingId)

    await page.getByRole('tab', { name: 'History' }).click()
    await expect(page.getByTestId('history-row').first()).toBeVisible({ timeout: 30_000 })

    await page.getByRole('tab', { name: 'Documents' }).click()
    const saved = page.getByTestId('document').filter({ hasText: 'voucher-copy.pdf' })
    await expect(saved).toHaveAttribute('data-downloaded', 'true', { timeout: 30_000 })
    const download = page.waitForEvent('download')
    await saved.getByRole('button', { name: 'Save voucher-copy.pdf' }).click()
    expect((await download).suggestedFilename()).toBe('voucher-copy.pdf')

    await page.getByRole('tab', { name: /Messages/ }).click()
    const messages = page.getByRole('region', { name: 'Messages', exact: true })
    await messages.getByRole('textbox', { name: /Message to the hotel/ }).fill(text)
    await messages.getByRole('button', { name: 'Send' }).click()
    await expect(messages.getByTestId('message-queued')).toBeVisible({ timeout: 30_000 })
    const pendingMessage = messages.getByTestId('message').filter({ hasText: text })
    await expect(pendingMessage).toHaveAttribute('data-from', 'pending')

    await page.getByRole('button', { name: 'Cancel booking' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByTestId('cancel-offline')).toBeVisible({ timeout: 30_000 })
    await expect(dialog.getByTestId('cancel-quote')).toBeVisible()
    await dialog.getByRole('textbox', { name: /Why is the booking cancelled/ }).fill('Trip called off')
    await dialog.getByRole('button', { name: 'Queue the cancellation' }).click()
    await expect(dialog.getByTestId('cancel-result')).toHaveAttribute('data-outcome', 'queued', {
      timeout: 30_000,
    })
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('detail-pending')).toContainText('Cancellation waiting to be sent')
    await expect(page.getByTestId('detail-pending')).toContainText('Message waiting to be sent')
    await expectNoSeriousViolations(page, 'main')
    await tallScreenshot(page, 'bookings-page-offline.png')
    await inTheme(page, 'dark')
    await tallScreenshot(page, 'bookings-page-offline-dark.png')
    await inTheme(page, 'light')
  } finally {
    await sandbox.goOnline()
  }
  await expectConnectivity(page, 'online')
  await expect(page.getByTestId('detail-state')).toHaveText('Cancelled', { timeout: 60_000 })
  await expect(page.getByTestId('detail-pending')).toHaveCount(0, { timeout: 30_000 })
  const thread = await call(host, 'bookings.messages', { bookingId: booked.bookingId })
  expect(thread.messages.filter((message) => message.message === text)).toHaveLength(1)
  expect(thread.pendingWrites.filter((write) => write.state !== 'done')).toHaveLength(0)
  const history = await call(host, 'bookings.history', { bookingId: booked.bookingId })
  expect(history.entries.filter((entry) => /^cancel/i.test(entry.label))).toHaveLength(1)
  await page.getByRole('tab', { name: /Messages/ }).click()
  await expect(page.getByTestId('message').filter({ hasText: text })).toHaveAttribute('data-from', 'agency', {
    timeout: 30_000,
  })
})
