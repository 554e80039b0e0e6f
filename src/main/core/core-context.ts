import type { BearerAuth } from '../api/auth/bearer-auth'
import type { ApiClient } from '../api/client'
import type { ServiceAccess } from '../api/service-access'
import type { z } from 'zod'
import type { ExportQuoteInput } from '../../shared/ipc/experiences.contract'
import type { QuitCheck } from '../../shared/ipc/outbox.contract'
import type { BookingDocumentsService } from '../bookings/booking-documents'
import type { BookingReads } from '../bookings/booking-reads'
import type { BookingWrites } from '../bookings/booking-writes'
import type { DocumentHandover } from '../bookings/document-handover'
import type { HotelBooking } from '../bookings/hotel-booking'
import type { PendingCreates } from '../booking-creates/pending-creates'
import type { BookingPoller } from '../bookings/poller/booking-poller'
import type { Reminders } from '../bookings/reminders'
import type { WorklistService } from '../bookings/worklist'
import type { CatalogFacetsService } from '../catalog/catalog-facets'
import type { DestinationSuggester } from '../catalog/destination-suggestions'
import type { SearchFacetsService } from '../catalog/search-facets'
import type { InventoryAccessGuard } from '../inventory/inventory-access'
import type { InventoryService } from '../inventory/inventory-service'
import type { PrivacyService } from '../privacy/privacy-service'
import type { ExperienceBooking } from '../experiences/experience-booking'
import type { ExperienceCatalog } from '../experiences/experience-catalog'
import type { QuoteFile } from '../experiences/experience-export'
import type { ExperienceExtras } from '../experiences/experience-extras'
import type { NotificationCentre } from '../notifications/notification-centre'
import type { Outbox } from '../sync/outbox-interface'
import type { SyncHealthMonitor } from '../sync/sync-health'
import type { Db } from '../db/statements'
import type { Platform } from '../platform/types'
import type { People } from '../people/people-service'
import type { Proposals } from '../proposals/proposals-service'
import type { Pricing } from '../pricing/pricing'
import type { CurrencyRatesService } from '../rates/currency-rates'
import type { SavedViews } from '../views/saved-views'
import type { BookingNotes } from '../booking-notes/booking-notes'
import type { CatalogSync } from '../sync/catalog-sync'
import type { ConnectivityMonitor } from '../sync/connectivity-monitor'
import type { SyncStatusRegistry } from '../sync/sync-status'
import type { EmbeddedSandbox, ServiceEndpoint } from '../base/environment'
import type { EventBus } from '../base/event-bus'
import type { SettingsService } from '../base/settings.service'
import type { Vouchers } from '../vouchers/vouchers'
import type { DownloadLinks } from './download-links'
import type { FileIntake } from './file-intake'
import type { DeskLog } from '../base/desk-log'
import type { Backups } from '../backup/backup-service'
import type { AutomaticBackups } from '../backup/backup-schedule'
import type { ProposalRecords } from '../proposals/proposal-records'
import type { UpdateService } from '../updates/update-service'
import type { AgencySharing } from '../sharing/agency-sharing'

/**
 * What every feature's handlers get from createCore: the platform adapters, the event bus and the core's
 * services. A feature adds its own service here when another feature needs it.
 */
export interface CoreContext {
  platform: Platform
  events: EventBus
  settings: SettingsService
  connectivity: ConnectivityMonitor
  /** The active environment's address and key (main only; never sent to the renderer). */
  endpoint(): Promise<ServiceEndpoint>
  /** The service's typed client on the active environment (rejects only with ServiceError). */
  api: ApiClient
  /** Bearer sessions of the API user, per environment (sign-in and sign-out channels). */
  bearer: BearerAuth
  /** An environment checked before it is saved: address, credentials, one test call. */
  checkEnvironment: ServiceAccess['checkEnvironment']
  /** The local cache (better-sqlite3): repositories in src/main/db take it as first argument. */
  db: Db
  /** Keeps the local hotel catalog and locations filled and fresh. */
  catalogSync: CatalogSync
  /** Health of every background dataset (`sync.status`); a dataset's owner registers its live state. */
  syncStatus: SyncStatusRegistry
  /** Kinds and styles of the cached catalog, counted again when the catalog sync writes. */
  catalogFacets: CatalogFacetsService
  /** Destinations for the search box: the service first, the cache when it cannot answer. */
  destinations: DestinationSuggester
  /** Facets of the availability searches the agent ran (hotels.searchFacets). */
  searchFacets: SearchFacetsService
  /** The supplier's inventory, behind the check that the active credentials are a supplier's. */
  inventory: { guard: InventoryAccessGuard; service: InventoryService }
  /** Forgetting a booking and clearing the local data. */
  privacy: PrivacyService
  /** Bookings: reads with cache fallback, outbox writes, the never-twice create, the poller and sync health. */
  bookings: BookingServices
  /** Experiences: search and detail with the cache, the basket booked never twice, extras, quote export. */
  experiences: ExperienceServices
  sandbox: EmbeddedSandbox | null
  app: { name: string; version: string; host: 'electron' | 'web' }
  /** Files handed to the web host's page as browser downloads (the Electron host saves through a dialog). */
  downloads: DownloadLinks
  /** Files the agent handed over for a channel (the logo, an image, a document), read and checked here. */
  files: FileIntake
  /** Vouchers printed from the cache, and the agency's logo. */
  vouchers: Vouchers
  /** The agency's markup rules and the selling prices frozen with its bookings (agency.db). */
  pricing: Pricing
  /** The currency rates the agency entered, for reports summing across currencies (agency.db). */
  currencyRates: CurrencyRatesService
  /** The agency's customers and travellers (agency.db), passports sealed by the platform's SecretBox. */
  people: People
  /** The bookings list's saved views (agency.db). */
  views: SavedViews
  /** Proposals (agency.db): built, listed, edited offline; accepting records its bookings through them. */
  proposals: Proposals
  /** Internal notes and the agency's reference of bookings (agency.db). */
  notes: BookingNotes
  /** Main's log file, scrubbed (diagnostics read its tail). */
  log: DeskLog
  /** Backups of agency.db with the settings and logo: made, inspected, restored, and the daily automatic one. */
  backups: { service: Backups; automatic: AutomaticBackups }
  /** The desktop app's update checks, "Check now" and "Restart now" (src/main/updates). */
  updates: UpdateService
  /** The proposals as accepting an option reads and links them (proposal-records.ts): the store above, or a test's. */
  proposalRecords: ProposalRecords
  /** The agency's records shared through its PostgreSQL (src/main/sharing); 'off' for one desk alone. */
  sharing: AgencySharing
}

/**
 * The bookings side, as createCore builds it. Everything is per service (`activeServiceIdentity`): the live cache
 * holds the active service's bookings only (the others' parked, brought back on a switch before the new one's
 * first poll), and queued writes and unanswered creates are sent or looked up on their own service only. The quit
 * check and the outbox list still show them all.
 */
export interface BookingServices {
  reads: BookingReads
  documents: BookingDocumentsService
  /** Reminders before deadlines (the end of free cancellation, the automatic refusal), once each. */
  reminders: Reminders
  /** The notification centre: state changes and reminders, per service, with read marks. */
  notifications: NotificationCentre
  /** The morning worklist from the cache. */
  worklist: WorklistService
  /** Documents handed to the agent (save, open) and attached by them (upload). */
  handover: DocumentHandover
  writes: BookingWrites
  hotels: HotelBooking
  /** Creates without an answer of every kind (hotel stays, experience baskets): each kind registers its lookup. */
  creates: PendingCreates
  poller: BookingPoller
  outbox: Outbox
  health: SyncHealthMonitor
  quitCheck(): QuitCheck
}

/**
 * Experiences for the agency: reads with the per-service cache (catalog), the basket booked as one and never twice
 * (its creates looked up with the hotel ones, `bookings.creates`), extras after booking, and the quote export.
 */
export interface ExperienceServices {
  catalog: ExperienceCatalog
  booking: ExperienceBooking
  extras: ExperienceExtras
  exportQuote(input: z.output<typeof ExportQuoteInput>): Promise<QuoteFile>
}
