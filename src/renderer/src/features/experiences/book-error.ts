import { BridgeError } from '../../bridge'
import { outcomeUnknownSentence } from '../../ui/booking-outcome'

/** A failed experiences.book in words, on the basket line it concerns when main names one (`details.item`). */
export interface BookErrorView {
  /** The basket line (position) concerned; null for the basket as a whole. */
  item: number | null
  sentence: string
  /** The booking may have been made: the agent must not book again until main has looked it up. */
  outcomeUnknown: boolean
}

export function bookErrorView(error: unknown): BookErrorView {
  if (!(error instanceof BridgeError))
    return { item: null, sentence: 'The basket could not be sent. Try again.', outcomeUnknown: false }
  const details = error.details
  const item = typeof details?.item === 'number' ? details.item : null
  if (error.code === 'OFFLINE') {
    if (details?.outcomeUnknown === true)
      return { item: null, sentence: outcomeUnknownSentence(details.reference), outcomeUnknown: true }
    return {
      item: null,
      sentence:
        'The booking service cannot be reached, so nothing was booked. Try again when the connection is back.',
      outcomeUnknown: false,
    }
  }
  const status = typeof details?.status === 'number' ? details.status : null
  if (status === 429)
    return {
      item,
      sentence: 'The service is busy (too many requests). Nothing was booked; wait a minute and send again.',
      outcomeUnknown: false,
    }
  if (status !== null && status >= 500 && error.code === 'SERVICE_ERROR')
    return {
      item,
      sentence: 'The booking service had a problem. Nothing was booked; try again in a moment.',
      outcomeUnknown: false,
    }
  // Main words its refusals for the agent ("Nothing was booked (Sunset kayak): ..."): shown as they are.
  return { item, sentence: error.message, outcomeUnknown: false }
}
