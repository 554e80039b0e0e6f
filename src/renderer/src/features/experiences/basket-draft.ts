import type { ProgramDayV1 } from '../../../../shared/api/experiences-v1'
import { ageOn, type ExperienceTravelerKind } from '../../../../shared/domain/travelers'
import { estimateExtraPrice, estimatedLineTotal } from '../../../../shared/domain/experience-extras'
import type { BasketItem, BookExperiencesInput } from '../../../../shared/ipc/experiences.contract'
import { emptyTraveler, type TravelerDraft } from '../../ui/travelers/traveler-draft'
import type { BasketLine } from './basket.store'
import { experienceProductOf } from './experience-product'

/**
 * The basket's booking form as the agent fills it: per line the travelers of the priced party, the extras chosen
 * from the offer and the hotels of the program's nights; then the customer and the references. Turned into
 * experiences.book's input (the contract's schemas check it: basket-checks.ts).
 */

export type ExperienceTravelerDraft = TravelerDraft<ExperienceTravelerKind>

/** One extra of a line: an entry of the offer's price.extras for some of the party, for the whole or one day. */
export interface ExtraDraft {
  key: string
  /** price.extras[].id */
  id: string
  adultCount: number
  /** Indexes in the party's childrenBirthdates of the children taking part (strings: a checkbox group's values). */
  childIndexes: string[]
  scope: 'global' | 'day'
  /** '' until chosen (a day extra); the program day (1-based) otherwise. */
  dayIndex: number | ''
}

/** A program day needing accommodation: a catalog hotel, or booked by the customer on their own. */
export interface HotelDraft {
  programId: string
  dayIndex: number
  title: string
  /** '' until chosen; OWN for booked on my own; a catalog hotel id otherwise. */
  hotelId: string
  /** The chosen hotel's name as shown (a catalog hotel found by search is not among the day's). */
  hotelName: string
}
export const OWN = 'own'

export interface LineDraft {
  key: string
  travelers: ExperienceTravelerDraft[]
  extras: ExtraDraft[]
  hotels: HotelDraft[]
  note: string
}

export interface BasketCustomerDraft {
  firstName: string
  lastName: string
  email: string
  phone: string
  company: string
  address: string
  zipCode: string
  city: string
}

export interface BasketDraft {
  customer: BasketCustomerDraft
  /** The agency's customer chosen (ui/people/BookingPeople): its service file goes with the booking; '' none. */
  customerId: string
  reference: string
  customerInternalReference: string
  lines: LineDraft[]
}

function childKind(birthdate: string, startAt: string): ExperienceTravelerKind {
  try {
    return ageOn(birthdate, startAt) >= 18 ? 'adult' : 'child'
  } catch {
    return 'child'
  }
}

/** A line's travelers prefilled from its priced party: adults to name, children with their priced birthdates. */
export function lineDraftFor(line: BasketLine): LineDraft {
  return {
    key: line.key,
    travelers: [
      ...Array.from({ length: line.party.adults }, () => emptyTraveler<ExperienceTravelerKind>('adult')),
      ...line.party.childrenBirthdates.map((birthdate) =>
        emptyTraveler<ExperienceTravelerKind>(childKind(birthdate, line.startAt), birthdate),
      ),
    ],
    extras: [],
    hotels: [],
    note: '',
  }
}

export function emptyBasketDraft(lines: readonly BasketLine[]): BasketDraft {
  return {
    customer: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      company: '',
      address: '',
      zipCode: '',
      city: '',
    },
    customerId: '',
    reference: '',
    customerInternalReference: '',
    lines: lines.map(lineDraftFor),
  }
}

/** The program days needing a hotel (hotel or free accommodation), as drafts to choose in. */
export function hotelDraftsFor(days: readonly ProgramDayV1[]): HotelDraft[] {
  return days
    .filter((day) => day.accommodationType === 'hotel' || day.accommodationType === 'free_accommodation')
    .map((day) => ({
      programId: day.id,
      dayIndex: day.day,
      title: day.title ?? `Day ${day.day}`,
      hotelId: '',
      hotelName: '',
    }))
}

let extraKeys = 0
/** A new extra for the whole party, for the whole experience. */
export function newExtra(id: string, line: BasketLine): ExtraDraft {
  return {
    key: `x${++extraKeys}`,
    id,
    adultCount: line.party.adults,
    childIndexes: line.party.childrenBirthdates.map((_, at) => String(at)),
    scope: 'global',
    dayIndex: '',
  }
}

export function extraChildren(extra: ExtraDraft, line: BasketLine): string[] {
  return extra.childIndexes
    .map((at) => line.party.childrenBirthdates[Number(at)])
    .filter((birthdate): birthdate is string => birthdate !== undefined)
}

/** The estimated price of an extra of the line (0 for an id the offer no longer has). */
export function extraEstimate(extra: ExtraDraft, line: BasketLine): number {
  const priced = line.offer.price?.extras.find((candidate) => candidate.id === extra.id)
  if (priced === undefined) return 0
  return estimateExtraPrice(
    priced,
    { adults: extra.adultCount, childrenBirthdates: extraChildren(extra, line) },
    line.startAt,
  ).total
}

/** The line's total as shown: the experience's price and each extra's estimate. */
export function lineTotal(line: BasketLine, draft: LineDraft | undefined): number {
  const price = line.offer.price?.price ?? 0
  return estimatedLineTotal(
    price,
    (draft?.extras ?? []).map((extra) => extraEstimate(extra, line)),
  )
}

const optional = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim())

/** One line as experiences.book sends it (unchecked: BasketItem parses it). */
export function toBasketItem(line: BasketLine, draft: LineDraft): BasketItem {
  return {
    priceId: line.offer.price?.priceId ?? '',
    experienceId: line.offer.id,
    experienceName: line.offer.name,
    // An experience its supplier placed in no city yet has none to send (its re-price finds it by name).
    ...(line.offer.inCity.id === '' ? {} : { cityId: line.offer.inCity.id }),
    type: line.offer.experienceType,
    startAt: line.startAt,
    endAt: line.endAt,
    party: line.party,
    travelers: draft.travelers.map((t) => ({
      kind: t.kind,
      gender: t.gender,
      firstName: t.firstName.trim(),
      lastName: t.lastName.trim(),
      birthdate: t.birthdate,
      nationality: optional(t.nationality)?.toUpperCase() ?? null,
      passportNumber: optional(t.passportNumber) ?? null,
      expirationDate: optional(t.expirationDate) ?? null,
    })),
    extras: draft.extras.map((extra) => ({
      id: extra.id,
      adultCount: extra.adultCount,
      childrenBirthdates: extraChildren(extra, line),
      scope: extra.scope,
      dayIndex: extra.scope === 'day' && extra.dayIndex !== '' ? extra.dayIndex : null,
    })),
    selectedHotels: draft.hotels.map((hotel) => ({
      programId: hotel.programId,
      dayIndex: hotel.dayIndex,
      bookedOnMyOwn: hotel.hotelId === OWN,
      hotelId: hotel.hotelId === OWN || hotel.hotelId === '' ? null : hotel.hotelId,
    })),
    shownTotal: lineTotal(line, draft),
    currency: line.offer.price?.currency ?? 'EUR',
    note: optional(draft.note),
    // The product the basket priced: main freezes the sale on it with its own rules and the booked net.
    pricedAs: experienceProductOf(line.offer, line.party),
  }
}

/** The whole basket as experiences.book sends it. */
export function toBookInput(lines: readonly BasketLine[], draft: BasketDraft): BookExperiencesInput {
  const c = draft.customer
  return {
    items: lines.map((line) => toBasketItem(line, draftOf(draft, line.key))),
    customer: {
      firstName: c.firstName.trim(),
      lastName: c.lastName.trim(),
      email: c.email.trim(),
      phone: optional(c.phone),
      company: optional(c.company),
      address: optional(c.address),
      zipCode: optional(c.zipCode),
      city: optional(c.city),
    },
    reference: optional(draft.reference),
    customerInternalReference: optional(draft.customerInternalReference),
    ...(draft.customerId === '' ? {} : { customerId: draft.customerId }),
  }
}

/** The draft of a basket line (made when the line came in; an empty one for safety). */
export function draftOf(draft: BasketDraft, key: string): LineDraft {
  return (
    draft.lines.find((line) => line.key === key) ?? { key, travelers: [], extras: [], hotels: [], note: '' }
  )
}
