import { z } from 'zod'
import { BookingState } from '../domain/booking-states'
import { SHORTCUT_IDS } from '../keys/shortcuts'
import { EnvironmentName } from './settings'
import { NoInput } from './schema-helpers'

export const AppInfo = z.object({
  name: z.string(),
  version: z.string(),
  environment: EnvironmentName,
  /** Which host serves the core: the Electron app or the web host (browser, tests). */
  host: z.enum(['electron', 'web']),
  dataFolder: z.string(),
  platform: z.string(),
  /** Whether vouchers can go through the system's print dialog (Electron); the web host hands a PDF only. */
  systemPrint: z.boolean(),
})
export type AppInfo = z.infer<typeof AppInfo>

export const appChannels = {
  'app.info': { input: NoInput, output: AppInfo },
} as const

export const appEvents = {
  /** Main asks the window to open a screen (a desktop notification was clicked), e.g. /bookings/XKQBRT. */
  'app.navigate': z.object({ route: z.string().startsWith('/').max(500) }),
  /** The desktop menu's item for a shortcut was chosen: the window does what the keys would (keys/shortcuts.ts). */
  'app.shortcut': z.object({ id: z.enum(SHORTCUT_IDS) }),
  /**
   * A notification for a host without a desktop to show it on (the web host): the page shows it in-app. The
   * Electron app shows desktop notifications instead and never sends this.
   */
  'app.notification': z.object({
    title: z.string().max(200),
    body: z.string().max(1000),
    route: z.string().startsWith('/').max(500).optional(),
    /** What the news is about, so the page colours it by meaning (ui/booking-state): a booking's new state. */
    state: BookingState.optional(),
    /** A reminder of a deadline rather than a change. */
    reminder: z.boolean().optional(),
  }),
} as const
