import { expect } from 'vitest'
import type { ChannelInput } from '../../../src/shared/ipc'
import { control, type FileSandbox, type TestCore } from './fixtures'

/**
 * A hotel create the service made but whose answer was lost with the line going down; the app quits, the line is
 * back, and the next start looks the create up and adopts the booking. Returns that second desk and the booking.
 */
export async function adoptedAfterRestart(
  sandbox: FileSandbox,
  folder: string,
  first: TestCore,
  input: ChannelInput<'hotels.book'>,
): Promise<{ second: TestCore; bookingId: string }> {
  await control(sandbox.server).faults({
    dropAfterCommit: { pathPrefix: '/api/v3/bookings', method: 'POST', thenOffline: true },
  })
  const lost = await first.fail('hotels.book', input)
  expect(lost).toMatchObject({ code: 'OFFLINE', details: { outcomeUnknown: true } })
  await sandbox.close(first)

  await control(sandbox.server).clearFaults()
  const second = sandbox.desk(folder)
  expect((await second.call('connectivity.check', undefined)).state).toBe('online')
  expect(await second.core.bookings.hotels.resolvePending()).toMatchObject({ adopted: 1 })
  const [resolved] = second.seen('booking.createResolved')
  expect(resolved).toMatchObject({ outcome: 'adopted', bookingId: expect.any(String) })
  return { second, bookingId: String(resolved?.bookingId) }
}
