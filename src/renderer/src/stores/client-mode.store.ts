import { create } from 'zustand'
import { useSettingsStore } from './settings.store'

interface ClientModeSaving {
  /** What the agent just asked for, shown at once while main keeps it; null when nothing is being saved. */
  asked: boolean | null
  set(on: boolean): Promise<void>
}

/**
 * The client screen's switch. Main keeps it as a setting (`clientMode`), so it survives navigation, reload and
 * restart like the colour scheme; this store only makes a change show at once, before main has answered, so that
 * the net disappears the moment the agent turns the screen to a customer.
 */
const useClientModeSaving = create<ClientModeSaving>((set) => ({
  asked: null,
  async set(on) {
    set({ asked: on })
    try {
      await useSettingsStore.getState().update({ clientMode: on })
    } finally {
      // Saved: the settings say it from now on. Refused: the settings still say what was kept.
      set({ asked: null })
    }
  },
}))

export interface ClientMode {
  /** On: every screen shows what a customer may see (no net, margins, suppliers or internal notes). */
  on: boolean
  /** The settings are not read yet, so whether the screen is a client's is not known. */
  unknown: boolean
  set(on: boolean): Promise<void>
  toggle(): Promise<void>
}

export function useClientMode(): ClientMode {
  const asked = useClientModeSaving((state) => state.asked)
  const setOn = useClientModeSaving((state) => state.set)
  const saved = useSettingsStore((state) => state.settings?.clientMode ?? null)
  const failed = useSettingsStore((state) => state.loadError !== null)
  const on = asked ?? saved ?? false
  return {
    on,
    unknown: asked === null && saved === null && !failed,
    set: setOn,
    toggle: () => setOn(!on),
  }
}
