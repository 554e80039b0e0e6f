import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { BridgeError } from '../../bridge'
import { fetchDesk } from '../../bridge/desk-query'
import { useHotelsStore } from './hotels.store'
import { formForReplacement, startReplacement } from './replacement'

/**
 * `/hotels?replace=<bookingId>` (the booking page's "Change dates or rooms"): reads the booking, and when it can be
 * changed, starts the replacement with the search prefilled from it. Answers why when it cannot.
 */
export function useReplacementRoute(): { loading: boolean; refusal: string | null } {
  const [params, setParams] = useSearchParams()
  const bookingId = params.get('replace')
  const [refusal, setRefusal] = useState<string | null>(null)

  useEffect(() => {
    if (bookingId === null || bookingId.trim() === '') return
    let live = true
    // The booking's read of the query layer (shared with its page): read once, then acted on here.
    fetchDesk('bookings.get', { bookingId })
      .then((detail) => {
        if (!live) return
        const start = startReplacement(detail)
        if (!start.ok) {
          setRefusal(start.reason)
          return
        }
        const store = useHotelsStore.getState()
        store.setReplacing(start.replacing)
        store.editForm(formForReplacement(start.replacing.booking, store.form))
        setRefusal(null)
      })
      .catch((error: unknown) => {
        if (!live) return
        const why = error instanceof BridgeError ? error.message : 'Try again.'
        setRefusal(`Booking ${bookingId} could not be read: ${why}`)
      })
      .finally(() => {
        // The replacement lives in the store now: a reload of /hotels must not start it again.
        if (live) setParams({}, { replace: true })
      })
    return () => {
      live = false
    }
  }, [bookingId, setParams])

  // The parameter is cleared once the booking was read: while it is there, the booking is being read.
  return { loading: bookingId !== null && bookingId.trim() !== '', refusal }
}
