import { type IsoDate } from '../dates'
import { counted } from '../../i18n'
import {
  ageOn,
  ADULT_MIN_AGE,
  checkOccupancyFit,
  kindForAge,
  type BookedRoom,
  type SearchedRoom,
  type TravelerKind,
} from '../travelers'

/**
 * Whether the travellers an agent chose from a customer fit the party that was searched and priced. The ruling is
 * the booking endpoint's own (checkOccupancyFit, src/shared/domain/travelers.ts); this adds the sentence an agent
 * needs before sending: who does not fit, how old they are at the travel date, and what was searched.
 */

export interface ChosenTraveller {
  firstName: string
  lastName?: string
  birthdate: IsoDate | null
}

/** Age in whole years at `date`, or null when there is no birthdate or it is after the date. */
export function ageAtTravel(birthdate: IsoDate | null, date: IsoDate): number | null {
  if (birthdate === null) return null
  try {
    return ageOn(birthdate, date)
  } catch {
    return null
  }
}

/**
 * The kind a chosen traveller is booked as: by age at check-in; without a birthdate an adult (the service requires
 * a child's birthdate, so a traveller without one cannot take a child's place).
 */
export function kindAtTravel(birthdate: IsoDate | null, date: IsoDate): TravelerKind {
  const age = ageAtTravel(birthdate, date)
  return age === null ? 'adult' : kindForAge(age)
}

export interface TravelFit {
  /** The service would book these travellers at the searched price. */
  fits: boolean
  /** One sentence per traveller or room that does not fit, in room order. */
  explanations: string[]
}

function listAges(ages: readonly number[]): string {
  if (ages.length === 1) return `a child of ${ages[0]}`
  const sorted = [...ages].sort((a, b) => a - b)
  return `children of ${sorted.slice(0, -1).join(', ')} and ${sorted[sorted.length - 1]}`
}

function searchedWords(room: SearchedRoom, childAges: readonly number[]): string {
  const adults = counted('adult', room.adults)
  return childAges.length === 0 ? `${adults} only` : `${adults} and ${listAges(childAges)}`
}

function safeAgesOf(birthdates: readonly IsoDate[], date: IsoDate): number[] {
  return birthdates.map((b) => ageAtTravel(b, date)).filter((age): age is number => age !== null)
}

function explainRoom(
  room: SearchedRoom,
  chosen: readonly ChosenTraveller[],
  checkIn: IsoDate,
  roomName: string,
): string[] {
  const searchedChildAges = safeAgesOf(room.childrenBirthdates, checkIn)
  const pool = [...searchedChildAges]
  const explanations: string[] = []
  let adults = 0
  for (const traveller of chosen) {
    const age = ageAtTravel(traveller.birthdate, checkIn)
    if (age === null || age >= ADULT_MIN_AGE) {
      adults += 1
      if (adults > room.adults) {
        const ageWords = age === null ? 'has no birthdate, so counts as an adult' : `is ${age} at check-in`
        explanations.push(
          `${traveller.firstName} ${ageWords}; ${roomName} was searched for ${searchedWords(room, searchedChildAges)}`,
        )
      }
      continue
    }
    const at = pool.indexOf(age)
    if (at !== -1) {
      pool.splice(at, 1)
      continue
    }
    const wanted = pool.length > 0 ? listAges(pool) : searchedWords(room, searchedChildAges)
    explanations.push(`${traveller.firstName} is ${age} at check-in; ${roomName} was searched for ${wanted}`)
  }
  return explanations
}

/**
 * Do the travellers chosen per room fit the searched rooms at check-in? Rooms pair by position. Fewer travellers
 * than searched fit (the booking keeps the searched party); a child whose age differs, or one traveller too many,
 * does not, and is explained.
 */
export function checkChosenTravellers(
  searched: readonly SearchedRoom[],
  chosen: readonly (readonly ChosenTraveller[])[],
  checkIn: IsoDate,
): TravelFit {
  if (searched.length !== chosen.length) {
    return {
      fits: false,
      explanations: [`${chosen.length} rooms chosen, ${searched.length} searched`],
    }
  }
  const booked: BookedRoom[] = chosen.map((room) => ({
    travelers: room.map((t) => ({
      kind: kindAtTravel(t.birthdate, checkIn),
      // An adult's missing birthdate does not decide the fit: any adult date stands in.
      birthdate: t.birthdate ?? '1900-01-01',
    })),
  }))
  const fit = checkOccupancyFit(searched, booked, checkIn)
  const fits = fit.status === 'exact' || fit.status === 'fewer_listed'
  const explanations = searched.flatMap((room, index) =>
    explainRoom(room, chosen[index] ?? [], checkIn, searched.length > 1 ? `room ${index + 1}` : 'the room'),
  )
  if (!fits && explanations.length === 0 && fit.status === 'mismatch') explanations.push(fit.message)
  return { fits, explanations }
}
