import type { CancelCondition } from '../../../../src/shared/domain/cancellation'
import type {
  BookedTravelerRecord,
  NewCustomer,
  NewTraveler,
  SearchedRoom,
  StoredBookingState,
  StoredDmcState,
} from './booking-parts.types'
import type { BookedExperienceRecord } from './experience-bookings.types'

/**
 * Types of the bookings store: what the booking-create route hands to `insertHotelBooking` and what every reader
 * gets back. Money is a plain number (rounded to 2 decimals on write), dates `YYYY-MM-DD`, timestamps ISO 8601 UTC.
 */

export type BookingKind = 'hotel' | 'experience'

export interface HotelFee {
  label: string
  amount: number
  currency: string
}

/** A ladder window with ISO 8601 bounds (null = unbounded), as priced; the v1 view reformats them. */
export type { CancelCondition } from '../../../../src/shared/domain/cancellation'

export interface MealPlan {
  code: string | null
  label: string
  startAt: string | null
  endAt: string | null
}

export interface RateTag {
  code: string | null
  label: string
  startAt: string | null
  endAt: string | null
}

/** The bed choice (rate) a room was booked on, copied from the handshake at booking time. */
export interface BookedBedChoice {
  /** The bedCompositionId the client sent. */
  id: string
  name: string
  currency: string
  totalPriceWithoutPromo: number
  totalPriceWithPromo: number
  pricePerDay: number
  contractingConditions: string | null
  checkInInstructions: string | null
  hotelFees: HotelFee[]
  cancelConditions: CancelCondition[]
  mealPlans: MealPlan[]
  /** Names of the promotions applied. */
  promotions: string[]
  tags: RateTag[]
}

export interface NewBookedRoom {
  /** Raw id of the hotel room (rates/catalog) the bed choice belongs to. */
  hotelRoomId: number
  name: string
  /** Price this room was booked at (with or without promo, per the request's promotionId). */
  price: number
  /** Supplier code of the rate (`supplier_own`, `supplier_bedbank_a`, ...). */
  supplierCode: string
  bedChoice: BookedBedChoice
  travelers: NewTraveler[]
  /** Echo of the request's room `promotionId` (encoded), null when none was sent. */
  promotionId?: string | null
  /** Echo of the request's room `optionalPromotionIds` (encoded). */
  optionalPromotionIds?: string[]
}

export interface NewHotelBooking {
  organizationId: number
  /** The API user behind a bearer token; null when the organization's API key acted. */
  userId: number | null
  hotelId: number
  checkIn: string
  checkOut: string
  currency: string
  totalPrice: number
  /** Sum of the rooms' prices without promotion; defaults to totalPrice. */
  totalPriceWithoutPromo?: number
  /** `confirmed` for instant rates, `sent` for on-request ones. */
  state: StoredBookingState
  dmcState: StoredDmcState
  allotmentAvailable: boolean
  /** Supplier code of the booking (the rates' code; the first room's when they differ). */
  supplierCode: string
  customer: NewCustomer
  internalReference: string | null
  tourOperatorName: string | null
  networkName: string | null
  note: string | null
  /** `locale` of the request. */
  lang: string | null
  /** The handshake the booking came from (kept for support, never returned). */
  requestId: string | null
  /** The party that was searched and priced, one entry per requested room. */
  searchedParty: SearchedRoom[]
  /** Raw id of the booking this one replaces; it is marked `replaced` in the same transaction. */
  replaceBookingId: number | null
  rooms: NewBookedRoom[]
  /** Creation instant; defaults to the simulated now (the demo-data generator sets it). */
  createdAt?: string
}

export interface BookedRoomRecord {
  id: number
  encodedId: string
  position: number
  hotelRoomId: number
  name: string
  price: number
  supplierCode: string
  otherProposal: boolean
  bedChoice: BookedBedChoice
  travelers: BookedTravelerRecord[]
  promotionId: string | null
  optionalPromotionIds: string[]
}

export interface BookingCustomer extends NewCustomer {
  fileId: string
}

export interface BookingRecord {
  id: number
  encodedId: string
  organizationId: number
  userId: number | null
  kind: BookingKind
  /** 0 for an experience booking (no hotel). */
  hotelId: number
  checkIn: string
  checkOut: string
  nightsCount: number
  currency: string
  totalPrice: number
  totalPriceWithoutPromo: number
  state: StoredBookingState
  dmcState: StoredDmcState
  allotmentAvailable: boolean
  supplierCode: string
  customer: BookingCustomer
  internalReference: string | null
  tourOperatorName: string | null
  networkName: string | null
  note: string | null
  lang: string | null
  requestId: string | null
  searchedParty: SearchedRoom[]
  replaceBookingId: number | null
  replacedByBookingId: number | null
  groupUuid: string
  bookingRef: string
  secret: string
  dmcReference: string | null
  hotelConfirmationNumber: string | null
  hotelKeeperMessage: string | null
  hotelKeeperMessageSentAt: string | null
  /** Fee charged by the cancellation (0 when free); null while not cancelled. */
  cancellationFees: number | null
  cancelReason: string | null
  createdAt: string
  updatedAt: string
  canceledAt: string | null
  /** When the booking entered its current state (the simulated supplier's delay counts from there). */
  stateChangedAt: string
  /** How many times the simulated supplier has answered. */
  supplierStep: number
  reminderSentAt: string | null
  rooms: BookedRoomRecord[]
  /** The booked experience of an experience booking (one line); [] for a hotel booking. */
  experiences: BookedExperienceRecord[]
}

/** Who triggered an event. All three null = a system event. */
export interface Actor {
  userId: number | null
  firstName: string | null
  lastName: string | null
}

export type * from './booking-parts.types'
export type * from './experience-bookings.types'

export const SYSTEM_ACTOR: Actor = { userId: null, firstName: null, lastName: null }
