import { z } from 'zod'
import type { IsoDate } from '../../../../shared/domain/dates'
import type { PartyRoom, Proposal, ProposalOption } from '../../../../shared/domain/proposals'
import type { AcceptProposalInput } from '../../../../shared/ipc/proposals.contract'
import {
  checkedBy,
  emptyTraveler,
  required,
  tooLong,
  travelerFieldChecks,
  type TravelerDraft,
} from '../../ui/travelers/traveler-draft'

/**
 * The accept screen's form: the booking customer (filled from the proposal's customer) and the trip's travellers
 * in the party's order (each room's adults, then its children), as the contract takes them. Every field is checked
 * by the request's own schema for it, worded for the agent.
 */

export type AcceptKind = 'adult' | 'child'

// A type, not an interface: the form's resolver takes a record of fields.
export type AcceptDraft = {
  customer: { firstName: string; lastName: string; email: string; phoneNumber: string }
  /** One list per room of the party. */
  rooms: TravelerDraft<AcceptKind>[][]
}

/** The party the option books: the proposal's, else the first hotel's rooms, else an experience's, else 1 adult. */
export function partyOf(proposal: Proposal, option: ProposalOption | undefined): PartyRoom[] {
  if (proposal.party.length > 0) return proposal.party
  for (const item of option?.items ?? []) {
    if (item.kind === 'hotel') return item.rooms.map((room) => room.requested)
    return [{ adults: Math.max(1, item.party.adults), childrenBirthdates: item.party.childrenBirthdates }]
  }
  return [{ adults: 1, childrenBirthdates: [] }]
}

/** The day the ages count on: the option's first day, else the trip's start. */
export function firstDayOf(proposal: Proposal, option: ProposalOption | undefined): IsoDate {
  const days = (option?.items ?? [])
    .map((item) => (item.kind === 'hotel' ? item.checkIn : item.startAt))
    .sort()
  return days[0] ?? proposal.tripStart ?? ''
}

export function emptyAcceptDraft(proposal: Proposal, party: readonly PartyRoom[]): AcceptDraft {
  const [first = '', ...rest] = proposal.customerName.trim().split(/\s+/)
  return {
    customer: {
      firstName: rest.length === 0 ? '' : first,
      lastName: rest.length === 0 ? first : rest.join(' '),
      email: proposal.customerEmail,
      phoneNumber: '',
    },
    rooms: party.map((room) => [
      ...Array.from({ length: room.adults }, () => emptyTraveler<AcceptKind>('adult')),
      ...room.childrenBirthdates.map((birthdate) => emptyTraveler<AcceptKind>('child', birthdate)),
    ]),
  }
}

const customerShape = z.object({
  firstName: checkedBy(z.string().trim().min(1).max(100), required('First name')),
  lastName: checkedBy(z.string().trim().min(1).max(100), required('Last name')),
  email: checkedBy(z.email().max(200), (issue, value) =>
    value.trim() === '' ? 'E-mail is required' : (tooLong(issue) ?? 'Enter an e-mail like name@example.com'),
  ),
  phoneNumber: z.string().max(50, 'At most 50 characters'),
})

export const AcceptDraftSchema = z.object({
  customer: customerShape,
  rooms: z.array(
    z.array(z.object({ kind: z.enum(['adult', 'child']), ...travelerFieldChecks }).passthrough()),
  ),
})

const optional = (value: string): string | null => (value.trim() === '' ? null : value.trim())

/** The form as proposals.accept takes it (the travellers flattened in the party's order). */
export function toAcceptInput(
  draft: AcceptDraft,
  ids: { id: string; optionId: string; expectedVersion: number; recheckId: string },
): AcceptProposalInput {
  const phone = optional(draft.customer.phoneNumber)
  return {
    ...ids,
    customer: {
      firstName: draft.customer.firstName.trim(),
      lastName: draft.customer.lastName.trim(),
      email: draft.customer.email.trim(),
      ...(phone === null ? {} : { phoneNumber: phone }),
    },
    travellers: draft.rooms.flat().map((t) => ({
      kind: t.kind,
      gender: t.gender,
      firstName: t.firstName.trim(),
      lastName: t.lastName.trim(),
      birthdate: t.birthdate,
      nationality: optional(t.nationality)?.toUpperCase() ?? null,
      passportNumber: optional(t.passportNumber),
      expirationDate: optional(t.expirationDate),
    })),
  }
}
