import type { SentenceOverrides } from './sentence-overrides'

/**
 * What the agent reads when the service stopped answering while a booking was being sent (the `outcomeUnknown`
 * problem): it may have been made, main looks it up by its reference when the service is back,
 * and booking again before that could book twice. Shared by hotel and experience bookings.
 */
export function outcomeUnknownSentence(reference: unknown): string {
  const by = typeof reference === 'string' && reference !== '' ? ` ${reference}` : ''
  return `The service stopped answering while the booking was being sent: it may have been made. The desk checks by its reference${by} as soon as the service is back; do not book again before that.`
}

/** A booking sent without an answer, told the same for hotels and experiences: maybe made, or surely not. */
export const unansweredBookingSentences = {
  outcomeUnknown: (problem) => outcomeUnknownSentence(problem.reference),
  unreachable:
    'The booking service cannot be reached, so nothing was booked. Try again when the connection is back.',
} satisfies SentenceOverrides
