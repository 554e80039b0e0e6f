import { z } from 'zod'
import { CancelConditionSchema } from '../cancellation'
import { IsoDateSchema } from '../dates'
import { PricedProduct } from '../markup/apply'

/**
 * A proposal: what the agency sends a customer between a request and a booking ("three hotels in Lisbon, with or
 * without the food tour"). The agency's own record (agency.db): a desk-made UUID, a version, who changed it and
 * when, a tombstone when deleted. Items keep the prices and conditions they were added with, in selling prices
 * (the net is kept for the margin and never printed); accepting an option searches every item again and shows
 * what moved before anything is booked.
 */

export const PROPOSAL_STATES = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const
export const ProposalState = z.enum(PROPOSAL_STATES)
export type ProposalState = z.infer<typeof ProposalState>

/** How the document lays the options out: next to each other (up to three), or one after the other. */
export const PROPOSAL_LAYOUTS = ['sideBySide', 'sequential'] as const
export const ProposalLayout = z.enum(PROPOSAL_LAYOUTS)
export type ProposalLayout = z.infer<typeof ProposalLayout>

const Text = (max: number) => z.string().trim().max(max)
const Id = z.string().trim().min(1).max(64)
const Money = z.number().finite().min(0).max(100_000_000)
const Currency = z.string().regex(/^[A-Z]{3}$/)

/** One room of the trip's party: adults and each child's birthdate (the service prices children by age). */
export const PartyRoom = z
  .object({
    adults: z.number().int().min(1).max(10),
    childrenBirthdates: z.array(IsoDateSchema).max(6).default([]),
  })
  .strict()
export type PartyRoom = z.infer<typeof PartyRoom>

/** One room of a hotel stay as it was added: the room and bed choice picked, its price and its ladder. */
export const ProposalRoom = z
  .object({
    requested: PartyRoom,
    roomId: Id,
    roomName: Text(300),
    /** The bed choice's id in the rooms answer it was picked from (a new search gives new ids: matched by room). */
    bedChoiceId: Text(200).default(''),
    /** The meal plan's code as the service sent it (meal-plans.ts words it). */
    mealPlan: Text(60).default(''),
    supplierCode: Text(64).default(''),
    supplierName: Text(200).default(''),
    net: Money,
    sell: Money,
    /** The ladder as it was when added (empty: unknown, never presented as free). */
    cancellation: z.array(CancelConditionSchema).max(50).default([]),
  })
  .strict()
export type ProposalRoom = z.infer<typeof ProposalRoom>

export const HotelProposalItem = z
  .object({
    kind: z.literal('hotel'),
    id: z.uuid(),
    hotel: z
      .object({
        id: Id,
        name: Text(300),
        address: Text(500).default(''),
        cityName: Text(200).default(''),
        countryCode: Text(2).default(''),
        stars: z.number().min(0).max(5).nullable().default(null),
        /** IANA zone of the hotel, for the cancellation deadlines in words (null: the customer's zone is used). */
        timeZone: Text(64).nullable().default(null),
      })
      .strict(),
    checkIn: IsoDateSchema,
    checkOut: IsoDateSchema,
    rooms: z.array(ProposalRoom).min(1).max(8),
    currency: Currency,
    /** Sums of the rooms. */
    net: Money,
    sell: Money,
    /** What the stay was priced as (markup scope): accepting prices the fresh net with today's rules. */
    pricedAs: PricedProduct.nullable().default(null),
    /** The agent's words for this item (printed). */
    description: Text(2000).default(''),
    addedAt: z.iso.datetime(),
  })
  .strict()
export type HotelProposalItem = z.infer<typeof HotelProposalItem>

export const ExperienceProposalItem = z
  .object({
    kind: z.literal('experience'),
    id: z.uuid(),
    experience: z
      .object({
        id: Id,
        name: Text(300),
        /** The experience's own description (printed, shortened). */
        description: Text(4000).default(''),
        type: Text(40).default(''),
        cityId: Text(64).default(''),
        cityName: Text(200).default(''),
        countryCode: Text(2).default(''),
        supplierCode: Text(64).default(''),
        supplierName: Text(200).default(''),
      })
      .strict(),
    startAt: IsoDateSchema,
    endAt: IsoDateSchema,
    party: z.object({
      adults: z.number().int().min(0).max(50),
      childrenBirthdates: z.array(IsoDateSchema).max(20),
    }),
    extras: z
      .array(
        z.object({
          id: Id,
          name: Text(300),
          quantity: z.number().int().min(0).max(1000),
          net: Money,
          sell: Money,
        }),
      )
      .max(50)
      .default([]),
    /** The price it was added with (priceIds expire: accepting prices it again). */
    priceId: Text(64).default(''),
    currency: Currency,
    /** The party's price without the extras (each extra carries its own): rules.ts itemSellMinor adds them. */
    net: Money,
    sell: Money,
    /**
     * The dated ladder of the supplier's words for the item's day (experience-cancellation.ts), as it was when
     * added; empty when no rule could be read from them (unknown, never presented as free).
     */
    cancellation: z.array(CancelConditionSchema).max(50).default([]),
    /** The supplier's cancellation words as the service gave them (printed when no dated ladder was read). */
    cancellationText: Text(2000).default(''),
    pricedAs: PricedProduct.nullable().default(null),
    description: Text(2000).default(''),
    addedAt: z.iso.datetime(),
  })
  .strict()
export type ExperienceProposalItem = z.infer<typeof ExperienceProposalItem>

export const ProposalItem = z.discriminatedUnion('kind', [HotelProposalItem, ExperienceProposalItem])
export type ProposalItem = z.infer<typeof ProposalItem>

export const ProposalOption = z
  .object({
    id: z.uuid(),
    /** "Option 1" unless the agent names it ("Sea view, with the food tour"). */
    title: Text(200).default(''),
    /** The agent's words for the option (printed). */
    description: Text(4000).default(''),
    items: z.array(ProposalItem).max(30).default([]),
  })
  .strict()
export type ProposalOption = z.infer<typeof ProposalOption>

/** What the agent edits on a draft: everything but the record's own fields and state. */
export const ProposalInput = z
  .object({
    title: Text(200).min(1, 'Give the proposal a title'),
    /** The agency's customer (customers.list), or null with just a name below. */
    customerId: z.uuid().nullable().default(null),
    customerName: Text(200).default(''),
    customerEmail: z.union([z.literal(''), z.email()]).default(''),
    /** IANA zone the customer reads deadlines in (empty: this desk's zone). */
    customerTimeZone: Text(64).default(''),
    tripStart: IsoDateSchema.nullable().default(null),
    tripEnd: IsoDateSchema.nullable().default(null),
    party: z.array(PartyRoom).max(8).default([]),
    /** The last day the customer can say yes (the document prints it; past it the proposal is expired). */
    validUntil: IsoDateSchema.nullable().default(null),
    introduction: Text(4000).default(''),
    layout: ProposalLayout.default('sideBySide'),
    /** Print suppliers' names (off by default: the agency chooses). */
    showSuppliers: z.boolean().default(false),
    options: z.array(ProposalOption).max(6).default([]),
  })
  .strict()
export type ProposalInput = z.infer<typeof ProposalInput>

/** Where an accepted option's items went: each item's booking, so the proposal links to them and back. */
export const ProposalBookingLink = z.object({
  optionId: z.uuid(),
  itemId: z.uuid(),
  bookingId: z.string(),
  reference: z.string(),
})
export type ProposalBookingLink = z.infer<typeof ProposalBookingLink>

export const Proposal = ProposalInput.extend({
  id: z.uuid(),
  state: ProposalState,
  /** The option the customer chose, once accepted. */
  acceptedOptionId: z.uuid().nullable(),
  bookings: z.array(ProposalBookingLink),
  version: z.number().int().min(1),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
})
export type Proposal = z.infer<typeof Proposal>

/** A list row: the proposal without its items, with each option's total per currency. */
export const ProposalSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  state: ProposalState,
  customerId: z.uuid().nullable(),
  customerName: z.string(),
  tripStart: IsoDateSchema.nullable(),
  tripEnd: IsoDateSchema.nullable(),
  validUntil: IsoDateSchema.nullable(),
  options: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      items: z.number().int(),
      totals: z.array(z.object({ currency: z.string(), sell: z.number() })),
    }),
  ),
  version: z.number().int().min(1),
  updatedBy: z.string(),
  updatedAt: z.string(),
})
export type ProposalSummary = z.infer<typeof ProposalSummary>
