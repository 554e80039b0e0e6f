import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Proposal, ProposalInput } from '../../../../shared/domain/proposals'
import { problemOf } from '../../ui/errors'
import { proposalWriteSentence, staleAfterProposalWrite, useUpdateProposal } from './proposals-queries'

/** What the agent edits of a proposal, from the record (the record's own fields and state left out). */
export function inputOf(proposal: Proposal): ProposalInput {
  return {
    title: proposal.title,
    customerId: proposal.customerId,
    customerName: proposal.customerName,
    customerEmail: proposal.customerEmail,
    customerTimeZone: proposal.customerTimeZone,
    tripStart: proposal.tripStart,
    tripEnd: proposal.tripEnd,
    party: proposal.party,
    validUntil: proposal.validUntil,
    introduction: proposal.introduction,
    layout: proposal.layout,
    showSuppliers: proposal.showSuppliers,
    options: proposal.options,
  }
}

/**
 * Saves a draft's whole content on the version shown. When someone saved meanwhile, main refuses (conflict): the
 * sentence says so and the page reads the proposal again, so the agent redoes the change on theirs.
 */
export function useProposalWrite(proposal: Proposal) {
  const update = useUpdateProposal()
  const client = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const save = async (next: ProposalInput): Promise<boolean> => {
    setFailure(null)
    try {
      await update.mutateAsync({ id: proposal.id, expectedVersion: proposal.version, proposal: next })
      return true
    } catch (error) {
      setFailure(proposalWriteSentence(error, 'The proposal could not be saved. Try again.'))
      if (problemOf(error)?.kind === 'conflict')
        for (const queryKey of staleAfterProposalWrite(proposal.id))
          void client.invalidateQueries({ queryKey })
      return false
    }
  }
  return { save, saving: update.isPending, failure, clearFailure: () => setFailure(null) }
}
