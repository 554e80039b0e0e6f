import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

/** Internal notes and the agency's reference of bookings (agency.db). */
export function notesHandlers(
  ctx: CoreContext,
): HandlersOf<
  | 'notes.list'
  | 'notes.forCustomer'
  | 'notes.add'
  | 'notes.edit'
  | 'notes.delete'
  | 'notes.markers'
  | 'bookings.setAgencyRef'
> {
  const { notes } = ctx
  return {
    'notes.list': ({ bookingId }) => notes.view(bookingId),
    'notes.forCustomer': ({ customerId }) => notes.forCustomer(customerId),
    'notes.add': ({ bookingId, body }) => notes.add(bookingId, body),
    'notes.edit': ({ id, body, expectedVersion }) => notes.edit(id, body, expectedVersion),
    'notes.delete': ({ id, expectedVersion }) => {
      notes.remove(id, expectedVersion)
      return { deleted: true as const }
    },
    'notes.markers': ({ bookingIds }) => notes.markers(bookingIds),
    'bookings.setAgencyRef': ({ bookingId, reference, expectedVersion }) =>
      notes.setAgencyRef(bookingId, reference, expectedVersion),
  }
}
