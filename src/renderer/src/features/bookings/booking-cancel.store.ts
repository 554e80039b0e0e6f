import { create } from 'zustand'
import type { CancellationQuote, WriteResult } from '../../../../shared/ipc/bookings.contract'
import type { IpcProblemKind } from '../../../../shared/ipc'
import { bridge } from '../../bridge'
import { deskKey, fetchDesk, invalidateSoon, markStale } from '../../bridge/desk-query'
import { errorSentence, problemOf } from '../../ui/errors'
import { quoteKey } from './booking-queries'

/**
 * Cancelling a booking, fee first: the dialog's steps (view state only). The quote (what cancelling costs now, or
 * why it cannot be done) is a query: read with the booking, and read again when the dialog opens; the cancellation
 * is sent, or queued only when the agent chose to.
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
  step: Step
  /** The answer of the last cancel: sent (applied) or queued. */
  result: WriteResult | null
  error: string | null
  /** Opens the dialog for a booking: the cost is read again first. */
  open(bookingId: string): void
  close(): void
  /** Sends the cancellation; `queue` only after the agent chose to queue it. */
  submit(reason: string, ifOffline: 'queue' | 'refuse'): Promise<void>
}

/** The service did not take the cancellation (no answer): the agent may queue it for when it is back. */
const UNSENT: ReadonlySet<IpcProblemKind> = new Set<IpcProblemKind>(['unreachable', 'outcomeUnknown'])

export const useCancelStore = create<CancelState>((set, get) => ({
  bookingId: null,
  step: 'closed',
  result: null,
  error: null,
  open(bookingId) {
    set({ bookingId, step: 'quoting', result: null, error: null })
    // The cost shown before the agent confirms is read now, never an older answer.
    markStale([quoteKey(bookingId)])
    fetchDesk('bookings.cancellationQuote', { bookingId }).then(
      (quote: CancellationQuote) => {
        if (get().step !== 'quoting' || get().bookingId !== bookingId) return
        // Read from the offline copy: the service cannot be reached, so sending would fail; say so first.
        set({ step: quote.source === 'cache' ? 'offline' : 'asking' })
      },
      (error: unknown) => {
        if (get().step !== 'quoting' || get().bookingId !== bookingId) return
        set({
          step: 'error',
          error: errorSentence(error, { fallback: 'The cost of cancelling could not be read.' }),
        })
      },
    )
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
      // The booking read again says `canceled` and the fee charged (a queued one shows as pending). Main announces
      // the same change as it makes it: both land in one read. The quote waits until it is looked at again.
      invalidateSoon([deskKey('bookings.get', { bookingId })])
      markStale([quoteKey(bookingId)])
    } catch (error) {
      if (UNSENT.has(problemOf(error)?.kind ?? 'internal')) set({ step: 'offline' })
      else
        set({
          step: 'error',
          error: errorSentence(error, { fallback: 'The cancellation could not be sent.' }),
        })
    }
  },
}))
