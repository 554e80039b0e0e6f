import { create } from 'zustand'
import { bridge } from '../../bridge'
import { errorSentence } from '../../ui/errors'

/** "Forget this booking": the dialog's steps, and main's answer (a refusal says why in a sentence). */
interface ForgetState {
  bookingId: string | null
  step: 'closed' | 'asking' | 'forgetting'
  error: string | null
  /** The booking last forgotten: its page shows nothing more, so none of its reads stays watched (and read again). */
  forgotten: string | null
  open(bookingId: string): void
  close(): void
  /** Resolves true once main has forgotten the booking. */
  forget(): Promise<boolean>
}

export const useForgetStore = create<ForgetState>((set, get) => ({
  bookingId: null,
  step: 'closed',
  error: null,
  forgotten: null,
  open: (bookingId) => set({ bookingId, step: 'asking', error: null, forgotten: null }),
  close: () => {
    if (get().step !== 'forgetting') set({ step: 'closed', error: null })
  },
  async forget() {
    const { bookingId } = get()
    if (bookingId === null) return false
    set({ step: 'forgetting', error: null })
    try {
      await bridge.invoke('privacy.forgetBooking', { bookingId })
      set({ step: 'closed', forgotten: bookingId })
      return true
    } catch (error) {
      set({
        step: 'asking',
        error: errorSentence(error, { fallback: 'The booking could not be forgotten.' }),
      })
      return false
    }
  },
}))
