import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

/** The notification centre (the header's bell): the active service's entries and read marks. */
export function notificationsHandlers(
  ctx: CoreContext,
): HandlersOf<
  'notifications.list' | 'notifications.unreadCount' | 'notifications.markRead' | 'notifications.markAllRead'
> {
  const centre = ctx.bookings.notifications
  return {
    'notifications.list': ({ limit }) => centre.list(limit),
    'notifications.unreadCount': () => ({ unread: centre.unreadCount() }),
    'notifications.markRead': ({ id }) => ({ unread: centre.markRead(id) }),
    'notifications.markAllRead': () => ({ unread: centre.markAllRead() }),
  }
}
