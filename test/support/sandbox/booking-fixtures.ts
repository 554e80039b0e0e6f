import type Database from 'better-sqlite3'
import { dmcStateForInitialState } from '../../../src/shared/domain/booking-states'
import type { CancelCondition } from '../../../src/shared/domain/cancellation'
import { addDays, epochMsToIsoDate } from '../../../src/shared/domain/dates'
import { roundMoney } from '../../../src/shared/domain/money'
import {
  findHotelIds,
  insertHotelBooking,
  type BookingRecord,
  type NewCustomer,
  type NewHotelBooking,
  type NewTraveler,
  type StoredBookingState,
} from '@agency-desk/sandbox/testing'

/**
 * Bookings with exactly known dates, prices and ladders, written straight into a running sandbox's store: what the
 * bookings tests (and any other module's tests) need to check a rule without going through availability.
 */
export interface FixtureOptions {
  organizationId?: number
  userId?: number | null
  hotelId?: number
  /** Days from the simulated today; default 30. */
  checkInInDays?: number
  nights?: number
  state?: StoredBookingState
  /** Per room; default: free until 7 days before check-in, 30% then, full price from 2 days before. */
  ladder?: (checkIn: string, checkOut: string, roomPrice: number) => CancelCondition[]
  roomPrices?: number[]
  supplierCode?: string
  customer?: Partial<NewCustomer>
  internalReference?: string | null
  /** Default: the simulated now. */
  createdAt?: string
  travelers?: NewTraveler[]
}

export function defaultLadder(checkIn: string, checkOut: string, price: number): CancelCondition[] {
  const at = (date: string, daysBefore: number): string => `${addDays(date, -daysBefore)}T00:00:00.000Z`
  return [
    { deduction: roundMoney(price * 0.3), refundable: true, startAt: at(checkIn, 7), endAt: at(checkIn, 2) },
    { deduction: price, refundable: false, startAt: at(checkIn, 2), endAt: `${checkOut}T00:00:00.000Z` },
  ]
}

export const FIXTURE_TRAVELER: NewTraveler = {
  kind: 'adult',
  gender: 'female',
  firstName: 'Zoé',
  lastName: 'Fixture',
  birthdate: '1985-04-12',
  nationality: 'FR',
  passportNumber: 'FR1234567',
  expirationDate: '2031-01-01',
  ageIsExact: true,
}

export function fixtureBooking(
  db: Database.Database,
  now: Date,
  options: FixtureOptions = {},
): BookingRecord {
  const checkIn = addDays(epochMsToIsoDate(now.getTime()), options.checkInInDays ?? 30)
  const nights = options.nights ?? 3
  const checkOut = addDays(checkIn, nights)
  const state = options.state ?? 'confirmed'
  const prices = options.roomPrices ?? [300]
  const ladder = options.ladder ?? defaultLadder
  const hotelId = options.hotelId ?? (findHotelIds(db, {})[0] as number)
  const input: NewHotelBooking = {
    organizationId: options.organizationId ?? 1,
    userId: options.userId ?? null,
    hotelId,
    checkIn,
    checkOut,
    currency: 'EUR',
    totalPrice: roundMoney(prices.reduce((sum, price) => sum + price, 0)),
    state,
    dmcState: dmcStateForInitialState(state),
    allotmentAvailable: state === 'confirmed',
    supplierCode: options.supplierCode ?? 'supplier_own',
    customer: {
      firstName: 'Zoé',
      lastName: 'Fixture',
      email: 'zoe.fixture@mail.example.test',
      phoneNumber: null,
      address: null,
      additionalAddress: null,
      city: null,
      zipCode: null,
      company: null,
      fileId: null,
      ...options.customer,
    },
    internalReference: options.internalReference === undefined ? 'FIX-0001' : options.internalReference,
    tourOperatorName: 'Demo Voyages',
    networkName: null,
    note: null,
    lang: 'en',
    requestId: null,
    searchedParty: prices.map(() => ({ adults: 2, childrenBirthdates: [] })),
    replaceBookingId: null,
    rooms: prices.map((price, index) => ({
      hotelRoomId: hotelId * 64 + index,
      name: 'Standard Double Room',
      price,
      supplierCode: options.supplierCode ?? 'supplier_own',
      bedChoice: {
        id: `fixture-${index}`,
        name: 'Flexible rate',
        currency: 'EUR',
        totalPriceWithoutPromo: price,
        totalPriceWithPromo: price,
        pricePerDay: roundMoney(price / nights),
        contractingConditions: null,
        checkInInstructions: 'Reception open 24/7.',
        hotelFees: [{ label: 'City tax for the stay', amount: 12.6, currency: 'EUR' }],
        cancelConditions: ladder(checkIn, checkOut, price),
        mealPlans: [{ code: 'breakfast', label: 'Breakfast included', startAt: null, endAt: null }],
        promotions: [],
        tags: [{ code: 'refundable', label: 'Free cancellation', startAt: null, endAt: null }],
      },
      travelers: options.travelers ?? [FIXTURE_TRAVELER],
    })),
    ...(options.createdAt === undefined ? {} : { createdAt: options.createdAt }),
  }
  return insertHotelBooking(db, input, now.toISOString())
}
