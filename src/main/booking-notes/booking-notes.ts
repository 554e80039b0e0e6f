import {
  CUSTOMER_NOTES_LIMIT,
  type BookingAgencyRef,
  type BookingNote,
  type BookingNotesMarker,
  type CustomerNote,
} from '../../shared/domain/booking-notes'
import { DeskError } from '../../shared/ipc'
import type { BookingNotesView } from '../../shared/ipc/notes.contract'
import { agentLabel } from '../agency-store/agency-store'
import {
  addBookingNote,
  deleteBookingNote,
  editBookingNote,
  listBookingNotes,
  listCustomerNotes,
} from '../agency-store/booking-notes.repo'
import { getAgencyRef, setAgencyRef } from '../agency-store/booking-refs.repo'
import { notesMarkers, searchAgencyText, type AgencyTextHit } from '../agency-store/booking-text.repo'
import type { AgencyWriterDeps, Change } from '../agency-store/record-meta'
import { cachedBookingsService } from '../db/booking-cache-owner'
import { getBooking } from '../db/bookings.repo'

export type BookingNotesDeps = AgencyWriterDeps

/**
 * Internal notes and the agency's reference of the bookings in the cache, per service (the cache holds one
 * service's bookings; notes of the others wait in agency.db for their service to come back). Every change
 * publishes `notes.changed` with the booking, so its page, the list's icons and the search refetch.
 */
export interface BookingNotes {
  view(bookingId: string): BookingNotesView
  /** The notes on a customer's bookings in the cache, newest first (the customer page); none before a service. */
  forCustomer(customerId: string): CustomerNote[]
  add(bookingId: string, body: string): BookingNote
  edit(id: string, body: string, expectedVersion: number): BookingNote
  remove(id: string, expectedVersion: number): void
  setAgencyRef(bookingId: string, reference: string, expectedVersion?: number): BookingAgencyRef | null
  markers(bookingIds: readonly string[]): BookingNotesMarker[]
  /** Bookings the text finds in the agency's own data (the command box); none before a service is set up. */
  search(text: string, limit: number): AgencyTextHit[]
  /** The service whose notes the cache's bookings read, or null before any is set up. */
  service(): string | null
}

export function createBookingNotes(deps: BookingNotesDeps): BookingNotes {
  const { db, events } = deps
  const change = (): Change => ({
    by: agentLabel(deps.agentName(), deps.deskId),
    at: deps.now().toISOString(),
  })
  // Read with the service whose bookings the cache holds, else the active one (as pricing does).
  const currentService = (): string | null => cachedBookingsService(db) ?? deps.service()
  const serviceOf = (bookingId: string): string => {
    const service = currentService()
    if (service === null) throw new DeskError('NOT_FOUND', 'No service is set up yet.')
    if (getBooking(db, bookingId) === null)
      throw new DeskError('NOT_FOUND', 'This booking is not in the local cache.')
    return service
  }
  const changed = (bookingId: string): void => events.publish('notes.changed', { bookingIds: [bookingId] })

  return {
    service: currentService,
    view(bookingId) {
      const service = currentService()
      if (service === null) return { notes: [], agencyRef: null }
      return {
        notes: listBookingNotes(db, service, bookingId),
        agencyRef: getAgencyRef(db, service, bookingId),
      }
    },
    forCustomer(customerId) {
      const service = currentService()
      return service === null ? [] : listCustomerNotes(db, service, customerId, CUSTOMER_NOTES_LIMIT)
    },
    add(bookingId, body) {
      const note = addBookingNote(db, serviceOf(bookingId), bookingId, body, change())
      changed(bookingId)
      return note
    },
    edit(id, body, expectedVersion) {
      const note = editBookingNote(db, id, body, change(), expectedVersion)
      changed(note.bookingId)
      return note
    },
    remove(id, expectedVersion) {
      const note = deleteBookingNote(db, id, change(), expectedVersion)
      changed(note.bookingId)
    },
    setAgencyRef(bookingId, reference, expectedVersion) {
      const saved = setAgencyRef(db, serviceOf(bookingId), bookingId, reference, change(), expectedVersion)
      changed(bookingId)
      return saved
    },
    markers(bookingIds) {
      const service = currentService()
      if (service === null)
        return bookingIds.map((bookingId) => ({ bookingId, count: 0, latest: null, agencyRef: null }))
      return notesMarkers(db, service, bookingIds)
    },
    search(text, limit) {
      const service = currentService()
      return service === null ? [] : searchAgencyText(db, service, text, limit)
    },
  }
}
