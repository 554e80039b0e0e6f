import { z } from 'zod'
import { NoInput } from './schema-helpers'

/**
 * "Copy diagnostics" (Settings -> About): what support needs to follow a problem, as one text the renderer puts on
 * the clipboard. Main gathers it: the version, the platform, the settings (which never hold a credential) and the
 * last lines of its log, already scrubbed of names, passports, keys and tokens when they were written.
 */
export const Diagnostics = z.object({
  /** The whole report, ready to paste. */
  text: z.string(),
  /** How many log lines it carries (at most 200). */
  logLines: z.number().int().nonnegative(),
})
export type Diagnostics = z.infer<typeof Diagnostics>

export const diagnosticsChannels = {
  'diagnostics.collect': { input: NoInput, output: Diagnostics },
} as const
