import { beforeAll, describe, expect, it } from 'vitest'
import { control, fileSandbox } from './fixtures'
import { shownStay } from './hotel-stay'

/**
 * How long a rooms handshake is usable, measured on the service's clock (its Date header). The sandbox's clock is
 * moved 10 minutes past this computer's: `expiresAt` compared with the local clock would give 25 minutes, the
 * service's own measure is its 15.
 */
const sandbox = fileSandbox()
beforeAll(async () => {
  await control(sandbox.server).advanceClock(600)
})

const HANDSHAKE_MS = 15 * 60_000

describe('the hold of a rooms handshake', () => {
  it('is counted on the service clock, not on this computer’s', async () => {
    const app = sandbox.desk()
    const { rooms } = await shownStay(app, sandbox.server)

    const localMs = Date.parse(rooms.meta.expiresAt) - app.platform.clock.now().getTime()
    // The check has teeth: by this computer's clock the handshake would look 10 minutes longer.
    expect(localMs).toBeGreaterThan(HANDSHAKE_MS + 9 * 60_000)
    // The Date header counts whole seconds, taken at the end of its second: at most 1 s short, never longer.
    expect(rooms.hold.msLeft).toBeLessThanOrEqual(HANDSHAKE_MS)
    expect(rooms.hold.msLeft).toBeGreaterThan(HANDSHAKE_MS - 2_000)
  })

  it('the sandbox dates every /api answer on its simulated clock, errors too', async () => {
    const answered = await fetch(`${sandbox.server.url}/api/v3/countries?perPage=1`, {
      headers: { 'X-API-Key': 'sandbox-to-key-1' },
    })
    const refused = await fetch(`${sandbox.server.url}/api/v3/countries?perPage=1`)
    expect([answered.status, refused.status]).toEqual([200, 401])
    const simulated = sandbox.server.sandbox.ctx.clock.now().getTime()
    for (const response of [answered, refused]) {
      const date = Date.parse(response.headers.get('date') ?? '')
      expect(Math.abs(date - simulated)).toBeLessThan(2_000)
      expect(date - Date.now()).toBeGreaterThan(9 * 60_000)
    }
  })

  it('carries the service clock it was measured with, and a jump of that clock reaches the screens', async () => {
    const app = sandbox.desk()
    const { rooms } = await shownStay(app, sandbox.server)
    expect(rooms.hold.clock.learnedAt).not.toBeNull()
    expect(await app.call('connectivity.serviceClock', undefined)).toEqual(rooms.hold.clock)
    const before = app.seen('connectivity.serviceClockChanged').length

    // The control plane moves the service's clock an hour on: the next probe's Date header tells main.
    await control(sandbox.server).advanceClock(3_600)
    expect((await app.call('connectivity.check', undefined)).state).toBe('online')
    const moved = app.seen('connectivity.serviceClockChanged').slice(before)
    expect(moved).toHaveLength(1)
    expect(Math.abs(moved[0]!.offsetMs - rooms.hold.clock.offsetMs - 3_600_000)).toBeLessThan(2_000)
    expect(await app.call('connectivity.serviceClock', undefined)).toEqual(moved[0])
  })
})
