import type { BookingMessageV1 } from '../../shared/api/bookings-v1'
import type { BookingMessages } from '../../shared/ipc/bookings.contract'

/**
 * Unread is what the hotel or supplier wrote (any type but the agency's own `request`) after the thread was last
 * read on this computer; everything of theirs when it never was.
 */
export function withUnreadMarks(
  messages: readonly BookingMessageV1[],
  readUpTo: string | null,
): Pick<BookingMessages, 'messages' | 'lastReadAt' | 'unreadCount'> {
  const readMs = readUpTo === null ? Number.NEGATIVE_INFINITY : Date.parse(readUpTo)
  const marked = messages.map((message) => ({
    ...message,
    unread: message.messageType !== 'request' && Date.parse(message.sentAt) > readMs,
  }))
  return {
    messages: marked,
    lastReadAt: readUpTo === null ? null : new Date(readMs).toISOString(),
    unreadCount: marked.filter((message) => message.unread).length,
  }
}
