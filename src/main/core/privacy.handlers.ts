import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

/** Forgetting a booking and clearing the local data (src/main/privacy). */
export function privacyHandlers(
  ctx: CoreContext,
): HandlersOf<
  'privacy.forgetBooking' | 'privacy.clearLocalData' | 'privacy.forgetCustomer' | 'privacy.forgetTraveller'
> {
  return {
    'privacy.forgetBooking': ({ bookingId }) => ctx.privacy.forgetBooking(bookingId),
    'privacy.clearLocalData': ({ signOut }) => ctx.privacy.clearLocalData({ signOut }),
    'privacy.forgetCustomer': ({ customerId }) => ctx.privacy.forgetCustomer(customerId),
    'privacy.forgetTraveller': ({ travellerId }) => ctx.privacy.forgetTraveller(travellerId),
  }
}
