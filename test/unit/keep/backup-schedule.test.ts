import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createAutomaticBackups } from '../../../src/main/backup/backup-schedule'
import { backupFileName } from '../../../src/main/backup/backup-service'
import { sealBackup } from '../../../src/main/backup/backup-crypto'
import { DEFAULT_BACKUP_SETTINGS, type BackupSettings } from '../../../src/shared/ipc'
import type { Clock } from '../../../src/main/platform/types'

const DAY = 86_400_000

function setup(settings: BackupSettings, passphrase: string | null = null) {
  const dataFolder = mkdtempSync(join(tmpdir(), 'desk-auto-backup-'))
  let now = Date.parse('2026-11-28T09:00:00Z')
  const clock: Clock = {
    now: () => new Date(now),
    every: () => () => undefined,
    after: () => () => undefined,
  }
  let made = 0
  const passphrases: (string | undefined)[] = []
  const automatic = createAutomaticBackups({
    backups: {
      make: async (given) => {
        made += 1
        passphrases.push(given)
        return {
          fileName: backupFileName(new Date(now)),
          // Sealed for real when a passphrase is given: the status tells sealed files by their first bytes.
          bytes: given === undefined ? new Uint8Array([made]) : sealBackup(new Uint8Array([made]), given),
          summary: {} as never,
        }
      },
    },
    settings: () => settings,
    passphrase: () => passphrase,
    dataFolder,
    clock,
    log: () => undefined,
  })
  return {
    automatic,
    folder: join(dataFolder, 'backups'),
    made: () => made,
    passphrases,
    advance: (ms: number) => (now += ms),
    now: () => now,
  }
}

describe('the daily automatic backup', () => {
  it('makes one a day, none when one is recent, and removes those older than the days kept', async () => {
    const desk = setup({ ...DEFAULT_BACKUP_SETTINGS, keepDays: 2 })
    expect(await desk.automatic.runOnce()).toBe('made')
    // The file's time is what the schedule reads: the test's clock, not the wall clock.
    const stamp = (name: string, at: number) => utimesSync(join(desk.folder, name), at / 1000, at / 1000)
    const [first] = readdirSync(desk.folder)
    if (first === undefined) throw new Error('no backup')
    stamp(first, desk.now())
    desk.advance(2 * 3_600_000)
    expect(await desk.automatic.runOnce()).toBe('notDue')
    // An old one from before, three days ago: removed once the next backup is made.
    writeFileSync(join(desk.folder, 'agency-desk-backup-2026-11-25-0900.deskbackup'), 'old')
    stamp('agency-desk-backup-2026-11-25-0900.deskbackup', desk.now() - 3 * DAY)
    desk.advance(DAY)
    expect(await desk.automatic.runOnce()).toBe('made')
    expect(readdirSync(desk.folder).sort()).toEqual([
      'agency-desk-backup-2026-11-28-0900.deskbackup',
      'agency-desk-backup-2026-11-29-1100.deskbackup',
    ])
    expect(desk.made()).toBe(2)
    expect((await desk.automatic.status()).kept).toHaveLength(2)
  })

  it('does nothing when switched off', async () => {
    const desk = setup({ ...DEFAULT_BACKUP_SETTINGS, automatic: false })
    expect(await desk.automatic.runOnce()).toBe('off')
    expect(desk.made()).toBe(0)
  })

  it('seals each backup with the kept passphrase when encryption is on, and lists it as encrypted', async () => {
    const desk = setup({ ...DEFAULT_BACKUP_SETTINGS, encrypt: true }, 'correct horse battery')
    expect(await desk.automatic.runOnce()).toBe('made')
    expect(desk.passphrases).toEqual(['correct horse battery'])
    const status = await desk.automatic.status()
    expect(status.passphraseKept).toBe(true)
    expect(status.kept.map((kept) => kept.encrypted)).toEqual([true])
    const plain = setup(DEFAULT_BACKUP_SETTINGS, 'kept but unused')
    await plain.automatic.runOnce()
    expect(plain.passphrases).toEqual([undefined])
    expect((await plain.automatic.status()).kept.map((kept) => kept.encrypted)).toEqual([false])
  })

  it('fails, saying why, rather than write an unencrypted backup when the passphrase is missing', async () => {
    const desk = setup({ ...DEFAULT_BACKUP_SETTINGS, encrypt: true }, null)
    await expect(desk.automatic.runOnce()).rejects.toThrow('no passphrase is kept')
    expect(desk.made()).toBe(0)
    const status = await desk.automatic.status()
    expect(status.kept).toEqual([])
    expect(status.passphraseKept).toBe(false)
    expect(status.lastError).toContain('set it again in Settings -> Backups')
  })
})
