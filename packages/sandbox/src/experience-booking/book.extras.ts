import type Database from 'better-sqlite3'
import type { z } from 'zod'
import type { BookExtraInput, SelectedHotelInput } from '../../../../src/shared/api/experiences-v1-booking'
import { decodeId } from '../../../../src/shared/domain/ids'
import { ageOn } from '../../../../src/shared/domain/travelers'
import type { NewBookedExtra, SelectedHotel } from '../bookings/bookings.types'
import { getHotel } from '../catalog/hotels.repo'
import type { ProgramDayRow } from '../experiences/experiences.repo'
import { badRequest } from '../platform/errors'
import { priceParty, type Party } from './pricing'
import type { QuotedExtra } from './quote'

/** What a booking needs of a priced add-on: its frozen name and price sheet. */
export type FrozenExtra = Pick<QuotedExtra, 'experienceId' | 'name' | 'sheet'>

/**
 * Extras and selected hotels of a booking, checked against the priced offer and the program. Errors answer 400
 * INVALID_EXTRA or INVALID_SELECTED_HOTEL with `details { param, value }` (`param` like `[0].extras[1].dayIndex`).
 */
export interface ExtraContext {
  /** The priced add-ons (the offer's `price.extras`), by add-on experience id. */
  available: ReadonlyMap<number, FrozenExtra>
  party: Party
  startAt: string
  /** Program days (1-based dayIndex goes up to this); 0 for anything but a program. */
  programDays: number
  /** `[0].extras` */
  param: string
}

const extraError = (param: string, value: unknown, message: string) =>
  badRequest('INVALID_EXTRA', message, { param, value: value ?? null })

/** The extra's participants must be travellers of the priced party (its adults, its children by age). */
export function checkParticipants(
  input: z.infer<typeof BookExtraInput>,
  context: ExtraContext,
  param: string,
): void {
  if (input.adultCount > context.party.adults) {
    throw extraError(
      `${param}.adultCount`,
      input.adultCount,
      'An extra cannot have more adults than the party.',
    )
  }
  const ages = context.party.childrenBirthdates.map((birthdate) => ageOn(birthdate, context.startAt))
  for (const birthdate of input.childrenBirthdates) {
    const age = birthdate > context.startAt ? -1 : ageOn(birthdate, context.startAt)
    const index = ages.indexOf(age)
    if (index === -1) {
      throw extraError(
        `${param}.childrenBirthdates`,
        input.childrenBirthdates,
        "An extra's children must be children of the priced party (same ages at the start date).",
      )
    }
    ages.splice(index, 1)
  }
  if (input.adultCount + input.childrenBirthdates.length === 0) {
    throw extraError(param, input, 'An extra needs at least one participant.')
  }
}

export function checkScope(
  input: { scope: 'global' | 'day'; dayIndex?: number | null | undefined },
  days: number,
  param: string,
) {
  const dayIndex = input.dayIndex ?? null
  if (input.scope === 'global') {
    if (dayIndex !== null)
      throw extraError(`${param}.dayIndex`, dayIndex, 'dayIndex goes with scope "day" only.')
    return null
  }
  if (days === 0) throw extraError(`${param}.scope`, input.scope, 'Scope "day" is for program days only.')
  if (dayIndex === null) throw extraError(`${param}.dayIndex`, null, 'dayIndex is required with scope "day".')
  if (dayIndex > days) {
    throw extraError(`${param}.dayIndex`, dayIndex, `dayIndex is 1-based within the program's ${days} days.`)
  }
  return dayIndex
}

/** Prices one extra for its own participants at the conditions frozen in the offer. */
export function priceExtra(
  quoted: FrozenExtra,
  participants: Party,
  startAt: string,
  param: string,
): Pick<NewBookedExtra, 'price' | 'priceWithoutPromo' | 'promotions'> {
  const price = priceParty(quoted.sheet, participants, startAt)
  if (!price.ok)
    throw extraError(
      param,
      participants,
      `This extra cannot be priced for these participants (${price.reason}).`,
    )
  return { price: price.price, priceWithoutPromo: price.priceWithoutPromo, promotions: price.promotions }
}

export function validateExtras(
  inputs: ReadonlyArray<z.infer<typeof BookExtraInput>>,
  context: ExtraContext,
): NewBookedExtra[] {
  const seen = new Set<string>()
  return inputs.map((input, index) => {
    const param = `${context.param}[${index}]`
    const id = decodeId('experience', input.id)
    const quoted = id === null ? undefined : context.available.get(id)
    if (quoted === undefined) {
      throw extraError(
        `${param}.id`,
        input.id,
        'Unknown extra: use an id of price.extras of the priced result.',
      )
    }
    checkParticipants(input, context, param)
    const dayIndex = checkScope(input, context.programDays, param)
    const key = `${quoted.experienceId}|${input.scope}|${dayIndex ?? ''}`
    if (seen.has(key))
      throw extraError(param, input.id, 'The same extra is booked twice for the same scope and day.')
    seen.add(key)
    const participants = { adults: input.adultCount, childrenBirthdates: input.childrenBirthdates }
    return {
      extraExperienceId: quoted.experienceId,
      name: quoted.name,
      adultCount: input.adultCount,
      childrenBirthdates: [...input.childrenBirthdates],
      scope: input.scope,
      dayIndex,
      ...priceExtra(quoted, participants, context.startAt, param),
      priceSheet: { ...quoted.sheet },
      isIncluded: null,
    }
  })
}

const hotelError = (param: string, value: unknown, message: string) =>
  badRequest('INVALID_SELECTED_HOTEL', message, { param, value: value ?? null })

/** Accommodation types that need a hotel choice for the night (the customer may still arrange it). */
const NEEDS_ACCOMMODATION = new Set(['hotel', 'free_accommodation'])

/**
 * selectedHotels (programs only): one entry per program day needing accommodation, `programId` that day's id and
 * `dayIndex` its 1-based number; a hotel of the catalog (one of the day's alternative hotels when it lists some)
 * unless `bookedOnMyOwn`.
 */
export function validateSelectedHotels(
  db: Database.Database,
  inputs: ReadonlyArray<z.infer<typeof SelectedHotelInput>>,
  days: readonly ProgramDayRow[],
  isProgram: boolean,
  paramPrefix: string,
): SelectedHotel[] {
  if (inputs.length > 0 && !isProgram) {
    throw hotelError(paramPrefix, inputs.length, 'selectedHotels are for programs only.')
  }
  const seen = new Set<number>()
  return inputs.map((input, index) => {
    const param = `${paramPrefix}[${index}]`
    const programId = decodeId('program', input.programId)
    const day = days.find((candidate) => candidate.id === programId)
    if (day === undefined)
      throw hotelError(`${param}.programId`, input.programId, 'Not a day of this program.')
    if (day.day !== input.dayIndex) {
      throw hotelError(`${param}.dayIndex`, input.dayIndex, `That program day is day ${day.day}.`)
    }
    if (!NEEDS_ACCOMMODATION.has(day.accommodationType ?? '')) {
      throw hotelError(`${param}.programId`, input.programId, 'That program day needs no accommodation.')
    }
    if (seen.has(day.day)) throw hotelError(`${param}.dayIndex`, input.dayIndex, 'One hotel per program day.')
    seen.add(day.day)
    const hotelId =
      input.hotelId === undefined || input.hotelId === null ? null : decodeId('hotel', input.hotelId)
    if (!input.bookedOnMyOwn) {
      if (hotelId === null || getHotel(db, hotelId) === null) {
        throw hotelError(
          `${param}.hotelId`,
          input.hotelId,
          'A hotel of the catalog is required unless bookedOnMyOwn.',
        )
      }
      if (day.hotelIds.length > 0 && !day.hotelIds.includes(hotelId)) {
        throw hotelError(
          `${param}.hotelId`,
          input.hotelId,
          "The hotel must be one of the day's alternative hotels.",
        )
      }
    }
    return { hotelId, programId: day.id, dayIndex: day.day, bookedOnMyOwn: input.bookedOnMyOwn }
  })
}
