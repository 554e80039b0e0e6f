import { create } from 'zustand'
import type { AppInfo, Settings, SettingsPatch } from '../../../shared/ipc'
import { bridge, BridgeError } from '../bridge'

interface SettingsState {
  settings: Settings | null
  appInfo: AppInfo | null
  loadError: string | null
  load(): Promise<void>
  /** Saves a change; resolves to field errors (empty when saved). */
  update(patch: SettingsPatch): Promise<Record<string, string>>
  set(settings: Settings): void
}

/** The settings as main holds them: main is the source of truth, this store only mirrors it. */
export const useSettingsStore = create<SettingsState>((set) => ({
  settings: null,
  appInfo: null,
  loadError: null,
  async load() {
    try {
      const [settings, appInfo] = await Promise.all([
        bridge.invoke('settings.get'),
        bridge.invoke('app.info'),
      ])
      set({ settings, appInfo, loadError: null })
    } catch (error) {
      set({ loadError: error instanceof Error ? error.message : String(error) })
    }
  },
  async update(patch) {
    try {
      set({ settings: await bridge.invoke('settings.update', patch) })
      return {}
    } catch (error) {
      if (error instanceof BridgeError && error.code === 'INVALID_INPUT') return error.fieldErrors()
      return { '(root)': error instanceof Error ? error.message : String(error) }
    }
  },
  set: (settings) => set({ settings }),
}))
