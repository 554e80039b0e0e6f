import { create } from 'zustand'
import type { BookingList } from '../../../../shared/ipc/bookings.contract'
import { bridge, BridgeError } from '../../bridge'

interface BookingsListState {
  list: BookingList | null
  status: 'idle' | 'loading' | 'ready' | 'error'
  error: string | null
  /** The newest bookings first, refreshed from the service when it can be reached. */
  load(options?: { quiet?: boolean }): Promise<void>
  /** Cached bookings changed: refetch the list when it has been opened. */
  changed(): void
}

let latest = 0

export const useBookingsListStore = create<BookingsListState>((set, get) => ({
  list: null,
  status: 'idle',
  error: null,
  async load(options) {
    const ticket = ++latest
    if (!options?.quiet) set({ status: 'loading', error: null })
    try {
      const list = await bridge.invoke('bookings.list', { limit: 50, refresh: !options?.quiet })
      if (ticket === latest) set({ list, status: 'ready', error: null })
    } catch (error) {
      if (ticket === latest)
        set({ status: get().list === null ? 'error' : 'ready', error: listErrorSentence(error) })
    }
  },
  changed() {
    // Only from the cache: the poll or write that announced the change already fetched from the service.
    if (get().status !== 'idle') void get().load({ quiet: true })
  },
}))

function listErrorSentence(error: unknown): string {
  const reason = error instanceof BridgeError ? ` (${error.message})` : ''
  return `The bookings could not be loaded${reason}. Try again.`
}
