import type { z } from 'zod'
import type { Proposal, ProposalBookingLink, ProposalItem } from '../../../shared/domain/proposals'
import { DeskError, type IpcError } from '../../../shared/ipc'
import { counted } from '../../../shared/i18n'
import type {
  AcceptedItem,
  AcceptProposalInput,
  AcceptProposalResult,
} from '../../../shared/ipc/proposals.contract'
import type { ProposalRecords } from '../proposal-records'
import { bookExperienceItem, bookHotelItem, type Booked, type ItemBookingDeps } from './item-booking'
import { optionOf } from './recheck'
import type { HeldItem, RecheckStore } from './recheck-store'
import { proposalItemReference } from './references'

/**
 * Accepting an option: every item not linked yet is booked through the existing paths with the fresh offer the
 * agent confirmed (the recheck), one after the other, a failure of one not stopping the others. Never twice: an
 * item already linked is not booked again (alreadyBooked); an unlinked item whose reference the service already
 * knows (an accept whose links were not written) is adopted; and the booking paths' own never-twice adopts a
 * create whose answer was lost. The links made are written once, with the proposal marked accepted.
 *
 * Choice: a `sent` proposal is accepted, and a `draft` too (the customer may say yes on the phone before the agent
 * has sent it). An `accepted` one only for its accepted option (a second accept completes what failed and books
 * nothing twice); `declined` and `expired` ones are refused.
 */

type Accept = z.output<typeof AcceptProposalInput>

export interface AcceptDeps extends ItemBookingDeps {
  records: ProposalRecords
  store: RecheckStore
  /**
   * The booking the service already has for an item's reference, or null: asked before booking an unlinked
   * item. Throws when the service cannot be asked (the item then fails rather than risk a second booking).
   */
  findBooked(
    kind: ProposalItem['kind'],
    reference: string,
  ): Promise<{ bookingId: string; reference: string } | null>
  asIpcError: (error: unknown) => IpcError
}

const ACCEPTABLE = new Set<Proposal['state']>(['draft', 'sent'])

function checkAcceptable(proposal: Proposal, input: Accept): void {
  if (proposal.state === 'accepted') {
    if (proposal.acceptedOptionId !== input.optionId) {
      throw new DeskError('CONFLICT', 'The customer already accepted another option of this proposal.', {
        reason: 'otherOptionAccepted',
      })
    }
  } else if (!ACCEPTABLE.has(proposal.state)) {
    throw new DeskError(
      'CONFLICT',
      `This proposal is ${proposal.state}: only a draft or a sent proposal can be accepted.`,
      { reason: 'notAcceptable', state: proposal.state },
    )
  }
  if (proposal.version !== input.expectedVersion) {
    throw new DeskError(
      'CONFLICT',
      'The proposal was changed since it was opened. Open it again before accepting.',
      { reason: 'staleVersion', field: 'expectedVersion' },
    )
  }
}

const failed = (itemId: string, error: IpcError): AcceptedItem => ({
  itemId,
  outcome: 'failed',
  bookingId: null,
  reference: null,
  error,
})

export async function acceptOption(deps: AcceptDeps, input: Accept): Promise<AcceptProposalResult> {
  const proposal = deps.records.get(input.id)
  checkAcceptable(proposal, input)
  const option = optionOf(proposal, input.optionId)
  const recheck = deps.store.usable(input.recheckId, proposal.id, option.id)
  const linked = new Map(deps.records.links(proposal.id).map((link) => [link.itemId, link]))
  const customerId = proposal.customerId

  const bookOne = async (item: ProposalItem, held: HeldItem | undefined): Promise<AcceptedItem> => {
    if (held === undefined || held.status === 'failed') {
      const why =
        held === undefined
          ? 'This item was not checked. Check the option again, then accept.'
          : `This item could not be checked (${held.message}). Check the option again, then accept.`
      return failed(item.id, new DeskError('CONFLICT', why, { reason: 'notChecked' }).toIpcError())
    }
    if (held.status === 'gone') {
      return { itemId: item.id, outcome: 'skipped', bookingId: null, reference: null, error: null }
    }
    const reference = proposalItemReference(proposal.id, item.id)
    const found = await deps.findBooked(item.kind, reference)
    if (found !== null) return { itemId: item.id, outcome: 'adopted', ...found, error: null }
    const { offer } = held
    let booked: Booked
    if (item.kind === 'hotel' && offer.kind === 'hotel') {
      booked = await bookHotelItem(deps, item, offer, input, { reference, customerId })
    } else if (item.kind === 'experience' && offer.kind === 'experience') {
      booked = await bookExperienceItem(deps, item, offer, input, { reference, customerId })
    } else throw new DeskError('INTERNAL', 'The checked offer is not of this item.')
    return { itemId: item.id, ...booked, error: null }
  }

  const items: AcceptedItem[] = []
  const links: ProposalBookingLink[] = []
  for (const item of option.items) {
    const link = linked.get(item.id)
    if (link !== undefined) {
      items.push({
        itemId: item.id,
        outcome: 'alreadyBooked',
        bookingId: link.bookingId,
        reference: link.reference,
        error: null,
      })
      continue
    }
    let outcome: AcceptedItem
    try {
      outcome = await bookOne(item, recheck.items.get(item.id))
    } catch (error) {
      outcome = failed(item.id, deps.asIpcError(error))
    }
    items.push(outcome)
    if (outcome.bookingId !== null && outcome.reference !== null) {
      links.push({
        optionId: option.id,
        itemId: item.id,
        bookingId: outcome.bookingId,
        reference: outcome.reference,
      })
    }
  }
  if (links.length === 0) return { proposal: deps.records.get(proposal.id), items }
  let stored: Proposal
  try {
    stored = deps.records.recordAccepted({
      id: proposal.id,
      optionId: option.id,
      expectedVersion: input.expectedVersion,
      links,
    })
  } catch (error) {
    // The bookings exist: a new accept finds them by their references and links them (adopted), never twice.
    const why = deps.asIpcError(error)
    throw new DeskError(
      why.code === 'CONFLICT' ? 'CONFLICT' : 'INTERNAL',
      `${counted('bookingsWereMade', links.length)}, but the proposal could not record them (${why.message}). ` +
        'Accept again: the bookings are found by their references, not made twice.',
      { reason: 'linksNotRecorded', bookingIds: links.map((link) => link.bookingId) },
    )
  }
  return { proposal: stored, items }
}
