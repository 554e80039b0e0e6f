import type Database from 'better-sqlite3'
import type { z } from 'zod'
import type {
  UpdatedBookExtraInput,
  UpdatedBookRequestV1,
} from '../../../../src/shared/api/experiences-v1-booking'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import { isTerminalState } from '../../../../src/shared/domain/booking-states'
import { decodeId } from '../../../../src/shared/domain/ids'
import type { Actor, BookedExtraRecord, BookingRecord, NewBookedExtra } from '../bookings/bookings.types'
import {
  addBookedExtras,
  cancelBookedExtra,
  setExtrasFilters,
  updateBookedExtra,
} from '../bookings/experience-bookings.repo'
import {
  getExperience,
  getExperiencesByIds,
  getProgramDays,
  type ExperienceRow,
} from '../experiences/experiences.repo'
import { ApiError, badRequest } from '../platform/errors'
import { normalizeText } from '../platform/text'
import { checkParticipants, checkScope, priceExtra, type ExtraContext } from './book.extras'
import type { PriceSheet } from './pricing'
import { quoteExtras, type QuotedExtra } from './quote'

/**
 * Changes to the extras of an experience booking: PATCH updatedBook (the whole list), PUT one extra (new counts),
 * DELETE one extra (cancelled). Extras already booked keep the conditions they were priced at (their frozen price
 * sheet); extras added later are priced at the add-on's current conditions for the booking's start date.
 */

/** Extras change while the booking is alive and has not started: 409 BOOKING_NOT_MODIFIABLE otherwise. */
export function checkModifiable(booking: BookingRecord, today: string): void {
  if (isTerminalState(booking.state) || booking.checkIn <= today) {
    throw new ApiError(
      409,
      'BOOKING_NOT_MODIFIABLE',
      `The extras of a ${booking.state} booking starting ${booking.checkIn} can no longer change.`,
      { bookingId: booking.encodedId, state: booking.state, startAt: booking.checkIn },
    )
  }
}

function lineOf(booking: BookingRecord) {
  const line = booking.experiences[0]
  if (line === undefined) throw new ApiError(404, 'NOT_FOUND', 'Experience booking not found.')
  return line
}

function extraContext(db: Database.Database, booking: BookingRecord, param: string) {
  const line = lineOf(booking)
  const experience = getExperience(db, line.experienceId)
  const programDays =
    line.experienceType === 'program'
      ? Math.max(getProgramDays(db, line.experienceId).length, experience?.durationDays ?? 0)
      : 0
  const party = { adults: line.adults, childrenBirthdates: line.childrenBirthdates }
  return { line, party, programDays, startAt: line.startAt, param }
}

/** The add-ons the booking may add now, priced for its party and start date (current conditions). */
export function availableExtras(
  db: Database.Database,
  booking: BookingRecord,
  locale: string,
): QuotedExtra[] {
  const line = lineOf(booking)
  return quoteExtras(db, line.experienceId, line.startAt, {
    party: { adults: line.adults, childrenBirthdates: line.childrenBirthdates },
    locale,
  })
}

/** PATCH's `filters`: add-ons whose name matches `search` (every word) and that share one of `themes`. */
export function filterExtras(
  db: Database.Database,
  extras: readonly QuotedExtra[],
  filters: UpdatedBookRequestV1['filters'],
): QuotedExtra[] {
  if (filters === undefined) return [...extras]
  const query = normalizeText(filters.search ?? '')
  const themes = (filters.themes ?? []).map(Number)
  const rows: Map<number, ExperienceRow> =
    themes.length === 0
      ? new Map()
      : getExperiencesByIds(
          db,
          extras.map((extra) => extra.experienceId),
        )
  return extras.filter((extra) => {
    const name = ` ${normalizeText(extra.name)}`
    if (query !== '' && !query.split(' ').every((token) => name.includes(` ${token}`))) return false
    if (themes.length === 0) return true
    return rows.get(extra.experienceId)?.themeIds.some((id) => themes.includes(id)) === true
  })
}

type ExtraInput = z.infer<typeof UpdatedBookExtraInput>

/**
 * PATCH updatedBook `extras`: authoritative. An entry matching a booked extra (same add-on, scope and day) updates
 * its counts; a new entry books the add-on; a booked extra missing from the list is cancelled. One transaction.
 */
export function replaceExtras(
  db: Database.Database,
  booking: BookingRecord,
  inputs: readonly ExtraInput[],
  locale: string,
  actor: Actor,
  at: string,
): void {
  const context = extraContext(db, booking, 'extras')
  const booked = context.line.extras.filter((extra) => extra.state === 'booked')
  const offered = new Map(availableExtras(db, booking, locale).map((extra) => [extra.experienceId, extra]))
  const keyOf = (id: number, scope: string, day: number | null) => `${id}|${scope}|${day ?? ''}`
  const existing = new Map(
    booked.map((extra) => [keyOf(extra.extraExperienceId, extra.scope, extra.dayIndex), extra]),
  )
  const kept = new Set<number>()
  const seen = new Set<string>()
  const updates: Array<{ extra: BookedExtraRecord; input: ExtraInput; dayIndex: number | null }> = []
  const additions: NewBookedExtra[] = []
  inputs.forEach((input, index) => {
    const param = `extras[${index}]`
    const id = decodeId('experience', input.id)
    const dayIndex = checkScope(input, context.programDays, param)
    const key = keyOf(id ?? -1, input.scope, dayIndex)
    if (seen.has(key))
      throw badRequest('INVALID_EXTRA', 'The same extra appears twice.', { param, value: input.id })
    seen.add(key)
    checkParticipants(
      { ...input, id: input.id, dayIndex },
      { ...context, available: new Map(), param: 'extras' } satisfies ExtraContext,
      param,
    )
    const current = existing.get(key)
    if (current !== undefined) {
      kept.add(current.id)
      updates.push({ extra: current, input, dayIndex })
      return
    }
    const quoted = id === null ? undefined : offered.get(id)
    if (quoted === undefined) {
      throw badRequest(
        'INVALID_EXTRA',
        'Unknown extra: not an add-on of this experience bookable on its date.',
        {
          param: `${param}.id`,
          value: input.id,
        },
      )
    }
    const participants = { adults: input.adultCount, childrenBirthdates: input.childrenBirthdates }
    additions.push({
      extraExperienceId: quoted.experienceId,
      name: quoted.name,
      adultCount: input.adultCount,
      childrenBirthdates: [...input.childrenBirthdates],
      scope: input.scope,
      dayIndex,
      ...priceExtra(quoted, participants, context.startAt, param),
      priceSheet: { ...quoted.sheet },
      isIncluded: input.isIncluded ?? null,
    })
  })
  db.transaction(() => {
    for (const { extra, input, dayIndex } of updates) {
      const participants = { adults: input.adultCount, childrenBirthdates: input.childrenBirthdates }
      const price = priceExtra(asQuoted(extra), participants, context.startAt, 'extras')
      const unchanged =
        extra.adultCount === input.adultCount &&
        JSON.stringify(extra.childrenBirthdates) === JSON.stringify(input.childrenBirthdates) &&
        (input.isIncluded === undefined || input.isIncluded === extra.isIncluded)
      if (!unchanged) {
        updateBookedExtra(
          db,
          extra,
          {
            adultCount: input.adultCount,
            childrenBirthdates: [...input.childrenBirthdates],
            dayIndex,
            ...price,
            isIncluded: input.isIncluded ?? null,
          },
          actor,
          at,
        )
      }
    }
    for (const extra of booked) if (!kept.has(extra.id)) cancelBookedExtra(db, extra, actor, at)
    addBookedExtras(db, booking, additions, actor, at)
  })()
}

/** A booked extra seen as a priced add-on: its frozen sheet prices new counts at the booked conditions. */
function asQuoted(extra: BookedExtraRecord): QuotedExtra {
  return {
    experienceId: extra.extraExperienceId,
    name: extra.name,
    periodId: 0,
    // The bookings store keeps the sheet as opaque JSON; it was written from a PriceSheet (validateExtras).
    sheet: extra.priceSheet as unknown as PriceSheet,
    price: {
      ok: true,
      price: extra.price,
      priceWithoutPromo: extra.priceWithoutPromo,
      promotions: extra.promotions,
      adultUnitPrice: 0,
      children: [],
    },
  }
}

/** PUT extras/{id}: new counts (and day) for one booked extra, re-priced at its booked conditions. */
export function changeExtra(
  db: Database.Database,
  booking: BookingRecord,
  extra: BookedExtraRecord,
  change: { adultPax: number; childrenBirthdates: string[]; dayIndex?: number | null | undefined },
  actor: Actor,
  at: string,
): BookedExtraRecord {
  if (extra.state === 'canceled') {
    throw new ApiError(
      409,
      'EXTRA_CANCELED',
      'A cancelled extra cannot change; book it again with PATCH updatedBook.',
      {
        id: extra.encodedId,
      },
    )
  }
  const context = extraContext(db, booking, 'body')
  const input = {
    id: extra.extraExperienceId,
    adultCount: change.adultPax,
    childrenBirthdates: change.childrenBirthdates,
    scope: extra.scope,
    dayIndex: change.dayIndex === undefined ? extra.dayIndex : change.dayIndex,
  }
  const dayIndex = checkScope(input, context.programDays, 'body')
  checkParticipants(input, { ...context, available: new Map() }, 'body')
  const clash = context.line.extras.some(
    (other) =>
      other.id !== extra.id &&
      other.state === 'booked' &&
      other.extraExperienceId === extra.extraExperienceId &&
      other.scope === extra.scope &&
      other.dayIndex === dayIndex,
  )
  if (clash) {
    throw badRequest(ERROR_CODES.validationError, 'The booking already has this extra on that day.', {
      param: 'dayIndex',
      value: dayIndex,
    })
  }
  const participants = { adults: change.adultPax, childrenBirthdates: change.childrenBirthdates }
  const price = priceExtra(asQuoted(extra), participants, context.startAt, 'body')
  return updateBookedExtra(
    db,
    extra,
    { adultCount: change.adultPax, childrenBirthdates: [...change.childrenBirthdates], dayIndex, ...price },
    actor,
    at,
  )
}

export function removeExtra(db: Database.Database, extra: BookedExtraRecord, actor: Actor, at: string) {
  return cancelBookedExtra(db, extra, actor, at)
}

export function recordFilters(
  db: Database.Database,
  booking: BookingRecord,
  filters: UpdatedBookRequestV1['filters'],
) {
  if (filters !== undefined) setExtrasFilters(db, lineOf(booking).id, filters)
}
