import type { BookingState } from '../../shared/domain/booking-states'
import type { Settings } from '../../shared/ipc'
import type { UpdateState } from './update-feed'

/**
 * The adapters the core needs from the platform. Each has an Electron implementation (`electron/`, the only
 * platform files that import electron) and a Node implementation (`node/`) used by the web host and tests.
 */

/** Secrets (API keys, tokens) encrypted at rest: Electron safeStorage, or a key file for the Node host. */
export interface SecretStore {
  /** False when the platform cannot encrypt; the core then refuses to store secrets rather than keep them clear. */
  isAvailable(): boolean
  get(name: string): string | null
  set(name: string, value: string): void
  delete(name: string): void
}

/**
 * Small values of the agency's data (passport numbers and expiries) sealed before they are written to agency.db:
 * Electron safeStorage (the OS keychain), or AES-256-GCM with a 0600 key file of the data folder in the Node host.
 */
export interface SecretBox {
  /** False when the platform cannot encrypt; the core then refuses to store what would need sealing. */
  isAvailable(): boolean
  seal(plain: string): Uint8Array
  /** Throws when the bytes were not sealed by this box (another desk's key, a damaged file). */
  open(sealed: Uint8Array): string
}

/** The settings file (electron-store in Electron, conf in Node). The core validates what it reads. */
export interface SettingsStore {
  read(): unknown
  write(settings: Settings): void
}

export interface DesktopNotification {
  title: string
  body: string
  /** In-app route opened when the agent clicks the notification, e.g. /bookings/XKQBRT. */
  route?: string
  /** The booking state the news is about (every change of a group has it): hosts that can colour it do. */
  state?: BookingState
  /** A reminder of a deadline. */
  reminder?: boolean
}

export interface Notifier {
  isSupported(): boolean
  show(notification: DesktopNotification): void
  /** Called with the notification's route when the agent clicks it. */
  onClick(listener: (route: string) => void): () => void
}

/** Files under the data folder (documents, vouchers) and files the agent saves. */
export interface FileStore {
  readonly dataFolder: string
  /** Writes bytes at a path relative to the data folder (folders created) and returns the absolute path. */
  write(relativePath: string, bytes: Uint8Array): Promise<string>
  read(relativePath: string): Promise<Uint8Array>
  remove(relativePath: string): Promise<void>
  /** Lets the agent save a file: a save dialog in Electron; the downloads folder of the data folder in Node. */
  saveAs(suggestedName: string, bytes: Uint8Array): Promise<string | null>
  /** Opens a file with the system's viewer; false where the platform cannot. */
  open(absolutePath: string): Promise<boolean>
}

/** What came of the system's print dialog: printed, closed without printing, or failed with the system's reason. */
export type SystemPrintOutcome =
  { outcome: 'printed' } | { outcome: 'canceled' } | { outcome: 'failed'; reason: string }

/** HTML to PDF, for vouchers: Electron's printToPDF, or headless Chromium through playwright-core in Node. */
export interface PdfRenderer {
  fromHtml(html: string): Promise<Uint8Array>
  /**
   * The system's print dialog for the same HTML (Electron); absent where the platform has none (the web host,
   * whose PDF the browser prints). Resolves when the agent printed or closed the dialog.
   */
  printDialog?(html: string): Promise<SystemPrintOutcome>
  /** Ends what printing keeps running between documents (a browser), when the app stops. */
  close?(): Promise<void>
}

/** Time as the core sees it; tests substitute a manual clock. */
export interface Clock {
  now(): Date
  /** Repeats `task` every `ms` until the returned function is called. */
  every(ms: number, task: () => void): () => void
  /** Runs `task` once after `ms` unless cancelled. */
  after(ms: number, task: () => void): () => void
}

export interface Platform {
  secrets: SecretStore
  /** Seals passport data at rest (the agency store's travellers). */
  secretBox: SecretBox
  settings: SettingsStore
  notifications: Notifier
  files: FileStore
  pdf: PdfRenderer
  clock: Clock
  /** The desktop app's updater; absent in the web host (updates come with the desktop app). */
  updates?: AppUpdates
}

/**
 * Updates of the installed app from the agency's own feed (a folder with latest-*.yml and the installers on any
 * HTTPS server; Settings -> Updates holds its address, empty = off). electron-updater in Electron (checks,
 * downloads in the background, installs at quit once the agent agreed); the Node host only checks.
 */
export interface AppUpdates {
  state(): UpdateState
  /** Checks the feed at this address (and, in Electron, downloads a newer version in the background). */
  check(address: string): Promise<UpdateState>
  /** The agent's consent: install the downloaded version when the app quits (or now, restarting). */
  installOnQuit(): void
  /** Quits and installs the downloaded version now, then starts it (Electron only). */
  restartNow?(): void
  onState(listener: (state: UpdateState) => void): () => void
}
