import { z } from 'zod'
import {
  AgencyRef,
  BookingAgencyRef,
  BookingNote,
  BookingNotesMarker,
  CustomerNote,
  NoteBody,
} from '../domain/booking-notes'

/**
 * Internal notes and the agency's reference on a booking (agency.db). Never sent to the service, never printed on
 * a customer's document, hidden on the client screen.
 */

const BookingId = z.string().trim().min(1).max(100)
const NoteId = z.uuid()
const ExpectedVersion = z.number().int().min(1)

export const BookingNotesView = z.object({
  /** Oldest first, tombstones left out. */
  notes: z.array(BookingNote),
  agencyRef: BookingAgencyRef.nullable(),
})
export type BookingNotesView = z.infer<typeof BookingNotesView>

export const notesChannels = {
  'notes.list': { input: z.object({ bookingId: BookingId }).strict(), output: BookingNotesView },
  /**
   * The customer page's notes: those on the customer's bookings in the cache, newest first (at most
   * CUSTOMER_NOTES_LIMIT). Read-only; an unknown customer has none.
   */
  'notes.forCustomer': { input: z.object({ customerId: z.uuid() }).strict(), output: z.array(CustomerNote) },
  'notes.add': { input: z.object({ bookingId: BookingId, body: NoteBody }).strict(), output: BookingNote },
  /** A stale expectedVersion (changed or deleted meanwhile) is refused: conflict or not found, nothing written. */
  'notes.edit': {
    input: z.object({ id: NoteId, expectedVersion: ExpectedVersion, body: NoteBody }).strict(),
    output: BookingNote,
  },
  'notes.delete': {
    input: z.object({ id: NoteId, expectedVersion: ExpectedVersion }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  },
  /** The icons and the "Agency ref" column of list rows: one marker per booking asked (count 0 when none). */
  'notes.markers': {
    input: z.object({ bookingIds: z.array(BookingId).max(500) }).strict(),
    output: z.array(BookingNotesMarker),
  },
  /**
   * Sets the agency's reference of a booking ('' clears it). expectedVersion: the version the agent edited
   * (absent when there was none yet); a stale one is a conflict.
   */
  'bookings.setAgencyRef': {
    input: z
      .object({ bookingId: BookingId, reference: AgencyRef, expectedVersion: ExpectedVersion.optional() })
      .strict(),
    output: BookingAgencyRef.nullable(),
  },
} as const

export const notesEvents = {
  /** A booking's notes or agency reference changed: its page, the list's icons and the search refetch. */
  'notes.changed': z.object({ bookingIds: z.array(z.string()) }),
} as const
