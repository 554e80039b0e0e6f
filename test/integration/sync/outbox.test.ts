import { afterEach, describe, expect, it } from 'vitest'
import { sandboxForFile } from '../../support/sandbox/start'
import { control, sandboxBookings, BOOKING_WORLD, testCore, type TestCore } from '../core/fixtures'

/**
 * The outbox through the core against the sandbox: writes made offline are kept and replayed in order exactly once
 * when the service is back; a replay the service rejects is kept with its error; a cancel whose answer was lost is
 * checked before it is sent again.
 */
const server = sandboxForFile(BOOKING_WORLD)
const cores: TestCore[] = []
afterEach(async () => {
  await control(server()).clearFaults()
  for (const desk of cores.splice(0)) await desk.core.stop()
})

async function onlineDesk(): Promise<TestCore> {
  const desk = testCore(server())
  cores.push(desk)
  const first = await desk.core.bookings.poller.pollOnce()
  if (!first.ok) throw new Error('first poll failed')
  return desk
}

async function goOffline(desk: TestCore): Promise<void> {
  await control(server()).faults({ offline: true })
  expect((await desk.call('connectivity.check', undefined)).state).toBe('offline')
}

async function comeBack(desk: TestCore) {
  await control(server()).clearFaults()
  // The return to online starts the replay; this joins it.
  expect((await desk.call('connectivity.check', undefined)).state).toBe('online')
  return desk.core.bookings.outbox.replay()
}

const count = (desk: TestCore, request: string) => desk.requests.filter((sent) => sent === request).length

describe('outbox', () => {
  it('queues messages and a cancellation made offline and replays them in order, exactly once', async () => {
    const desk = await onlineDesk()
    const [a, b] = sandboxBookings(server(), 'confirmed').slice(-2) as [string, string]
    await desk.call('bookings.messages', { bookingId: a })
    await desk.call('bookings.messages', { bookingId: b })
    await goOffline(desk)

    const writes = [
      await desk.call('bookings.sendMessage', { bookingId: a, message: 'First: late arrival around 23:00' }),
      await desk.call('bookings.sendMessage', { bookingId: b, message: 'The client asks for a quiet room' }),
      await desk.call('bookings.cancel', { bookingId: b, reason: 'Client changed plans' }),
      await desk.call('bookings.sendMessage', {
        bookingId: a,
        message: 'Second: two bottles of water please',
      }),
    ]
    expect(writes.map((write) => write.outcome)).toEqual(['queued', 'queued', 'queued', 'queued'])
    const queued = await desk.call('outbox.list', {})
    expect(queued.writes.map((write) => [write.kind, write.bookingId, write.state])).toEqual([
      ['booking.message', a, 'pending'],
      ['booking.message', b, 'pending'],
      ['booking.cancel', b, 'pending'],
      ['booking.message', a, 'pending'],
    ])
    // Shown as pending beside the data the agent reads from the cache.
    const detail = await desk.call('bookings.get', { bookingId: a })
    expect(detail.source).toBe('cache')
    expect(detail.pendingWrites.map((write) => write.text)).toEqual([
      'First: late arrival around 23:00',
      'Second: two bottles of water please',
    ])
    expect((await desk.call('sync.health', undefined)).writes).toEqual({ pending: 4, failed: 0 })
    expect(await desk.call('app.quitCheck', undefined)).toMatchObject({ safeToQuit: false, pending: 4 })
    expect(count(desk, `DELETE /api/v1/bookings/${b}`)).toBe(0)

    const report = await comeBack(desk)
    expect(report).toEqual({ sent: 4, failed: 0, stopped: null })
    expect((await desk.call('outbox.list', {})).writes).toEqual([])
    expect((await desk.call('outbox.list', { states: ['done'] })).writes).toHaveLength(4)
    expect(count(desk, `DELETE /api/v1/bookings/${b}`)).toBe(1)
    expect(count(desk, `PUT /api/v1/bookings/${a}/messages`)).toBe(2)

    const threadA = (await desk.call('bookings.messages', { bookingId: a })).messages.map((m) => m.message)
    expect(threadA.filter((text) => text.startsWith('First:') || text.startsWith('Second:'))).toEqual([
      'First: late arrival around 23:00',
      'Second: two bottles of water please',
    ])
    const threadB = (await desk.call('bookings.messages', { bookingId: b })).messages.map((m) => m.message)
    expect(threadB.filter((text) => text === 'The client asks for a quiet room')).toHaveLength(1)
    const history = (await desk.call('bookings.history', { bookingId: b })).entries.map(
      (entry) => entry.label,
    )
    expect(history.filter((label) => label.includes('Client changed plans'))).toHaveLength(1)
    expect((await desk.call('bookings.get', { bookingId: b })).summary.state).toBe('canceled')

    // Exactly once: another replay sends nothing, and the agent's own cancellation is not announced to them.
    expect(await desk.core.bookings.outbox.replay()).toEqual({ sent: 0, failed: 0, stopped: null })
    await desk.core.bookings.poller.pollOnce()
    expect(desk.seen('booking.stateChanged')).toEqual([])
    expect(await desk.call('app.quitCheck', undefined)).toMatchObject({ safeToQuit: true, message: null })
  })

  it('keeps a replay the service rejects as failed, with its error, until retried or discarded', async () => {
    const desk = await onlineDesk()
    const [sent] = sandboxBookings(server(), 'sent').slice(-1) as [string]
    await goOffline(desk)
    const queued = await desk.call('bookings.cancel', { bookingId: sent, reason: 'Not needed any more' })
    expect(queued.outcome).toBe('queued')

    expect(await comeBack(desk)).toEqual({ sent: 0, failed: 1, stopped: null })
    const [failed] = (await desk.call('outbox.list', {})).writes
    expect(failed).toMatchObject({
      id: queued.write.id,
      state: 'failed',
      attempts: 1,
      error: { code: 'CONFLICT', details: { status: 409, serviceCode: 'BOOKING_NOT_CANCELLABLE' } },
    })
    expect((await desk.call('bookings.get', { bookingId: sent })).pendingWrites).toMatchObject([
      { id: queued.write.id, state: 'failed' },
    ])
    expect((await desk.call('sync.health', undefined)).writes).toEqual({ pending: 0, failed: 1 })
    expect(desk.seen('sync.healthChanged').at(-1)?.writes).toEqual({ pending: 0, failed: 1 })

    // Retried: pending again, replayed, refused again, still kept.
    expect(await desk.call('outbox.retry', { id: queued.write.id })).toMatchObject({ state: 'pending' })
    await desk.core.bookings.outbox.replay()
    expect((await desk.call('outbox.list', {})).writes).toMatchObject([{ state: 'failed', attempts: 2 }])

    expect(await desk.call('outbox.discard', { id: queued.write.id })).toEqual({ discarded: true })
    expect((await desk.call('outbox.list', {})).writes).toEqual([])
    expect((await desk.call('sync.health', undefined)).writes).toEqual({ pending: 0, failed: 0 })
  })

  it('checks a cancel whose answer was lost before sending it again: canceled once, no error', async () => {
    const desk = await onlineDesk()
    const [bookingId] = sandboxBookings(server(), 'confirmed').slice(-3) as [string]
    await control(server()).faults({ dropAfterCommit: { pathPrefix: '/api/v1/bookings', method: 'DELETE' } })
    const lost = await desk.call('bookings.cancel', { bookingId, reason: 'Duplicate file' })
    expect(lost).toMatchObject({ outcome: 'queued', write: { state: 'pending', outcomeUnknown: true } })

    const report = await comeBack(desk)
    expect(report).toEqual({ sent: 1, failed: 0, stopped: null })
    expect(count(desk, `DELETE /api/v1/bookings/${bookingId}`)).toBe(1)
    expect((await desk.call('outbox.list', { states: ['done'] })).writes).toMatchObject([
      { id: lost.write.id, state: 'done', error: null },
    ])
    const history = (await desk.call('bookings.history', { bookingId })).entries.map((entry) => entry.label)
    expect(history.filter((label) => label.includes('Duplicate file'))).toHaveLength(1)
  })

  it('sends at once when online; a write the service refuses at once is an error and is not kept', async () => {
    const desk = await onlineDesk()
    const [confirmed] = sandboxBookings(server(), 'confirmed').slice(-4) as [string]
    const sent = await desk.call('bookings.sendMessage', { bookingId: confirmed, message: 'Sent at once' })
    expect(sent).toMatchObject({ outcome: 'sent', write: { state: 'done' } })
    const thread = await desk.call('bookings.messages', { bookingId: confirmed })
    expect(thread.messages.map((message) => message.message)).toContain('Sent at once')

    const [onRequest] = sandboxBookings(server(), 'sent').slice(-2) as [string]
    const refused = await desk.fail('bookings.cancel', { bookingId: onRequest, reason: 'Too late' })
    expect(refused).toMatchObject({ code: 'CONFLICT', details: { serviceCode: 'BOOKING_NOT_CANCELLABLE' } })
    expect((await desk.call('outbox.list', {})).writes).toEqual([])
  })
})
