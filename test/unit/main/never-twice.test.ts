import { describe, expect, it } from 'vitest'
import { ServiceError } from '../../../src/main/api/client'
import { getBookingCreate, type BookingCreate } from '../../../src/main/booking-creates/booking-creates.repo'
import { neverTwice } from '../../../src/main/booking-creates/never-twice'
import { createPendingCreates, LookupFailed } from '../../../src/main/booking-creates/pending-creates'
import { DeskError } from '../../../src/shared/ipc'
import { manualClock } from '../../support/manual-clock'
import { memoryDb } from '../db/fixtures'

/**
 * The steps every booking create keeps (booking-creates/never-twice.ts), with a kind whose lookup is scripted:
 * what is refused while an earlier create is on the wire or cannot be looked up, what is returned when an earlier
 * one was made, and what each answer leaves recorded.
 */

type Request = { what: string }
type Resolution = { outcome: 'adopted'; bookingId: string } | { outcome: 'notMade' }

function setup(lookup: (create: BookingCreate<Request>) => Resolution | 'unreachable') {
  const db = memoryDb()
  const clock = manualClock()
  let offline = false
  const looked: string[] = []
  const deps = { db, clock, isOffline: () => offline, service: () => 'sandbox' }
  const creates = neverTwice<Request, Resolution>(
    { ...deps, creates: createPendingCreates(deps) },
    {
      kind: 'experience',
      resolve: async (create) => {
        looked.push(create.reference)
        const answer = lookup(create)
        if (answer === 'unreachable')
          throw new LookupFailed(new ServiceError({ code: 'NETWORK', message: 'Down.' }))
        return answer
      },
      busy: (reference) => `${reference} is on its way.`,
      unknown: (reference) => `${reference} may be made.`,
    },
  )
  const record = (reference: string) =>
    creates.record({
      service: 'sandbox',
      reference,
      agentReference: true,
      requestId: `request-${reference}`,
      request: { what: reference },
      locale: null,
      shownRate: null,
      knownIds: [],
    })
  return { db, clock, creates, record, looked, goOffline: () => (offline = true) }
}

const lost = () => new ServiceError({ code: 'NETWORK', message: 'Reset.', outcomeUnknown: true })

describe('never twice: the steps of a booking create', () => {
  it('refuses a new create while an earlier one of its kind is on the wire, and looks nothing up', async () => {
    const { creates, record, looked } = setup(() => ({ outcome: 'notMade' }))
    const earlier = record('REF-1')
    let release = (): void => undefined
    const sending = creates.send(
      earlier,
      () => new Promise<string>((done) => (release = () => done('B1'))),
      (id) => id,
    )
    const refused = await creates.settleEarlier('sandbox', () => true).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DeskError)
    expect((refused as DeskError).code).toBe('CONFLICT')
    expect((refused as DeskError).message).toBe('REF-1 is on its way.')
    expect(looked).toEqual([])
    release()
    expect(await sending).toEqual({ made: 'B1' })
    // Answered: done, and no longer open, so the next create settles nothing.
    expect(await creates.settleEarlier('sandbox', () => true)).toBeNull()
    expect(looked).toEqual([])
  })

  it('returns an earlier create found made when it is the one asked for, after looking up every one before it', async () => {
    const { db, clock, creates, record, looked } = setup((create) =>
      create.reference === 'REF-2' ? { outcome: 'adopted', bookingId: 'B2' } : { outcome: 'notMade' },
    )
    for (const reference of ['REF-1', 'REF-2']) {
      // Earlier creates are settled in the order they were made.
      clock.advance(1000)
      const create = record(reference)
      expect(
        await creates.send(
          create,
          () => Promise.reject(lost()),
          () => null,
        ),
      ).toMatchObject({
        failure: { code: 'NETWORK' },
      })
      expect(getBookingCreate(db, create.id)?.state).toBe('unknown')
    }
    const found = await creates.settleEarlier('sandbox', (create) => create.reference === 'REF-2')
    expect(looked).toEqual(['REF-1', 'REF-2'])
    expect(found?.earlier.reference).toBe('REF-2')
    expect(found?.resolution).toEqual({ outcome: 'adopted', bookingId: 'B2' })
  })

  it('tells the outcome is unknown when an earlier create cannot be looked up, and after a lost answer', async () => {
    const { creates, record } = setup(() => 'unreachable')
    const create = record('REF-3')
    await creates.send(
      create,
      () => Promise.reject(lost()),
      () => null,
    )
    const told = await creates.lookUpLost(create).catch((error: unknown) => error)
    expect(told).toBeInstanceOf(DeskError)
    expect((told as DeskError).code).toBe('OFFLINE')
    expect((told as DeskError).details).toMatchObject({ outcomeUnknown: true, reference: 'REF-3' })
    await expect(creates.settleEarlier('sandbox', () => true)).rejects.toThrow('REF-3 may be made.')
  })

  it('records a refusal as failed and a create it could not store as unknown, rethrowing the bug', async () => {
    const { db, creates, record } = setup(() => ({ outcome: 'notMade' }))
    const refused = record('REF-4')
    const refusal = new ServiceError({ code: 'CONFLICT', message: 'No.', status: 409 })
    expect(
      await creates.send(
        refused,
        () => Promise.reject(refusal),
        () => null,
      ),
    ).toEqual({ failure: refusal })
    expect(getBookingCreate(db, refused.id)).toMatchObject({ state: 'failed', kind: 'experience' })
    const broken = record('REF-5')
    await expect(
      creates.send(
        broken,
        () => Promise.reject(new TypeError('bug')),
        () => null,
      ),
    ).rejects.toThrow('bug')
    expect(getBookingCreate(db, broken.id)?.state).toBe('unknown')
  })

  it("takes the agent's reference or makes one, and refuses to send while offline", async () => {
    const { creates, goOffline } = setup(() => ({ outcome: 'notMade' }))
    expect(creates.start('  MY-REF ')).toEqual({
      service: 'sandbox',
      reference: 'MY-REF',
      agentReference: 'MY-REF',
    })
    expect(creates.start(undefined).reference).toMatch(/^AD-/)
    goOffline()
    expect(() => creates.refuseOffline()).toThrow('The service cannot be reached')
  })
})
