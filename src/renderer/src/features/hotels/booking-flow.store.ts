import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ChannelInput } from '../../../../shared/ipc'
import type { BookResult } from '../../../../shared/ipc/hotels.contract'

type BookInput = ChannelInput<'hotels.book'>
type ShownRate = NonNullable<BookInput['shownRate']>
import { bookingErrorView, type BookingErrorView } from './error-text'

/**
 * The booking screen's steps: the form, the review (with the service's refusal when it refused), the booking
 * being sent, and the answer. Every change of step is an event through `nextStep`; anything else is ignored, so
 * that a second confirm while the booking is on its way cannot send it twice.
 */

export type BookingStep =
  | { name: 'form' }
  | { name: 'review'; failure: BookingErrorView | null }
  | { name: 'submitting' }
  /** With the rate as it was shown and booked, for the terms the answer does not restate (board, cancellation). */
  | { name: 'answer'; result: BookResult; shownRate: ShownRate | null }

export type BookingEvent =
  /** The form checked without a problem. */
  | { type: 'checked' }
  /** Back from the review to change the form. */
  | { type: 'edit' }
  | { type: 'submit' }
  | { type: 'booked'; result: BookResult; shownRate?: ShownRate }
  | { type: 'refused'; failure: BookingErrorView }
  /** The prices are searched again: a refusal about the old prices no longer applies. */
  | { type: 'searchAgain' }

export function nextStep(step: BookingStep, event: BookingEvent): BookingStep {
  switch (event.type) {
    case 'checked':
      return step.name === 'form' ? { name: 'review', failure: null } : step
    case 'edit':
      return step.name === 'review' ? { name: 'form' } : step
    case 'submit':
      return step.name === 'review' ? { name: 'submitting' } : step
    case 'booked':
      return step.name === 'submitting'
        ? { name: 'answer', result: event.result, shownRate: event.shownRate ?? null }
        : step
    case 'refused':
      return step.name === 'submitting' ? { name: 'review', failure: event.failure } : step
    case 'searchAgain':
      return step.name === 'review' ? { name: 'review', failure: null } : step
  }
}

export interface BookingFlowState {
  step: BookingStep
  send(event: BookingEvent): void
  /** Sends the booking from the review; the answer or the refusal becomes the next step. */
  submit(input: BookInput): Promise<void>
}

export interface BookingFlowDeps {
  book(input: BookInput): Promise<BookResult>
  /** The booking was made: what the other screens keep of it (the last booking, the draft dropped). */
  booked(result: BookResult): void
}

/** One flow per booking screen opened: it starts at the form. */
export function createBookingFlowStore(deps: BookingFlowDeps): StoreApi<BookingFlowState> {
  return createStore<BookingFlowState>((set, get) => ({
    step: { name: 'form' },
    send: (event) => set({ step: nextStep(get().step, event) }),
    async submit(input) {
      if (get().step.name !== 'review') return
      get().send({ type: 'submit' })
      try {
        const result = await deps.book(input)
        deps.booked(result)
        get().send({
          type: 'booked',
          result,
          ...(input.shownRate === undefined ? {} : { shownRate: input.shownRate }),
        })
      } catch (error) {
        get().send({ type: 'refused', failure: bookingErrorView(error) })
      }
    },
  }))
}
