import { z } from 'zod'
import { BookingState } from '../domain/booking-states'

/**
 * The command box (Ctrl+K): one call finds, from the local cache and so offline too, bookings by any reference
 * or by a customer's or traveller's name, and the hotels and places of the local catalog. Each source of main is
 * a provider of hits of its own kinds; the agency's notes, customers and saved views join as further kinds.
 */

export const FIND_HIT_KINDS = ['booking', 'hotel', 'city', 'region', 'country'] as const
export const FindHitKind = z.enum(FIND_HIT_KINDS)
export type FindHitKind = z.infer<typeof FindHitKind>

export const FindInput = z
  .object({
    text: z.string().trim().min(1).max(200),
    /** At most this many hits per kind. */
    limit: z.number().int().min(1).max(20).default(6),
  })
  .strict()
export type FindInput = z.input<typeof FindInput>

const BookingHit = z.object({
  kind: z.literal('booking'),
  id: z.string(),
  /** The customer's name as the list shows it ("LAMBERT Anne"). */
  title: z.string(),
  /** What the booking is of, and its stay. */
  detail: z.string().nullable(),
  /** The reference the text matched (a hotel confirmation number, the agency's reference, ...), if one did. */
  matchedReference: z.string().nullable(),
  /** A few words of the desk's internal notes around what matched, if the notes did (hidden on the client screen). */
  matchedNote: z.string().nullable(),
  state: BookingState,
  checkIn: z.string(),
})

const CatalogHit = z.object({
  kind: z.enum(['hotel', 'city', 'region', 'country']),
  id: z.string(),
  title: z.string(),
  /** Where it is ("Zurich, Switzerland"). */
  detail: z.string().nullable(),
})

/** One of the agency's customers (agency.db): name, company, e-mail, phone, city, file id or a traveller's name. */
const CustomerHit = z.object({
  kind: z.literal('customer'),
  id: z.string(),
  /** "Lambert, Anne" (or the company). */
  title: z.string(),
  /** What else identifies them: company, city, e-mail. */
  detail: z.string().nullable(),
})

/** One of the agency's proposals (agency.db): by its title, its customer, or a hotel or experience it offers. */
const ProposalHit = z.object({
  kind: z.literal('proposal'),
  id: z.string(),
  title: z.string(),
  /** Its customer, its state and how long it is valid. */
  detail: z.string(),
})

export const FindHit = z.discriminatedUnion('kind', [BookingHit, CustomerHit, ProposalHit, CatalogHit])
export type FindHit = z.infer<typeof FindHit>

export const FindResult = z.object({
  text: z.string(),
  /** Bookings first, then customers, proposals, then the catalog, each provider's hits best first. */
  hits: z.array(FindHit),
})
export type FindResult = z.infer<typeof FindResult>

export const findChannels = {
  /** Everything the command box finds for the text typed, from the cache (works offline). */
  'find.search': { input: FindInput, output: FindResult },
} as const
