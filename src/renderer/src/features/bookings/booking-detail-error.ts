import { BridgeError } from '../../bridge'

/** Why the booking page shows no booking (or why its latest read failed), in the agent's words. */
export function detailErrorSentence(error: unknown): string {
  if (!(error instanceof BridgeError)) return 'The booking could not be loaded. Try again.'
  const status = typeof error.details?.status === 'number' ? error.details.status : null
  switch (error.code) {
    case 'OFFLINE':
      return 'The booking service cannot be reached, and this booking is not in the offline copy yet. Try again when the service is back.'
    case 'SERVICE_ERROR':
      if (status === 429) return 'The service is busy (too many requests). Wait a minute and try again.'
      if (status === 401 || status === 403)
        return 'The service refused the credentials. Check the API key in Settings → Service.'
      return 'The booking service had a problem answering. Try again in a moment.'
    case 'INVALID_INPUT':
      return 'This is not a booking id the desk can look up. Check the link or the id.'
    default:
      return `The booking could not be loaded (${error.message}). Try again.`
  }
}
