import { mkdir, open, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BackupStatus } from '../../shared/ipc/backup.contract'
import type { BackupSettings } from '../../shared/ipc'
import { createJobRunner, type JobRunner } from '../base/job-runner'
import type { Clock } from '../platform/types'
import { isSealedBackup, SEALED_HEADER_BYTES } from './backup-crypto'
import type { Backups } from './backup-service'

/**
 * The daily automatic backup: a job of the one job runner that looks every hour whether the newest backup of the
 * folder is a day old, makes one when it is, and removes those older than the days to keep. Not encrypted (no
 * passphrase is kept to do it unattended): it stays on this computer, like agency.db itself, and its passports
 * are sealed with the desk's key as they are in agency.db. With "Encrypt automatic backups" on, each is sealed
 * with the passphrase the platform's secret store keeps (base/backup-passphrase.ts); when that passphrase is
 * missing the backup fails, saying so, rather than be written unencrypted.
 */

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
// A little under a day: a desk started at 9:00 every day backs up every day, not every other.
const DUE_AFTER_MS = DAY_MS - HOUR_MS
const AUTOMATIC = /^agency-desk-backup-.*\.deskbackup$/

export interface AutomaticBackupsDeps {
  backups: Pick<Backups, 'make'>
  settings: () => BackupSettings
  /** The automatic backups' passphrase from the secret store, or null when none is kept. */
  passphrase: () => string | null
  dataFolder: string
  clock: Clock
  log: (message: string, detail?: unknown) => void
}

export interface AutomaticBackups {
  start(): void
  stop(): Promise<void>
  /** One look now (tests, and a change of the settings): a backup when one is due. */
  runOnce(): Promise<'made' | 'notDue' | 'off'>
  status(): Promise<BackupStatus>
}

export function createAutomaticBackups(deps: AutomaticBackupsDeps): AutomaticBackups {
  let lastError: string | null = null
  const folder = (): string => deps.settings().folder ?? join(deps.dataFolder, 'backups')

  const kept = async (): Promise<BackupStatus['kept']> => {
    let names: string[]
    try {
      names = await readdir(folder())
    } catch {
      return []
    }
    const files = await Promise.all(
      names
        .filter((name) => AUTOMATIC.test(name))
        .map(async (fileName) => {
          const path = join(folder(), fileName)
          const info = await stat(path)
          return {
            fileName,
            createdAt: info.mtime.toISOString(),
            bytes: info.size,
            encrypted: await isSealedFile(path),
          }
        }),
    )
    return files.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  }

  const runOnce = async (): Promise<'made' | 'notDue' | 'off'> => {
    const settings = deps.settings()
    if (!settings.automatic) return 'off'
    const now = deps.clock.now().getTime()
    const newest = (await kept())[0]
    if (newest !== undefined && now - Date.parse(newest.createdAt) < DUE_AFTER_MS) return 'notDue'
    try {
      const passphrase = settings.encrypt ? deps.passphrase() : null
      if (settings.encrypt && (passphrase === null || passphrase === '')) {
        throw new Error(
          'encryption is on but no passphrase is kept on this computer: set it again in Settings -> Backups',
        )
      }
      const made = await deps.backups.make(passphrase ?? undefined)
      await mkdir(folder(), { recursive: true })
      const path = join(folder(), made.fileName)
      await writeFile(path, made.bytes, { mode: 0o600 })
      // Stamped with the desk's clock, the one the schedule and the days kept are measured with.
      await utimes(path, now / 1000, now / 1000)
      for (const old of await kept()) {
        if (now - Date.parse(old.createdAt) > settings.keepDays * DAY_MS) {
          await rm(join(folder(), old.fileName), { force: true })
        }
      }
      lastError = null
      deps.log(`[backup] automatic backup ${made.fileName} made`)
      return 'made'
    } catch (error) {
      lastError = `The automatic backup into ${folder()} failed: ${error instanceof Error ? error.message : String(error)}`
      deps.log('[backup] the automatic backup failed', error)
      throw error
    }
  }

  const runner: JobRunner<'made' | 'notDue' | 'off' | 'failed'> = createJobRunner({
    name: 'automatic backup',
    clock: deps.clock,
    job: () => runOnce().catch(() => 'failed' as const),
    verdict: (outcome) => (outcome === 'failed' ? { kind: 'failed' } : { kind: 'succeeded' }),
    intervalMs: () => HOUR_MS,
    log: deps.log,
  })

  return {
    // The first look two minutes after the start: the desk's own start comes first.
    start: () => runner.start(2 * 60_000),
    stop: () => runner.stop(),
    runOnce,
    async status() {
      const passphrase = deps.passphrase()
      return {
        settings: deps.settings(),
        folder: folder(),
        kept: await kept(),
        passphraseKept: passphrase !== null && passphrase !== '',
        lastError,
      }
    },
  }
}

/** Whether a kept file is a sealed backup (its first bytes); one that cannot be read counts as not sealed. */
async function isSealedFile(path: string): Promise<boolean> {
  try {
    const handle = await open(path, 'r')
    try {
      const head = new Uint8Array(SEALED_HEADER_BYTES)
      const { bytesRead } = await handle.read(head, 0, head.length, 0)
      return isSealedBackup(head.subarray(0, bytesRead))
    } finally {
      await handle.close()
    }
  } catch {
    return false
  }
}
