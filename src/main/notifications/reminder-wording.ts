import type { BookingState } from '../../shared/domain/booking-states'
import type { NotificationEntry } from '../../shared/ipc/notifications.contract'
import type { BookingSummary } from '../db/bookings.repo'
import type { DesktopNotification } from '../platform/types'

/** A reminder as the centre and the desktop say it. */
export interface ReminderNotice {
  key: string
  bookingId: string
  state: NotificationEntry['state']
  reminder: 'freeCancellationEnds' | 'autoRefusal'
  dueAt: string
  leadHours: number
  title: string
  body: string
  customer: string | null
  product: string | null
  reference: string | null
}

/** A reminder that came due, as the reminders found it. */
export interface DueReminderFacts {
  key: string
  bookingId: string
  kind: ReminderNotice['reminder']
  dueAt: string
  leadHours: number
  booking: BookingSummary
}

/** A due reminder as the centre records it and the desktop shows it. */
export function reminderNotice(reminder: DueReminderFacts): ReminderNotice {
  const { booking } = reminder
  const customer = [booking.customerFirstName, booking.customerLastName].filter(Boolean).join(' ')
  return {
    key: reminder.key,
    bookingId: reminder.bookingId,
    state: booking.state as BookingState,
    reminder: reminder.kind,
    dueAt: reminder.dueAt,
    leadHours: reminder.leadHours,
    ...wording(reminder),
    customer: customer === '' ? null : customer,
    product: booking.productName,
    reference: booking.internalReference ?? booking.toReference,
  }
}

function wording(reminder: DueReminderFacts): { title: string; body: string } {
  const { booking } = reminder
  const who = [booking.customerFirstName, booking.customerLastName].filter(Boolean).join(' ')
  const what = [booking.productName, booking.internalReference ?? booking.toReference]
    .filter(Boolean)
    .join(', ')
  const body = [who, what].filter((part) => part !== '').join(' · ')
  const left = `${reminder.leadHours} hours`
  return reminder.kind === 'autoRefusal'
    ? { title: `Unanswered request: refused automatically within ${left}`, body }
    : { title: `Free cancellation ends within ${left}`, body }
}

const GROUP_REMINDERS_ABOVE = 3

const REMINDER_GROUP_TITLES: Record<ReminderNotice['reminder'], (count: number) => string> = {
  freeCancellationEnds: (count) => `Free cancellation ends soon for ${count} bookings`,
  autoRefusal: (count) => `${count} unanswered requests will be refused automatically`,
}

/**
 * Reminders as desktop notifications: one each, or, when more than GROUP_REMINDERS_ABOVE come at once (a start
 * after a weekend, a jump of the clock), one per kind of reminder that opens Today, where they are listed.
 */
export function reminderNotifications(reminders: readonly ReminderNotice[]): DesktopNotification[] {
  if (reminders.length <= GROUP_REMINDERS_ABOVE) {
    return reminders.map((reminder) => ({
      title: reminder.title,
      body: reminder.body,
      route: `/bookings/${encodeURIComponent(reminder.bookingId)}`,
      state: reminder.state,
      reminder: true,
    }))
  }
  return (['autoRefusal', 'freeCancellationEnds'] as const).flatMap((kind): DesktopNotification[] => {
    const group = reminders.filter((reminder) => reminder.reminder === kind)
    if (group.length === 0) return []
    const named = group.slice(0, GROUP_REMINDERS_ABOVE).map((reminder) => reminder.bookingId)
    const more = group.length - named.length
    return [
      {
        title: group.length === 1 ? (group[0]?.title ?? '') : REMINDER_GROUP_TITLES[kind](group.length),
        body: `${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
        route: '/today',
        reminder: true,
      },
    ]
  })
}
