import type { RequestedRoom } from '../../../../shared/api/availability'
import type { BookingRequest } from '../../../../shared/api/bookings-v3'
import {
  ageOn,
  checkOccupancyFit,
  decideTravelerBooking,
  kindForAge,
  parseTravelerKind,
  type OccupancyFit,
  type TravelerKind,
} from '../../../../shared/domain/travelers'
import { promotionToSend, type SelectionOption } from './selection'
import { emptyTraveler, type TravelerDraft as SharedTravelerDraft } from '../../ui/travelers/traveler-draft'

/** A hotel traveler: adult, child or infant. */
export type TravelerDraft = SharedTravelerDraft<TravelerKind>
export { emptyTraveler }

/**
 * The booking form as the agent fills it, prefilled from the search, checked before sending with the booking
 * request's own schema (booking-form.schema.ts), and turned into that request.
 */

export interface CustomerDraft {
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  address: string
  zipCode: string
  city: string
  company: string
  fileId: string
}

export interface BookingDraft {
  customer: CustomerDraft
  /**
   * The agency's customer chosen in the form (customers.list), null when the customer was typed: the booking goes
   * out for that customer, so main sends its file and keeps the file a first booking returns.
   */
  customerId?: string | null
  /** Travelers per searched room, in request order. */
  rooms: TravelerDraft[][]
  internalReference: string
  tourOperatorName: string
  networkName: string
  note: string
}

export interface StayParty {
  checkIn: string
  checkOut: string
  rooms: readonly RequestedRoom[]
}

function childKind(birthdate: string, checkIn: string): TravelerKind {
  try {
    const kind = kindForAge(ageOn(birthdate, checkIn))
    return kind === 'adult' ? 'child' : kind
  } catch {
    return 'child'
  }
}

/** The searched party as travelers: adults to name, children with their searched birthdates. */
export function draftFromSearch(stay: StayParty): BookingDraft {
  return {
    customer: {
      firstName: '',
      lastName: '',
      email: '',
      phoneNumber: '',
      address: '',
      zipCode: '',
      city: '',
      company: '',
      fileId: '',
    },
    customerId: null,
    rooms: stay.rooms.map((room) => [
      ...Array.from({ length: room.adults }, (_, at) => ({
        ...emptyTraveler('adult'),
        nationality: at === 0 ? (room.firstAdultNationality ?? '') : '',
      })),
      ...(room.childrenBirthdates ?? []).map((birthdate) =>
        emptyTraveler(childKind(birthdate, stay.checkIn), birthdate),
      ),
    ]),
    internalReference: '',
    tourOperatorName: '',
    networkName: '',
    note: '',
  }
}

/** Field path -> message: `customer.email`, `rooms.0.1.birthdate`, `rooms.0` (the room as a whole). */
export type DraftErrors = Record<string, string>

function searchedRooms(stay: StayParty) {
  return stay.rooms.map((room) => ({
    adults: room.adults,
    childrenBirthdates: room.childrenBirthdates ?? [],
  }))
}

/** The travelers as the occupancy rule reads them (only those with a usable birthdate). */
export function occupancyFit(draft: BookingDraft, stay: StayParty): OccupancyFit {
  return checkOccupancyFit(
    searchedRooms(stay),
    draft.rooms.map((travelers) => ({
      travelers: travelers.map((t) => ({ kind: t.kind, birthdate: t.birthdate })),
    })),
    stay.checkIn,
  )
}

/** True when a child's age differs from the search and the supplier will price the rate again (may cost more). */
export function willBeRepriced(draft: BookingDraft, stay: StayParty, supplierCode: string): boolean {
  try {
    return decideTravelerBooking(occupancyFit(draft, stay), supplierCode).action === 'research'
  } catch {
    return false
  }
}

const optional = (value: string): string | null => (value.trim() === '' ? null : value.trim())

/** The v3 booking request for these picks (request order) and travelers; promoted price when one applies. */
export function toBookingRequest(
  draft: BookingDraft,
  requestId: string,
  picks: readonly SelectionOption[],
): BookingRequest {
  const customer = draft.customer
  return {
    requestId,
    customer: {
      firstName: customer.firstName.trim(),
      lastName: customer.lastName.trim(),
      email: customer.email.trim(),
      phoneNumber: optional(customer.phoneNumber),
      address: optional(customer.address),
      zipCode: optional(customer.zipCode),
      city: optional(customer.city),
      company: optional(customer.company),
      fileId: optional(customer.fileId),
    },
    rooms: picks.map((pick, room) => {
      const promotionId = promotionToSend(pick.choice)
      return {
        bedCompositionId: pick.choice.id,
        ...(promotionId === null ? {} : { promotionId }),
        travelers: (draft.rooms[room] ?? []).map((t) => ({
          kind: parseTravelerKind(t.kind) ?? t.kind,
          gender: t.gender,
          firstName: t.firstName.trim(),
          lastName: t.lastName.trim(),
          birthdate: t.birthdate,
          nationality: optional(t.nationality)?.toUpperCase() ?? null,
          passportNumber: optional(t.passportNumber),
          expirationDate: optional(t.expirationDate),
        })),
      }
    }),
    internalReference: optional(draft.internalReference),
    tourOperatorName: optional(draft.tourOperatorName),
    networkName: optional(draft.networkName),
    note: optional(draft.note),
  }
}

/** Does the listed party differ from the searched one (fewer travelers, or a child of another age)? */
export function partyDiffers(draft: BookingDraft, stay: StayParty): string | null {
  try {
    const fit = occupancyFit(draft, stay)
    if (fit.status === 'fewer_listed')
      return 'Fewer travelers are listed than were searched: the booking keeps the searched party and price.'
    if (fit.status === 'ages_differ')
      return 'A child’s age at check-in differs from the search: the rate will be priced again and the price may change.'
    return null
  } catch {
    return null
  }
}
