import { z } from 'zod'

/**
 * What the desk writes about a booking for itself: internal notes (plain text, never markdown, never printed on
 * anything a customer receives) and the agency's own reference for the booking. Both live in agency.db, keyed by
 * the service and the booking's id, and are found by the command box and the bookings list's search.
 */

export const NOTE_MAX_LENGTH = 4000
export const AGENCY_REF_MAX_LENGTH = 60

/** A note's text: trimmed, at least one character, at most NOTE_MAX_LENGTH. */
export const NoteBody = z.string().trim().min(1, 'Write something first.').max(NOTE_MAX_LENGTH)

/** The agency's reference: one line; empty clears it. */
export const AgencyRef = z
  .string()
  .trim()
  .max(AGENCY_REF_MAX_LENGTH)
  .regex(/^[^\r\n]*$/, 'One line only.')

export const BookingNote = z.object({
  id: z.uuid(),
  bookingId: z.string(),
  body: z.string(),
  /** Who wrote it first (agentLabel), and when (ISO). */
  author: z.string(),
  createdAt: z.string(),
  version: z.number().int().min(1),
  /** Who changed it last, and when: the same as author and createdAt until it is edited. */
  updatedBy: z.string(),
  updatedAt: z.string(),
})
export type BookingNote = z.infer<typeof BookingNote>

/** A note on the customer page: with its booking's own reference (the link's text; null when it has none). */
export const CustomerNote = BookingNote.extend({ bookingReference: z.string().nullable() })
export type CustomerNote = z.infer<typeof CustomerNote>

/** The customer page shows at most this many notes, the newest. */
export const CUSTOMER_NOTES_LIMIT = 200

export const BookingAgencyRef = z.object({
  bookingId: z.string(),
  reference: z.string(),
  version: z.number().int().min(1),
  updatedBy: z.string(),
  updatedAt: z.string(),
})
export type BookingAgencyRef = z.infer<typeof BookingAgencyRef>

/** What a list row shows of a booking's notes: how many, the latest (the icon's tooltip) and the reference. */
export const BookingNotesMarker = z.object({
  bookingId: z.string(),
  count: z.number().int().min(0),
  latest: z.string().nullable(),
  agencyRef: z.string().nullable(),
})
export type BookingNotesMarker = z.infer<typeof BookingNotesMarker>

/** The note typed was edited since it was created (the panel says "edited"). */
export function wasEdited(note: Pick<BookingNote, 'version'>): boolean {
  return note.version > 1
}
