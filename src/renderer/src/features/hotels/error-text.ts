import { BridgeError } from '../../bridge/client'
import { outcomeUnknownSentence } from '../../ui/booking-outcome'

export const OFFLINE_SEARCH = 'Search needs the service; the destination suggestions still work offline.'

/** Any failure of a hotel call -> one sentence an agent understands, with what to do next. */
export function hotelErrorSentence(error: unknown, what: 'search' | 'rooms'): string {
  const doing = what === 'search' ? 'search' : 'rooms'
  if (!(error instanceof BridgeError)) return `The ${doing} could not be loaded. Try again.`
  const status = typeof error.details?.status === 'number' ? error.details.status : null
  switch (error.code) {
    case 'OFFLINE':
      return `The booking service cannot be reached right now. ${OFFLINE_SEARCH}`
    case 'NOT_FOUND':
      return what === 'rooms'
        ? 'The service no longer offers this hotel for these dates and party. Go back to the results and search again.'
        : 'The service found nothing for this destination. Check the destination and search again.'
    case 'INVALID_INPUT':
      return `Some search fields are not valid: ${error.message}`
    case 'SERVICE_ERROR':
      if (status === 429) return 'The service is busy (too many requests). Wait a minute and try again.'
      if (status !== null && status >= 500)
        return 'The booking service had a problem answering. Try again in a moment.'
      if (status === 401 || status === 403)
        return 'The service refused the credentials. Check the API key in Settings → Service.'
      return `The service refused this ${doing}: ${error.message}`
    default:
      return `The ${doing} could not be loaded (${error.message}). Try again.`
  }
}

/** What the agent can do after a failed booking. */
export type BookingWayForward = 'search_again' | 'choose_again' | 'edit_travelers' | 'retry' | 'wait'

export interface PriceChange {
  requestId: string
  currency: string
  previousTotal: number
  total: number
  bedCompositionIds: string[]
}

export type BookingErrorView =
  | { kind: 'price_changed'; sentence: string; change: PriceChange }
  | { kind: 'error'; sentence: string; next: BookingWayForward }

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
}

function priceChange(details: Record<string, unknown> | undefined): PriceChange | null {
  const service = record(details?.service)
  if (service === null) return null
  const rooms = Array.isArray(service.rooms) ? service.rooms : []
  const ids = rooms.map((room) => record(room)?.bedCompositionId)
  if (
    typeof service.requestId !== 'string' ||
    typeof service.previousTotalPrice !== 'number' ||
    typeof service.totalPrice !== 'number' ||
    ids.length === 0 ||
    !ids.every((id): id is string => typeof id === 'string')
  )
    return null
  return {
    requestId: service.requestId,
    currency: typeof service.currency === 'string' ? service.currency : 'EUR',
    previousTotal: service.previousTotalPrice,
    total: service.totalPrice,
    bedCompositionIds: ids,
  }
}

/** A failed `hotels.book` -> what the agent reads and the way forward; never a raw code alone. */
export function bookingErrorView(error: unknown): BookingErrorView {
  if (!(error instanceof BridgeError))
    return { kind: 'error', sentence: 'The booking could not be sent. Try again.', next: 'retry' }
  const details = error.details
  const serviceCode =
    typeof details?.serviceCode === 'string'
      ? details.serviceCode
      : typeof details?.code === 'string'
        ? details.code
        : null
  const status = typeof details?.status === 'number' ? details.status : null
  const quote = typeof details?.requestId === 'string' ? ` (support reference ${details.requestId})` : ''
  if (serviceCode === 'PRICE_CHANGED_FOR_TRAVELERS') {
    const change = priceChange(details)
    if (change !== null)
      return {
        kind: 'price_changed',
        sentence:
          'The travelers’ ages at check-in differ from the search and the hotel priced the stay again at a higher total.',
        change,
      }
  }
  if (serviceCode === 'OFFER_NO_LONGER_AVAILABLE')
    return {
      kind: 'error',
      sentence:
        'Priced again for the travelers’ ages, this offer is no longer available. Search again with the travelers’ birthdates.',
      next: 'search_again',
    }
  if (serviceCode === 'ROOM_OCCUPANCY_MISMATCH')
    return {
      kind: 'error',
      sentence:
        'The travelers do not fit the party this rate was priced for (more guests, or a child of another age). Correct the travelers, or search again with their birthdates.',
      next: 'edit_travelers',
    }
  if (serviceCode === 'INVALID_TRAVELER')
    return {
      kind: 'error',
      sentence: 'The service refused a traveler’s kind or gender. Check the travelers and send again.',
      next: 'edit_travelers',
    }
  switch (error.code) {
    case 'OFFLINE':
      return details?.outcomeUnknown === true
        ? {
            kind: 'error',
            sentence: outcomeUnknownSentence(details.reference),
            next: 'wait',
          }
        : {
            kind: 'error',
            sentence:
              'The booking service cannot be reached, so nothing was booked. Try again when the connection is back.',
            next: 'retry',
          }
    case 'NOT_FOUND':
      return {
        kind: 'error',
        sentence:
          'The prices are no longer held (the offer expired after about 15 minutes). Search again to get current prices, then book.',
        next: 'search_again',
      }
    case 'CONFLICT':
      return {
        kind: 'error',
        sentence:
          'This room was just taken (no allotment left at the hotel). Choose another room or rate, or search again.',
        next: 'choose_again',
      }
    case 'INVALID_INPUT':
      return {
        kind: 'error',
        sentence: `Some booking fields are not valid: ${error.message}`,
        next: 'edit_travelers',
      }
    default:
      if (status === 429)
        return {
          kind: 'error',
          sentence: 'The service is busy (too many requests). Wait a minute and send again.',
          next: 'retry',
        }
      if (status !== null && status >= 500)
        return {
          kind: 'error',
          sentence: `The booking service had a problem${quote}. Nothing is known to be booked; try again in a moment.`,
          next: 'retry',
        }
      if (status === 401 || status === 403)
        return {
          kind: 'error',
          sentence: 'The service refused the credentials. Check the API key in Settings → Service.',
          next: 'retry',
        }
      if (status === 400)
        return {
          kind: 'error',
          sentence: `The service refused the booking: ${error.message}${quote}. Check the form and send again.`,
          next: 'edit_travelers',
        }
      return {
        kind: 'error',
        sentence: `The booking failed: ${error.message}${quote}. Try again, or search again.`,
        next: 'retry',
      }
  }
}
