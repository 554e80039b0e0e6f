import type { BookingStateChanged } from '../../shared/ipc/bookings.contract'
import type { NotificationEntry, NotificationList } from '../../shared/ipc/notifications.contract'
import type { Settings } from '../../shared/ipc/settings'
import type { EventBus } from '../base/event-bus'
import {
  bookingLabels,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  recordNotifications,
  unreadNotifications,
  type NewNotification,
} from '../db/notifications.repo'
import type { Db } from '../db/statements'
import type { Clock, DesktopNotification, Notifier } from '../platform/types'
import { reminderNotifications, type ReminderNotice } from './reminder-wording'
import { describeChange, notificationsFor } from './state-change-wording'

/**
 * The notification centre in main: what the poller announced and the reminders given, recorded in SQLite per
 * service in the same transaction as the decision to announce them (so an entry exists once, across restarts), and
 * pushed to the renderer (`notifications.added`). It also decides what pops up: the centre records everything, the
 * settings (`desktopNotifications`, `notify.states`, `notify.reminders`) choose what is shown on the desktop (or as
 * a toast in the browser).
 */

export interface NotificationCentre {
  /** Records the changes of a poll cycle: call inside the cycle's transaction. */
  recordChanges(service: string, changes: readonly BookingStateChanged[], at: string): NotificationEntry[]
  /** Records given reminders: call inside the transaction that records them as given. */
  recordReminders(service: string, reminders: readonly ReminderNotice[], at: string): NotificationEntry[]
  /** After the commit: tells the renderer about entries recorded. */
  announce(entries: readonly NotificationEntry[]): void
  /** Shows what the settings let through, for changes announced together. */
  popUpChanges(changes: readonly BookingStateChanged[]): void
  popUpReminders(reminders: readonly ReminderNotice[]): void
  list(limit: number): NotificationList
  unreadCount(): number
  markRead(id: number): number
  markAllRead(): number
  /** Another service became active: the renderer reads its list again. */
  serviceChanged(): void
}

export function createNotificationCentre(deps: {
  db: Db
  clock: Clock
  events: Pick<EventBus, 'publish'>
  notifier: Notifier
  settings: () => Pick<Settings, 'desktopNotifications' | 'notify'>
  /** The active service (`activeServiceIdentity`); null when none is configured. */
  service: () => string | null
}): NotificationCentre {
  const { db } = deps
  const now = (): string => deps.clock.now().toISOString()
  const unread = (): number => {
    const service = deps.service()
    return service === null ? 0 : unreadNotifications(db, service)
  }
  const show = (notifications: readonly DesktopNotification[]): void => {
    if (!deps.notifier.isSupported()) return
    for (const notification of notifications) deps.notifier.show(notification)
  }

  return {
    recordChanges(service, changes, at) {
      const labels = bookingLabels(
        db,
        changes.map((change) => change.bookingId),
      )
      const entries = changes.map((change): NewNotification => {
        const label = labels.get(change.bookingId)
        return {
          key: `change|${change.bookingId}|${change.previousState ?? ''}|${change.state}|${change.changedAt}`,
          kind: 'stateChanged',
          bookingId: change.bookingId,
          state: change.state,
          previousState: change.previousState,
          title: describeChange(change).title,
          customer: label?.customer ?? null,
          product: change.hotelName ?? change.experienceName ?? label?.product ?? null,
          ...withProductKind(change.kind ?? label?.productKind),
          reference: change.reference ?? label?.reference ?? null,
          at: change.changedAt,
        }
      })
      return recordNotifications(db, service, entries, at)
    },
    recordReminders(service, reminders, at) {
      const labels = bookingLabels(
        db,
        reminders.map((reminder) => reminder.bookingId),
      )
      const entries = reminders.map((reminder): NewNotification => ({
        key: reminder.key,
        kind: 'reminder',
        bookingId: reminder.bookingId,
        state: reminder.state,
        reminder: reminder.reminder,
        dueAt: reminder.dueAt,
        leadHours: reminder.leadHours,
        title: reminder.title,
        customer: reminder.customer,
        product: reminder.product,
        ...withProductKind(labels.get(reminder.bookingId)?.productKind),
        reference: reminder.reference,
        at,
      }))
      return recordNotifications(db, service, entries, at)
    },
    announce(entries) {
      if (entries.length === 0) return
      const count = unread()
      for (const entry of entries) deps.events.publish('notifications.added', { entry, unread: count })
    },
    popUpChanges(changes) {
      const settings = deps.settings()
      if (!settings.desktopNotifications) return
      const wanted = new Set<string>(settings.notify.states)
      const shown = changes.filter((change) => wanted.has(change.state))
      const labels = bookingLabels(
        db,
        shown.map((change) => change.bookingId),
      )
      show(notificationsFor(shown, (bookingId) => labels.get(bookingId)?.customer ?? null))
    },
    popUpReminders(reminders) {
      const settings = deps.settings()
      if (!settings.desktopNotifications) return
      const wanted = new Set<string>(settings.notify.reminders)
      show(reminderNotifications(reminders.filter((reminder) => wanted.has(reminder.reminder))))
    },
    list(limit) {
      const service = deps.service()
      if (service === null) return { entries: [], unread: 0 }
      return { entries: listNotifications(db, service, limit), unread: unreadNotifications(db, service) }
    },
    unreadCount: unread,
    markRead(id) {
      const service = deps.service()
      if (service !== null) markNotificationRead(db, service, id, now())
      const count = unread()
      deps.events.publish('notifications.changed', { unread: count })
      return count
    },
    markAllRead() {
      const service = deps.service()
      if (service !== null) markAllNotificationsRead(db, service, now())
      const count = unread()
      deps.events.publish('notifications.changed', { unread: count })
      return count
    },
    serviceChanged() {
      deps.events.publish('notifications.changed', { unread: unread() })
    },
  }
}

const withProductKind = (
  kind: 'hotel' | 'experience' | undefined,
): { productKind?: 'hotel' | 'experience' } => (kind === undefined ? {} : { productKind: kind })
