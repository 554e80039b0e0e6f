import { notifications } from '@mantine/notifications'
import { bridge, isWebHost } from '../bridge'
import { bookingPageConnectivityChanged } from '../features/bookings/booking-page-events'
import { useInventoryAccessStore } from '../features/inventory/inventory-access.store'
import { useNotificationsStore } from '../features/notifications/notifications.store'
import { useCredentialsStore } from '../features/settings/credentials.store'
import { useSettingsStore } from '../stores/settings.store'
import { useConnectivityStore } from '../stores/connectivity.store'
import { wireQueryEvents } from './query-events'
import { useServiceClockStore } from '../stores/service-clock.store'
import { router } from './router'
import { toastOf } from './toast-of'
import { useSyncStore } from '../stores/sync.store'
import { runShortcut } from '../ui/keys/shortcut-actions'

/**
 * The single place where push events from main reach the stores and the router (which reads they make stale is
 * query-events.ts, subscribed here too). Returns the unsubscribe of all.
 */
export function wireEvents(): () => void {
  const navigate = (route: string) => void router.navigate(route)
  const subscriptions = [
    wireQueryEvents(),
    bridge.on('connectivity.changed', (status) => {
      useConnectivityStore.getState().set(status)
      bookingPageConnectivityChanged(status)
      if (status.state !== 'offline' && useInventoryAccessStore.getState().access.scope === 'unknown')
        void useInventoryAccessStore.getState().load()
    }),
    bridge.on('connectivity.serviceClockChanged', (clock) => useServiceClockStore.getState().set(clock)),
    bridge.on('settings.changed', (settings) => {
      useSettingsStore.getState().set(settings)
      void useInventoryAccessStore.getState().load()
    }),
    bridge.on('credentials.changed', (status) => {
      useCredentialsStore.getState().set(status)
      void useInventoryAccessStore.getState().load()
    }),
    bridge.on('sync.healthChanged', (health) => useSyncStore.getState().setHealth(health)),
    bridge.on('sync.progress', (progress) => useSyncStore.getState().setProgress(progress)),
    bridge.on('notifications.added', ({ entry, unread }) =>
      useNotificationsStore.getState().added(entry, unread),
    ),
    // Read marks changed elsewhere, or another environment is active: its own list.
    bridge.on('notifications.changed', () => void useNotificationsStore.getState().load()),
    bridge.on('app.navigate', ({ route }) => navigate(route)),
    // The desktop menu's item for a shortcut: the same action as its keys.
    bridge.on('app.shortcut', ({ id }) => void runShortcut(id)),
    bridge.on('app.notification', (news) => notifications.show(toastOf(news, navigate))),
  ]
  void useConnectivityStore.getState().load()
  void useServiceClockStore.getState().load()
  void useSettingsStore.getState().load()
  void useInventoryAccessStore.getState().load()
  void useSyncStore.getState().load()
  void useNotificationsStore.getState().load()

  // In a browser, closing the tab with writes not sent yet asks first (the Electron app asks in main instead:
  // a beforeunload there would silently keep the window open).
  const guard = (event: BeforeUnloadEvent) => {
    if ((useSyncStore.getState().health?.writes.pending ?? 0) > 0) event.preventDefault()
  }
  if (isWebHost) window.addEventListener('beforeunload', guard)
  return () => {
    subscriptions.forEach((unsubscribe) => unsubscribe())
    window.removeEventListener('beforeunload', guard)
  }
}
