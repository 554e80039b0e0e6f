import { z } from 'zod'
import { BOOKING_STATES, BookingState } from '../domain/booking-states'
import { SharingAddress } from './sharing.contract'

export const ENVIRONMENTS = ['sandbox', 'staging', 'production'] as const
export const EnvironmentName = z.enum(ENVIRONMENTS)
export type EnvironmentName = z.infer<typeof EnvironmentName>

export const LOCALES = ['en', 'fr', 'es', 'de', 'it', 'pt'] as const

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'Enter a full http:// or https:// address' })
  .max(500)
  .nullable()

/**
 * How the app authenticates to an environment: its API key (the default, preferred by the spec), or an API user
 * signed in with the bearer flow. The key, the password and the tokens are never settings: see `credentials.*`.
 */
export const AUTH_METHODS = ['apiKey', 'bearer'] as const
export const AuthMethod = z.enum(AUTH_METHODS)
export type AuthMethod = z.infer<typeof AuthMethod>

/** What a reminder is about: the end of free cancellation, or the automatic refusal of an unanswered request. */
export const REMINDER_KINDS = ['freeCancellationEnds', 'autoRefusal'] as const
export const ReminderKind = z.enum(REMINDER_KINDS)
export type ReminderKind = z.infer<typeof ReminderKind>

/**
 * Which news pops up (a desktop notification, or a toast in the browser): the new states of a booking and the
 * kinds of reminder. The notification centre records everything whatever is chosen here; `desktopNotifications`
 * off mutes them all.
 */
export const NotificationChoices = z.object({
  states: z.array(BookingState).max(BOOKING_STATES.length),
  reminders: z.array(ReminderKind).max(REMINDER_KINDS.length),
})
export type NotificationChoices = z.infer<typeof NotificationChoices>

/** What a voucher may print of the price: `none`, or the booking's `selling` price (never the net). */
export const VOUCHER_PRICE_CHOICES = ['none', 'selling'] as const
export type VoucherPriceChoice = (typeof VOUCHER_PRICE_CHOICES)[number]

/** The automatic backups of the agency's own data (src/main/backup, Settings -> Backups). */
export const BackupSettings = z.object({
  /** A backup every day into `folder`, those older than `keepDays` removed. */
  automatic: z.boolean(),
  keepDays: z.number().int().min(1).max(365),
  /** An absolute folder; null = `backups` in the data folder. */
  folder: z.string().trim().min(1).max(1000).nullable(),
  /**
   * The automatic backups sealed with a passphrase kept in the platform's secret store (never here); restoring
   * one asks for it again. A default so that settings saved before it still load.
   */
  encrypt: z.boolean().default(false),
})
export type BackupSettings = z.infer<typeof BackupSettings>

export const DEFAULT_BACKUP_SETTINGS: BackupSettings = {
  automatic: true,
  keepDays: 14,
  folder: null,
  encrypt: false,
}

/** An http(s) address, or '' for none. */
const UpdateAddress = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(1000)
    .refine((value) => {
      try {
        const url = new URL(value)
        return url.protocol === 'https:' || url.protocol === 'http:'
      } catch {
        return false
      }
    }, 'Enter the update address as a web address (https://updates.agency.example/desk/)'),
])

/**
 * Updates of the desktop app (src/main/updates, Settings -> Updates): the agency's own feed, a folder with
 * latest-*.yml beside the installers. Empty address = no checks at all, the default: nothing is asked of any
 * server until the agency says where its updates are.
 */
export const UpdateSettings = z.object({
  /** The feed folder's address (`updateAddress` of issue 30); '' = off. */
  address: UpdateAddress,
  /** Checks a little after the start and every 4 hours; off: only "Check now" and the Help menu check. */
  automatic: z.boolean(),
})
export type UpdateSettings = z.infer<typeof UpdateSettings>

export const DEFAULT_UPDATE_SETTINGS: UpdateSettings = { address: '', automatic: true }

/** Everything an agent can change on the Settings screen. Credentials are not settings: see `credentials.*`. */
export const Settings = z.object({
  environment: EnvironmentName,
  baseUrls: z.object({ staging: httpUrl, production: httpUrl }),
  authMethods: z.object({ sandbox: AuthMethod, staging: AuthMethod, production: AuthMethod }),
  locale: z.enum(LOCALES),
  colorScheme: z.enum(['light', 'dark', 'auto']),
  /** IANA zone every deadline is shown in; 'system' follows the machine. */
  timeZone: z.string().min(1).max(64),
  pollIntervalSeconds: z.number().int().min(15).max(3600),
  /** Off: nothing pops up (the notification centre still lists every change and reminder). */
  desktopNotifications: z.boolean(),
  notify: NotificationChoices,
  /**
   * Hours before a deadline (the end of free cancellation, the automatic refusal of an unanswered request) at which
   * the desk reminds the agent, once each. Empty: no reminders.
   */
  reminderLeadHours: z.array(z.number().int().min(1).max(336)).max(4),
  /** What vouchers print at their top (the logo is a file main keeps: `agency.setLogo`). */
  agency: z.object({
    name: z.string().trim().max(120),
    address: z.string().trim().max(300),
    phone: z.string().trim().max(60),
    email: z.union([z.literal(''), z.email('Enter an e-mail address such as desk@agency.example').max(200)]),
    /**
     * The agent's name as it appears on the agency's records (rules, selling prices); '' -> "Desk" and the start
     * of this desk's id (src/main/agency-store). A default so that settings saved before it still load.
     */
    agentName: z.string().trim().max(80).default(''),
  }),
  /**
   * What a voucher prints of the price: nothing (the default: a voucher is the customer's, and the net is the
   * agency's cost), or the booking's selling price where it has one. Never the net.
   */
  voucherPrices: z.enum(VOUCHER_PRICE_CHOICES),
  /**
   * The client screen: every screen shows what a customer may see (selling prices, never the net, margins,
   * suppliers or internal notes). Kept so that it survives navigation, reload and restart.
   */
  clientMode: z.boolean(),
  /**
   * Travellers' passport data is erased this many months after their last trip (a daily job of main); null:
   * kept until the agent deletes it. A default so that settings saved before it still load.
   */
  passportRetentionMonths: z.number().int().min(1).max(120).nullable().default(null),
  /** Automatic backups; a default so that settings saved before them still load. */
  backups: BackupSettings.default(DEFAULT_BACKUP_SETTINGS),
  /** Update checks of the desktop app; a default so that settings saved before them still load. */
  updates: UpdateSettings.default(DEFAULT_UPDATE_SETTINGS),
  /** The agency's PostgreSQL (issue 33, sharing.connect sets it); null: one desk alone. The password is a secret. */
  sharing: SharingAddress.nullable().default(null),
})
export type Settings = z.infer<typeof Settings>

export const DEFAULT_SETTINGS: Settings = {
  environment: 'sandbox',
  baseUrls: { staging: null, production: null },
  authMethods: { sandbox: 'apiKey', staging: 'apiKey', production: 'apiKey' },
  locale: 'en',
  colorScheme: 'auto',
  timeZone: 'system',
  pollIntervalSeconds: 60,
  desktopNotifications: true,
  // A draft never reaches the service as a change; every other state is news.
  notify: { states: BOOKING_STATES.filter((state) => state !== 'draft'), reminders: [...REMINDER_KINDS] },
  reminderLeadHours: [48, 24],
  agency: { name: '', address: '', phone: '', email: '', agentName: '' },
  voucherPrices: 'none',
  clientMode: false,
  passportRetentionMonths: null,
  backups: DEFAULT_BACKUP_SETTINGS,
  updates: DEFAULT_UPDATE_SETTINGS,
  sharing: null,
}

const PATCHABLE = Settings.omit({ baseUrls: true }).shape
type WithoutDefault<S> = S extends z.ZodDefault<infer Inner> ? Inner : S
type PatchFields = { [K in keyof typeof PATCHABLE]: z.ZodOptional<WithoutDefault<(typeof PATCHABLE)[K]>> }

/**
 * Each field optional, and a default never filled in: zod 4 applies `.default()` even under `.partial()`, so a
 * patch of the theme alone would have reset the backups, updates, passport retention and sharing to their defaults.
 */
const patchFields = Object.fromEntries(
  Object.entries(PATCHABLE).map(([key, schema]) => [
    key,
    (schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema).optional(),
  ]),
) as PatchFields

/** A partial update: absent keys are left alone (`authMethods` is replaced whole, as the screen sends it). */
export const SettingsPatch = z
  .object(patchFields)
  .extend({ baseUrls: Settings.shape.baseUrls.partial().optional() })
  .strict()
export type SettingsPatch = z.infer<typeof SettingsPatch>
