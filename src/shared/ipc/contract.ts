import type { z } from 'zod'
import { appChannels, appEvents } from './app.contract'
import { bookingsExportChannels, bookingsExportEvents } from './bookings-export.contract'
import { bookingsChannels, bookingsEvents } from './bookings.contract'
import { catalogChannels, catalogEvents } from './catalog.contract'
import { connectivityChannels, connectivityEvents } from './connectivity.contract'
import { experiencesChannels } from './experiences.contract'
import { findChannels } from './find.contract'
import { hotelsChannels, hotelsEvents } from './hotels.contract'
import { inventoryChannels } from './inventory.contract'
import { notesChannels, notesEvents } from './notes.contract'
import { notificationsChannels, notificationsEvents } from './notifications.contract'
import { outboxChannels, outboxEvents } from './outbox.contract'
import { peopleChannels, peopleEvents } from './people.contract'
import { pricingChannels, pricingEvents } from './pricing.contract'
import { privacyChannels } from './privacy.contract'
import { proposalsChannels, proposalsEvents } from './proposals.contract'
import { reportsChannels } from './reports.contract'
import { settingsChannels, settingsEvents } from './settings.contract'
import { syncChannels, syncEvents } from './sync.contract'
import { viewsChannels, viewsEvents } from './views.contract'
import { vouchersChannels } from './vouchers.contract'
import { worklistChannels } from './worklist.contract'
import { diagnosticsChannels } from './diagnostics.contract'
import { backupChannels } from './backup.contract'
import { updatesChannels, updatesEvents } from './updates.contract'
import { ratesChannels, ratesEvents } from './rates.contract'
import { sharingChannels, sharingEvents } from './sharing.contract'

export { AppInfo } from './app.contract'
export { CONNECTIVITY_STATES, ConnectivityStatus } from './connectivity.contract'
export { CredentialsStatus } from './settings.contract'
export { HotelHit, HotelSearchResult, LocationHit, LocationSearchResult } from './catalog.contract'
export { DatasetSyncStatus, SYNC_DATASETS, SyncDataset, SyncProgress, SyncStatus } from './sync.contract'

/**
 * The contract between the renderer and main: the one table of channels and the one table of push events. Each
 * feature declares its part in `<feature>.contract.ts` and is spread in here; types for the renderer's client and
 * the main handlers are derived from these two tables, never written twice.
 */
export const channels = {
  ...appChannels,
  ...settingsChannels,
  ...connectivityChannels,
  ...catalogChannels,
  ...syncChannels,
  ...hotelsChannels,
  ...bookingsChannels,
  ...outboxChannels,
  ...worklistChannels,
  ...vouchersChannels,
  ...notificationsChannels,
  ...experiencesChannels,
  ...inventoryChannels,
  ...privacyChannels,
  ...pricingChannels,
  ...peopleChannels,
  ...findChannels,
  ...bookingsExportChannels,
  ...viewsChannels,
  ...notesChannels,
  ...reportsChannels,
  ...proposalsChannels,
  ...diagnosticsChannels,
  ...backupChannels,
  ...updatesChannels,
  ...ratesChannels,
  ...sharingChannels,
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>

export const events = {
  ...appEvents,
  ...settingsEvents,
  ...connectivityEvents,
  ...catalogEvents,
  ...syncEvents,
  ...hotelsEvents,
  ...bookingsEvents,
  ...outboxEvents,
  ...notificationsEvents,
  ...pricingEvents,
  ...peopleEvents,
  ...bookingsExportEvents,
  ...viewsEvents,
  ...notesEvents,
  ...proposalsEvents,
  ...updatesEvents,
  ...ratesEvents,
  ...sharingEvents,
} as const satisfies Record<string, z.ZodType>

export type Channels = typeof channels
export type ChannelName = keyof Channels
/** What a caller passes: the schema's input side (defaults may fill in the rest). */
export type ChannelInput<N extends ChannelName> = z.input<Channels[N]['input']>
/** What a handler receives once the contract has parsed the input. */
export type ParsedInput<N extends ChannelName> = z.output<Channels[N]['input']>
export type ChannelOutput<N extends ChannelName> = z.output<Channels[N]['output']>

export type Events = typeof events
export type EventName = keyof Events
export type EventPayload<E extends EventName> = z.output<Events[E]>

/** One handler per channel; `satisfies Handlers` in the core makes a missing one a type error. */
export type Handlers = {
  [N in ChannelName]: (input: ParsedInput<N>) => Promise<ChannelOutput<N>> | ChannelOutput<N>
}

/** The handlers of some channels: what a feature's `*.handlers.ts` returns. */
export type HandlersOf<N extends ChannelName> = Pick<Handlers, N>

export function isChannelName(name: string): name is ChannelName {
  return Object.hasOwn(channels, name)
}

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(events, name)
}
