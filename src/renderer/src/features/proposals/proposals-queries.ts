import type { Proposal, ProposalState } from '../../../../shared/domain/proposals'
import { deskKey, useDeskMutation, useDeskQuery, type DeskKeyPrefix } from '../../bridge/desk-query'
import { errorSentence } from '../../ui/errors'

/**
 * The proposals' reads and writes. Every write makes the lists (the screen, the customer page's section, the
 * "Add to proposal" menu's drafts) and that proposal's page stale; main's `proposals.changed` does the same for
 * writes made elsewhere (app/query-events.ts).
 */
export function staleAfterProposalWrite(id: string | null): DeskKeyPrefix[] {
  const list = deskKey('proposals.list')
  return id === null ? [list, deskKey('proposals.get')] : [list, ['proposals.get', { id }]]
}

export function useProposalList(search: string, states: ProposalState[], customerId?: string) {
  return useDeskQuery(
    'proposals.list',
    { search, states, ...(customerId === undefined ? {} : { customerId }) },
    { keepPrevious: true },
  )
}

export function useProposal(id: string) {
  return useDeskQuery('proposals.get', { id })
}

const written = (_input: unknown, output: Proposal) => staleAfterProposalWrite(output.id)

export function useCreateProposal() {
  return useDeskMutation('proposals.create', { invalidates: written })
}

export function useUpdateProposal() {
  return useDeskMutation('proposals.update', { invalidates: written })
}

export function useAddProposalItem() {
  return useDeskMutation('proposals.addItem', { invalidates: written })
}

export function useDuplicateProposal() {
  return useDeskMutation('proposals.duplicate', { invalidates: written })
}

export function useSetProposalState() {
  return useDeskMutation('proposals.setState', { invalidates: written })
}

export function useDeleteProposal() {
  return useDeskMutation('proposals.delete', { invalidates: () => staleAfterProposalWrite(null) })
}

/** A failed write of a proposal in a sentence; a stale version says what to do about it, as the other screens do. */
export function proposalWriteSentence(error: unknown, fallback: string): string {
  return errorSentence(error, {
    fallback,
    overrides: {
      conflict:
        'Someone changed this proposal meanwhile: your change was not saved. The page now shows theirs; make your change again.',
    },
  })
}
