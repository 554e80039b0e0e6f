import type { Handlers } from '../../shared/ipc'
import type { CoreContext } from './core-context'
import { appHandlers } from './app.handlers'
import { bookingsExportHandlers } from './bookings-export.handlers'
import { bookingsHandlers } from './bookings.handlers'
import { catalogHandlers } from './catalog.handlers'
import { connectivityHandlers } from './connectivity.handlers'
import { experiencesHandlers } from './experiences.handlers'
import { findHandlers } from './find.handlers'
import { hotelsHandlers } from './hotels.handlers'
import { inventoryHandlers } from './inventory.handlers'
import { notesHandlers } from './notes.handlers'
import { notificationsHandlers } from './notifications.handlers'
import { outboxHandlers } from './outbox.handlers'
import { peopleHandlers } from './people.handlers'
import { pricingHandlers } from './pricing.handlers'
import { reportsHandlers } from './reports.handlers'
import { ratesHandlers } from './rates.handlers'
import { privacyHandlers } from './privacy.handlers'
import { proposalsHandlers } from './proposals.handlers'
import { proposalAcceptHandlers } from './proposal-accept.handlers'
import { proposalDocumentsHandlers } from './proposal-documents.handlers'
import { settingsHandlers } from './settings.handlers'
import { syncHealthHandlers } from './sync-health.handlers'
import { syncHandlers } from './sync.handlers'
import { viewsHandlers } from './views.handlers'
import { vouchersHandlers } from './vouchers.handlers'
import { worklistHandlers } from './worklist.handlers'
import { diagnosticsHandlers } from './diagnostics.handlers'
import { backupHandlers } from './backup.handlers'
import { updatesHandlers } from './updates.handlers'
import { sharingHandlers } from './sharing.handlers'

/** Every channel of the contract, one handler file per feature: a missing handler is a type error. */
export function allHandlers(ctx: CoreContext): Handlers {
  return {
    ...appHandlers(ctx),
    ...settingsHandlers(ctx),
    ...connectivityHandlers(ctx),
    ...catalogHandlers(ctx),
    ...syncHandlers(ctx),
    ...syncHealthHandlers(ctx),
    ...hotelsHandlers(ctx),
    ...bookingsHandlers(ctx),
    ...outboxHandlers(ctx),
    ...worklistHandlers(ctx),
    ...vouchersHandlers(ctx),
    ...inventoryHandlers(ctx),
    ...notificationsHandlers(ctx),
    ...experiencesHandlers(ctx),
    ...privacyHandlers(ctx),
    ...pricingHandlers(ctx),
    ...peopleHandlers(ctx),
    ...findHandlers(ctx),
    ...bookingsExportHandlers(ctx),
    ...viewsHandlers(ctx),
    ...notesHandlers(ctx),
    ...reportsHandlers(ctx),
    ...proposalsHandlers(ctx),
    ...proposalAcceptHandlers(ctx),
    ...proposalDocumentsHandlers(ctx),
    ...diagnosticsHandlers(ctx),
    ...backupHandlers(ctx),
    ...updatesHandlers(ctx),
    ...ratesHandlers(ctx),
    ...sharingHandlers(ctx),
  } satisfies Handlers
}
