import type { Proposal, ProposalBookingLink } from '../../shared/domain/proposals'

/**
 * What accepting a proposal needs of the proposals kept in agency.db (proposals-service.ts implements it): the
 * proposal as stored, and the record of which booking each item of the chosen option became. A link is written
 * once per item and never replaced (the table is unique per item): that, with the booking paths' own
 * never-twice, is what keeps an item from being booked twice by a second accept.
 */
export interface ProposalRecords {
  /** The live proposal; DeskError NOT_FOUND when it does not exist or was deleted. */
  get(id: string): Proposal
  /** The links already written for a proposal (every option). */
  links(id: string): ProposalBookingLink[]
  /**
   * Writes the new links (an item already linked keeps its first link) and marks the proposal accepted with the
   * option, in one transaction; refuses a stale expectedVersion (conflict). Returns the proposal as stored.
   */
  recordAccepted(input: {
    id: string
    optionId: string
    expectedVersion: number
    links: ProposalBookingLink[]
  }): Proposal
}
