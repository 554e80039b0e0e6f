import Database from 'better-sqlite3'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSandbox } from '../../src/app'
import { catalogModule } from '../../src/catalog/module'
import { STORE_VERSION } from '../../src/platform/store'

// A `--db FILE` written by another version of the sandbox is set aside as FILE.bak and a fresh store is seeded,
// with a clear message; a file of this version is reopened as it is.

let folder: string
let file: string
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'sandbox-version-'))
  file = join(folder, 'sandbox.db')
})
afterEach(() => {
  vi.restoreAllMocks()
  rmSync(folder, { recursive: true, force: true })
})

const open = () => createSandbox({ dbFile: file, modules: [catalogModule], hotels: 60 })
const hotels = (db: Database.Database) =>
  (db.prepare('SELECT count(*) AS n FROM hotels').get() as { n: number }).n

/** A store as an older sandbox left it: a hotels table of another shape, no version, some WAL content. */
function writeOldStore(): void {
  const old = new Database(file)
  old.pragma('journal_mode = WAL')
  old.exec(`CREATE TABLE sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    INSERT INTO sandbox_meta VALUES ('seed', '42'), ('hotels', '60');
    CREATE TABLE hotels (id INTEGER PRIMARY KEY, title TEXT);
    INSERT INTO hotels (title) VALUES ('Old hotel one'), ('Old hotel two');`)
  old.close()
}

describe('file store version', () => {
  it('sets an older store aside as FILE.bak, says so, and seeds a fresh one that serves', async () => {
    writeOldStore()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const sandbox = open()
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('written by another version of the sandbox'))
      expect(warn.mock.calls[0]?.[0]).toContain(`${file}.bak`)
      expect(hotels(sandbox.ctx.db)).toBe(60)
      expect(sandbox.ctx.db.pragma('user_version', { simple: true })).toBe(STORE_VERSION)
      const answer = await sandbox.app.request('/api/v3/hotels?perPage=1', {
        headers: { 'X-API-Key': 'sandbox-to-key-1' },
      })
      expect(answer.status).toBe(200)
    } finally {
      sandbox.close()
    }
    const backup = new Database(`${file}.bak`, { readonly: true })
    const titles = backup.prepare('SELECT title FROM hotels ORDER BY id').pluck().all()
    backup.close()
    expect(titles).toEqual(['Old hotel one', 'Old hotel two'])
  })

  it('reopens a store of this version as it is, without a message', () => {
    const first = open()
    first.ctx.db.prepare('DELETE FROM hotels WHERE id > 10').run()
    first.close()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const again = open()
    try {
      expect(hotels(again.ctx.db)).toBe(10)
      expect(warn).not.toHaveBeenCalled()
      expect(existsSync(`${file}.bak`)).toBe(false)
    } finally {
      again.close()
    }
  })

  it('treats a newer version and a file that is no database the same way', () => {
    const newer = new Database(file)
    newer.exec('CREATE TABLE future (id INTEGER)')
    newer.pragma(`user_version = ${STORE_VERSION + 1}`)
    newer.close()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    open().close()
    expect(warn.mock.calls[0]?.[0]).toContain(`store version ${STORE_VERSION + 1}`)
    rmSync(file)
    writeFileSync(file, 'these are not the bytes of a SQLite database, just some notes somebody saved here')
    const sandbox = open()
    try {
      expect(warn.mock.calls[1]?.[0]).toContain('is not a sandbox store SQLite can read')
      expect(hotels(sandbox.ctx.db)).toBe(60)
    } finally {
      sandbox.close()
    }
  })
})
