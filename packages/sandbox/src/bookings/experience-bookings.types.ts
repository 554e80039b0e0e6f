import type {
  BookedTravelerRecord,
  NewCustomer,
  NewTraveler,
  SearchedRoom,
  StoredBookingState,
  StoredDmcState,
} from './booking-parts.types'

/**
 * Experience bookings in the bookings store (kind `experience`): what POST /api/v1/experiences/book hands to
 * `insertExperienceBooking`, and the booked experience line every reader gets on `BookingRecord.experiences`.
 */

/**
 * Cancellation ladder of an experience booking as percentages of the booking total, counted back from the start
 * of the departure (00:00 UTC of startAt). Amounts are computed when read, so extras added or cancelled later are
 * charged at the same rates. A window with `percent: 100` is non-refundable.
 */
export interface LadderStep {
  /** The window opens this many hours before the start. */
  fromHoursBefore: number
  percent: number
}

export interface SelectedHotel {
  /** Raw catalog hotel id; null when the customer arranges that night (bookedOnMyOwn). */
  hotelId: number | null
  /** Raw program day id. */
  programId: number
  dayIndex: number
  bookedOnMyOwn: boolean
}

export type ExtraScope = 'global' | 'day'
export type BookedExtraState = 'booked' | 'canceled'

/** The frozen price sheet of an add-on (see experience-booking/pricing.ts PriceSheet), kept as JSON. */
export type StoredPriceSheet = Record<string, unknown>

export interface NewBookedExtra {
  extraExperienceId: number
  name: string
  adultCount: number
  childrenBirthdates: string[]
  scope: ExtraScope
  dayIndex: number | null
  price: number
  priceWithoutPromo: number
  promotions: string[]
  priceSheet: StoredPriceSheet
  isIncluded: string | null
}

export interface BookedExtraRecord extends NewBookedExtra {
  id: number
  encodedId: string
  bookingId: number
  bookedExperienceId: number
  state: BookedExtraState
  createdAt: string
  updatedAt: string
  canceledAt: string | null
}

export interface NewBookedExperience {
  experienceId: number
  experienceName: string
  /** v3 type (program, activity, transfer, extra). */
  experienceType: string
  supplierOrganizationId: number
  supplierName: string
  periodId: number
  /** The period's state when the booking was made (decides the supplier's behaviour). */
  periodState: string
  startAt: string
  endAt: string
  adults: number
  childrenBirthdates: string[]
  price: number
  priceWithoutPromo: number
  promotions: string[]
  ladder: LadderStep[]
  selectedHotels: SelectedHotel[]
  toReference: string | null
  tripId: string | null
  priceId: string | null
  travelers: NewTraveler[]
  extras: NewBookedExtra[]
}

export interface BookedExperienceRecord extends Omit<NewBookedExperience, 'travelers' | 'extras'> {
  id: number
  encodedId: string
  position: number
  extrasFilters: { search?: string; themes?: Array<string | number> } | null
  travelers: BookedTravelerRecord[]
  /** Every extra, cancelled ones included (state tells). */
  extras: BookedExtraRecord[]
}

export interface NewExperienceBooking {
  organizationId: number
  userId: number | null
  currency: string
  /** `confirmed` for a free_sale departure with spots, `pending` otherwise (or a demo story's state). */
  state: StoredBookingState
  /** `instant_booking` when confirmed at creation, `pending` when waiting for the supplier. */
  dmcState: StoredDmcState
  allotmentAvailable: boolean
  customer: NewCustomer
  /** customerInternalReference. */
  internalReference: string | null
  tourOperatorName: string | null
  networkName: string | null
  note: string | null
  lang: string | null
  groupUuid: string
  replaceBookingId: number | null
  searchedParty: SearchedRoom[]
  line: NewBookedExperience
  /** Creation instant; defaults to the simulated now (the demo-data generator sets it). */
  createdAt?: string
}
