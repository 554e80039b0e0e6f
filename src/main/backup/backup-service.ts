import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { z } from 'zod'
import { DeskError, Settings, SettingsPatch } from '../../shared/ipc'
import type { BackupSummary } from '../../shared/ipc/backup.contract'
import { AGENCY_SCHEMA, attachAgencyStore } from '../agency-store/agency-store'
import { AGENCY_MIGRATIONS } from '../agency-store/migrations'
import type { SettingsService } from '../base/settings.service'
import type { Db } from '../db/statements'
import type { FileStore } from '../platform/types'
import { isSealedBackup, openBackup, sealBackup } from './backup-crypto'
import { readBackupFile, stripBackupExtras, writeBackupFile, type BackupContents } from './backup-file'

/**
 * Backing up and restoring the agency's own data (README.md of this folder). A backup is agency.db copied with
 * SQLite's online backup plus the settings and the logo, optionally sealed with a passphrase; a restore checks
 * the file first, then swaps agency.db whole on the running desk (detach, rename, attach and migrate forward).
 */

/** Where main keeps the agency's logo in the data folder (vouchers/vouchers.ts reads it there). */
const LOGO_FILE = 'agency/logo'
export const BACKUP_EXTENSION = '.deskbackup'
const LATEST_SCHEMA = AGENCY_MIGRATIONS.at(-1)?.version ?? 0

export interface BackupsDeps {
  db: Db
  /** agency.db's path (':memory:' in tests that need no restore). */
  agencyFile: string
  dataFolder: string
  files: Pick<FileStore, 'read' | 'write' | 'remove'>
  settings: SettingsService
  appVersion: string
  now: () => Date
  /** After a restore: what reads the agency's data reads again (events to the renderer). */
  restored: () => void
}

export interface MadeBackup {
  fileName: string
  bytes: Uint8Array
  summary: BackupSummary
}

export interface Backups {
  make(passphrase?: string): Promise<MadeBackup>
  inspect(bytes: Uint8Array, passphrase?: string): Promise<BackupSummary>
  restore(bytes: Uint8Array, passphrase?: string): Promise<BackupSummary>
}

export function createBackups(deps: BackupsDeps): Backups {
  const { db } = deps
  // Work files beside agency.db: the same disk (an atomic rename) and the same protection as the data itself.
  const scratch = (label: string): string =>
    join(deps.dataFolder, `.${label}-${randomBytes(6).toString('hex')}.tmp`)
  // One backup or restore at a time: a restore swaps the file a backup reads.
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work)
    queue = next.catch(() => undefined)
    return next
  }

  const summaryOf = (contents: BackupContents, encrypted: boolean): BackupSummary => {
    const settings = Settings.safeParse(contents.settings)
    return {
      createdAt: contents.createdAt,
      appVersion: contents.appVersion,
      schemaVersion: contents.schemaVersion,
      currentSchemaVersion: LATEST_SCHEMA,
      encrypted,
      counts: contents.counts,
      agencyName: settings.success ? settings.data.agency.name : '',
      hasLogo: contents.logo !== null,
    }
  }

  /** The backup's bytes written to a scratch file (decrypted), checked and read; the caller removes the file. */
  const unpack = async (bytes: Uint8Array, passphrase: string | undefined, file: string) => {
    const encrypted = isSealedBackup(bytes)
    const plain = encrypted ? openBackup(bytes, passphrase ?? '') : bytes
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, plain, { mode: 0o600 })
    const contents = readBackupFile(db, file, LATEST_SCHEMA)
    return { contents, summary: summaryOf(contents, encrypted) }
  }

  const removeDb = async (file: string): Promise<void> => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) await rm(`${file}${suffix}`, { force: true })
  }

  return {
    make: (passphrase) =>
      serial(async () => {
        const at = deps.now()
        const file = scratch('backup')
        try {
          await writeBackupFile(db, file, {
            createdAt: at.toISOString(),
            appVersion: deps.appVersion,
            settings: deps.settings.get(),
            logo: await deps.files.read(LOGO_FILE).catch(() => null),
          })
          const plain = new Uint8Array(await readFile(file))
          const contents = readBackupFile(db, file, LATEST_SCHEMA)
          const sealed = passphrase !== undefined && passphrase !== ''
          return {
            fileName: backupFileName(at),
            bytes: sealed ? sealBackup(plain, passphrase) : plain,
            summary: summaryOf(contents, sealed),
          }
        } finally {
          await removeDb(file)
        }
      }),

    inspect: (bytes, passphrase) =>
      serial(async () => {
        const file = scratch('inspect')
        try {
          return (await unpack(bytes, passphrase, file)).summary
        } finally {
          await removeDb(file)
        }
      }),

    restore: (bytes, passphrase) =>
      serial(async () => {
        const target = deps.agencyFile
        if (target === ':memory:') {
          throw new DeskError(
            'CONFLICT',
            'This desk keeps its data in memory (a test run): there is no file to restore.',
          )
        }
        const file = scratch('restore')
        try {
          const { contents, summary } = await unpack(bytes, passphrase, file)
          stripBackupExtras(db, file)
          await swapAgencyFile(db, target, file)
          restoreOutside(contents)
          await restoreLogo(deps.files, contents.logo)
          deps.restored()
          return summary
        } finally {
          await removeDb(file)
        }
      }),
  }

  /**
   * The settings of the backup, as far as they are valid. Only the keys the backup holds: a backup made before a
   * setting existed (update checks, sharing, encrypted backups) leaves this desk's as they are, never its default.
   * Keys of a newer app are dropped (the patch's shape, not strict).
   */
  function restoreOutside(contents: BackupContents): void {
    const parsed = z.object(SettingsPatch.shape).safeParse(contents.settings)
    if (!parsed.success) return
    deps.settings.update(parsed.data)
  }
}

/**
 * agency.db replaced by `incoming` on the running desk: written through, detached, kept beside as
 * `agency.db.before-restore`, the new file renamed in (atomic on one disk), attached and migrated forward. When
 * the new file cannot be attached, the previous one is put back and attached again.
 */
async function swapAgencyFile(db: Db, target: string, incoming: string): Promise<void> {
  db.pragma(`${AGENCY_SCHEMA}.wal_checkpoint(TRUNCATE)`)
  db.prepare(`DETACH DATABASE ${AGENCY_SCHEMA}`).run()
  const previous = `${target}.before-restore`
  await rm(previous, { force: true })
  const hadPrevious = existsSync(target)
  if (hadPrevious) await rename(target, previous)
  for (const suffix of ['-wal', '-shm']) await rm(`${target}${suffix}`, { force: true })
  try {
    await rename(incoming, target)
    attachAgencyStore(db, { file: target })
  } catch (error) {
    await rm(target, { force: true })
    if (hadPrevious) await rename(previous, target)
    attachAgencyStore(db, { file: target })
    throw error
  }
}

async function restoreLogo(files: BackupsDeps['files'], logo: Uint8Array | null): Promise<void> {
  if (logo === null) await files.remove(LOGO_FILE).catch(() => undefined)
  else await files.write(LOGO_FILE, logo)
}

/** `agency-desk-backup-2026-11-28-1530.deskbackup` (UTC). */
export function backupFileName(at: Date): string {
  const iso = at.toISOString()
  return `agency-desk-backup-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${BACKUP_EXTENSION}`
}
