import { z } from 'zod'
import { dateTimeFormat } from './intl-cache'

/**
 * Pure date and instant helpers.
 *
 * Two kinds of values travel through the service (spec, conventions):
 * - calendar dates `YYYY-MM-DD` (check-in, check-out, birthdates) with no time zone: they are compared and counted
 *   as plain calendar days, never shifted by a zone;
 * - instants (timestamps), ISO 8601 in UTC, except the v1/v2 cancellation windows which use
 *   `YYYY-MM-DD HH:mm:ss UTC`. Both forms are parsed by {@link parseTimestamp}.
 *
 * Every instant shown to an agent goes through {@link formatInstantInZone}: in the agent's named IANA zone, with the
 * zone named, never as bare UTC.
 */

/** A calendar date `YYYY-MM-DD`. */
export type IsoDate = string

/** What the helpers accept as an instant: a timestamp string (ISO 8601 or v1 form), epoch milliseconds or a Date. */
export type InstantInput = string | number | Date

export const MS_PER_MINUTE = 60_000
export const MS_PER_HOUR = 3_600_000
export const MS_PER_DAY = 86_400_000

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

export interface DateParts {
  year: number
  month: number
  day: number
}

/** `YYYY-MM-DD` that names a real calendar day (2023-02-29 and 2024-04-31 are rejected) -> its parts; else null. */
export function parseIsoDate(value: string): DateParts | null {
  const match = DATE_RE.exec(value)
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parseIsoDate(value) !== null
}

/** zod schema of a real calendar date `YYYY-MM-DD`. */
export const IsoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'Expected a real calendar date YYYY-MM-DD' })

function requireDate(value: string, name = 'date'): DateParts {
  const parts = parseIsoDate(value)
  if (!parts) throw new RangeError(`Invalid ${name} ${JSON.stringify(value)}: expected YYYY-MM-DD`)
  return parts
}

/** Epoch milliseconds of 00:00 UTC on that date. Throws RangeError on an invalid date. */
export function isoDateToEpochMs(date: IsoDate): number {
  const { year, month, day } = requireDate(date)
  const d = new Date(0)
  d.setUTCFullYear(year, month - 1, day)
  return d.getTime()
}

/** The UTC calendar date of an instant. */
export function epochMsToIsoDate(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Negative, zero or positive as `a` is before, the same as or after `b` (both validated). */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return Math.sign(isoDateToEpochMs(a) - isoDateToEpochMs(b))
}

/** `date` plus `days` calendar days (negative to go back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`addDays needs a whole number of days, got ${days}`)
  return epochMsToIsoDate(isoDateToEpochMs(date) + days * MS_PER_DAY)
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((isoDateToEpochMs(to) - isoDateToEpochMs(from)) / MS_PER_DAY)
}

/** The dates of a stay: check-in and check-out calendar dates. */
export interface StayDates {
  checkIn: IsoDate
  checkOut: IsoDate
}

/**
 * The instants a stay runs between, used to clip time windows (board periods) to the stay: 00:00 UTC of the check-in
 * date to 00:00 UTC of the check-out date. The service gives no hotel time zone, and its timestamps are UTC.
 */
export function stayInstants(stay: StayDates): { startMs: number; endMs: number } {
  return { startMs: isoDateToEpochMs(stay.checkIn), endMs: isoDateToEpochMs(stay.checkOut) }
}

export type StayValidation =
  | { ok: true; nights: number }
  | { ok: false; reason: 'invalid_check_in' | 'invalid_check_out' | 'check_out_not_after_check_in' }

/** Spec: checkOut strictly after checkIn; nights = checkOut minus checkIn. */
export function validateStay(checkIn: string, checkOut: string): StayValidation {
  if (!isIsoDate(checkIn)) return { ok: false, reason: 'invalid_check_in' }
  if (!isIsoDate(checkOut)) return { ok: false, reason: 'invalid_check_out' }
  const nights = daysBetween(checkIn, checkOut)
  return nights > 0 ? { ok: true, nights } : { ok: false, reason: 'check_out_not_after_check_in' }
}

/** Nights of a stay (`nightsCount`). Throws RangeError unless both dates are valid and checkOut > checkIn. */
export function nightsBetween(checkIn: IsoDate, checkOut: IsoDate): number {
  const result = validateStay(checkIn, checkOut)
  if (!result.ok) throw new RangeError(`Invalid stay ${checkIn} -> ${checkOut}: ${result.reason}`)
  return result.nights
}

// ---------------------------------------------------------------------------------------------------------------
// Instants

const ISO_TIMESTAMP_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/
const V1_TIMESTAMP_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) UTC$/

function partsToMs(
  y: string,
  mo: string,
  d: string,
  h = '00',
  mi = '00',
  s = '00',
  fraction = '',
  offsetMinutes = 0,
): number | null {
  const date = parseIsoDate(`${y}-${mo}-${d}`)
  const hour = Number(h)
  const minute = Number(mi)
  const second = Number(s)
  if (!date || hour > 23 || minute > 59 || second > 59) return null
  const ms = Number(fraction.padEnd(3, '0').slice(0, 3))
  const base = isoDateToEpochMs(`${y}-${mo}-${d}`)
  return (
    base + hour * MS_PER_HOUR + minute * MS_PER_MINUTE + second * 1000 + ms - offsetMinutes * MS_PER_MINUTE
  )
}

function parseOffset(zone: string | undefined): number | null {
  if (zone === undefined || zone === 'Z' || zone === 'z') return 0
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)
  if (!m) return null
  const hours = Number(m[2])
  const minutes = Number(m[3] ?? '0')
  if (hours > 23 || minutes > 59) return null
  return (m[1] === '-' ? -1 : 1) * (hours * 60 + minutes)
}

/**
 * A service timestamp -> epoch milliseconds, or null when it is not one.
 *
 * Accepts ISO 8601 (`2025-06-01T12:00:00Z`, with fractions or a `+02:00` offset; without a zone it is read as UTC,
 * the service's convention; a bare date means 00:00 UTC) and the v1/v2 cancellation form `2025-06-01 12:00:00 UTC`.
 * Calendar validity is checked (no 2025-02-30, no 25:00). Lenient `Date.parse` formats are rejected.
 */
export function parseTimestamp(value: string): number | null {
  const v1 = V1_TIMESTAMP_RE.exec(value)
  if (v1) return partsToMs(v1[1]!, v1[2]!, v1[3]!, v1[4], v1[5], v1[6])
  const iso = ISO_TIMESTAMP_RE.exec(value)
  if (!iso) return null
  const offset = parseOffset(iso[8])
  if (offset === null) return null
  return partsToMs(iso[1]!, iso[2]!, iso[3]!, iso[4], iso[5], iso[6], iso[7] ?? '', offset)
}

export function isTimestamp(value: unknown): value is string {
  return typeof value === 'string' && parseTimestamp(value) !== null
}

/** Any instant input -> epoch milliseconds. Throws RangeError on an unparsable or non-finite value. */
export function toEpochMs(instant: InstantInput): number {
  const ms =
    typeof instant === 'string'
      ? parseTimestamp(instant)
      : instant instanceof Date
        ? instant.getTime()
        : instant
  if (ms === null || !Number.isFinite(ms)) throw new RangeError(`Invalid instant ${JSON.stringify(instant)}`)
  return ms
}

/** Any instant input -> ISO 8601 UTC with milliseconds (`2025-06-01T12:00:00.000Z`), the v3 form. */
export function toIsoTimestamp(instant: InstantInput): string {
  return new Date(toEpochMs(instant)).toISOString()
}

/** True when `timeZone` is an IANA zone name this runtime knows (e.g. `Europe/Paris`). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

export type TimeZoneNameStyle =
  'short' | 'long' | 'shortOffset' | 'longOffset' | 'shortGeneric' | 'longGeneric'

export interface FormatInstantOptions {
  /** IANA zone of the agent, e.g. `Europe/Paris`. Required: an instant is never shown as bare UTC by accident. */
  timeZone: string
  /** BCP 47 locale, e.g. `fr-FR`. */
  locale: string
  /** How the zone is named; default `short` (`CEST`, `GMT+2`, ...). */
  timeZoneName?: TimeZoneNameStyle
  /** Leave out the time of day (the zone is still named: the date depends on it). Default false. */
  dateOnly?: boolean
}

/**
 * An instant in the agent's time zone with the zone named, e.g. `1 Jul 2025, 14:00 CEST` (en-GB, Europe/Paris).
 * Throws RangeError on an invalid instant, zone or locale.
 */
export function formatInstantInZone(instant: InstantInput, options: FormatInstantOptions): string {
  const ms = toEpochMs(instant)
  const format = dateTimeFormat(options.locale, {
    timeZone: options.timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(options.dateOnly ? {} : { hour: '2-digit', minute: '2-digit' }),
    timeZoneName: options.timeZoneName ?? 'short',
  })
  return format.format(ms)
}

/** A calendar date for display (`1 Jul 2025` in en-GB); no zone shift: the date is the date. */
export function formatIsoDate(date: IsoDate, locale: string): string {
  return dateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(isoDateToEpochMs(date))
}

/** The calendar date an instant falls on in a named zone (e.g. "today" at the agent's desk). */
export function isoDateInZone(instant: InstantInput, timeZone: string): IsoDate {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(toEpochMs(instant))
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}`
}
