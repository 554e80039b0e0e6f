import type { IpcProblemKind } from '../../../../shared/ipc'
import { BridgeError } from '../../bridge/client'
import { errorSentence, knownFailure, supportReference, unansweredBookingSentences } from '../../ui/errors'

export const OFFLINE_SEARCH = 'Search needs the service; the destination suggestions still work offline.'

/** Any failure of a hotel call -> one sentence an agent understands, with what to do next. */
export function hotelErrorSentence(error: unknown, what: 'search' | 'rooms'): string {
  const doing = what === 'search' ? 'search' : 'rooms'
  return errorSentence(error, {
    fallback: `The ${doing} could not be loaded. Try again.`,
    overrides: {
      unreachable: `The booking service cannot be reached right now. ${OFFLINE_SEARCH}`,
      notFound:
        what === 'rooms'
          ? 'The service no longer offers this hotel for these dates and party. Go back to the results and search again.'
          : 'The service found nothing for this destination. Check the destination and search again.',
      invalidInput: (_problem, message) => `Some search fields are not valid: ${message}`,
      rejected: (_problem, message) => `The service refused this ${doing}: ${message}`,
    },
  })
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

/** The way forward after a failed booking whose service code does not say more. */
const NEXT: Record<IpcProblemKind, BookingWayForward> = {
  unreachable: 'retry',
  rateLimited: 'retry',
  credentials: 'retry',
  notAllowed: 'retry',
  serviceFault: 'retry',
  rejected: 'edit_travelers',
  outcomeUnknown: 'wait',
  conflict: 'choose_again',
  notFound: 'search_again',
  invalidInput: 'edit_travelers',
  serviceChanged: 'retry',
  hostRefused: 'retry',
  internal: 'retry',
}

/** The service's codes that say more than the case: what they mean for this booking and what to do. */
const BY_SERVICE_CODE: Record<string, { sentence: string; next: BookingWayForward }> = {
  OFFER_NO_LONGER_AVAILABLE: {
    sentence:
      'Priced again for the travelers’ ages, this offer is no longer available. Search again with the travelers’ birthdates.',
    next: 'search_again',
  },
  ROOM_OCCUPANCY_MISMATCH: {
    sentence:
      'The travelers do not fit the party this rate was priced for (more guests, or a child of another age). Correct the travelers, or search again with their birthdates.',
    next: 'edit_travelers',
  },
  INVALID_TRAVELER: {
    sentence: 'The service refused a traveler’s kind or gender. Check the travelers and send again.',
    next: 'edit_travelers',
  },
}

/** A failed `hotels.book` -> what the agent reads and the way forward; never a raw code alone. */
export function bookingErrorView(error: unknown): BookingErrorView {
  const failure = knownFailure(error)
  const fallback = 'The booking could not be sent. Try again.'
  if (failure === null) return { kind: 'error', sentence: fallback, next: 'retry' }
  const { problem } = failure
  const serviceCode = problem.kind === 'rejected' || problem.kind === 'conflict' ? problem.serviceCode : null
  if (serviceCode === 'PRICE_CHANGED_FOR_TRAVELERS') {
    // The fresh handshake and totals are the service's answer itself, carried beside the meaning.
    const change = priceChange(error instanceof BridgeError ? error.details : undefined)
    if (change !== null)
      return {
        kind: 'price_changed',
        sentence:
          'The travelers’ ages at check-in differ from the search and the hotel priced the stay again at a higher total.',
        change,
      }
  }
  const known = serviceCode === null ? undefined : BY_SERVICE_CODE[serviceCode]
  if (known !== undefined) return { kind: 'error', ...known }
  const sentence = errorSentence(error, {
    fallback,
    overrides: {
      ...unansweredBookingSentences,
      notFound:
        'The prices are no longer held (the offer expired after about 15 minutes). Search again to get current prices, then book.',
      conflict:
        'This room was just taken (no allotment left at the hotel). Choose another room or rate, or search again.',
      invalidInput: (_problem, message) => `Some booking fields are not valid: ${message}`,
      serviceFault: (fault) =>
        `The booking service had a problem${supportReference(fault.requestId)}. Nothing is known to be booked; try again in a moment.`,
      rejected: (refusal, message) =>
        `The service refused the booking: ${message}${supportReference(refusal.requestId)}. Check the form and send again.`,
    },
  })
  return { kind: 'error', sentence, next: NEXT[problem.kind] }
}
