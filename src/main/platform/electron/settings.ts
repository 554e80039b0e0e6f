import ElectronStore from 'electron-store'
import type { Settings } from '../../../shared/ipc'
import type { SettingsStore } from '../types'

/** Settings in the app's userData folder through electron-store. */
export function createElectronSettingsStore(): SettingsStore {
  const store = new ElectronStore<Record<string, unknown>>({ name: 'settings' })
  return {
    read: () => store.store,
    write: (settings: Settings) => {
      store.store = settings
    },
  }
}
