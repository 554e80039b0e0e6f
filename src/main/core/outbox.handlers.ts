import { DeskError, type HandlersOf } from '../../shared/ipc'
import { toPendingWrite } from '../bookings/views'
import type { CoreContext } from './core-context'
import { activeServiceIdentity } from '../base/environment'

/**
 * The outbox as the agent sees it: what waits, what failed (with the service's error), retry and discard. Every
 * service's writes are listed, each with its service: one waiting for a switch back is not hidden.
 */
export function outboxHandlers(
  ctx: CoreContext,
): HandlersOf<'outbox.list' | 'outbox.retry' | 'outbox.discard' | 'app.quitCheck'> {
  const { outbox } = ctx.bookings
  return {
    'outbox.list': (input) => ({
      writes: outbox
        .list({
          states: input.states ?? ['pending', 'sending', 'failed'],
          ...(input.bookingId === undefined ? {} : { bookingId: input.bookingId }),
        })
        .map(toPendingWrite),
      counts: outbox.counts(),
      activeService: activeServiceIdentity(ctx.settings.get()),
    }),
    'outbox.retry': ({ id }) => {
      const entry = outbox.retry(id)
      if (entry === null) throw new DeskError('NOT_FOUND', 'There is no failed write with this id.')
      return toPendingWrite(entry)
    },
    'outbox.discard': ({ id }) => ({ discarded: outbox.discard(id) }),
    'app.quitCheck': () => ctx.bookings.quitCheck(),
  }
}
