import { DeskError } from '../../shared/ipc'
import type { WriteResult } from '../../shared/ipc/bookings.contract'
import { isServiceError } from '../api/client'
import type { Db } from '../db/statements'
import { WriteRejectedError, type Outbox } from '../sync/outbox-interface'
import { countSameText, type CancelPayload, type MessagePayload } from './outbox-senders'
import { toPendingWrite } from './views'

/**
 * Cancel and message: through the outbox always, so a write made offline, or whose attempt fails on the network,
 * is kept and replayed in order; when the service is reachable it is sent at once and the agent sees its answer.
 */
export interface BookingWrites {
  /** `ifOffline: 'refuse'`: while the service cannot be reached nothing is queued, and OFFLINE is thrown. */
  cancel(bookingId: string, reason: string, ifOffline?: 'queue' | 'refuse'): Promise<WriteResult>
  sendMessage(bookingId: string, message: string): Promise<WriteResult>
}

export function createBookingWrites(deps: {
  db: Db
  outbox: Outbox
  isOffline: () => boolean
}): BookingWrites {
  const submit = async <P>(kind: 'booking.cancel' | 'booking.message', bookingId: string, payload: P) => {
    try {
      const { outcome, entry } = await deps.outbox.submit({ kind, bookingId, payload })
      return { outcome, write: toPendingWrite(entry) }
    } catch (error) {
      if (error instanceof WriteRejectedError) {
        if (isServiceError(error.reason)) throw error.reason
        throw new DeskError('INTERNAL', 'The write could not be sent. The error was logged.')
      }
      throw error
    }
  }
  return {
    cancel: (bookingId, reason, ifOffline = 'queue') => {
      if (ifOffline === 'refuse' && deps.isOffline()) {
        return Promise.reject(
          new DeskError(
            'OFFLINE',
            'The service cannot be reached, so the booking was not cancelled. Queue the cancellation, or try again when it is back.',
          ),
        )
      }
      return submit<CancelPayload>('booking.cancel', bookingId, { reason })
    },
    sendMessage: (bookingId, message) =>
      submit<MessagePayload>('booking.message', bookingId, {
        message,
        sameTextBefore: countSameText(deps.db, bookingId, message),
      }),
  }
}
