import type { NotificationEntry } from '../../../../shared/ipc/notifications.contract'

/**
 * The notification centre's list as the page holds it: main keeps the entries and the read marks (per service);
 * these pure functions only merge what main pushes, so the store (and its tests) only move data.
 */

/** How many entries the centre shows (and asks main for). */
export const SHOWN_ENTRIES = 100

/** The list with a pushed entry first (once: an entry already there keeps its place and its read mark). */
export function addEntry(
  entries: readonly NotificationEntry[],
  entry: NotificationEntry,
): NotificationEntry[] {
  if (entries.some((known) => known.id === entry.id)) return [...entries]
  return [entry, ...entries].sort((a, b) => b.id - a.id).slice(0, SHOWN_ENTRIES)
}

export function markRead(entries: readonly NotificationEntry[], id: number): NotificationEntry[] {
  return entries.map((entry) => (entry.id === id && !entry.read ? { ...entry, read: true } : entry))
}

export function markAllRead(entries: readonly NotificationEntry[]): NotificationEntry[] {
  return entries.map((entry) => (entry.read ? entry : { ...entry, read: true }))
}

/** The bell's name for assistive technology: what it opens and how many are unread. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications, none unread'
  return `Notifications, ${unread} unread`
}

/** The second line of an entry: who and what, as the cache knows them. */
export function entrySubject(entry: NotificationEntry): string {
  return [entry.customer, entry.product].filter((part) => part !== null && part !== '').join(' · ')
}

/** The booking as the agent names it: their reference, else the service's id. */
export function entryBookingName(entry: NotificationEntry): string {
  return entry.reference === null ? `Booking ${entry.bookingId}` : `${entry.reference} · ${entry.bookingId}`
}
