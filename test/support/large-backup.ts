import Database from 'better-sqlite3'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { attachAgencyStore } from '../../src/main/agency-store/agency-store'
import { insertCustomer } from '../../src/main/agency-store/customers.repo'
import { newRecordMeta } from '../../src/main/agency-store/record-meta'
import { writeBackupFile } from '../../src/main/backup/backup-file'
import { DEFAULT_SETTINGS } from '../../src/shared/ipc'

/**
 * A real backup of an agency with `customers` customers, each with long random (so incompressible) company and
 * address lines: about 1 KB a customer in the file. Made as the desk makes one (writeBackupFile), without a desk.
 */
export async function largeBackup(
  customers: number,
  agencyName = 'Large Agency',
): Promise<{ file: string; bytes: Uint8Array }> {
  const folder = mkdtempSync(join(tmpdir(), 'desk-large-backup-'))
  const db = new Database(':memory:')
  attachAgencyStore(db, { file: join(folder, 'agency.db') })
  const change = { by: 'Big desk', at: '2026-11-01T09:00:00.000Z' }
  db.transaction(() => {
    for (let index = 0; index < customers; index += 1) {
      insertCustomer(db, newRecordMeta(change), {
        service: null,
        fileId: null,
        origin: 'desk',
        customer: {
          firstName: `Guest${index}`,
          lastName: 'Large',
          company: randomBytes(90).toString('hex'),
          email: '',
          phoneNumber: '',
          address: randomBytes(90).toString('hex'),
          additionalAddress: randomBytes(90).toString('hex'),
          zipCode: '',
          city: 'Lisbon',
          country: 'PT',
        },
      })
    }
  })()
  const file = join(folder, 'agency-desk-backup-2026-11-01-0900.deskbackup')
  await writeBackupFile(db, file, {
    createdAt: change.at,
    appVersion: '0.0.0-test',
    settings: { ...DEFAULT_SETTINGS, agency: { ...DEFAULT_SETTINGS.agency, name: agencyName } },
    logo: null,
  })
  db.close()
  return { file, bytes: new Uint8Array(readFileSync(file)) }
}
