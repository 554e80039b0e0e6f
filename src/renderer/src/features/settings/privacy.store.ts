import { create } from 'zustand'
import type { ClearedLocalData } from '../../../../shared/ipc/privacy.contract'
import { bridge } from '../../bridge'
import { errorSentence } from '../../ui/errors'

/** "Clear local data" in Settings: the dialog's steps and main's answer (a refusal says why in a sentence). */
interface PrivacyState {
  step: 'closed' | 'asking' | 'clearing'
  /** Also remove the saved API keys and sign the API users out. */
  signOut: boolean
  error: string | null
  open(): void
  close(): void
  setSignOut(signOut: boolean): void
  /** Resolves with what was removed, or null when main refused (the error is kept for the dialog). */
  clear(): Promise<ClearedLocalData | null>
}

export const usePrivacyStore = create<PrivacyState>((set, get) => ({
  step: 'closed',
  signOut: false,
  error: null,
  open: () => set({ step: 'asking', signOut: false, error: null }),
  close: () => {
    if (get().step !== 'clearing') set({ step: 'closed', error: null })
  },
  setSignOut: (signOut) => set({ signOut }),
  async clear() {
    set({ step: 'clearing', error: null })
    try {
      const cleared = await bridge.invoke('privacy.clearLocalData', { signOut: get().signOut })
      set({ step: 'closed' })
      return cleared
    } catch (error) {
      set({
        step: 'asking',
        error: errorSentence(error, { fallback: 'The local data could not be cleared.' }),
      })
      return null
    }
  },
}))
