import type { HandlersOf } from '../../shared/ipc'
import type { CoreContext } from './core-context'

/** The document, the e-mail draft, recheck and accept have handlers of their own (handlers.ts spreads them). */
type ProposalsHandlers = HandlersOf<
  | 'proposals.list'
  | 'proposals.get'
  | 'proposals.create'
  | 'proposals.update'
  | 'proposals.addItem'
  | 'proposals.duplicate'
  | 'proposals.setState'
  | 'proposals.delete'
  | 'proposals.forBooking'
>

/** Proposals kept in agency.db (proposals-service.ts): every one of these answers offline too. */
export function proposalsHandlers(ctx: CoreContext): ProposalsHandlers {
  const { proposals } = ctx
  return {
    'proposals.list': (input) => proposals.list(input),
    'proposals.get': ({ id }) => proposals.get(id),
    'proposals.create': (input) => proposals.create(input),
    'proposals.update': (input) => proposals.update(input),
    'proposals.addItem': (input) => proposals.addItem(input),
    'proposals.duplicate': ({ id }) => proposals.duplicate(id),
    'proposals.setState': (input) => proposals.setState(input),
    'proposals.delete': ({ id, expectedVersion }) => {
      proposals.delete(id, expectedVersion)
      return { deleted: true as const }
    },
    'proposals.forBooking': ({ bookingId }) => proposals.forBooking(bookingId),
  }
}
