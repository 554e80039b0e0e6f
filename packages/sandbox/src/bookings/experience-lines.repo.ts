import type Database from 'better-sqlite3'
import { allRows, getRow } from '../platform/statements'
import type { NewTraveler } from './bookings.types'
import type {
  BookedExperienceRecord,
  BookedExtraRecord,
  BookedExtraState,
  ExtraScope,
  LadderStep,
  SelectedHotel,
  StoredPriceSheet,
} from './experience-bookings.types'
import { encodeIdCached as encodeId } from './util'

/**
 * Reads the booked experience lines of experience bookings (with their travelers and extras), in three queries
 * for any number of bookings: what readBooking / readBookings attach to `BookingRecord.experiences`.
 *
 * Ids: a booked line is encoded with the `bookedRoom` tag (a booked product line of a booking, like a room), its
 * travelers with `traveler` and its extras (experienceCompositionExtraId) with `extra`, until ids.ts has tags of
 * their own (see the README).
 */
export const encodeLineId = (id: number): string => encodeId('bookedExperience', id)
export const encodeBookedExtraId = (id: number): string => encodeId('bookedExtra', id)
export const encodeExperienceTravelerId = (id: number): string => encodeId('experienceTraveler', id)

interface LineRow {
  id: number
  booking_id: number
  position: number
  experience_id: number
  experience_name: string
  experience_type: string
  supplier_organization_id: number
  supplier_name: string
  period_id: number
  period_state: string
  start_at: string
  end_at: string
  adults: number
  children_birthdates: string
  price: number
  price_without_promo: number
  promotions: string
  ladder: string
  selected_hotels: string
  extras_filters: string | null
  to_reference: string | null
  trip_id: string | null
  price_id: string | null
}

interface TravelerRow {
  id: number
  booked_experience_id: number
  kind: string
  gender: string
  first_name: string
  last_name: string
  birthdate: string
  nationality: string | null
  passport_number: string | null
  expiration_date: string | null
  age_is_exact: number
}

interface ExtraRow {
  id: number
  booking_id: number
  booked_experience_id: number
  extra_experience_id: number
  name: string
  adult_count: number
  children_birthdates: string
  scope: string
  day_index: number | null
  price: number
  price_without_promo: number
  promotions: string
  price_sheet: string
  is_included: string | null
  state: string
  created_at: string
  updated_at: string
  canceled_at: string | null
}

export function mapExtra(row: ExtraRow): BookedExtraRecord {
  return {
    id: row.id,
    encodedId: encodeBookedExtraId(row.id),
    bookingId: row.booking_id,
    bookedExperienceId: row.booked_experience_id,
    extraExperienceId: row.extra_experience_id,
    name: row.name,
    adultCount: row.adult_count,
    childrenBirthdates: JSON.parse(row.children_birthdates) as string[],
    scope: row.scope as ExtraScope,
    dayIndex: row.day_index,
    price: row.price,
    priceWithoutPromo: row.price_without_promo,
    promotions: JSON.parse(row.promotions) as string[],
    priceSheet: JSON.parse(row.price_sheet) as StoredPriceSheet,
    isIncluded: row.is_included,
    state: row.state as BookedExtraState,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    canceledAt: row.canceled_at,
  }
}

function mapLine(row: LineRow, travelers: TravelerRow[], extras: ExtraRow[]): BookedExperienceRecord {
  return {
    id: row.id,
    encodedId: encodeLineId(row.id),
    position: row.position,
    experienceId: row.experience_id,
    experienceName: row.experience_name,
    experienceType: row.experience_type,
    supplierOrganizationId: row.supplier_organization_id,
    supplierName: row.supplier_name,
    periodId: row.period_id,
    periodState: row.period_state,
    startAt: row.start_at,
    endAt: row.end_at,
    adults: row.adults,
    childrenBirthdates: JSON.parse(row.children_birthdates) as string[],
    price: row.price,
    priceWithoutPromo: row.price_without_promo,
    promotions: JSON.parse(row.promotions) as string[],
    ladder: JSON.parse(row.ladder) as LadderStep[],
    selectedHotels: JSON.parse(row.selected_hotels) as SelectedHotel[],
    extrasFilters:
      row.extras_filters === null
        ? null
        : (JSON.parse(row.extras_filters) as BookedExperienceRecord['extrasFilters']),
    toReference: row.to_reference,
    tripId: row.trip_id,
    priceId: row.price_id,
    travelers: travelers.map((traveler) => ({
      id: traveler.id,
      encodedId: encodeExperienceTravelerId(traveler.id),
      kind: traveler.kind as NewTraveler['kind'],
      gender: traveler.gender as NewTraveler['gender'],
      firstName: traveler.first_name,
      lastName: traveler.last_name,
      birthdate: traveler.birthdate,
      nationality: traveler.nationality,
      passportNumber: traveler.passport_number,
      expirationDate: traveler.expiration_date,
      ageIsExact: traveler.age_is_exact === 1,
    })),
    extras: extras.map(mapExtra),
  }
}

const OF_BOOKINGS = 'booking_id IN (SELECT value FROM json_each(?))'
const SQL = {
  lines: `SELECT * FROM booked_experiences WHERE ${OF_BOOKINGS} ORDER BY booking_id, position`,
  travelers: `SELECT * FROM booked_experience_travelers WHERE ${OF_BOOKINGS}
     ORDER BY booking_id, booked_experience_id, position`,
  extras: `SELECT * FROM booked_experience_extras WHERE ${OF_BOOKINGS} ORDER BY booking_id, id`,
  extra: 'SELECT * FROM booked_experience_extras WHERE id = ?',
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    const list = groups.get(key(row))
    if (list === undefined) groups.set(key(row), [row])
    else list.push(row)
  }
  return groups
}

/** Booked lines of these bookings, by booking id (bookings without lines are absent). */
export function readExperienceLines(
  db: Database.Database,
  bookingIds: readonly number[],
): Map<number, BookedExperienceRecord[]> {
  if (bookingIds.length === 0) return new Map()
  const ids = JSON.stringify(bookingIds)
  const lines = allRows<LineRow>(db, SQL.lines, ids)
  if (lines.length === 0) return new Map()
  const travelers = groupBy(allRows<TravelerRow>(db, SQL.travelers, ids), (row) => row.booked_experience_id)
  const extras = groupBy(allRows<ExtraRow>(db, SQL.extras, ids), (row) => row.booked_experience_id)
  const result = new Map<number, BookedExperienceRecord[]>()
  for (const line of lines) {
    const record = mapLine(line, travelers.get(line.id) ?? [], extras.get(line.id) ?? [])
    const list = result.get(line.booking_id)
    if (list === undefined) result.set(line.booking_id, [record])
    else list.push(record)
  }
  return result
}

export function readBookedExtra(db: Database.Database, extraId: number): BookedExtraRecord | null {
  const row = getRow<ExtraRow>(db, SQL.extra, extraId)
  return row === undefined ? null : mapExtra(row)
}
