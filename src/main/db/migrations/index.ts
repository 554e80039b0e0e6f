import type { Migration } from '../migrate'
import { catalogMigration } from './0010-catalog'
import { syncMigration } from './0020-sync'
import { bookingsMigration } from './0030-bookings'
import { outboxMigration } from './0040-outbox'
import { bookingCreatesMigration } from './0050-booking-creates'
import { hotelPlacesMigration } from './0060-hotel-places'
import { serviceScopeMigration } from './0070-service-scope'
import { shownRatesMigration } from './0080-shown-rates'
import { recentSearchesMigration } from './0090-recent-searches'
import { bookingListMigration } from './0100-booking-list'
import { messageReadsMigration } from './0110-message-reads'
import { worklistMigration } from './0120-worklist'
import { remindersMigration } from './0130-reminders'
import { notificationsMigration } from './0140-notifications'
import { experiencesMigration } from './0150-experiences'
import { bookingLookupMigration } from './0160-booking-lookup'
import { pricedAsMigration } from './0170-priced-as'

/** Every migration of the cache, in order. A new one is appended with the next multiple of 10; never edited. */
export const MIGRATIONS: readonly Migration[] = [
  catalogMigration,
  syncMigration,
  bookingsMigration,
  outboxMigration,
  bookingCreatesMigration,
  hotelPlacesMigration,
  serviceScopeMigration,
  shownRatesMigration,
  recentSearchesMigration,
  bookingListMigration,
  messageReadsMigration,
  worklistMigration,
  remindersMigration,
  notificationsMigration,
  experiencesMigration,
  bookingLookupMigration,
  pricedAsMigration,
]

export const LATEST_SCHEMA_VERSION = MIGRATIONS.at(-1)?.version ?? 0
