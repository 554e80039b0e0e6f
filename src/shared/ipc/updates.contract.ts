import { z } from 'zod'
import { NoInput } from './schema-helpers'
import { UpdateSettings } from './settings'

/**
 * Updates of the desktop app (issue 30): the state of the agency's update feed as the agent sees it in Settings ->
 * Updates and in the banner, a check now, and the agent's "Restart now". An update never interrupts the agent: it
 * downloads in the background and installs when the app quits, or when the agent restarts.
 */

export const UpdateStatus = z.discriminatedUnion('status', [
  /** No check ran (or no update address is set). */
  z.object({ status: z.literal('idle') }),
  z.object({ status: z.literal('checking') }),
  z.object({ status: z.literal('upToDate'), version: z.string() }),
  /** A newer version on the feed; its release notes when the feed has some. */
  z.object({ status: z.literal('available'), version: z.string(), notes: z.string().nullable() }),
  z.object({ status: z.literal('downloading'), version: z.string(), percent: z.number().min(0).max(100) }),
  /** Downloaded: it installs when the app quits, or at "Restart now". */
  z.object({ status: z.literal('ready'), version: z.string() }),
  z.object({ status: z.literal('failed'), reason: z.string() }),
])
export type UpdateStatus = z.infer<typeof UpdateStatus>

export const UpdatesInfo = z.object({
  /** False in the web host: updates come with the desktop app, nothing here checks or installs. */
  supported: z.boolean(),
  /** The version running. */
  currentVersion: z.string(),
  settings: UpdateSettings,
  state: UpdateStatus,
  /** When the last check ended (null: none yet). */
  lastCheckedAt: z.string().nullable(),
})
export type UpdatesInfo = z.infer<typeof UpdatesInfo>

export const RestartOutcome = z.object({
  restarting: z.boolean(),
  /** Why the app did not restart (pending writes in the outbox, nothing downloaded); null when it restarts. */
  reason: z.string().nullable(),
})
export type RestartOutcome = z.infer<typeof RestartOutcome>

export const updatesChannels = {
  'updates.status': { input: NoInput, output: UpdatesInfo },
  /** Saves the address and the automatic checks; a new address with checks on is checked at once. */
  'updates.updateSettings': { input: UpdateSettings.strict(), output: UpdatesInfo },
  /** "Check now" and Help -> "Check for updates…": one check, whatever the automatic setting (not without an address). */
  'updates.check': { input: NoInput, output: UpdatesInfo },
  /**
   * The agent's "Restart now" for a downloaded update: refused with a reason while writes wait in the outbox (as
   * quitting asks) or when nothing is downloaded.
   */
  'updates.restartNow': { input: NoInput, output: RestartOutcome },
} as const

export const updatesEvents = {
  /** The state, settings or last check changed. */
  'updates.changed': UpdatesInfo,
} as const
