import {
  effectiveState,
  optionTotals,
  type Proposal,
  type ProposalBookingLink,
  type ProposalSummary,
} from '../../shared/domain/proposals'
import type { StoredProposal } from '../agency-store/proposals.repo'

/** How a stored proposal reads on the wire: the full record, and the list's row. */

/** The desk's calendar day (its own time zone): a proposal valid until today is still valid all of today. */
export function deskToday(now: Date): string {
  const pad = (value: number): string => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export function proposalRecord(
  stored: StoredProposal,
  bookings: ProposalBookingLink[],
  today: string,
): Proposal {
  return {
    ...stored.content,
    id: stored.meta.id,
    state: effectiveState({ state: stored.state, validUntil: stored.content.validUntil }, today),
    acceptedOptionId: stored.acceptedOptionId,
    bookings,
    version: stored.meta.version,
    createdBy: stored.createdBy,
    createdAt: stored.createdAt,
    updatedBy: stored.meta.updatedBy,
    updatedAt: stored.meta.updatedAt,
  }
}

export function proposalSummary(stored: StoredProposal, today: string): ProposalSummary {
  const { content } = stored
  return {
    id: stored.meta.id,
    title: content.title,
    state: effectiveState({ state: stored.state, validUntil: content.validUntil }, today),
    customerId: content.customerId,
    customerName: content.customerName,
    tripStart: content.tripStart,
    tripEnd: content.tripEnd,
    validUntil: content.validUntil,
    options: content.options.map((option) => ({
      id: option.id,
      title: option.title,
      items: option.items.length,
      totals: optionTotals(option),
    })),
    version: stored.meta.version,
    updatedBy: stored.meta.updatedBy,
    updatedAt: stored.meta.updatedAt,
  }
}
