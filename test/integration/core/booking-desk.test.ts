import { describe, expect, it } from 'vitest'
import { parseCancellationTimestamp } from '../../../src/shared/domain/cancellation'
import { control, fileSandbox, sandboxBookings, tempFolder } from './fixtures'

/**
 * What the bookings desk does after the sale, through the core against the sandbox: the cost of cancelling read
 * at the service's time and charged as quoted, the offline choice, unread markers that survive a restart,
 * documents attached and handed over, and the history with the desk's own events.
 */
const sandbox = fileSandbox()

const { desk } = sandbox

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')

async function moveClock(now: string): Promise<void> {
  const response = await fetch(`${sandbox.server.url}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now }),
  })
  if (!response.ok) throw new Error(`clock: ${response.status} ${await response.text()}`)
}

describe('the bookings desk through the core', () => {
  it('quotes what cancelling costs on the service clock, and the service charges what was quoted', async () => {
    const app = desk()
    const now = Date.parse(`${control(sandbox.server).today()}T12:00:00Z`)
    // A confirmed booking whose ladder has a refundable fee window still ahead.
    let target: { id: string; windowStart: number } | null = null
    for (const id of sandboxBookings(sandbox.server, 'confirmed')) {
      const detail = await app.call('bookings.get', { bookingId: id })
      const window = detail.v1?.cancelConditions.find(
        (condition) =>
          condition.refundable &&
          condition.deduction > 0 &&
          condition.startAt !== null &&
          (parseCancellationTimestamp(condition.startAt) ?? 0) > now + 3_600_000,
      )
      if (window?.startAt != null) {
        target = { id, windowStart: parseCancellationTimestamp(window.startAt) ?? 0 }
        break
      }
    }
    if (target === null) throw new Error('no confirmed booking with a fee window ahead')

    const before = await app.call('bookings.cancellationQuote', { bookingId: target.id })
    expect(before).toMatchObject({ cancellable: true, source: 'service' })
    expect(before.cost.kind).toBe('free')

    await moveClock(new Date(target.windowStart + 3_600_000).toISOString())
    const quote = await app.call('bookings.cancellationQuote', { bookingId: target.id })
    expect(quote.cost.kind).toBe('fee')
    expect(Date.parse(quote.at)).toBeGreaterThanOrEqual(target.windowStart)
    const fee = quote.cost.fee
    expect(fee).toBeGreaterThan(0)

    const result = await app.call('bookings.cancel', {
      bookingId: target.id,
      reason: 'Customer changed plans',
    })
    expect(result.outcome).toBe('sent')
    const after = await app.call('bookings.get', { bookingId: target.id })
    expect(after.summary.state).toBe('canceled')
    expect(after.v1?.cancellationFees).toBe(fee)
    const again = await app.call('bookings.cancellationQuote', { bookingId: target.id })
    expect(again).toMatchObject({
      cancellable: false,
      notCancellableReason: 'This booking is already cancelled.',
    })
  })

  it('queues a cancellation offline only when the agent asks for it', async () => {
    const app = desk()
    const [id] = sandboxBookings(sandbox.server, 'confirmed').slice(-1)
    if (id === undefined) throw new Error('no confirmed booking')
    await app.call('bookings.get', { bookingId: id })
    await control(sandbox.server).faults({ offline: true })
    expect((await app.call('connectivity.check', undefined)).state).toBe('offline')
    const refused = await app.fail('bookings.cancel', { bookingId: id, reason: 'No', ifOffline: 'refuse' })
    expect(refused).toMatchObject({ code: 'OFFLINE' })
    expect((await app.call('outbox.list', {})).writes).toEqual([])
    const queued = await app.call('bookings.cancel', {
      bookingId: id,
      reason: 'Trip called off',
      ifOffline: 'queue',
    })
    expect(queued).toMatchObject({ outcome: 'queued', write: { state: 'pending' } })
    const quote = await app.call('bookings.cancellationQuote', { bookingId: id })
    expect(quote).toMatchObject({
      cancellable: false,
      source: 'cache',
      pendingCancel: { id: queued.write.id },
    })
    const history = await app.call('bookings.history', { bookingId: id })
    expect(history.timeline[0]).toMatchObject({ source: 'desk', label: 'Cancellation written' })
  })

  it('keeps unread markers across a restart', async () => {
    const folder = tempFolder('desk-unread-')
    const first = desk(folder)
    const withUpdates = sandboxBookings(sandbox.server, 'confirmed')
    let bookingId: string | null = null
    for (const id of withUpdates) {
      const thread = await first.call('bookings.messages', { bookingId: id })
      if (thread.unreadCount > 0) {
        bookingId = id
        break
      }
    }
    if (bookingId === null) throw new Error('no booking with a message from the hotel')
    expect(await first.call('bookings.markMessagesRead', { bookingId })).toEqual({ unreadCount: 0 })
    expect((await first.call('bookings.messages', { bookingId })).unreadCount).toBe(0)
    await sandbox.close(first)

    const second = desk(folder)
    const thread = await second.call('bookings.messages', { bookingId })
    expect(thread.unreadCount).toBe(0)
    expect(thread.lastReadAt).not.toBeNull()
    expect(thread.messages.every((message) => !message.unread)).toBe(true)
  })

  it('attaches a PDF, refuses a file that is not one before sending, and hands a document to the browser', async () => {
    const app = desk()
    const [bookingId] = sandboxBookings(sandbox.server, 'confirmed')
    if (bookingId === undefined) throw new Error('no confirmed booking')
    const before = await app.call('bookings.documents', { bookingId })
    const sentBefore = app.requests.filter((request) => request.startsWith('PUT')).length

    const refused = await app.fail('bookings.uploadDocument', {
      bookingId,
      fileName: 'invoice.pdf',
      file: app.core.files.acceptBytes(new TextEncoder().encode('MZ this is an executable')),
    })
    expect(refused).toMatchObject({ code: 'INVALID_INPUT', message: /Only PDF, PNG, JPEG, GIF and WebP/ })
    expect(app.requests.filter((request) => request.startsWith('PUT')).length).toBe(sentBefore)

    const attached = await app.call('bookings.uploadDocument', {
      bookingId,
      fileName: '../../rooming list.pdf',
      file: app.core.files.acceptBytes(PDF),
    })
    expect(attached).toMatchObject({ fileName: 'rooming list.pdf', fileType: 'application/pdf' })
    const after = await app.call('bookings.documents', { bookingId })
    expect(after.documents).toHaveLength(before.documents.length + 1)

    const handed = await app.call('bookings.saveDocument', { bookingId, documentId: attached.id })
    if (handed.outcome !== 'download') throw new Error(`expected a download, got ${handed.outcome}`)
    const file = app.core.downloads.take(handed.url.split('/').pop() ?? '')
    expect(file?.fileName).toBe('rooming list.pdf')
    expect(Buffer.from(file?.bytes ?? []).equals(Buffer.from(PDF))).toBe(true)
    // Downloaded once: offline, the app's copy still answers.
    await control(sandbox.server).faults({ offline: true })
    expect((await app.call('connectivity.check', undefined)).state).toBe('offline')
    const offline = await app.call('bookings.saveDocument', { bookingId, documentId: attached.id })
    expect(offline).toMatchObject({ outcome: 'download', source: 'cache' })
  })
  it('with failing answers, loses nothing and sends nothing twice; offline, the list and history still answer', async () => {
    const app = desk()
    const [a, b] = sandboxBookings(sandbox.server, 'confirmed').slice(0, 2) as [string, string]
    await app.call('bookings.history', { bookingId: b })
    await app.core.bookings.poller.pollOnce()
    await control(sandbox.server).faults({ failRate: 0.5 })
    const texts = Array.from({ length: 6 }, (_, index) => `Flaky line, note ${index + 1}`)
    const outcomes: string[] = []
    for (const message of texts) {
      // A write whose answer failed is kept in the outbox (queued): nothing is lost.
      outcomes.push((await app.call('bookings.sendMessage', { bookingId: a, message })).outcome)
    }
    // The sandbox's failures are drawn from a seeded generator: this run meets some.
    expect(outcomes).toContain('queued')
    const cancel = await app.call('bookings.cancel', { bookingId: b, reason: 'Flaky line cancel' })
    expect(['sent', 'queued']).toContain(cancel.outcome)
    await control(sandbox.server).clearFaults()
    expect((await app.call('connectivity.check', undefined)).state).toBe('online')
    for (let round = 0; round < 5; round += 1) {
      if ((await app.call('outbox.list', {})).writes.length === 0) break
      for (const write of (await app.call('outbox.list', { states: ['failed'] })).writes) {
        await app.call('outbox.retry', { id: write.id })
      }
      await app.core.bookings.outbox.replay()
    }
    expect((await app.call('outbox.list', {})).writes).toEqual([])
    const thread = (await app.call('bookings.messages', { bookingId: a })).messages.map((m) => m.message)
    for (const text of texts) expect(thread.filter((sent) => sent === text)).toHaveLength(1)
    const history = (await app.call('bookings.history', { bookingId: b })).entries
    expect(history.filter((entry) => entry.label.includes('Flaky line cancel'))).toHaveLength(1)

    await control(sandbox.server).faults({ offline: true })
    expect((await app.call('connectivity.check', undefined)).state).toBe('offline')
    const list = await app.call('bookings.list', { search: b })
    expect(list.bookings.map((booking) => booking.id)).toEqual([b])
    const offlineHistory = await app.call('bookings.history', { bookingId: b })
    expect(offlineHistory.source).toBe('cache')
    expect(
      offlineHistory.timeline.some((entry) => entry.label === 'Cancellation delivered to the service'),
    ).toBe(true)
  })
  it('puts unanswered requests on the worklist until the hotel answers, and keeps acknowledged items away', async () => {
    const app = desk()
    await app.core.bookings.poller.pollOnce()
    const first = await app.call('worklist.list', {})
    const waiting = first.items.filter((entry) => entry.kind === 'awaitingAnswer')
    expect(waiting.length).toBeGreaterThan(0)
    for (const entry of waiting) expect(Date.parse(entry.dueAt ?? '')).toBeGreaterThan(Date.parse(first.at))
    const [answered, acknowledged] = waiting as [(typeof waiting)[0], (typeof waiting)[0]]
    await control(sandbox.server).answer(answered.bookingId, 'confirm')
    await app.call('worklist.acknowledge', { itemId: acknowledged.id, fingerprint: acknowledged.fingerprint })
    await app.core.bookings.poller.pollOnce()
    const second = await app.call('worklist.list', {})
    expect(second.items.some((entry) => entry.id === answered.id)).toBe(false)
    expect(second.items.some((entry) => entry.id === acknowledged.id)).toBe(false)
    expect(second.acknowledged).toBeGreaterThanOrEqual(1)
    // Offline, the worklist still answers from the cache.
    await control(sandbox.server).faults({ offline: true })
    expect((await app.call('connectivity.check', undefined)).state).toBe('offline')
    expect((await app.call('worklist.list', {})).items.length).toBe(second.items.length)
  })
  it('reminds once per lead time before free cancellation ends, across a restart and offline', async () => {
    const folder = tempFolder('desk-reminders-')
    const first = desk(folder)
    const now = sandbox.server.sandbox.ctx.clock.now().getTime()
    let target: { id: string; freeUntil: number } | null = null
    for (const id of sandboxBookings(sandbox.server, 'confirmed').reverse()) {
      const detail = await first.call('bookings.get', { bookingId: id })
      const quote = await first.call('bookings.cancellationQuote', { bookingId: id })
      if (
        detail.summary.state === 'confirmed' &&
        quote.cost.kind === 'free' &&
        Date.parse(quote.cost.until) > now + 50 * 3_600_000
      ) {
        target = { id, freeUntil: Date.parse(quote.cost.until) }
        break
      }
    }
    if (target === null) throw new Error('no confirmed booking with free cancellation ahead')
    const about = (shown: { bookingId: string; leadHours: number }[]) =>
      shown.filter((reminder) => reminder.bookingId === target?.id).map((reminder) => reminder.leadHours)

    await moveClock(new Date(target.freeUntil - 47 * 3_600_000).toISOString())
    await first.call('bookings.get', { bookingId: target.id })
    expect(about(await first.core.bookings.reminders.check())).toEqual([48])
    expect(about(await first.core.bookings.reminders.check())).toEqual([])
    expect(first.seen('booking.reminder').filter((event) => event.bookingId === target?.id)).toMatchObject([
      { kind: 'freeCancellationEnds', leadHours: 48, title: 'Free cancellation ends within 48 hours' },
    ])
    await sandbox.close(first)

    const second = desk(folder)
    await moveClock(new Date(target.freeUntil - 23 * 3_600_000).toISOString())
    await second.call('bookings.get', { bookingId: target.id })
    await control(sandbox.server).faults({ offline: true })
    expect((await second.call('connectivity.check', undefined)).state).toBe('offline')
    // Offline: the cache and the service's clock as last seen are enough; the 48-hour one is not given again.
    expect(about(await second.core.bookings.reminders.check())).toEqual([24])
    expect(about(await second.core.bookings.reminders.check())).toEqual([])
  })
})
