import type { IsoDate } from '../../../../shared/domain/dates'
import type { CustomerRecord, TravellerInput, TravellerRecord } from '../../../../shared/domain/people'
import { kindAtTravel } from '../../../../shared/domain/people'
import type { TravelerKind } from '../../../../shared/domain/travelers'
import { emptyTraveler, type TravelerDraft } from '../travelers/traveler-draft'

/**
 * What choosing a customer or a traveller fills in a booking form (hotel or experience), and what a traveller
 * typed by hand there becomes when saved to the customer.
 */

/** The booking form's customer fields from a customer; the file id when the service already knows one. */
export function bookingCustomerOf(record: CustomerRecord) {
  const c = record.customer
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phoneNumber: c.phoneNumber,
    address: [c.address, c.additionalAddress].filter(Boolean).join(', '),
    zipCode: c.zipCode,
    city: c.city,
    company: c.company,
    fileId: record.fileId ?? '',
  }
}

/**
 * A traveller profile as a booking form's traveller, booked as the kind its age at check-in makes it. `kinds`: the
 * kinds the form offers (an experience has no infant: an infant goes as a child).
 */
export function travelerDraftOf<Kind extends string>(
  record: TravellerRecord,
  checkIn: IsoDate,
  kinds: readonly Kind[],
): TravelerDraft<Kind> {
  const t = record.traveller
  const natural: TravelerKind = kindAtTravel(t.birthdate, checkIn)
  const kind = (kinds.includes(natural as Kind) ? natural : natural === 'infant' ? 'child' : 'adult') as Kind
  return {
    ...emptyTraveler(kind),
    key: `profile-${record.id}`,
    gender: t.gender ?? '',
    firstName: t.firstName,
    lastName: t.lastName,
    birthdate: t.birthdate ?? '',
    nationality: t.nationality ?? '',
    passportNumber: t.passportNumber,
    expirationDate: t.passportExpiry ?? '',
  }
}

/** The profile a traveller typed in a booking form is saved as (the rest of the profile left empty). */
export function travellerInputOf(draft: TravelerDraft<string>): TravellerInput {
  const orNull = (value: string) => (value.trim() === '' ? null : value.trim())
  return {
    gender: draft.gender === '' ? null : draft.gender,
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    birthdate: orNull(draft.birthdate),
    nationality: orNull(draft.nationality.toUpperCase()),
    passportNumber: draft.passportNumber.trim(),
    passportExpiry: orNull(draft.expirationDate),
    loyaltyNumbers: '',
    preferences: '',
    needs: '',
  }
}

/** Travellers typed by hand (not chosen from a profile) with a name: those "Save travellers to customer" saves. */
export function typedTravellers<Kind extends string>(
  rooms: readonly (readonly TravelerDraft<Kind>[])[],
  known: readonly TravellerRecord[],
): TravelerDraft<Kind>[] {
  const sameName = (d: TravelerDraft<Kind>, r: TravellerRecord) =>
    d.firstName.trim().toLowerCase() === r.traveller.firstName.toLowerCase() &&
    d.lastName.trim().toLowerCase() === r.traveller.lastName.toLowerCase()
  return rooms
    .flat()
    .filter(
      (d) =>
        !d.key.startsWith('profile-') &&
        d.firstName.trim() !== '' &&
        d.lastName.trim() !== '' &&
        !known.some((r) => sameName(d, r)),
    )
}
