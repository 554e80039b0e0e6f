import { errorSentence } from '../../ui/errors'

/** Why the booking page shows no booking (or why its latest read failed), in the agent's words. */
export function detailErrorSentence(error: unknown): string {
  return errorSentence(error, {
    fallback: 'The booking could not be loaded. Try again.',
    overrides: {
      unreachable:
        'The booking service cannot be reached, and this booking is not in the offline copy yet. Try again when the service is back.',
      invalidInput: 'This is not a booking id the desk can look up. Check the link or the id.',
    },
  })
}
