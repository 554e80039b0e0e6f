import { create } from 'zustand'
import type { BookingHistory } from '../../../../shared/ipc/bookings.contract'
import { bridge } from '../../bridge'
import { errorSentence } from '../../ui/errors'

/** The booking's history: the service's entries and this desk's own events, merged by main. */
interface HistoryState {
  bookingId: string | null
  history: BookingHistory | null
  status: 'idle' | 'loading' | 'ready' | 'error'
  error: string | null
  load(bookingId: string, quiet?: boolean): Promise<void>
}

let latest = 0

export const useHistoryStore = create<HistoryState>((set, get) => ({
  bookingId: null,
  history: null,
  status: 'idle',
  error: null,
  async load(bookingId, quiet = false) {
    const ticket = ++latest
    if (!quiet || get().bookingId !== bookingId)
      set({ bookingId, history: null, status: 'loading', error: null })
    try {
      const history = await bridge.invoke('bookings.history', { bookingId })
      if (ticket === latest) set({ history, status: 'ready', error: null })
    } catch (error) {
      if (ticket !== latest) return
      set({
        status: get().history === null ? 'error' : 'ready',
        error: errorSentence(error, { fallback: 'The history could not be loaded.' }),
      })
    }
  },
}))
