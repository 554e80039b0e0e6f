import { z } from 'zod'

/**
 * Personal data kept on this computer, and how the agent removes it. A booking forgotten here stays with the
 * service: when the service still lists it (every booking of the agency is listed, cancelled ones too), the next
 * refresh brings it back, as a booking the agent has not opened yet.
 */

const BookingId = z.string().trim().min(1).max(64)

export const ForgottenBooking = z.object({
  bookingId: z.string(),
  /** Rows removed from the cache (the booking, its messages, documents, history, notifications, ...). */
  rows: z.number().int().nonnegative(),
  /** Downloaded document files deleted from the documents folder. */
  files: z.number().int().nonnegative(),
})
export type ForgottenBooking = z.infer<typeof ForgottenBooking>

export const ClearedLocalData = z.object({
  /** Bookings removed from the cache (every service's). */
  bookings: z.number().int().nonnegative(),
  /** Files deleted from the documents and saved-files folders. */
  files: z.number().int().nonnegative(),
  /** The saved API keys and signed-in users were removed too. */
  signedOut: z.boolean(),
})
export type ClearedLocalData = z.infer<typeof ClearedLocalData>

const RecordId = z.uuid()

export const ForgottenCustomer = z.object({
  customerId: z.string(),
  /** Rows removed from the agency's data and the cache (the customer, its travellers, its bookings' rows). */
  rows: z.number().int().nonnegative(),
  /** The customer's bookings removed from the cache (the service still keeps them). */
  bookings: z.number().int().nonnegative(),
  /** Downloaded document files of those bookings deleted. */
  files: z.number().int().nonnegative(),
})
export type ForgottenCustomer = z.infer<typeof ForgottenCustomer>

export const privacyChannels = {
  /**
   * Removes one booking and everything the desk keeps about it (messages, documents and their files, history,
   * notifications, reminders, read marks, the rate shown, sent writes), from every service's cache, and the
   * agency's internal notes and reference on it (agency.db). Refused while a write for it still waits in the
   * outbox.
   */
  'privacy.forgetBooking': {
    input: z.object({ bookingId: BookingId }).strict(),
    output: ForgottenBooking,
  },
  /**
   * Removes every booking and customer the desk keeps (bookings, messages, documents, history, notifications,
   * sent writes, recent searches). Settings, the hotel catalog and the agency's logo stay; the saved API keys and
   * signed-in users stay unless `signOut`. Refused while a write still waits in the outbox.
   */
  'privacy.clearLocalData': {
    input: z.object({ signOut: z.boolean() }).strict(),
    output: ClearedLocalData,
  },
  /**
   * Erases one customer of the agency: its record and every traveller (passports included), tombstones too, and
   * its bookings from this computer's cache as "Forget this booking" does, with the agency's notes and reference
   * on those bookings and its proposals (other customers' stay as they are). Nothing is kept, not even a tombstone;
   * a file the service still lists comes back at the next refresh as a customer without travellers. Refused while
   * a write for one of its bookings still waits to be sent.
   */
  'privacy.forgetCustomer': {
    input: z.object({ customerId: RecordId }).strict(),
    output: ForgottenCustomer,
  },
  /** Erases one traveller profile (passport included). Refused while a write for its customer's bookings waits. */
  'privacy.forgetTraveller': {
    input: z.object({ travellerId: RecordId }).strict(),
    output: z.object({ travellerId: z.string(), customerId: z.string() }),
  },
} as const
