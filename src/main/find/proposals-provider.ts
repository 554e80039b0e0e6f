import type { ProposalSummary } from '../../shared/domain/proposals'
import type { FindHit } from '../../shared/ipc/find.contract'
import type { FindProvider } from './find-providers'

/**
 * The agency's proposals in the command box: the proposals list's own search (accent-insensitive over the title,
 * the customer's name and e-mail, the hotels and experiences of its items), newest change first.
 */
export function proposalsProvider(search: (text: string) => ProposalSummary[]): FindProvider {
  return {
    name: 'proposals',
    search(text, limit) {
      if (text.trim() === '') return []
      return search(text)
        .slice(0, limit)
        .map((proposal): FindHit => ({
          kind: 'proposal',
          id: proposal.id,
          title: proposal.title,
          detail: [
            proposal.customerName,
            proposal.state,
            proposal.validUntil && `valid until ${proposal.validUntil}`,
          ]
            .filter((part): part is string => typeof part === 'string' && part !== '')
            .join(' · '),
        }))
    },
  }
}
