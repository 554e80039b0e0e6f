import { z } from 'zod'
import { BookingState } from '../../../../shared/domain/booking-states'
import type { BookingStateChanged } from '../../../../shared/ipc/bookings.contract'

/**
 * The notification centre's list: one entry per `booking.stateChanged` main announced, newest first, with the
 * agent's read marks. Pure functions, so the store (and its tests) only move data.
 */

/** How many entries the centre keeps (and the browser stores): older ones fall off. */
export const MAX_ENTRIES = 100

export const NotificationEntry = z.object({
  /** The booking and the state it reached: main announces each change once, so this names it. */
  id: z.string(),
  bookingId: z.string(),
  state: BookingState,
  previousState: BookingState.nullable(),
  /** Hotel or experience: the state reads in its words. Absent in entries kept before the desk said it. */
  kind: z.enum(['hotel', 'experience']).optional(),
  reference: z.string().nullable(),
  /** The hotel's or the experience's name. */
  product: z.string().nullable(),
  /** When the service changed it. */
  changedAt: z.string(),
  read: z.boolean(),
})
export type NotificationEntry = z.infer<typeof NotificationEntry>

/** What the browser kept from an earlier session; anything unreadable there is dropped, never trusted. */
export function readStoredEntries(stored: unknown): NotificationEntry[] {
  const parsed = z.object({ entries: z.array(z.unknown()) }).safeParse(stored)
  if (!parsed.success) return []
  return parsed.data.entries
    .map((entry) => NotificationEntry.safeParse(entry))
    .flatMap((result) => (result.success ? [result.data] : []))
    .slice(0, MAX_ENTRIES)
}

export function entryFromEvent(event: BookingStateChanged): NotificationEntry {
  return {
    id: `${event.bookingId}:${event.state}:${event.changedAt}`,
    bookingId: event.bookingId,
    state: event.state,
    previousState: event.previousState,
    ...(event.kind === undefined ? {} : { kind: event.kind }),
    reference: event.reference,
    product: event.hotelName ?? event.experienceName,
    changedAt: event.changedAt,
    read: false,
  }
}

/** The list with the new entry first (once: an entry already there keeps its place and its read mark). */
export function addEntry(
  entries: readonly NotificationEntry[],
  entry: NotificationEntry,
): NotificationEntry[] {
  if (entries.some((known) => known.id === entry.id)) return [...entries]
  return [entry, ...entries]
    .sort((a, b) => Date.parse(b.changedAt) - Date.parse(a.changedAt))
    .slice(0, MAX_ENTRIES)
}

export function markRead(entries: readonly NotificationEntry[], id: string): NotificationEntry[] {
  return entries.map((entry) => (entry.id === id && !entry.read ? { ...entry, read: true } : entry))
}

export function markAllRead(entries: readonly NotificationEntry[]): NotificationEntry[] {
  return entries.map((entry) => (entry.read ? entry : { ...entry, read: true }))
}

export function unreadCount(entries: readonly NotificationEntry[]): number {
  return entries.filter((entry) => !entry.read).length
}

/** The bell's name for assistive technology: what it opens and how many are unread. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications, none unread'
  return `Notifications, ${unread} unread`
}
