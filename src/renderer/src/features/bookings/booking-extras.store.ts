import { create } from 'zustand'
import type { z } from 'zod'
import type {
  BookingExtras,
  ChangeExtraInput,
  SetExtrasInput,
} from '../../../../shared/ipc/experiences.contract'
import { bridge } from '../../bridge'
import { deskKey, deskQueryClient, type DeskKeyPrefix } from '../../bridge/desk-query'

/** The service's total before and after the last change, as it stated them. */
export interface ExtrasChange {
  what: string
  previousTotal: number
  total: number
}

/**
 * The extras of an experience booking are a query (experiences.bookingExtras); their changes go here: each needs
 * the service and answers the booking's extras and new total, which the panel shows after the change.
 */
interface ExtrasState {
  /** The last change, and the booking it was made to. */
  bookingId: string | null
  lastChange: ExtrasChange | null
  change(input: z.input<typeof ChangeExtraInput>, what: string): Promise<void>
  cancel(bookingId: string, extraId: string, what: string): Promise<void>
  set(input: z.input<typeof SetExtrasInput>, what: string): Promise<void>
}

export const extrasKey = (bookingId: string): DeskKeyPrefix =>
  deskKey('experiences.bookingExtras', { bookingId })

export const useExtrasStore = create<ExtrasState>((set) => {
  /** One change: the answer's extras become the read and its totals are kept, or the refusal is thrown for the dialog. */
  const apply = async (
    bookingId: string,
    what: string,
    send: () => Promise<{ extras: BookingExtras; previousTotal: number; total: number }>,
  ): Promise<void> => {
    const answer = await send()
    deskQueryClient.setQueryData<BookingExtras>(extrasKey(bookingId), answer.extras)
    set({ bookingId, lastChange: { what, previousTotal: answer.previousTotal, total: answer.total } })
  }
  return {
    bookingId: null,
    lastChange: null,
    change: (input, what) =>
      apply(input.bookingId, what, () => bridge.invoke('experiences.changeExtra', input)),
    cancel: (bookingId, extraId, what) =>
      apply(bookingId, what, () => bridge.invoke('experiences.cancelExtra', { bookingId, extraId })),
    set: (input, what) => apply(input.bookingId, what, () => bridge.invoke('experiences.setExtras', input)),
  }
})
