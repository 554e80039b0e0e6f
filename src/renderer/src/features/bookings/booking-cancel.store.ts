import { create } from 'zustand'
import type { CancellationQuote, WriteResult } from '../../../../shared/ipc/bookings.contract'
import type { IpcProblemKind } from '../../../../shared/ipc'
import { bridge } from '../../bridge'
import { useBookingDetailStore } from './booking-detail.store'
import { errorSentence, problemOf } from '../../ui/errors'

/**
 * Cancelling a booking, fee first: the quote (what cancelling costs now, or why it cannot be done) is read when the
 * booking opens and again when the dialog opens; the cancellation is sent, or queued only when the agent chose to.
 */

type Step =
  | 'closed'
  /** Reading what cancelling costs now. */
  | 'quoting'
  /** The cost is shown; the agent writes the reason. */
  | 'asking'
  | 'sending'
  /** The service could not be reached: the agent may queue it explicitly. */
  | 'offline'
  | 'done'
  | 'error'

interface CancelState {
  bookingId: string | null
  quote: CancellationQuote | null
  step: Step
  /** The answer of the last cancel: sent (applied) or queued. */
  result: WriteResult | null
  error: string | null
  /** Reads the quote for the booking shown (keeps the dialog closed). */
  loadQuote(bookingId: string): Promise<void>
  open(): void
  close(): void
  /** Sends the cancellation; `queue` only after the agent chose to queue it. */
  submit(reason: string, ifOffline: 'queue' | 'refuse'): Promise<void>
}

let latest = 0

/** The service did not take the cancellation (no answer): the agent may queue it for when it is back. */
const UNSENT: ReadonlySet<IpcProblemKind> = new Set<IpcProblemKind>(['unreachable', 'outcomeUnknown'])

export const useCancelStore = create<CancelState>((set, get) => {
  const readQuote = async (bookingId: string): Promise<CancellationQuote | null> => {
    const ticket = ++latest
    try {
      const quote = await bridge.invoke('bookings.cancellationQuote', { bookingId })
      if (ticket === latest) set({ quote })
      return quote
    } catch (error) {
      if (ticket === latest && get().bookingId === bookingId)
        set({ error: errorSentence(error, { fallback: 'The cost of cancelling could not be read.' }) })
      return null
    }
  }
  return {
    bookingId: null,
    quote: null,
    step: 'closed',
    result: null,
    error: null,
    async loadQuote(bookingId) {
      if (get().bookingId !== bookingId)
        set({ bookingId, quote: null, step: 'closed', result: null, error: null })
      await readQuote(bookingId)
    },
    open() {
      const { bookingId } = get()
      if (bookingId === null) return
      set({ step: 'quoting', result: null, error: null })
      void readQuote(bookingId).then((quote) => {
        if (get().step !== 'quoting') return
        if (quote === null) set({ step: 'error' })
        // Read from the offline copy: the service cannot be reached, so sending would fail; say so first.
        else set({ step: quote.source === 'cache' ? 'offline' : 'asking' })
      })
    },
    close() {
      set({ step: 'closed' })
    },
    async submit(reason, ifOffline) {
      const { bookingId } = get()
      if (bookingId === null) return
      set({ step: 'sending', error: null })
      try {
        const result = await bridge.invoke('bookings.cancel', { bookingId, reason, ifOffline })
        set({ result, step: 'done' })
        // The booking re-read says `canceled` and the fee charged; a queued one shows as pending.
        await useBookingDetailStore.getState().refresh()
        await readQuote(bookingId)
      } catch (error) {
        if (UNSENT.has(problemOf(error)?.kind ?? 'internal')) set({ step: 'offline' })
        else
          set({
            step: 'error',
            error: errorSentence(error, { fallback: 'The cancellation could not be sent.' }),
          })
      }
    },
  }
})
