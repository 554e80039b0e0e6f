import { bridge } from '../bridge'
import { useCredentialsStore } from '../features/settings/credentials.store'
import { useSettingsStore } from '../features/settings/settings.store'
import { useConnectivityStore } from './connectivity.store'

/** The single place where push events from main reach the stores. Returns the unsubscribe of all of them. */
export function wireEvents(): () => void {
  const subscriptions = [
    bridge.on('connectivity.changed', (status) => useConnectivityStore.getState().set(status)),
    bridge.on('settings.changed', (settings) => useSettingsStore.getState().set(settings)),
    bridge.on('credentials.changed', (status) => useCredentialsStore.getState().set(status)),
  ]
  void useConnectivityStore.getState().load()
  void useSettingsStore.getState().load()
  return () => subscriptions.forEach((unsubscribe) => unsubscribe())
}
