import { create } from 'zustand'
import type { z } from 'zod'
import type {
  BookingExtras,
  ChangeExtraInput,
  SetExtrasInput,
} from '../../../../shared/ipc/experiences.contract'
import { bridge } from '../../bridge'
import { errorSentence } from '../../ui/errors'

/** The service's total before and after the last change, as it stated them. */
export interface ExtrasChange {
  what: string
  previousTotal: number
  total: number
}

/**
 * The extras of an experience booking (experiences.bookingExtras) and their changes: each needs the service and
 * answers the booking's extras and new total, which the panel shows after the change.
 */
interface ExtrasState {
  bookingId: string | null
  extras: BookingExtras | null
  status: 'idle' | 'loading' | 'ready' | 'error'
  error: string | null
  lastChange: ExtrasChange | null
  load(bookingId: string): Promise<void>
  change(input: z.input<typeof ChangeExtraInput>, what: string): Promise<void>
  cancel(bookingId: string, extraId: string, what: string): Promise<void>
  set(input: z.input<typeof SetExtrasInput>, what: string): Promise<void>
}

let latest = 0
const message = (error: unknown, fallback: string) => errorSentence(error, { fallback })

export const useExtrasStore = create<ExtrasState>((set, get) => {
  /** One change: the answer's extras and totals kept, or the refusal thrown for the dialog to show. */
  const apply = async (
    bookingId: string,
    what: string,
    send: () => Promise<{ extras: BookingExtras; previousTotal: number; total: number }>,
  ): Promise<void> => {
    const answer = await send()
    if (get().bookingId !== bookingId) return
    set({
      extras: answer.extras,
      status: 'ready',
      error: null,
      lastChange: { what, previousTotal: answer.previousTotal, total: answer.total },
    })
  }
  return {
    bookingId: null,
    extras: null,
    status: 'idle',
    error: null,
    lastChange: null,
    async load(bookingId) {
      const ticket = ++latest
      if (get().bookingId !== bookingId)
        set({ bookingId, extras: null, status: 'loading', error: null, lastChange: null })
      else set({ status: get().extras === null ? 'loading' : 'ready' })
      try {
        const extras = await bridge.invoke('experiences.bookingExtras', { bookingId })
        if (ticket === latest) set({ extras, status: 'ready', error: null })
      } catch (error) {
        if (ticket !== latest) return
        set({
          status: get().extras === null ? 'error' : 'ready',
          error: message(error, 'The extras could not be read.'),
        })
      }
    },
    change: (input, what) =>
      apply(input.bookingId, what, () => bridge.invoke('experiences.changeExtra', input)),
    cancel: (bookingId, extraId, what) =>
      apply(bookingId, what, () => bridge.invoke('experiences.cancelExtra', { bookingId, extraId })),
    set: (input, what) => apply(input.bookingId, what, () => bridge.invoke('experiences.setExtras', input)),
  }
})
