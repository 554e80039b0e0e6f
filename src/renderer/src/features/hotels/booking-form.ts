import type { RequestedRoom } from '../../../../shared/api/availability'
import type { BookingRequest } from '../../../../shared/api/bookings-v3'
import { isIsoDate } from '../../../../shared/domain/dates'
import {
  ADULT_MIN_AGE,
  ageOn,
  checkOccupancyFit,
  decideTravelerBooking,
  kindForAge,
  parseTravelerKind,
  takesChildPlace,
  type OccupancyFit,
  type TravelerKind,
} from '../../../../shared/domain/travelers'
import { promotionToSend, type SelectionOption } from './selection'

/**
 * The booking form as the agent fills it, prefilled from the search, and the rules checked before sending: those
 * of the spec's booking request (required fields, the traveler set fitting the priced party) worded for an agent.
 */

export interface TravelerDraft {
  key: string
  kind: TravelerKind
  /** '' until chosen. */
  gender: '' | 'male' | 'female' | 'non_binary'
  firstName: string
  lastName: string
  birthdate: string
  nationality: string
  passportNumber: string
  expirationDate: string
}

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

let keys = 0
const nextKey = () => `t${++keys}`

export function emptyTraveler(kind: TravelerKind, birthdate = ''): TravelerDraft {
  return {
    key: nextKey(),
    kind,
    gender: '',
    firstName: '',
    lastName: '',
    birthdate,
    nationality: '',
    passportNumber: '',
    expirationDate: '',
  }
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function searchedRooms(stay: StayParty) {
  return stay.rooms.map((room) => ({
    adults: room.adults,
    childrenBirthdates: room.childrenBirthdates ?? [],
  }))
}

function safeAge(birthdate: string, on: string): number | null {
  try {
    return ageOn(birthdate, on)
  } catch {
    return null
  }
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

/**
 * Every problem of the draft, next to its field. `supplierCode`: the supplier of the picked rates, which decides
 * whether a child's different age can be priced again (supplier_bedbank_a, every searched traveler listed).
 */
export function validateDraft(draft: BookingDraft, stay: StayParty, supplierCode: string): DraftErrors {
  const errors: DraftErrors = {}
  const required = (path: string, value: string, label: string) => {
    if (value.trim() === '') errors[path] = `${label} is required`
  }
  required('customer.firstName', draft.customer.firstName, 'First name')
  required('customer.lastName', draft.customer.lastName, 'Last name')
  if (draft.customer.email.trim() === '') errors['customer.email'] = 'E-mail is required'
  else if (!EMAIL.test(draft.customer.email.trim()))
    errors['customer.email'] = 'Enter an e-mail like name@example.com'

  draft.rooms.forEach((travelers, room) => {
    if (travelers.length === 0) errors[`rooms.${room}`] = `Room ${room + 1} needs at least one traveler`
    travelers.forEach((t, at) => {
      const path = `rooms.${room}.${at}`
      if (t.gender === '') errors[`${path}.gender`] = 'Choose a gender'
      required(`${path}.firstName`, t.firstName, 'First name')
      required(`${path}.lastName`, t.lastName, 'Last name')
      if (t.birthdate.trim() === '') errors[`${path}.birthdate`] = 'Birthdate is required'
      else if (!isIsoDate(t.birthdate)) errors[`${path}.birthdate`] = 'Enter a date as YYYY-MM-DD'
      else {
        const age = safeAge(t.birthdate, stay.checkIn)
        if (age === null) errors[`${path}.birthdate`] = 'The birthdate is after check-in'
        else if (t.kind === 'adult' && age < ADULT_MIN_AGE)
          errors[`${path}.birthdate`] = `An adult must be ${ADULT_MIN_AGE} or over at check-in (${age} then)`
        else if (t.kind !== 'adult' && age >= ADULT_MIN_AGE)
          errors[`${path}.birthdate`] = `${age} at check-in: list this traveler as an adult`
      }
      if (t.nationality.trim() !== '' && !/^[A-Za-z]{2}$/.test(t.nationality.trim()))
        errors[`${path}.nationality`] = 'Two letters, e.g. FR'
      if (t.expirationDate.trim() !== '') {
        if (!isIsoDate(t.expirationDate)) errors[`${path}.expirationDate`] = 'Enter a date as YYYY-MM-DD'
        else if (t.expirationDate < stay.checkOut)
          errors[`${path}.expirationDate`] = 'The passport expires before the end of the stay'
      }
    })
  })
  if (Object.keys(errors).some((path) => path.endsWith('.birthdate'))) return errors

  // The traveler set must fit the priced party (spec: POST /api/v3/bookings, traveler rules).
  const fit = occupancyFit(draft, stay)
  const decision = decideTravelerBooking(fit, supplierCode)
  if (fit.status === 'mismatch' && decision.action === 'reject') {
    const path = fit.roomIndex === null ? 'rooms' : `rooms.${fit.roomIndex}`
    const searched = fit.roomIndex === null ? null : stay.rooms[fit.roomIndex]
    errors[path] =
      fit.reason === 'too_many_adults' && searched
        ? `Room ${fit.roomIndex! + 1} was searched for ${searched.adults} adult${searched.adults === 1 ? '' : 's'}: list no more`
        : fit.reason === 'too_many_children' && searched
          ? `Room ${fit.roomIndex! + 1} was searched for ${searched.childrenBirthdates?.length ?? 0} child(ren): list no more`
          : fit.message
  } else if (fit.status === 'ages_differ' && decision.action === 'reject') {
    for (const room of fit.rooms) {
      if (room.unmatchedChildAges.length === 0) continue
      const searchedAges = room.searchedChildAges.join(', ')
      draft.rooms[room.roomIndex]!.forEach((t, at) => {
        if (!takesChildPlace(t.kind)) return
        const age = safeAge(t.birthdate, stay.checkIn)
        if (age !== null && !room.searchedChildAges.includes(age))
          errors[`rooms.${room.roomIndex}.${at}.birthdate`] =
            `${age} at check-in, but the rate was priced for ${searchedAges || 'no child'}: search again with this birthdate`
      })
    }
  }
  return errors
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
