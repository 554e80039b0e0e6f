import { parseSupplierCode, type SupplierCode } from '../../../../src/shared/api/availability'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import { addDays, daysBetween, epochMsToIsoDate, isIsoDate } from '../../../../src/shared/domain/dates'
import { decodeId, looksLikeId, type EntityKind } from '../../../../src/shared/domain/ids'
import { ageOn } from '../../../../src/shared/domain/travelers'
import { badRequest, type ApiError } from '../platform/errors'
import { listParam, textParam } from '../platform/query'
import type { Occupancy } from '../rates/model'
import { parseLocale, type Locale } from '../rates/texts'

/**
 * Query parsing shared by both availability endpoints: deep-object rooms, list parameters in every accepted
 * spelling, dates, suppliers, sort. Every bad value answers 400 with details { param, value }.
 */

/** Limits the spec leaves open ("not shown"); see README. */
export const MAX_ROOMS = 8
export const MAX_ADULTS = 8
export const MAX_CHILDREN = 6
export const MAX_NIGHTS = 30
export const MAX_DAYS_AHEAD = 730

export interface SearchedRoomQuery {
  adults: number
  childrenBirthdates: string[]
  firstAdultNationality: string | null
}

export type SortKey = 'price' | 'promotionsCount' | 'instantAvailability'
export interface SortSpec {
  key: SortKey
  descending: boolean
}

export interface StayParams {
  checkIn: string
  checkOut: string
  nights: number
  rooms: SearchedRoomQuery[]
  /** Per requested room: adults and children's ages at check-in. */
  occupancies: Occupancy[]
  suppliers: SupplierCode[] | null
  /** Trips are not modelled by the sandbox: the id is validated, and pricing stays the caller's (README). */
  tripId: string | null
  replaceBookingId: number | null
  locale: Locale
  sort: SortSpec[]
}

export const invalidParameter = (param: string, value: unknown, message: string): ApiError =>
  badRequest(ERROR_CODES.invalidParameter, message, { param, value })

export function parseIdParam(params: URLSearchParams, name: string, kind: EntityKind): number | null {
  const value = textParam(params, name)
  if (value === null) return null
  const id = looksLikeId(value) ? decodeId(kind, value) : null
  if (id === null)
    throw badRequest(ERROR_CODES.invalidFilterValue, `${name} is not an id.`, { param: name, value })
  return id
}

function parseTripId(params: URLSearchParams): string | null {
  const value = textParam(params, 'tripId')
  if (value !== null && !looksLikeId(value)) {
    throw badRequest(ERROR_CODES.invalidFilterValue, 'tripId is not an id.', { param: 'tripId', value })
  }
  return value
}

const ROOM_KEY = /^rooms\[(\d{1,3})\]\[([A-Za-z]+)\](?:\[(\d{0,3})\])?$/

/** `rooms[i][adults]`, `rooms[i][childrenBirthdates][j]` (or `[]`, or comma-separated), `rooms[i][firstAdultNationality]`. */
export function parseRooms(params: URLSearchParams, checkIn: string): SearchedRoomQuery[] {
  const byIndex = new Map<
    number,
    { adults: string[]; children: { index: number; value: string }[]; nationality: string[] }
  >()
  for (const [key, value] of params) {
    if (!key.startsWith('rooms')) continue
    const match = ROOM_KEY.exec(key)
    if (match === null)
      throw invalidParameter(
        key,
        value,
        `Unknown room parameter ${key}: use rooms[i][adults], rooms[i][childrenBirthdates][j], rooms[i][firstAdultNationality].`,
      )
    const index = Number(match[1])
    const field = match[2]
    const room = byIndex.get(index) ?? { adults: [], children: [], nationality: [] }
    byIndex.set(index, room)
    if (field === 'adults' && match[3] === undefined) room.adults.push(value)
    else if (field === 'firstAdultNationality' && match[3] === undefined) room.nationality.push(value)
    else if (field === 'childrenBirthdates') {
      const position =
        match[3] === undefined || match[3] === '' ? room.children.length + 1000 : Number(match[3])
      for (const part of value.split(','))
        if (part.trim() !== '') room.children.push({ index: position, value: part.trim() })
    } else throw invalidParameter(key, value, `Unknown room parameter ${key}.`)
  }
  if (byIndex.size === 0)
    throw invalidParameter('rooms', null, 'rooms is required: at least one rooms[0][adults].')
  if (byIndex.size > MAX_ROOMS)
    throw invalidParameter('rooms', byIndex.size, `At most ${MAX_ROOMS} rooms per request.`)
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, room]) => {
      const param = `rooms[${index}][adults]`
      const adultsText = room.adults.at(-1)
      if (adultsText === undefined) throw invalidParameter(param, null, `${param} is required.`)
      if (!/^\d{1,2}$/.test(adultsText.trim()) || Number(adultsText) < 1 || Number(adultsText) > MAX_ADULTS) {
        throw invalidParameter(param, adultsText, `${param} must be an integer from 1 to ${MAX_ADULTS}.`)
      }
      const children = room.children.sort((a, b) => a.index - b.index).map((entry) => entry.value)
      if (children.length > MAX_CHILDREN) {
        throw invalidParameter(
          `rooms[${index}][childrenBirthdates]`,
          children.length,
          `At most ${MAX_CHILDREN} children per room.`,
        )
      }
      children.forEach((birthdate, child) => {
        const childParam = `rooms[${index}][childrenBirthdates][${child}]`
        if (!isIsoDate(birthdate))
          throw invalidParameter(childParam, birthdate, `${childParam} must be a date YYYY-MM-DD.`)
        if (daysBetween(birthdate, checkIn) < 0 || ageOn(birthdate, checkIn) >= 18) {
          throw invalidParameter(
            childParam,
            birthdate,
            `${childParam}: a child is under 18 and born by check-in.`,
          )
        }
      })
      const nationality = room.nationality.at(-1)?.trim() ?? ''
      if (nationality !== '' && !/^[A-Za-z]{2}$/.test(nationality)) {
        const nationalityParam = `rooms[${index}][firstAdultNationality]`
        throw invalidParameter(
          nationalityParam,
          nationality,
          `${nationalityParam} must be an ISO 3166-1 alpha-2 code.`,
        )
      }
      return {
        adults: Number(adultsText),
        childrenBirthdates: children,
        firstAdultNationality: nationality === '' ? null : nationality.toUpperCase(),
      }
    })
}

export function parseDates(
  params: URLSearchParams,
  todayIso: string,
): { checkIn: string; checkOut: string; nights: number } {
  const checkIn = textParam(params, 'checkIn')
  const checkOut = textParam(params, 'checkOut')
  if (checkIn === null) throw invalidParameter('checkIn', null, 'checkIn is required (YYYY-MM-DD).')
  if (checkOut === null) throw invalidParameter('checkOut', null, 'checkOut is required (YYYY-MM-DD).')
  if (!isIsoDate(checkIn)) throw invalidParameter('checkIn', checkIn, 'checkIn must be a date YYYY-MM-DD.')
  if (!isIsoDate(checkOut))
    throw invalidParameter('checkOut', checkOut, 'checkOut must be a date YYYY-MM-DD.')
  const nights = daysBetween(checkIn, checkOut)
  if (nights <= 0) throw invalidParameter('checkOut', checkOut, 'checkOut must be strictly after checkIn.')
  if (nights > MAX_NIGHTS)
    throw invalidParameter('checkOut', checkOut, `A stay is at most ${MAX_NIGHTS} nights.`)
  if (checkIn < todayIso) throw invalidParameter('checkIn', checkIn, 'checkIn is in the past.')
  if (checkIn > addDays(todayIso, MAX_DAYS_AHEAD)) {
    throw invalidParameter('checkIn', checkIn, `checkIn is at most ${MAX_DAYS_AHEAD} days ahead.`)
  }
  return { checkIn, checkOut, nights }
}

const SORT_KEYS: readonly SortKey[] = ['price', 'promotionsCount', 'instantAvailability']

/** Comma-separated keys among price, promotionsCount, instantAvailability, '-' prefix descending. */
export function parseSort(params: URLSearchParams): SortSpec[] {
  return listParam(params, 'sort').map((raw) => {
    const descending = raw.startsWith('-')
    const key = (descending ? raw.slice(1) : raw) as SortKey
    if (!SORT_KEYS.includes(key)) {
      throw badRequest(
        ERROR_CODES.invalidSort,
        `Invalid sort key ${JSON.stringify(raw)}: use price, promotionsCount or instantAvailability.`,
        {
          param: 'sort',
          value: raw,
        },
      )
    }
    return { key, descending }
  })
}

export function parseSuppliers(params: URLSearchParams): SupplierCode[] | null {
  const values = listParam(params, 'suppliers')
  if (values.length === 0) return null
  return values.map((value) => {
    const code = parseSupplierCode(value)
    if (code === null) {
      throw badRequest(ERROR_CODES.invalidFilterValue, `Unknown supplier code ${JSON.stringify(value)}.`, {
        param: 'suppliers',
        value,
      })
    }
    return code
  })
}

/** The parameters both availability endpoints share. `now` is the simulated clock's. */
export function parseStayParams(params: URLSearchParams, nowMs: number): StayParams {
  const { checkIn, checkOut, nights } = parseDates(params, epochMsToIsoDate(nowMs))
  const rooms = parseRooms(params, checkIn)
  return {
    checkIn,
    checkOut,
    nights,
    rooms,
    occupancies: rooms.map((room) => toOccupancy(room, checkIn)),
    suppliers: parseSuppliers(params),
    tripId: parseTripId(params),
    replaceBookingId: parseIdParam(params, 'replaceBookingId', 'booking'),
    locale: parseLocale(textParam(params, 'locale') ?? undefined),
    sort: parseSort(params),
  }
}

export function toOccupancy(
  room: { adults: number; childrenBirthdates: readonly string[] },
  checkIn: string,
): Occupancy {
  return {
    adults: room.adults,
    childrenAges: room.childrenBirthdates.map((birthdate) => ageOn(birthdate, checkIn)),
  }
}

/** Signature of an occupancy: two requested rooms with the same one share the flat list's bed choices. */
export function occupancyKey(occupancy: Occupancy): string {
  return `${occupancy.adults}:${[...occupancy.childrenAges].sort((a, b) => a - b).join('.')}`
}
