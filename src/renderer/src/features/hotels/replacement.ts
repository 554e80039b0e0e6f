import type { BookingV3 } from '../../../../shared/api/bookings-v3'
import type { BookingDetail } from '../../../../shared/ipc/bookings.contract'
import type { BookResult } from '../../../../shared/ipc/hotels.contract'
import { draftFromSearch, emptyTraveler, type BookingDraft, type StayParty } from './booking-form'
import { newKey, newRoom, type SearchForm } from './search-form'

/**
 * Changing the dates or rooms of a confirmed hotel booking (spec, booking state rule 4): a search with
 * `replaceBookingId` (the old booking's allotment counts as free), a replacement booking that carries the same
 * id, and the old booking cancelled. These pure rules decide when it may start and what the form starts from.
 */

export interface Replacing {
  bookingId: string
  booking: BookingV3
}

export type ReplacementStart = { ok: true; replacing: Replacing } | { ok: false; reason: string }

/** Only a confirmed hotel booking whose details are known can be changed. */
export function startReplacement(detail: BookingDetail): ReplacementStart {
  const { summary, v3 } = detail
  if (summary.kind !== 'hotel')
    return { ok: false, reason: 'Only hotel bookings are changed here; experience bookings are not.' }
  if (summary.state !== 'confirmed')
    return {
      ok: false,
      reason: `Booking ${summary.id} is ${summary.state.replaceAll('_', ' ')}: only a confirmed booking can be changed.`,
    }
  if (detail.pendingWrites.some((write) => write.kind === 'booking.cancel' && write.state !== 'done'))
    return { ok: false, reason: `Booking ${summary.id} has a cancellation waiting to be sent.` }
  if (v3 === null)
    return {
      ok: false,
      reason: `The details of booking ${summary.id} are not on this computer yet; open it once online.`,
    }
  return { ok: true, replacing: { bookingId: summary.id, booking: v3 } }
}

/** The search of the replacement starts from the booking: same hotel, dates and party (the agent edits them). */
export function formForReplacement(booking: BookingV3, base: SearchForm): SearchForm {
  const rooms = booking.rooms.map((room) => {
    const adults = room.travelers.filter((traveler) => traveler.kind === 'adult').length
    const children = room.travelers.filter((traveler) => traveler.kind !== 'adult')
    return {
      ...newRoom(Math.max(1, adults)),
      children: children.map((child) => ({ key: newKey('child'), birthdate: child.birthdate })),
    }
  })
  return {
    ...base,
    destinationText: booking.hotel.name,
    destination: { kind: 'hotel', id: booking.hotel.id, name: booking.hotel.name, detail: null },
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    rooms: rooms.length > 0 ? rooms : [newRoom()],
  }
}

/**
 * The booking form of the replacement: the old booking's customer, references and travelers, room by room as far
 * as the new search has rooms; new rooms and guests the old booking did not list start empty.
 */
export function draftForReplacement(booking: BookingV3, stay: StayParty): BookingDraft {
  const base = draftFromSearch(stay)
  const { customer } = booking
  return {
    ...base,
    customer: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phoneNumber ?? '',
      address: customer.address ?? '',
      zipCode: customer.zipCode ?? '',
      city: customer.city ?? '',
      company: customer.company ?? '',
      fileId: customer.fileId ?? '',
    },
    rooms: base.rooms.map((searched, index) => {
      const old = booking.rooms[index]?.travelers ?? []
      if (old.length === 0) return searched
      // Keep the searched number of places: the old travelers first, then the searched ones not covered.
      const kept = old.slice(0, searched.length).map((traveler) => ({
        ...emptyTraveler(traveler.kind, traveler.birthdate),
        gender: traveler.gender,
        firstName: traveler.firstName,
        lastName: traveler.lastName,
        nationality: traveler.nationality ?? '',
        passportNumber: traveler.passportNumber ?? '',
        expirationDate: traveler.expirationDate ?? '',
      }))
      return [...kept, ...searched.slice(kept.length)]
    }),
    tourOperatorName: booking.tourOperatorName ?? '',
    networkName: booking.networkName ?? '',
    note: booking.note ?? '',
  }
}

/** What the agent is told of the old booking once the replacement is made. */
export function replacementSentence(replacement: NonNullable<BookResult['replacement']>): {
  tone: 'done' | 'waiting' | 'act'
  text: string
} {
  const id = replacement.bookingId
  switch (replacement.outcome) {
    case 'replaced':
      return {
        tone: 'done',
        text: `Booking ${id} is now marked replaced by the service: nothing more to do.`,
      }
    case 'cancelled':
      return { tone: 'done', text: `Booking ${id} was cancelled, as the replacement carries the stay.` }
    case 'cancelQueued':
      return {
        tone: 'waiting',
        text: `The cancellation of booking ${id} waits to be sent: it leaves as soon as the service is back.`,
      }
    case 'cancelFailed':
      return {
        tone: 'act',
        text:
          `Booking ${id} could not be cancelled${replacement.error ? ` (${replacement.error.message})` : ''}. ` +
          'It is still active: cancel it from its booking page, or the customer holds two stays.',
      }
  }
}
