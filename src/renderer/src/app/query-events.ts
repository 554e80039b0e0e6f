import type { QueryClient } from '@tanstack/react-query'
import type { EventName, EventPayload } from '../../../shared/ipc'
import { bridge } from '../bridge'
import { deskKey, deskQueryClient, invalidateSoon, markStale, type DeskKeyPrefix } from '../bridge/desk-query'
import { bookingPageReads, quoteKey } from '../features/bookings/booking-queries'
import { bookingsListKey } from '../features/bookings/bookings-list.store'
import { worklistKey } from '../features/worklist/worklist.store'

/**
 * The one table of which push event makes which reads stale. Those shown are read again once, shortly (several
 * events of one write land in one read: see invalidateSoon); the others the next time they are shown. What events
 * do to stores and to the router is wired in wire-events.ts.
 */
type StaleTable = {
  [E in EventName]?: (payload: EventPayload<E>) => { readAgain: DeskKeyPrefix[]; markStale?: DeskKeyPrefix[] }
}

export const staleOnEvent: StaleTable = {
  // The bookings main re-read into its cache: each one's page, section by section, and the list (only from the
  // cache: the poll or write that announced the change already fetched from the service). A quote is read again
  // only when the agent is about to act on it (the cancel dialog opens).
  'bookings.changed': ({ bookingIds }) => ({
    readAgain: [
      worklistKey,
      bookingsListKey,
      deskKey('views.pinnedCounts'),
      ...bookingIds.flatMap(bookingPageReads),
    ],
    markStale: bookingIds.map(quoteKey),
  }),
  // A queued write was taken, sent, failed or discarded: the pending writes shown with any booking (and beside its
  // messages) may be stale.
  'outbox.changed': () => ({
    readAgain: [worklistKey, deskKey('bookings.get'), deskKey('bookings.messages')],
  }),
  'booking.stateChanged': () => ({ readAgain: [worklistKey] }),
  // The agency's markup rules changed: the rules screen and every selling price computed from them.
  // Customers or travellers changed: the customers list and the pages of those customers.
  'people.changed': ({ customerIds }) => ({
    readAgain: [deskKey('customers.list'), ...customerIds.map((id) => ['customers.get', { id }])],
  }),
  'pricing.rulesChanged': () => ({ readAgain: [deskKey('pricing.listRules')] }),
  // A booking's frozen or hand-set selling price: its page, and the bookings list's selling and margin columns.
  'pricing.salesChanged': ({ bookingIds }) => ({
    readAgain: [
      ...bookingIds.map((bookingId) => deskKey('pricing.saleOf', { bookingId })),
      deskKey('bookings.list'),
      // A pinned view may filter on having a selling price or on its margin rate.
      deskKey('views.pinnedCounts'),
    ],
  }),
  // A proposal was created, changed, accepted or deleted: the lists (the screen, a customer's section, the "Add to
  // proposal" drafts), those proposals' pages and the booking page's link back.
  'proposals.changed': ({ ids }) => ({
    readAgain: [
      deskKey('proposals.list'),
      ...ids.map((id) => ['proposals.get', { id }]),
      deskKey('proposals.forBooking'),
    ],
  }),
  'views.changed': () => ({ readAgain: [deskKey('views.list'), deskKey('views.pinnedCounts')] }),
  // A booking's internal notes or agency reference: its page's panel, the list's and worklist's icons, the search,
  // the customer page's notes.
  'notes.changed': ({ bookingIds }) => ({
    readAgain: [
      ...bookingIds.map((bookingId) => deskKey('notes.list', { bookingId })),
      deskKey('notes.markers'),
      deskKey('notes.forCustomer'),
      deskKey('bookings.list'),
    ],
  }),
}

const WORKLIST_REFRESH_MS = 60_000

/** Subscribes the table to main's events; returns the unsubscribe of all. */
export function wireQueryEvents(client: QueryClient = deskQueryClient): () => void {
  // The worklist's deadlines move with the clock: read it again every minute (main's cache, no call to the service).
  const worklistTimer = window.setInterval(() => invalidateSoon([worklistKey], client), WORKLIST_REFRESH_MS)
  const subscriptions = (Object.keys(staleOnEvent) as EventName[]).map((event) =>
    bridge.on(event, (payload) => {
      const stale = (
        staleOnEvent[event] as (payload: unknown) => ReturnType<NonNullable<StaleTable[EventName]>>
      )(payload)
      if (stale.markStale !== undefined) markStale(stale.markStale, client)
      if (stale.readAgain.length > 0) invalidateSoon(stale.readAgain, client)
    }),
  )
  return () => {
    subscriptions.forEach((unsubscribe) => unsubscribe())
    window.clearInterval(worklistTimer)
  }
}
