import { z } from 'zod'
import { TravelerInput } from '../api/bookings-v3'
import { CancelConditionSchema } from '../domain/cancellation'
import {
  ExperienceProposalItem,
  HotelProposalItem,
  Proposal,
  ProposalInput,
  ProposalLayout,
  ProposalState,
  ProposalSummary,
} from '../domain/proposals'
import { HandedDocument } from './bookings.contract'
import { IpcError } from './errors'

/**
 * Proposals (agency.db): built from results and rate rows, kept and printed offline; only accepting needs the
 * service. A stale expectedVersion is refused (conflict), and only a draft can be edited.
 */

const ProposalId = z.uuid()
const ExpectedVersion = z.number().int().min(1)

/** An item as "Add to proposal" sends it: the record's id and time are main's. */
export const ProposalItemInput = z.discriminatedUnion('kind', [
  HotelProposalItem.omit({ id: true, addedAt: true }),
  ExperienceProposalItem.omit({ id: true, addedAt: true }),
])
export type ProposalItemInput = z.input<typeof ProposalItemInput>

export const ProposalListInput = z
  .object({
    /** Title, customer's name or e-mail, an item's hotel or experience (accent-insensitive). */
    search: z.string().trim().max(200).default(''),
    states: z.array(ProposalState).max(5).default([]),
    customerId: z.uuid().optional(),
  })
  .strict()

/** What moved for one item of the option since it was added. */
export const RecheckedItem = z.object({
  itemId: z.uuid(),
  kind: z.enum(['hotel', 'experience']),
  name: z.string(),
  /** same: bookable as added; moved: bookable, but the price or the conditions changed; gone: no such rate or price
   * any more; failed: the service could not be asked (error says why). */
  status: z.enum(['same', 'moved', 'gone', 'failed']),
  previous: z.object({
    currency: z.string(),
    sell: z.number(),
    cancellation: z.array(CancelConditionSchema),
  }),
  /** The fresh offer, in today's selling price (null when gone or failed). */
  current: z
    .object({
      currency: z.string(),
      net: z.number(),
      sell: z.number(),
      cancellation: z.array(CancelConditionSchema),
    })
    .nullable(),
  /** What moved, in words for the agent ("Price up EUR 42.00", "Free cancellation now ends 12 Mar"). */
  changes: z.array(z.string()),
  error: IpcError.nullable(),
})
export type RecheckedItem = z.infer<typeof RecheckedItem>

export const ProposalRecheck = z.object({
  /** The handle accepting names: the fresh rates and prices it books (held by main while they are valid). */
  recheckId: z.string(),
  proposalId: ProposalId,
  optionId: z.uuid(),
  checkedAt: z.iso.datetime(),
  items: z.array(RecheckedItem),
})
export type ProposalRecheck = z.infer<typeof ProposalRecheck>

export const AcceptProposalInput = z
  .object({
    id: ProposalId,
    optionId: z.uuid(),
    expectedVersion: ExpectedVersion,
    recheckId: z.string().min(1).max(100),
    /** The booking customer (filled from the proposal's customer). */
    customer: z
      .object({
        firstName: z.string().trim().min(1).max(100),
        lastName: z.string().trim().min(1).max(100),
        email: z.email().max(200),
        phoneNumber: z.string().trim().max(50).optional(),
      })
      .strict(),
    /** The trip's travellers in the party's order (each room's adults, then its children): main seats them per
     * item, so a hotel room and an experience get the same people. */
    travellers: z.array(TravelerInput).min(1).max(60),
  })
  .strict()
export type AcceptProposalInput = z.input<typeof AcceptProposalInput>

export const AcceptedItem = z.object({
  itemId: z.uuid(),
  /** booked or adopted (the answer was lost and the booking found by its reference): linked; alreadyBooked: an
   * earlier accept booked it (never twice); failed: error says why, nothing booked for it; skipped: gone. */
  outcome: z.enum(['booked', 'adopted', 'alreadyBooked', 'failed', 'skipped']),
  bookingId: z.string().nullable(),
  reference: z.string().nullable(),
  error: IpcError.nullable(),
})
export type AcceptedItem = z.infer<typeof AcceptedItem>

export const AcceptProposalResult = z.object({ proposal: Proposal, items: z.array(AcceptedItem) })
export type AcceptProposalResult = z.infer<typeof AcceptProposalResult>

export const proposalsChannels = {
  'proposals.list': { input: ProposalListInput, output: z.array(ProposalSummary) },
  'proposals.get': { input: z.object({ id: ProposalId }).strict(), output: Proposal },
  'proposals.create': { input: ProposalInput, output: Proposal },
  /** Replaces a draft's content (header and options). */
  'proposals.update': {
    input: z.object({ id: ProposalId, expectedVersion: ExpectedVersion, proposal: ProposalInput }).strict(),
    output: Proposal,
  },
  /**
   * "Add to proposal" from results, rate rows and an experience's page: into an option of a draft (a new option
   * when optionId is absent), or into a new draft when proposalId is absent (titled from the item).
   */
  'proposals.addItem': {
    input: z
      .object({
        proposalId: ProposalId.optional(),
        optionId: z.uuid().optional(),
        item: ProposalItemInput,
      })
      .strict(),
    output: Proposal,
  },
  /** A new draft with the same content (new ids, valid-until cleared). */
  'proposals.duplicate': { input: z.object({ id: ProposalId }).strict(), output: Proposal },
  /** draft -> sent -> accepted by proposals.accept only; sent -> declined; sent -> draft (to edit again). */
  'proposals.setState': {
    input: z
      .object({
        id: ProposalId,
        expectedVersion: ExpectedVersion,
        state: z.enum(['draft', 'sent', 'declined']),
      })
      .strict(),
    output: Proposal,
  },
  'proposals.delete': {
    input: z.object({ id: ProposalId, expectedVersion: ExpectedVersion }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  },
  /** The branded PDF: never a net price, suppliers only when the proposal says so. Offline too. */
  'proposals.document': {
    input: z.object({ id: ProposalId, layout: ProposalLayout.optional() }).strict(),
    output: HandedDocument,
  },
  /** An e-mail draft (.eml, the PDF attached): the system's mail program in the desktop app, a download on the web. */
  'proposals.emailDraft': {
    input: z.object({ id: ProposalId }).strict(),
    output: z.discriminatedUnion('outcome', [
      z.object({ outcome: z.literal('opened'), fileName: z.string() }),
      z.object({ outcome: z.literal('download'), url: z.string(), fileName: z.string() }),
      z.object({ outcome: z.literal('cancelled') }),
    ]),
  },
  /** Searches every item of the option again: what moved, in today's selling prices. Needs the service. */
  'proposals.recheck': {
    input: z.object({ id: ProposalId, optionId: z.uuid() }).strict(),
    output: ProposalRecheck,
  },
  /** Books the option's items through the existing paths (never twice), links each booking to the proposal. */
  'proposals.accept': { input: AcceptProposalInput, output: AcceptProposalResult },
  /** The proposal a booking was made from, if any (the booking page's link back). */
  'proposals.forBooking': {
    input: z.object({ bookingId: z.string().trim().min(1).max(100) }).strict(),
    output: z.object({ proposalId: ProposalId, title: z.string() }).nullable(),
  },
} as const

export const proposalsEvents = {
  /** A proposal was created, changed, accepted or deleted: lists, the customer page and the find box refetch. */
  'proposals.changed': z.object({ ids: z.array(z.string()) }),
} as const
