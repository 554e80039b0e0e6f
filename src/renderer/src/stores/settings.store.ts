import { create } from 'zustand'
import type { AppInfo, Settings, SettingsPatch } from '../../../shared/ipc'
import { bridge, BridgeError } from '../bridge'
import { errorSentence, problemOf } from '../ui/errors'

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
      set({
        loadError: errorSentence(error, { fallback: 'The settings could not be read. Restart Agency Desk.' }),
      })
    }
  },
  async update(patch) {
    try {
      set({ settings: await bridge.invoke('settings.update', patch) })
      return {}
    } catch (error) {
      if (error instanceof BridgeError && problemOf(error)?.kind === 'invalidInput')
        return error.fieldErrors()
      return { '(root)': errorSentence(error, { fallback: 'The settings could not be saved. Try again.' }) }
    }
  },
  set: (settings) => set({ settings }),
}))
