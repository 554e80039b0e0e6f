import type { BookingState } from '../../../../src/shared/domain/booking-states'

/**
 * What hotel and experience bookings have in common (states, travelers, customer, the searched party), apart from
 * bookings.types.ts (which re-exports it) and experience-bookings.types.ts so that both can use it.
 */

/** Booking states of the domain machine (spec, States and transitions). */
export type StoredBookingState = BookingState

/** `pending`: an experience booking waiting for its supplier (spec: experience booking responses show it). */
export type StoredDmcState = 'instant_booking' | 'on_request' | 'pending'

export interface NewTraveler {
  kind: 'adult' | 'child' | 'infant'
  gender: 'male' | 'female' | 'non_binary'
  firstName: string
  lastName: string
  /** YYYY-MM-DD */
  birthdate: string
  /** ISO 3166-1 alpha-2, upper case */
  nationality: string | null
  passportNumber: string | null
  expirationDate: string | null
  ageIsExact: boolean
}

export interface SearchedRoom {
  adults: number
  childrenBirthdates: string[]
}

export interface NewCustomer {
  firstName: string
  lastName: string
  email: string
  phoneNumber: string | null
  address: string | null
  additionalAddress: string | null
  city: string | null
  zipCode: string | null
  company: string | null
  /** An existing customer file (check it with `customerFileExists`); null creates one. */
  fileId: string | null
}

export interface BookedTravelerRecord extends NewTraveler {
  id: number
  encodedId: string
}
