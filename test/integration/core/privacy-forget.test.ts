import Database from 'better-sqlite3'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SANDBOX_API_KEY } from '../../../src/main/base/environment'
import { control, fileSandbox, sandboxBookings, type TestCore } from './fixtures'
import { bookPersonally, filesUnder, foundIn } from './privacy-files'

/**
 * "Forget this booking" and "Clear local data" through the core against the sandbox: afterwards a byte search of
 * the cache file, its write-ahead log and the documents folder finds none of the customers' names, e-mails,
 * birthdates, passport numbers, nor the bookings' ids.
 */
const sandbox = fileSandbox()

const { desk } = sandbox

/** What an attacker with the data folder would read: the cache, its log, and the documents. */
const stored = (app: TestCore): string[] => [
  ...filesUnder(join(app.folder, 'cache.db')),
  ...filesUnder(join(app.folder, 'cache.db-wal')),
  ...filesUnder(join(app.folder, 'documents')),
]

describe('forgetting a booking', () => {
  it('removes its travelers, documents and id from SQLite, its log and the documents folder; the others stay', async () => {
    const app = desk()
    const kept = await bookPersonally(app, sandbox.server, {
      firstName: 'Wilhelmina',
      lastName: 'Ostergaard',
      email: 'w.ostergaard@example.test',
      birthdate: '1941-08-17',
      passportNumber: 'KV90210733',
    })
    const gone = await bookPersonally(
      app,
      sandbox.server,
      {
        firstName: 'Ottoline',
        lastName: 'Vexworth',
        email: 'ottoline.vexworth@example.test',
        birthdate: '1937-12-03',
        passportNumber: 'XQ44170938',
      },
      41,
    )
    // A booking the desk knows well: every table of the cache that can hold one does.
    await app.call('worklist.acknowledge', {
      itemId: `awaitingAnswer:${gone.bookingId}`,
      fingerprint: 'seen',
    })
    expect(foundIn(stored(app), gone.needles).length).toBeGreaterThan(0)

    const forgotten = await app.call('privacy.forgetBooking', { bookingId: gone.bookingId })
    expect(forgotten.bookingId).toBe(gone.bookingId)
    expect(forgotten.rows).toBeGreaterThan(5)
    expect(forgotten.files).toBe(1)

    expect(foundIn(stored(app), [...gone.needles, gone.reference])).toEqual([])
    // The other booking is untouched, its file too.
    const keptHits = foundIn(stored(app), ['KV90210733', kept.bookingId])
    expect(keptHits).toContain(`${join(app.folder, 'cache.db')}: ${kept.bookingId}`)
    expect(keptHits.some((hit) => hit.includes(`${join('documents', kept.bookingId)}`))).toBe(true)
    expect((await app.call('bookings.list', { search: 'Ostergaard' })).total).toBe(1)
    expect(app.seen('bookings.changed')).toContainEqual({ bookingIds: [], reason: 'forgotten' })

    // The booking is the agency's: the service still lists it, so the next refresh brings it back, quietly.
    const announced = app.seen('booking.stateChanged').length
    const back = await app.call('bookings.list', { refresh: true, search: 'Vexworth' })
    expect(back.bookings.map((booking) => booking.id)).toEqual([gone.bookingId])
    expect(app.seen('booking.stateChanged')).toHaveLength(announced)
  })

  it("also removes the parked copy another service's cache keeps of it", async () => {
    const app = desk()
    const gone = await bookPersonally(app, sandbox.server, {
      firstName: 'Hieronyma',
      lastName: 'Blackwater',
      email: 'h.blackwater@example.test',
      birthdate: '1935-06-29',
      passportNumber: 'RM77312046',
    })
    // The same sandbox reached as staging is another service: the sandbox's cache is parked, staging's filled.
    await app.call('credentials.setApiKey', { environment: 'staging', apiKey: SANDBOX_API_KEY })
    await app.call('settings.update', { environment: 'staging', baseUrls: { staging: sandbox.server.url } })
    await app.core.bookings.poller.switchService()
    await app.call('bookings.list', { refresh: true })
    await app.call('bookings.get', { bookingId: gone.bookingId })
    const parked = new Database(join(app.folder, 'cache.db'), { readonly: true })
    const parkedRows = parked
      .prepare('SELECT count(*) AS n FROM parked_bookings WHERE id = ?')
      .get(gone.bookingId)
    parked.close()
    expect(parkedRows).toEqual({ n: 1 })

    await app.call('privacy.forgetBooking', { bookingId: gone.bookingId })
    expect(foundIn(stored(app), [...gone.needles, gone.reference])).toEqual([])
  })

  it('is refused while a write for the booking waits in the outbox, and nothing is removed', async () => {
    const app = desk()
    const [bookingId] = sandboxBookings(sandbox.server, 'confirmed')
    if (bookingId === undefined) throw new Error('no confirmed booking')
    await app.call('bookings.get', { bookingId })
    await control(sandbox.server).faults({ offline: true })
    expect((await app.call('connectivity.check', undefined)).state).toBe('offline')
    await app.call('bookings.sendMessage', { bookingId, message: 'Is the room quiet?' })

    const refused = await app.fail('privacy.forgetBooking', { bookingId })
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      message: /1 write has not been sent yet for this booking/,
    })
    expect((await app.call('bookings.get', { bookingId })).summary.id).toBe(bookingId)
  })
})

describe('clearing the local data', () => {
  it('removes every booking, customer and document, keeps the credentials unless asked, and VACUUMs', async () => {
    const app = desk()
    const made = await bookPersonally(app, sandbox.server, {
      firstName: 'Perpetua',
      lastName: 'Quenneville',
      email: 'perpetua.q@example.test',
      birthdate: '1939-04-21',
      passportNumber: 'ZT55019287',
    })
    const listed = await app.call('bookings.list', { refresh: true, limit: 500 })
    expect(listed.total).toBeGreaterThan(10)
    const everyBooking = listed.bookings.flatMap((booking) =>
      [booking.id, booking.customerLastName].filter((value) => value.length >= 5),
    )

    await app.call('credentials.setApiKey', { environment: 'staging', apiKey: 'staging-key-0123456789' })
    const cleared = await app.call('privacy.clearLocalData', { signOut: false })
    expect(cleared).toMatchObject({ signedOut: false })
    expect(cleared.bookings).toBeGreaterThanOrEqual(listed.total)
    expect(cleared.files).toBeGreaterThanOrEqual(1)

    expect(foundIn(stored(app), [...made.needles, made.reference, ...everyBooking])).toEqual([])
    expect(filesUnder(join(app.folder, 'documents'))).toEqual([])
    expect((await app.call('bookings.list', {})).total).toBe(0)
    expect(await app.call('notifications.list', {})).toMatchObject({ entries: [] })
    // Still signed in as before: the sandbox answers, and the next refresh lists the agency's bookings again.
    // Every table but the catalog's is empty (a table added later is covered without being named here).
    const cache = new Database(join(app.folder, 'cache.db'), { readonly: true })
    const filled = (
      cache.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
    )
      .map(({ name }) => name)
      .filter((name) => !/^(sqlite_|hotels|countries|regions|cities|locations_fts)/.test(name))
      .filter((name) => !/_(data|idx|docsize|config|content)$/.test(name))
      .filter((name) => name !== 'sync_cursors' && name !== 'sync_datasets')
      .filter((name) => (cache.prepare(`SELECT count(*) AS n FROM "${name}"`).get() as { n: number }).n > 0)
    cache.close()
    expect(filled).toEqual([])
    expect((await app.call('credentials.status', { environment: 'staging' })).hasApiKey).toBe(true)
    expect((await app.call('bookings.list', { refresh: true })).total).toBe(listed.total)

    // Asked to: the saved keys and the sign-ins go too.
    expect(await app.call('privacy.clearLocalData', { signOut: true })).toMatchObject({ signedOut: true })
    expect((await app.call('credentials.status', { environment: 'staging' })).hasApiKey).toBe(false)
    expect(app.platform.secrets.get('apiKey.staging')).toBeNull()
  })
})
