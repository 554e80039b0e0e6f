import { errorSentence, knownFailure, unansweredBookingSentences } from '../../ui/errors'

/** A failed experiences.book in words, on the basket line it concerns when main names one (`details.item`). */
export interface BookErrorView {
  /** The basket line (position) concerned; null for the basket as a whole. */
  item: number | null
  sentence: string
  /** The booking may have been made: the agent must not book again until main has looked it up. */
  outcomeUnknown: boolean
}

/** The basket line main names beside the failure (`details.item`), when it names one. */
function itemOf(error: unknown): number | null {
  const details = (error as { details?: Record<string, unknown> } | null)?.details
  return typeof details?.item === 'number' ? details.item : null
}

export function bookErrorView(error: unknown): BookErrorView {
  const failure = knownFailure(error)
  const fallback = 'The basket could not be sent. Try again.'
  if (failure === null) return { item: null, sentence: fallback, outcomeUnknown: false }
  const { kind } = failure.problem
  const sentence = errorSentence(error, {
    fallback,
    overrides: {
      ...unansweredBookingSentences,
      rateLimited:
        'The service is busy (too many requests). Nothing was booked; wait a minute and send again.',
      serviceFault: 'The booking service had a problem. Nothing was booked; try again in a moment.',
    },
  })
  // A line is named only for what concerns it: a lost connection concerns the basket as a whole.
  const item = kind === 'unreachable' || kind === 'outcomeUnknown' ? null : itemOf(error)
  return { item, sentence, outcomeUnknown: kind === 'outcomeUnknown' }
}
