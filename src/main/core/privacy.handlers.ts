import { ENVIRONMENTS, type HandlersOf } from '../../shared/ipc'
import { credentialsStatus } from '../api/auth/credentials-status'
import { apiKeySecretName } from '../base/environment'
import { createPrivacyService } from '../privacy/privacy-service'
import type { CoreContext } from './core-context'

/** Forgetting a booking and clearing the local data (src/main/privacy). */
export function privacyHandlers(
  ctx: CoreContext,
): HandlersOf<'privacy.forgetBooking' | 'privacy.clearLocalData'> {
  const { secrets } = ctx.platform
  const privacy = createPrivacyService({
    db: ctx.db,
    dataFolder: ctx.platform.files.dataFolder,
    files: ctx.platform.files,
    signOut: () => {
      for (const environment of ENVIRONMENTS) {
        // The sandbox's saved key goes too: it then runs on its built-in demo key again.
        secrets.delete(apiKeySecretName(environment))
        ctx.bearer.signOut(environment)
        ctx.events.publish(
          'credentials.changed',
          credentialsStatus(environment, { settings: ctx.settings.get(), secrets, bearer: ctx.bearer }),
        )
      }
      void ctx.connectivity.check()
    },
    // Lists, the worklist and the bell read the cache again. No booking id, and no `outbox.changed` (only sent
    // writes went): either would have an open booking page read the booking again, fetching it back at once.
    changed: () => {
      ctx.events.publish('bookings.changed', { bookingIds: [], reason: 'forgotten' })
      ctx.bookings.notifications.serviceChanged()
    },
  })
  return {
    'privacy.forgetBooking': ({ bookingId }) => privacy.forgetBooking(bookingId),
    'privacy.clearLocalData': ({ signOut }) => privacy.clearLocalData({ signOut }),
  }
}
