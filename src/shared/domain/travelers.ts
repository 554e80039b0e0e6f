import { z } from 'zod'
import { parseIsoDate, type IsoDate } from './dates'
import { counted } from '../i18n'

/**
 * Travelers of a hotel v3 booking, and whether they fit the priced (searched) occupancy.
 *
 * Infants: an infant is a child under 2 at check-in. In a search, infants are listed among the room's
 * `childrenBirthdates` like any child (the search has no separate infant count), so in a booked room a traveler of
 * kind `infant` takes a child place exactly as a `child` does, and its age at check-in is matched against the
 * searched children's ages the same way. Traveler kinds are not checked against ages (the spec does not); see
 * {@link kindForAge} for forms that want to suggest one.
 */

export const TRAVELER_KINDS = ['adult', 'child', 'infant'] as const
export const TravelerKind = z.enum(TRAVELER_KINDS)
export type TravelerKind = z.infer<typeof TravelerKind>

/** Experience travelers: `adult` or `child` only. */
export const EXPERIENCE_TRAVELER_KINDS = ['adult', 'child'] as const
export type ExperienceTravelerKind = (typeof EXPERIENCE_TRAVELER_KINDS)[number]

export const GENDERS = ['male', 'female', 'non_binary'] as const
export const Gender = z.enum(GENDERS)
export type Gender = z.infer<typeof Gender>

export const INFANT_MAX_AGE = 1 // under 2
export const ADULT_MIN_AGE = 18

function parseAmong<T extends string>(values: readonly T[], value: unknown): T | null {
  if (typeof value !== 'string') return null
  const lower = value.toLowerCase()
  return values.find((v) => v === lower) ?? null
}

/** Case-insensitive (`ADULT`, `Child`); anything else, including surrounding spaces, -> null (400 INVALID_TRAVELER). */
export function parseTravelerKind(value: unknown): TravelerKind | null {
  return parseAmong(TRAVELER_KINDS, value)
}

export function parseExperienceTravelerKind(value: unknown): ExperienceTravelerKind | null {
  return parseAmong(EXPERIENCE_TRAVELER_KINDS, value)
}

/** Case-insensitive (`Non_Binary`); anything else -> null (400 INVALID_TRAVELER). */
export function parseGender(value: unknown): Gender | null {
  return parseAmong(GENDERS, value)
}

/** zod: a case-insensitive kind, output in canonical lower case. */
export const TravelerKindInput = z.string().transform((value, ctx): TravelerKind => {
  const kind = parseTravelerKind(value)
  if (kind === null) {
    ctx.addIssue({ code: 'custom', message: `Invalid traveler kind ${JSON.stringify(value)}` })
    return z.NEVER
  }
  return kind
})

/** zod: a case-insensitive gender, output in canonical lower case. */
export const GenderInput = z.string().transform((value, ctx): Gender => {
  const gender = parseGender(value)
  if (gender === null) {
    ctx.addIssue({ code: 'custom', message: `Invalid traveler gender ${JSON.stringify(value)}` })
    return z.NEVER
  }
  return gender
})

/**
 * Age in whole years on `date` (check-in), birthday logic: the age goes up on the birthday. A 29 February birthday
 * is reached on 1 March in common years (28 February is still the day before it). Throws RangeError on an invalid
 * date or a birthdate after `date`.
 */
export function ageOn(birthdate: IsoDate, date: IsoDate): number {
  const birth = parseIsoDate(birthdate)
  const on = parseIsoDate(date)
  if (!birth) throw new RangeError(`Invalid birthdate ${JSON.stringify(birthdate)}`)
  if (!on) throw new RangeError(`Invalid date ${JSON.stringify(date)}`)
  let age = on.year - birth.year
  if (on.month < birth.month || (on.month === birth.month && on.day < birth.day)) age -= 1
  if (age < 0) throw new RangeError(`Birthdate ${birthdate} is after ${date}`)
  return age
}

/** The kind a traveler of that age at check-in would usually have: infant under 2, child under 18, else adult. */
export function kindForAge(age: number): TravelerKind {
  if (age <= INFANT_MAX_AGE) return 'infant'
  return age < ADULT_MIN_AGE ? 'child' : 'adult'
}

/** Adults and children, per child or infant. */
export function takesChildPlace(kind: TravelerKind): boolean {
  return kind !== 'adult'
}

// ---------------------------------------------------------------------------------------------------------------
// Occupancy fit (spec, POST /api/v3/bookings, traveler rules)

/** One searched (priced) room: `rooms[i][adults]` and `rooms[i][childrenBirthdates]` (infants included). */
export interface SearchedRoom {
  adults: number
  childrenBirthdates: readonly IsoDate[]
}

/** A traveler as sent in a booking room; `kind` as sent (case-insensitive). */
export interface BookedTraveler {
  kind: string
  birthdate: string
}

export interface BookedRoom {
  travelers: readonly BookedTraveler[]
}

export interface RoomFit {
  roomIndex: number
  searchedAdults: number
  listedAdults: number
  searchedChildAges: number[]
  listedChildAges: number[]
  /** Listed child ages that found no searched child of that age (each searched child matches once). */
  unmatchedChildAges: number[]
  /** Every searched traveler of the room is listed (same adult and child counts). */
  allListed: boolean
}

export type OccupancyMismatchReason =
  | 'room_count_mismatch' // not one booking room per searched room
  | 'no_travelers' // a room lists nobody
  | 'invalid_traveler' // a kind outside adult/child/infant: 400 INVALID_TRAVELER
  | 'invalid_birthdate' // a birthdate that is not a real date, or after check-in
  | 'too_many_adults'
  | 'too_many_children'

export type OccupancyFit =
  /** Every searched traveler listed, children's ages as searched: book. */
  | { status: 'exact'; rooms: RoomFit[] }
  /** Fewer travelers than searched, those listed fit: book; the booking keeps the searched party and price. */
  | { status: 'fewer_listed'; rooms: RoomFit[] }
  /**
   * Counts fit but a child's age at check-in is not one of the searched ages. `allListed`: every searched
   * traveler is listed (the only case a re-search may apply). `researchRooms`: the rooms to search again with the
   * travelers' own birthdates.
   */
  | { status: 'ages_differ'; allListed: boolean; rooms: RoomFit[]; researchRooms: SearchedRoom[] }
  /** Cannot fit whatever the supplier: a 400. `roomIndex` null when not about one room. */
  | { status: 'mismatch'; reason: OccupancyMismatchReason; roomIndex: number | null; message: string }

/** Remove from `pool` one occurrence of each wanted value; return those not found. */
function matchAges(searched: readonly number[], listed: readonly number[]): number[] {
  const pool = [...searched]
  const unmatched: number[] = []
  for (const age of listed) {
    const at = pool.indexOf(age)
    if (at === -1) unmatched.push(age)
    else pool.splice(at, 1)
  }
  return unmatched
}

function mismatch(
  reason: OccupancyMismatchReason,
  roomIndex: number | null,
  message: string,
): Extract<OccupancyFit, { status: 'mismatch' }> {
  return { status: 'mismatch', reason, roomIndex, message }
}

/**
 * Do the booked rooms fit the searched rooms? Rooms pair by position (booking rooms are sent in the order of the
 * availability request). Per room: no more adults or children (children include infants) than searched; each
 * listed child's age at check-in must be one of the searched children's ages at check-in, each searched child
 * matching one listed child at most (a different birthdate with the same age still fits). Fewer travelers than
 * searched may be listed.
 */
export function checkOccupancyFit(
  searched: readonly SearchedRoom[],
  booked: readonly BookedRoom[],
  checkIn: IsoDate,
): OccupancyFit {
  if (!parseIsoDate(checkIn)) throw new RangeError(`Invalid check-in ${JSON.stringify(checkIn)}`)
  if (searched.length !== booked.length) {
    return mismatch(
      'room_count_mismatch',
      null,
      counted('roomsBookedForSearched', booked.length, { values: { searched: searched.length } }),
    )
  }
  const rooms: RoomFit[] = []
  for (const [roomIndex, room] of booked.entries()) {
    const priced = searched[roomIndex]!
    if (room.travelers.length === 0)
      return mismatch('no_travelers', roomIndex, `Room ${roomIndex + 1} lists nobody`)
    let listedAdults = 0
    const listedChildAges: number[] = []
    for (const traveler of room.travelers) {
      const kind = parseTravelerKind(traveler.kind)
      if (kind === null) {
        return mismatch(
          'invalid_traveler',
          roomIndex,
          `Invalid traveler kind ${JSON.stringify(traveler.kind)}`,
        )
      }
      const age = safeAge(traveler.birthdate, checkIn)
      if (age === null) {
        return mismatch(
          'invalid_birthdate',
          roomIndex,
          `Invalid birthdate ${JSON.stringify(traveler.birthdate)} for a check-in on ${checkIn}`,
        )
      }
      if (takesChildPlace(kind)) listedChildAges.push(age)
      else listedAdults += 1
    }
    const searchedChildAges: number[] = []
    for (const birthdate of priced.childrenBirthdates) {
      const age = safeAge(birthdate, checkIn)
      if (age === null) throw new RangeError(`Invalid searched child birthdate ${JSON.stringify(birthdate)}`)
      searchedChildAges.push(age)
    }
    if (listedAdults > priced.adults) {
      return mismatch(
        'too_many_adults',
        roomIndex,
        `Room ${roomIndex + 1}: ${listedAdults} adults listed, ${priced.adults} searched`,
      )
    }
    if (listedChildAges.length > searchedChildAges.length) {
      return mismatch(
        'too_many_children',
        roomIndex,
        `Room ${roomIndex + 1}: ${listedChildAges.length} children listed, ${searchedChildAges.length} searched`,
      )
    }
    rooms.push({
      roomIndex,
      searchedAdults: priced.adults,
      listedAdults,
      searchedChildAges,
      listedChildAges,
      unmatchedChildAges: matchAges(searchedChildAges, listedChildAges),
      allListed: listedAdults === priced.adults && listedChildAges.length === searchedChildAges.length,
    })
  }
  const allListed = rooms.every((r) => r.allListed)
  if (rooms.some((r) => r.unmatchedChildAges.length > 0)) {
    const researchRooms = booked.map((room, index) => ({
      adults: searched[index]!.adults,
      childrenBirthdates: room.travelers
        .filter((t) => takesChildPlace(parseTravelerKind(t.kind)!))
        .map((t) => t.birthdate),
    }))
    return { status: 'ages_differ', allListed, rooms, researchRooms }
  }
  return allListed ? { status: 'exact', rooms } : { status: 'fewer_listed', rooms }
}

function safeAge(birthdate: string, checkIn: IsoDate): number | null {
  try {
    return ageOn(birthdate, checkIn)
  } catch {
    return null
  }
}

/** The supplier whose rates are searched again when travelers' ages differ from the search. */
export const RESEARCH_ON_AGE_CHANGE_SUPPLIER = 'supplier_bedbank_a'

export type TravelerBookingDecision =
  /** Book at the priced party and price. */
  | { action: 'book' }
  /**
   * Search `supplier_bedbank_a` again with these rooms (the travelers' birthdates), then: same or lower total ->
   * book at the new price; higher -> 409 PRICE_CHANGED_FOR_TRAVELERS; offer gone -> 409 OFFER_NO_LONGER_AVAILABLE.
   */
  | { action: 'research'; rooms: SearchedRoom[] }
  /** 400 with this code. */
  | { action: 'reject'; code: 'ROOM_OCCUPANCY_MISMATCH' | 'INVALID_TRAVELER' | null; message: string }

/**
 * What the booking endpoint does with a fit result for a rate of `supplierCode` (case-insensitive). A room count
 * mismatch, a room without travelers or a malformed birthdate is an invalid payload (400 without a code).
 */
export function decideTravelerBooking(fit: OccupancyFit, supplierCode: string): TravelerBookingDecision {
  switch (fit.status) {
    case 'exact':
    case 'fewer_listed':
      return { action: 'book' }
    case 'ages_differ':
      if (fit.allListed && supplierCode.toLowerCase() === RESEARCH_ON_AGE_CHANGE_SUPPLIER) {
        return { action: 'research', rooms: fit.researchRooms }
      }
      return {
        action: 'reject',
        code: 'ROOM_OCCUPANCY_MISMATCH',
        message: fit.allListed
          ? 'A child’s age at check-in differs from the search and this rate cannot be priced again'
          : 'A child’s age at check-in differs from the search and not every searched traveler is listed',
      }
    case 'mismatch':
      switch (fit.reason) {
        case 'too_many_adults':
        case 'too_many_children':
          return { action: 'reject', code: 'ROOM_OCCUPANCY_MISMATCH', message: fit.message }
        case 'invalid_traveler':
          return { action: 'reject', code: 'INVALID_TRAVELER', message: fit.message }
        default:
          return { action: 'reject', code: null, message: fit.message }
      }
  }
}
