import { z } from 'zod'
import { HandedDocument } from './bookings.contract'
import { FileRef } from './files'
import { NoInput } from './schema-helpers'
import { BackupSettings } from './settings'

/**
 * Backups of the agency's own data (Settings -> Backups): agency.db whole (rules, sales, customers and travellers,
 * notes, references, saved views, proposals, and whatever table comes next), the agency's details and logo, and
 * the settings (which never hold a credential), in one file, optionally sealed with a passphrase. The service's
 * data (bookings cache, catalog) is not in it: it syncs again.
 */

/** A passphrase: '' or absent = the file is not encrypted. */
const Passphrase = z.string().max(200)

/** The automatic backups' passphrase: kept unattended for months, so not a short one. */
export const MIN_AUTOMATIC_PASSPHRASE = 8
const AutomaticPassphrase = Passphrase.min(
  MIN_AUTOMATIC_PASSPHRASE,
  `At least ${MIN_AUTOMATIC_PASSPHRASE} characters: it protects every automatic backup.`,
)

/** Rows per table of agency.db in a backup (live rows: tombstones are in the file but not counted). */
export const BackupCounts = z.record(z.string(), z.number().int().nonnegative())
export type BackupCounts = z.infer<typeof BackupCounts>

/** What a backup file holds, read before anything is restored. */
export const BackupSummary = z.object({
  createdAt: z.string(),
  appVersion: z.string(),
  /** agency.db's schema version in the file, and the one this app knows (older ones are migrated forward). */
  schemaVersion: z.number().int(),
  currentSchemaVersion: z.number().int(),
  encrypted: z.boolean(),
  counts: BackupCounts,
  /** The agency's name in the file's settings ('' when none was set), and whether a logo comes along. */
  agencyName: z.string(),
  hasLogo: z.boolean(),
})
export type BackupSummary = z.infer<typeof BackupSummary>

export const BackupStatus = z.object({
  settings: BackupSettings,
  /** The folder the automatic backups go to (the setting's, or the data folder's default). */
  folder: z.string(),
  /** The automatic backups kept there, newest first; `encrypted` when sealed with a passphrase. */
  kept: z.array(
    z.object({
      fileName: z.string(),
      createdAt: z.string(),
      bytes: z.number().int(),
      encrypted: z.boolean(),
    }),
  ),
  /** Whether the secret store holds the automatic backups' passphrase (never the passphrase itself). */
  passphraseKept: z.boolean(),
  /** The last automatic backup's failure, in words (null when the last one worked or none ran). */
  lastError: z.string().nullable(),
})
export type BackupStatus = z.infer<typeof BackupStatus>

export const BackupMade = z.object({ summary: BackupSummary, file: HandedDocument })
export type BackupMade = z.infer<typeof BackupMade>

const FromFile = z.object({ file: FileRef, passphrase: Passphrase.optional() }).strict()

export const backupChannels = {
  'backup.status': { input: NoInput, output: BackupStatus },
  /** The automatic backups' settings; `encrypt` is kept as it is (it changes with backup.setAutomaticPassphrase). */
  'backup.updateSettings': { input: BackupSettings.strict(), output: BackupStatus },
  /**
   * Encrypts the automatic backups from now on with this passphrase, kept in the platform's secret store (never in
   * the settings, never sent back); null stops encrypting them and forgets it. Backups made before keep the
   * passphrase they were sealed with. No secure storage: CONFLICT, nothing changed.
   */
  'backup.setAutomaticPassphrase': {
    input: z.object({ passphrase: AutomaticPassphrase.nullable() }).strict(),
    output: BackupStatus,
  },
  /** A backup now, handed to the agent (a save dialog, or a download in the browser). */
  'backup.create': {
    input: z.object({ passphrase: Passphrase.optional() }).strict(),
    output: BackupMade,
  },
  /**
   * Reads a backup file without restoring it: decrypted, checked (integrity, schema version) and summarised. A
   * wrong passphrase, a damaged file or a newer schema: INVALID_INPUT with a sentence saying which.
   */
  'backup.inspect': { input: FromFile, output: BackupSummary },
  /**
   * Restores a backup: the same checks, then agency.db is swapped whole (the current one kept beside it as
   * `agency.db.before-restore`), migrated forward when older, and the agency's details, logo and settings put
   * back. The same file is handed over twice (inspect, then restore): each FileRef is single-use.
   */
  'backup.restore': { input: FromFile, output: BackupSummary },
} as const
