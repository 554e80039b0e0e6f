import Database from 'better-sqlite3'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { attachAgencyStore } from '../../../src/main/agency-store/agency-store'
import { saveMarkupRule } from '../../../src/main/agency-store/markup-rules.repo'
import { AGENCY_MIGRATIONS } from '../../../src/main/agency-store/migrations'
import { writeBackupFile } from '../../../src/main/backup/backup-file'
import { PEOPLE_KEY_FILE } from '../../../src/main/platform/node/secret-box'
import { DEFAULT_SETTINGS } from '../../../src/shared/ipc'
import { markupRule } from '../../support/markup-rule'
import { fileSandbox, sandboxBookings, tempFolder, type TestCore } from '../core/fixtures'

/**
 * The agency's own data survives the loss of the data folder: backed up, wiped, restored and found again through
 * the channels the screens use; and a backup of an older schema is migrated forward when restored.
 */
const sandbox = fileSandbox()

// The smallest PNG the logo check takes: its signature and a header chunk.
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
  8, 2, 0, 0, 0,
])

async function downloaded(
  app: TestCore,
  made: { file: { outcome: string; url?: string } },
): Promise<Uint8Array> {
  if (made.file.outcome !== 'download' || made.file.url === undefined) throw new Error('not a download')
  const file = app.core.downloads.take(made.file.url.split('/').pop() ?? '')
  if (file === null) throw new Error('no download')
  return file.bytes
}

/** Empties the data folder as a broken disk would, keeping the desk's passport key (the OS keychain's part). */
function wipe(folder: string): void {
  const key = join(folder, PEOPLE_KEY_FILE)
  const kept = existsSync(key) ? readFileSync(key) : null
  rmSync(folder, { recursive: true, force: true })
  if (kept !== null) {
    mkdirSync(folder, { recursive: true })
    writeFileSync(key, kept, { mode: 0o600 })
  }
}

describe('backups of the agency data', () => {
  it('backs up, wipes the data folder, restores and finds everything again', async () => {
    const folder = tempFolder('desk-backup-')
    const app = sandbox.desk(folder)
    await app.call('settings.update', {
      agency: { ...DEFAULT_SETTINGS.agency, name: 'Voyages Étoile', agentName: 'Ana Costa' },
    })
    await app.call('agency.setLogo', { fileName: 'logo.png', file: app.core.files.acceptBytes(PNG) })
    const customer = await app.call('customers.save', {
      customer: { firstName: 'Anne', lastName: 'Lambért', email: 'anne@example.test' },
    })
    await app.call('travellers.save', {
      customerId: customer.id,
      traveller: {
        firstName: 'Zoé',
        lastName: 'Lambért',
        birthdate: '2014-03-02',
        passportNumber: 'X1234567',
      },
    })
    const [bookingId] = sandboxBookings(sandbox.server, 'confirmed')
    if (bookingId === undefined) throw new Error('no confirmed booking')
    await app.call('bookings.get', { bookingId })
    await app.call('notes.add', { bookingId, body: 'Quiet room, high floor' })
    await app.call('bookings.setAgencyRef', { bookingId, reference: 'AGX-7781' })
    const { id: _id, ...rule } = markupRule('unsaved', { productKind: 'hotel', percent: 12 })
    await app.call('pricing.saveRule', { rule })
    await app.call('views.save', {
      name: 'Confirmed hotels',
      filters: { kind: 'hotel' },
      columns: [{ id: 'reference' }],
      pinned: false,
    })

    const proposal = await app.call('proposals.create', {
      title: 'Lisbon in March',
      customerId: customer.id,
      validUntil: '2027-02-01',
    })
    await app.call('rates.setReporting', { currency: 'EUR' })
    await app.call('rates.save', { currency: 'USD', rate: '0.9123' })

    const made = await app.call('backup.create', { passphrase: 'correct horse' })
    expect(made.summary).toMatchObject({ encrypted: true, agencyName: 'Voyages Étoile', hasLogo: true })
    expect(made.summary.counts).toMatchObject({
      customers: 1,
      travellers: 1,
      booking_notes: 1,
      markup_rules: 1,
      saved_views: 1,
      proposals: 1,
      currency_rates: 1,
    })
    const bytes = await downloaded(app, made)
    await sandbox.close(app)

    wipe(folder)
    const fresh = sandbox.desk(folder)
    expect((await fresh.call('customers.list', {})).total).toBe(0)
    expect(await fresh.call('pricing.listRules', {})).toEqual([])
    expect(await fresh.call('proposals.list', {})).toEqual([])

    const wrong = await fresh.fail('backup.inspect', {
      file: fresh.core.files.acceptBytes(bytes),
      passphrase: 'wrong horse',
    })
    expect(wrong).toMatchObject({ code: 'INVALID_INPUT' })
    expect(wrong.message).toContain('passphrase does not open this backup')

    const summary = await fresh.call('backup.inspect', {
      file: fresh.core.files.acceptBytes(bytes),
      passphrase: 'correct horse',
    })
    expect(summary.counts).toEqual(made.summary.counts)
    expect(summary.createdAt).toBe(made.summary.createdAt)

    await fresh.call('backup.restore', {
      file: fresh.core.files.acceptBytes(bytes),
      passphrase: 'correct horse',
    })
    const customers = await fresh.call('customers.list', {})
    expect(customers.items.map((item) => item.displayName)).toEqual(['Lambért, Anne'])
    const detail = await fresh.call('customers.get', { id: customer.id })
    expect(detail.travellers[0]?.traveller).toMatchObject({ firstName: 'Zoé', passportNumber: 'X1234567' })
    expect((await fresh.call('notes.list', { bookingId })).notes.map((note) => note.body)).toEqual([
      'Quiet room, high floor',
    ])
    expect((await fresh.call('notes.list', { bookingId })).agencyRef).toMatchObject({ reference: 'AGX-7781' })
    expect((await fresh.call('pricing.listRules', {})).map((saved) => saved.percent)).toEqual([12])
    expect((await fresh.call('views.list', {})).map((view) => view.name)).toEqual(['Confirmed hotels'])
    expect(await fresh.call('proposals.get', { id: proposal.id })).toMatchObject({
      title: 'Lisbon in March',
      customerId: customer.id,
      version: proposal.version,
    })
    const rates = await fresh.call('rates.list', {})
    expect(rates.reporting?.currency).toBe('EUR')
    expect(rates.rates.map((saved) => [saved.currency, saved.rate])).toEqual([['USD', '0.9123']])
    expect((await fresh.call('settings.get', undefined)).agency.name).toBe('Voyages Étoile')
    expect(await fresh.call('agency.logo', undefined)).toMatchObject({
      logo: expect.stringContaining('data:image/png'),
    })
    // The desk keeps writing to the restored file.
    await fresh.call('customers.save', { customer: { firstName: 'Paul', lastName: 'Durand' } })
    expect((await fresh.call('customers.list', {})).total).toBe(2)
  }, 120_000)

  it('restores a backup made at an older schema version and migrates it forward', async () => {
    const old = tempFolder('desk-old-')
    const db = new Database(':memory:')
    const first = AGENCY_MIGRATIONS.slice(0, 1)
    attachAgencyStore(db, { file: join(old, 'agency.db'), migrations: first })
    const { id: _id, ...rule } = markupRule('unsaved', { productKind: 'hotel', percent: 7 })
    saveMarkupRule(db, { rule }, { by: 'Old desk', at: '2025-01-02T10:00:00.000Z' })
    const file = join(old, 'old.deskbackup')
    await writeBackupFile(db, file, {
      createdAt: '2025-01-02T10:00:00.000Z',
      appVersion: '0.0.1',
      settings: { agency: { ...DEFAULT_SETTINGS.agency, name: 'Old Agency' } },
      logo: null,
    })
    db.close()

    const app = sandbox.desk()
    // Settings the old backup never had stay as this desk has them (not their defaults).
    const updates = { address: 'https://updates.agency.example/desk/', automatic: false }
    await app.call('settings.update', { updates, passportRetentionMonths: 24 })
    const bytes = readFileSync(file)
    const summary = await app.call('backup.inspect', { file: app.core.files.acceptBytes(bytes) })
    expect(summary.schemaVersion).toBe(first[0]?.version)
    expect(summary.currentSchemaVersion).toBe(AGENCY_MIGRATIONS.at(-1)?.version)
    expect(summary).toMatchObject({ encrypted: false, appVersion: '0.0.1', counts: { markup_rules: 1 } })

    await app.call('backup.restore', { file: app.core.files.acceptBytes(bytes) })
    expect((await app.call('pricing.listRules', {})).map((saved) => saved.percent)).toEqual([7])
    // Tables of the later migrations exist: the desk writes customers into the restored file.
    await app.call('customers.save', { customer: { firstName: 'Paul', lastName: 'Durand' } })
    expect((await app.call('customers.list', {})).total).toBe(1)
    const restored = await app.call('settings.get', undefined)
    expect(restored.agency.name).toBe('Old Agency')
    expect(restored.updates).toEqual(updates)
    expect(restored.passportRetentionMonths).toBe(24)
    // The file that was replaced is kept beside it.
    expect(existsSync(join(app.folder, 'agency.db.before-restore'))).toBe(true)
  }, 120_000)

  it('refuses a backup from a newer schema, saying so, and changes nothing', async () => {
    const old = tempFolder('desk-new-')
    const db = new Database(':memory:')
    const future = [...AGENCY_MIGRATIONS, { version: 9990, name: 'future', up: () => undefined }]
    attachAgencyStore(db, { file: join(old, 'agency.db'), migrations: future })
    const file = join(old, 'new.deskbackup')
    await writeBackupFile(db, file, {
      createdAt: '2030-01-01T00:00:00.000Z',
      appVersion: '9.0.0',
      settings: {},
      logo: null,
    })
    db.close()
    const app = sandbox.desk()
    const refused = await app.fail('backup.restore', { file: app.core.files.acceptBytes(readFileSync(file)) })
    expect(refused).toMatchObject({ code: 'INVALID_INPUT' })
    expect(refused.message).toContain('made by a newer Agency Desk (9.0.0')
    expect(existsSync(join(app.folder, 'agency.db.before-restore'))).toBe(false)
  }, 120_000)
})
