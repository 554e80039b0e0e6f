import type { SupplierCode } from '../../../../shared/api/availability'
import type { Sustainability } from '../../../../shared/api/catalog'
import { addDays, isIsoDate, validateStay } from '../../../../shared/domain/dates'
import { ageOn } from '../../../../shared/domain/travelers'
import type { AvailabilityInput } from '../../../../shared/ipc/hotels.contract'
import { counted } from '../../../../shared/i18n'
import type { Destination } from '../../ui/destination/destination'

/** The hotel search form as the agent edits it, and the pure rules that turn it into an availability query. */

export const MAX_ROOMS = 8
export const MIN_ADULTS = 1
export const MAX_ADULTS = 8
export const MAX_CHILDREN = 6
/** Results per page the agent can choose; pages longer than a screenful are rendered virtualized. */
export const PER_PAGE_OPTIONS = [20, 50, 100, 500] as const
export type PerPage = (typeof PER_PAGE_OPTIONS)[number]
/** The default page size. */
export const PER_PAGE: PerPage = 20

export function isPerPage(value: unknown): value is PerPage {
  return (PER_PAGE_OPTIONS as readonly unknown[]).includes(value)
}

export type { Destination, DestinationKind } from '../../ui/destination/destination'

export interface ChildDraft {
  key: string
  birthdate: string
}

export interface RoomDraft {
  key: string
  adults: number
  children: ChildDraft[]
}

/** Sustainability levels of the availability filter, in order. */
export const SUSTAINABILITY_LEVELS = [
  'zero',
  'low',
  'medium',
  'strong',
] as const satisfies readonly Sustainability[]

export type SortKey = 'recommended' | 'price' | 'promotionsCount' | 'instantAvailability'
export type SortDirection = 'asc' | 'desc'

export interface SearchForm {
  /** What is typed in the destination box. */
  destinationText: string
  /** The suggestion picked, or null: the typed text is then searched as free text. */
  destination: Destination | null
  checkIn: string
  checkOut: string
  rooms: RoomDraft[]
  /** ISO 3166-1 alpha-2 of each room's first adult, or '' when not given. */
  nationality: string
  sortKey: SortKey
  sortDirection: SortDirection
  stars: number[]
  /** Catalog kind and style ids (options from the catalog hotels seen). */
  kinds: string[]
  styles: string[]
  sustainability: Sustainability[]
  suppliers: SupplierCode[]
  priceMin: number | null
  priceMax: number | null
  /** Hotels per results page. */
  perPage: PerPage
}

let keySeed = 0
/** A key for React lists of rooms and children (not sent anywhere). */
export function newKey(prefix: string): string {
  keySeed += 1
  return `${prefix}-${keySeed}`
}

export function newRoom(adults = 2): RoomDraft {
  return { key: newKey('room'), adults, children: [] }
}

export function defaultForm(today: string): SearchForm {
  return {
    destinationText: '',
    destination: null,
    checkIn: addDays(today, 30),
    checkOut: addDays(today, 33),
    rooms: [newRoom()],
    nationality: '',
    sortKey: 'recommended',
    sortDirection: 'asc',
    stars: [],
    kinds: [],
    styles: [],
    sustainability: [],
    suppliers: [],
    priceMin: null,
    priceMax: null,
    perPage: PER_PAGE,
  }
}

// ------------------------------------------------------------------------------------------------ room edits

export function addRoom(rooms: readonly RoomDraft[]): RoomDraft[] {
  return rooms.length >= MAX_ROOMS ? [...rooms] : [...rooms, newRoom()]
}

/** A copy of the room (same adults and children's birthdates) added right after it. */
export function copyRoom(rooms: readonly RoomDraft[], index: number): RoomDraft[] {
  const source = rooms[index]
  if (source === undefined || rooms.length >= MAX_ROOMS) return [...rooms]
  const copy: RoomDraft = {
    key: newKey('room'),
    adults: source.adults,
    children: source.children.map((child) => ({ key: newKey('child'), birthdate: child.birthdate })),
  }
  return [...rooms.slice(0, index + 1), copy, ...rooms.slice(index + 1)]
}

export function removeRoom(rooms: readonly RoomDraft[], index: number): RoomDraft[] {
  return rooms.length <= 1 ? [...rooms] : rooms.filter((_, i) => i !== index)
}

export function updateRoom(
  rooms: readonly RoomDraft[],
  index: number,
  patch: Partial<RoomDraft>,
): RoomDraft[] {
  return rooms.map((room, i) => (i === index ? { ...room, ...patch } : room))
}

export function addChild(room: RoomDraft): RoomDraft {
  if (room.children.length >= MAX_CHILDREN) return room
  return { ...room, children: [...room.children, { key: newKey('child'), birthdate: '' }] }
}

export function removeChild(room: RoomDraft, childIndex: number): RoomDraft {
  return { ...room, children: room.children.filter((_, i) => i !== childIndex) }
}

export function setChildBirthdate(room: RoomDraft, childIndex: number, birthdate: string): RoomDraft {
  return {
    ...room,
    children: room.children.map((child, i) => (i === childIndex ? { ...child, birthdate } : child)),
  }
}

// ------------------------------------------------------------------------------------------------ validation

/** Field errors keyed `destination`, `checkIn`, `checkOut`, `rooms.0.adults`, `rooms.0.children.1`, ... */
export type FormErrors = Record<string, string>

/** A child's age at check-in, or null when the birthdate or check-in cannot tell yet. */
export function childAgeAtCheckIn(birthdate: string, checkIn: string): number | null {
  if (!isIsoDate(birthdate) || !isIsoDate(checkIn) || birthdate > checkIn) return null
  return ageOn(birthdate, checkIn)
}

/** What is wrong with the destination box, if anything (the box shows it live, from its own text). */
export function destinationError(text: string, picked: Destination | null): string | undefined {
  return picked === null && text.trim().length < 2
    ? 'Type at least 2 letters of a city, country or hotel'
    : undefined
}

export function validateForm(form: SearchForm, today: string): FormErrors {
  const errors: FormErrors = {}
  const destination = destinationError(form.destinationText, form.destination)
  if (destination !== undefined) errors.destination = destination
  if (!isIsoDate(form.checkIn)) errors.checkIn = 'Enter the check-in date'
  else if (form.checkIn < today) errors.checkIn = 'Check-in cannot be in the past'
  if (!isIsoDate(form.checkOut)) errors.checkOut = 'Enter the check-out date'
  else if (isIsoDate(form.checkIn) && !validateStay(form.checkIn, form.checkOut).ok)
    errors.checkOut = 'Check-out must be after check-in'
  form.rooms.forEach((room, index) => {
    if (!Number.isInteger(room.adults) || room.adults < MIN_ADULTS || room.adults > MAX_ADULTS)
      errors[`rooms.${index}.adults`] = `From ${MIN_ADULTS} to ${MAX_ADULTS} adults`
    room.children.forEach((child, childIndex) => {
      const key = `rooms.${index}.children.${childIndex}`
      if (!isIsoDate(child.birthdate)) errors[key] = 'Enter the birthdate'
      else if (isIsoDate(form.checkIn) && child.birthdate > form.checkIn) errors[key] = 'Born after check-in'
      else if (isIsoDate(form.checkIn) && ageOn(child.birthdate, form.checkIn) >= 18)
        errors[key] = '18 or older at check-in: count as an adult'
    })
  })
  if (form.nationality !== '' && !/^[A-Za-z]{2}$/.test(form.nationality))
    errors.nationality = 'Two letters, e.g. FR'
  if (form.priceMin !== null && form.priceMax !== null && form.priceMin > form.priceMax)
    errors.priceMax = 'Must be at least the minimum'
  return errors
}

/** Nights of the stay, or null while the dates do not make a stay. */
export function stayNights(form: Pick<SearchForm, 'checkIn' | 'checkOut'>): number | null {
  const result = validateStay(form.checkIn, form.checkOut)
  return result.ok ? result.nights : null
}

// ------------------------------------------------------------------------------------------------ query

type Sort = NonNullable<AvailabilityInput['sort']>[number]

export function sortParam(form: Pick<SearchForm, 'sortKey' | 'sortDirection'>): Sort[] | undefined {
  if (form.sortKey === 'recommended') return undefined
  return [(form.sortDirection === 'desc' ? `-${form.sortKey}` : form.sortKey) as Sort]
}

function destinationParams(form: SearchForm): Partial<AvailabilityInput> {
  const picked = form.destination
  if (picked === null) return { search: form.destinationText.trim() }
  switch (picked.kind) {
    case 'city':
      return { cities: [picked.id] }
    case 'region':
      return { regions: [picked.id] }
    case 'country':
      return { countries: [picked.id] }
    case 'hotel':
      return { hotels: [picked.id] }
  }
}

/** The form (assumed valid) -> the hotels.availability input for one page. */
export function toAvailabilityInput(form: SearchForm, page: number, locale: string): AvailabilityInput {
  const nationality = form.nationality === '' ? null : form.nationality.toUpperCase()
  const sort = sortParam(form)
  return {
    ...destinationParams(form),
    checkIn: form.checkIn,
    checkOut: form.checkOut,
    rooms: form.rooms.map((room) => ({
      adults: room.adults,
      childrenBirthdates: room.children.map((child) => child.birthdate),
      firstAdultNationality: nationality,
    })),
    locale,
    ...(sort === undefined ? {} : { sort }),
    ...(form.stars.length > 0 ? { stars: [...form.stars].sort() } : {}),
    ...(form.kinds.length > 0 ? { kinds: [...form.kinds] } : {}),
    ...(form.styles.length > 0 ? { styles: [...form.styles] } : {}),
    ...(form.sustainability.length > 0
      ? { sustainability: SUSTAINABILITY_LEVELS.filter((level) => form.sustainability.includes(level)) }
      : {}),
    ...(form.suppliers.length > 0 ? { suppliers: [...form.suppliers] } : {}),
    ...(form.priceMin === null ? {} : { priceMin: form.priceMin }),
    ...(form.priceMax === null ? {} : { priceMax: form.priceMax }),
    page,
    perPage: form.perPage,
  }
}

/** "2 adults, 1 child" for one room; "2 rooms · 4 adults, 1 child" for the party. */
export function describeParty(
  rooms: readonly { adults: number; childrenBirthdates?: readonly string[] }[],
): string {
  const adults = rooms.reduce((sum, room) => sum + room.adults, 0)
  const children = rooms.reduce((sum, room) => sum + (room.childrenBirthdates?.length ?? 0), 0)
  const people = [counted('adult', adults)]
  if (children > 0) people.push(counted('child', children))
  const roomText = counted('room', rooms.length)
  return `${roomText} · ${people.join(', ')}`
}
