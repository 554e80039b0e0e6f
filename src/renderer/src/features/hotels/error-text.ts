import { BridgeError } from '../../bridge'

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
