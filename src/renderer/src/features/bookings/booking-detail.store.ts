import { create } from 'zustand'
import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import { bridge } from '../../bridge'
import { errorSentence, problemOf } from '../../ui/errors'
import { replacementOf } from './booking-view'

type Status = 'idle' | 'loading' | 'ready' | 'not_found' | 'error'

interface BookingDetailState {
  bookingId: string | null
  detail: BookingDetail | null
  status: Status
  /** A sentence for the agent when status is `error` (or a refresh failed while a detail is shown). */
  error: string | null
  /** The booking that replaced this one, when its history says. */
  replacedBy: string | null
  /** Opens a booking: shows it loading, then the answer. */
  load(bookingId: string): Promise<void>
  /** Cached bookings changed: refetch the one shown, without blanking the screen. */
  changed(bookingIds: readonly string[]): void
  /** The outbox moved: the pending writes shown may be stale. */
  outboxChanged(): void
  /** Reads the booking shown again (after a write), keeping it on screen. */
  refresh(): Promise<void>
  /**
   * The booking was forgotten on this computer: nothing of it stays here, and no later event reads it again
   * (that would fetch it back from the service into the cache).
   */
  forgotten(bookingId: string): void
}

/** Each fetch gets a number; an answer that is not the latest (another booking opened since) is dropped. */
let latest = 0

export const useBookingDetailStore = create<BookingDetailState>((set, get) => {
  const fetch = async (bookingId: string, quiet: boolean): Promise<void> => {
    const ticket = ++latest
    if (!quiet) set({ bookingId, detail: null, status: 'loading', error: null, replacedBy: null })
    try {
      const detail = await bridge.invoke('bookings.get', { bookingId })
      let replacedBy: string | null = null
      if (detail.summary.state === 'replaced') {
        // Only a replaced booking needs its history, to say by which booking.
        const history = await bridge.invoke('bookings.history', { bookingId }).catch(() => null)
        replacedBy = replacementOf(detail, history?.entries.map((entry) => entry.label) ?? [])
      }
      if (ticket !== latest) return
      set({ detail, status: 'ready', error: null, replacedBy })
    } catch (error) {
      if (ticket !== latest) return
      if (problemOf(error)?.kind === 'notFound') {
        set({ detail: null, status: 'not_found', error: null })
        return
      }
      // A failed refresh keeps what is shown and says why beside it.
      set(
        quiet && get().detail !== null
          ? { error: detailErrorSentence(error) }
          : { status: 'error', error: detailErrorSentence(error) },
      )
    }
  }
  return {
    bookingId: null,
    detail: null,
    status: 'idle',
    error: null,
    replacedBy: null,
    load: (bookingId) => fetch(bookingId, false),
    changed(bookingIds) {
      const { bookingId } = get()
      // A quiet fetch also supersedes a load still running, which may have read the cache before the change.
      if (bookingId !== null && bookingIds.includes(bookingId)) void fetch(bookingId, true)
    },
    outboxChanged() {
      const { bookingId, status } = get()
      if (bookingId !== null && status === 'ready') void fetch(bookingId, true)
    },
    async refresh() {
      const { bookingId } = get()
      if (bookingId !== null) await fetch(bookingId, true)
    },
    forgotten(bookingId) {
      if (get().bookingId !== bookingId) return
      latest += 1
      set({ bookingId: null, detail: null, status: 'idle', error: null, replacedBy: null })
    },
  }
})

export function detailErrorSentence(error: unknown): string {
  return errorSentence(error, {
    fallback: 'The booking could not be loaded. Try again.',
    overrides: {
      unreachable:
        'The booking service cannot be reached, and this booking is not in the offline copy yet. Try again when the service is back.',
      invalidInput: 'This is not a booking id the desk can look up. Check the link or the id.',
    },
  })
}
