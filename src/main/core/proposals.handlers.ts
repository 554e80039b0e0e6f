import type { Handlers } from '../../shared/ipc'
import { DeskError } from '../../shared/ipc/errors'
import type { CoreContext } from './core-context'

type ProposalsHandlers = Pick<Handlers, Extract<keyof Handlers, `proposals.${string}`>>

/** Proposals kept in agency.db (proposals-service.ts): every one of these answers offline too. */
export function proposalsHandlers(ctx: CoreContext): ProposalsHandlers {
  const { proposals } = ctx
  const notYet = async (): Promise<never> => {
    throw new DeskError('INTERNAL', 'Proposals are not built yet.')
  }
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
    // Served by proposal-documents/proposal-accept handlers (spread after these in handlers.ts).
    'proposals.document': notYet,
    'proposals.emailDraft': notYet,
    'proposals.recheck': notYet,
    'proposals.accept': notYet,
  }
}
