import { validateStay } from '../dates'
import type { PricedProduct } from './apply'

/**
 * What the screens hold, turned into the product a rule is matched on: the same builder prices a results row, a
 * rate row and the review, and the review sends what it built with the create, so main freezes the sale on the
 * product the agent saw priced.
 */

/** An id as the product carries it: trimmed text, null when the screen does not know it. */
function idOf(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const text = String(value).trim()
  return text === '' ? null : text
}

/** Travellers of a searched party: every room's adults and children (infants count: a rule per person prices them). */
export function partyPersons(
  rooms: readonly { adults: number; childrenBirthdates?: readonly string[] }[],
): number {
  return rooms.reduce((sum, room) => sum + room.adults + (room.childrenBirthdates?.length ?? 0), 0)
}

/** Nights of a stay; 0 for dates that do not make one (a rule per night then counts one, as apply.ts does). */
export function stayNights(stay: { checkIn: string; checkOut: string }): number {
  const result = validateStay(stay.checkIn, stay.checkOut)
  return result.ok ? result.nights : 0
}

type SearchedStay = {
  checkIn: string
  checkOut: string
  rooms: readonly { adults: number; childrenBirthdates?: readonly string[] }[]
}

export interface HotelProductFacts {
  hotelId: string | number
  /** The supplier of the rate (a results "from" price has none: a supplier rule then does not apply). */
  supplierCode?: string | null
  cityId?: string | number | null
  countryId?: string | number | null
  stars?: number | null
  /** The customer file of the booking form, when it has one. */
  customerFileId?: string | null
}

/**
 * The hotel products of one searched stay: its nights and persons counted once, then each hotel or rate row made
 * from its own facts (a results page makes 2,500 of them with the same stay).
 */
export function hotelProductsFor(stay: SearchedStay): (facts: HotelProductFacts) => PricedProduct {
  const nights = Math.min(400, stayNights(stay))
  const persons = Math.min(100, partyPersons(stay.rooms))
  return (facts) => {
    const stars = facts.stars ?? null
    return {
      kind: 'hotel',
      hotelId: idOf(facts.hotelId),
      experienceId: null,
      supplierCode: idOf(facts.supplierCode),
      cityId: idOf(facts.cityId),
      countryId: idOf(facts.countryId),
      stars: stars !== null && Number.isInteger(stars) && stars >= 0 && stars <= 5 ? stars : null,
      customerFileId: idOf(facts.customerFileId),
      nights,
      persons,
    }
  }
}

export function hotelProduct(facts: HotelProductFacts & { stay: SearchedStay }): PricedProduct {
  return hotelProductsFor(facts.stay)(facts)
}

export interface ExperienceProductFacts {
  experienceId: string | number
  supplierCode?: string | null
  cityId?: string | number | null
  countryId?: string | number | null
  /** Days of the experience (its program's length); at least 1. */
  days?: number | null
  persons: number
  customerFileId?: string | null
}

export function experienceProduct(facts: ExperienceProductFacts): PricedProduct {
  const days = facts.days ?? 1
  return {
    kind: 'experience',
    hotelId: null,
    experienceId: idOf(facts.experienceId),
    supplierCode: idOf(facts.supplierCode),
    cityId: idOf(facts.cityId),
    countryId: idOf(facts.countryId),
    stars: null,
    customerFileId: idOf(facts.customerFileId),
    nights: Math.min(400, Number.isInteger(days) && days >= 1 ? days : 1),
    persons: Math.min(100, Math.max(0, Math.trunc(facts.persons))),
  }
}
