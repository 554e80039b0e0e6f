import type { Handlers } from '../../shared/ipc'
import type { CoreContext } from './core-context'
import { DeskError } from '../../shared/ipc/errors'

type ProposalsHandlers = Pick<Handlers, Extract<keyof Handlers, `proposals.${string}`>>

// PLACEHOLDER until the proposals service lands (helper "proposals" replaces this file): every channel refuses.
export function proposalsHandlers(_ctx: CoreContext): ProposalsHandlers {
  const notYet = async (): Promise<never> => {
    throw new DeskError('INTERNAL', 'Proposals are not built yet.')
  }
  return {
    'proposals.list': notYet,
    'proposals.get': notYet,
    'proposals.create': notYet,
    'proposals.update': notYet,
    'proposals.addItem': notYet,
    'proposals.duplicate': notYet,
    'proposals.setState': notYet,
    'proposals.delete': notYet,
    'proposals.document': notYet,
    'proposals.emailDraft': notYet,
    'proposals.recheck': notYet,
    'proposals.accept': notYet,
    'proposals.forBooking': notYet,
  }
}
