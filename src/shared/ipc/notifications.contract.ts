import { z } from 'zod'
import { BookingState } from '../domain/booking-states'
import { NoInput } from './schema-helpers'
import { ReminderKind } from './settings'

/**
 * The notification centre (the header's bell): every state change the poller announced and every reminder given,
 * kept by main per service (the active environment's only), with the agent's read marks. It records everything;
 * the settings (`desktopNotifications`, `notify`) only decide what also pops up.
 */

const EntryBase = {
  /** Main's id of the entry (what markRead names). */
  id: z.number().int().min(1),
  bookingId: z.string(),
  /** The booking's state: the new one for a change, the current one for a reminder. */
  state: BookingState,
  /** One line for the agent, e.g. "Booking refused" or "Free cancellation ends within 24 hours". */
  title: z.string(),
  /** The customer's name, as the cache knows it. */
  customer: z.string().nullable(),
  /** The hotel's or the experiences' name. */
  product: z.string().nullable(),
  /** Hotel or experience, where the desk knows it: the state reads in the product's words. */
  productKind: z.enum(['hotel', 'experience']).optional(),
  /** The agent's reference of the booking (internal or tour operator reference), if any. */
  reference: z.string().nullable(),
  /** When it happened: the service's change time, or when the reminder was given. */
  at: z.iso.datetime({ offset: true }),
  read: z.boolean(),
}

export const NotificationEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('stateChanged'),
    ...EntryBase,
    /** The state the agent was told about before; null for a booking first seen in its new state. */
    previousState: BookingState.nullable(),
  }),
  z.object({
    kind: z.literal('reminder'),
    ...EntryBase,
    reminder: ReminderKind,
    /** The deadline reminded of. */
    dueAt: z.iso.datetime(),
    leadHours: z.number().int(),
  }),
])
export type NotificationEntry = z.infer<typeof NotificationEntry>

export const NotificationList = z.object({
  /** Newest first. */
  entries: z.array(NotificationEntry),
  unread: z.number().int().min(0),
})
export type NotificationList = z.infer<typeof NotificationList>

export const UnreadCount = z.object({ unread: z.number().int().min(0) })
export type UnreadCount = z.infer<typeof UnreadCount>

export const notificationsChannels = {
  'notifications.list': {
    input: z
      .object({ limit: z.number().int().min(1).max(200).default(50) })
      .strict()
      .default({ limit: 50 }),
    output: NotificationList,
  },
  'notifications.unreadCount': { input: NoInput, output: UnreadCount },
  /** The agent opened an entry: it no longer counts as unread, also after a restart. */
  'notifications.markRead': {
    input: z.object({ id: z.number().int().min(1) }).strict(),
    output: UnreadCount,
  },
  'notifications.markAllRead': { input: NoInput, output: UnreadCount },
} as const

export const notificationsEvents = {
  /** An entry was recorded (a change or a reminder), with the new unread count. */
  'notifications.added': z.object({ entry: NotificationEntry, unread: z.number().int().min(0) }),
  /** The list changed otherwise (read marks, another environment became active): read it again. */
  'notifications.changed': UnreadCount,
} as const
