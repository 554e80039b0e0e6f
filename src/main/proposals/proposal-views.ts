import {
  effectiveState,
  type Proposal,
  type ProposalBookingLink,
  type ProposalSummary,
} from '../../shared/domain/proposals'
import type { ProposalHeader, StoredProposal } from '../agency-store/proposals.repo'

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

export function proposalSummary(header: ProposalHeader, today: string): ProposalSummary {
  return {
    id: header.meta.id,
    title: header.title,
    state: effectiveState(header, today),
    customerId: header.customerId,
    customerName: header.customerName,
    tripStart: header.tripStart,
    tripEnd: header.tripEnd,
    validUntil: header.validUntil,
    options: header.options,
    version: header.meta.version,
    updatedBy: header.meta.updatedBy,
    updatedAt: header.meta.updatedAt,
  }
}
