import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PEOPLE_KEY_FILE } from '../../../src/main/platform/node/secret-box'
import { fileSandbox, tempFolder } from '../core/fixtures'

/** Passport numbers and expiries are sealed before they reach agency.db: the data folder alone does not show them. */
const sandbox = fileSandbox()
const { desk } = sandbox

const PASSPORT = 'PZ9876543'
const EXPIRY = '2031-07-19'

function bytesOnDisk(folder: string): Buffer {
  const files = ['agency.db', 'agency.db-wal']
    .map((name) => join(folder, name))
    .filter((file) => existsSync(file))
  expect(files).toContain(join(folder, 'agency.db'))
  return Buffer.concat(files.map((file) => readFileSync(file)))
}

describe('passport data at rest', () => {
  it('is in neither agency.db nor its write-ahead log, and reads back on the same desk', async () => {
    const folder = tempFolder('desk-passport-')
    const first = desk(folder)
    const customer = await first.call('customers.save', {
      customer: { lastName: 'Okafor', firstName: 'Ada' },
    })
    const saved = await first.call('travellers.save', {
      customerId: customer.id,
      traveller: { firstName: 'Ada', lastName: 'Okafor', passportNumber: PASSPORT, passportExpiry: EXPIRY },
    })
    expect(saved.traveller).toMatchObject({ passportNumber: PASSPORT, passportExpiry: EXPIRY })

    const written = bytesOnDisk(folder)
    // The name is stored in clear (it is searched); the passport is not, in any encoding SQLite could use.
    expect(written.includes(Buffer.from('Okafor'))).toBe(true)
    for (const secret of [PASSPORT, EXPIRY]) {
      expect(written.includes(Buffer.from(secret, 'utf8')), secret).toBe(false)
      expect(written.includes(Buffer.from(secret, 'utf16le')), secret).toBe(false)
    }
    expect(statSync(join(folder, PEOPLE_KEY_FILE)).mode & 0o777).toBe(0o600)
    await sandbox.close(first)

    const again = desk(folder)
    const detail = await again.call('customers.get', { id: customer.id })
    expect(detail.travellers[0]?.traveller).toMatchObject({
      passportNumber: PASSPORT,
      passportExpiry: EXPIRY,
    })
  })

  it('refuses to store a passport where the platform cannot encrypt, and keeps the rest', async () => {
    const app = desk(undefined, (platform) => ({
      ...platform,
      secretBox: { ...platform.secretBox, isAvailable: () => false },
    }))
    const customer = await app.call('customers.save', { customer: { lastName: 'Okafor' } })
    const refused = await app.fail('travellers.save', {
      customerId: customer.id,
      traveller: { firstName: 'Ada', lastName: 'Okafor', passportNumber: PASSPORT },
    })
    expect(refused.code).toBe('INVALID_INPUT')
    const kept = await app.call('travellers.save', {
      customerId: customer.id,
      traveller: { firstName: 'Ada', lastName: 'Okafor' },
    })
    expect(kept.traveller.passportNumber).toBe('')
  })
})
