import type { HandlersOf } from '../../shared/ipc'
import { isServiceError, toDeskError } from '../api/client'
import type { CoreContext } from './core-context'

/** Service errors as the agent's errors (OFFLINE, NOT_FOUND, CONFLICT, SERVICE_ERROR with the service's code). */
async function passThrough<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (isServiceError(error)) throw toDeskError(error)
    throw error
  }
}

/** Availability and rooms pass through to the service; the booking create is never made twice. */
export function hotelsHandlers(
  ctx: CoreContext,
): HandlersOf<'hotels.availability' | 'hotels.rooms' | 'hotels.book' | 'hotels.unresolvedBookings'> {
  const { hotels } = ctx.bookingEngine
  return {
    'hotels.availability': (input) => passThrough(() => ctx.api.hotels.availability(input)),
    'hotels.rooms': ({ hotelId, ...stay }) => passThrough(() => ctx.api.hotels.rooms(hotelId, stay)),
    'hotels.book': (input) => hotels.book(input),
    'hotels.unresolvedBookings': () => ({
      bookings: hotels.unresolved().map((create) => ({
        id: create.id,
        service: create.service,
        reference: create.reference,
        state: create.state === 'sending' ? 'sending' : 'unknown',
        createdAt: create.createdAt,
        hotelName: null,
        error: create.lastError,
      })),
    }),
  }
}
