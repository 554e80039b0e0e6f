import type { Context } from 'hono'
import { BookingRequest, type ParsedBookingRequest } from '../../../../src/shared/api/bookings-v3'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import { parseGender, parseTravelerKind } from '../../../../src/shared/domain/travelers'
import { badRequest } from '../platform/errors'
import { bodyValidationError } from '../platform/validation'

/**
 * Reads and validates the body of POST /api/v3/bookings. Order of the answers: malformed JSON (400 INVALID_JSON),
 * a traveler kind or gender outside the allowed values (400 INVALID_TRAVELER, the spec's code, checked before the
 * shape so that it is never hidden by another issue), then any other shape problem: a missing field, a malformed
 * date... (400 VALIDATION_ERROR with `message` naming the first problem and `details` { param, issues }).
 */
export async function readBookingRequest(c: Context): Promise<ParsedBookingRequest> {
  let raw: unknown
  try {
    const text = await c.req.text()
    raw = text.trim() === '' ? undefined : JSON.parse(text)
  } catch {
    throw badRequest(ERROR_CODES.invalidJson, 'The request body is not valid JSON.')
  }
  if (raw === undefined || raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw badRequest(ERROR_CODES.validationError, 'The request body must be a JSON object.', {
      param: 'body',
      issues: [],
    })
  }
  checkTravelerValues(raw as Record<string, unknown>)
  const parsed = BookingRequest.safeParse(raw)
  if (!parsed.success) throw bodyValidationError(parsed.error, 'booking request')
  return parsed.data
}

function checkTravelerValues(body: Record<string, unknown>): void {
  const rooms = body.rooms
  if (!Array.isArray(rooms)) return
  rooms.forEach((room: unknown, roomIndex) => {
    const travelers = isObject(room) ? room.travelers : undefined
    if (!Array.isArray(travelers)) return
    travelers.forEach((traveler: unknown, travelerIndex) => {
      if (!isObject(traveler)) return
      for (const field of ['kind', 'gender'] as const) {
        const value = traveler[field]
        if (value === undefined) continue
        const valid = field === 'kind' ? parseTravelerKind(value) !== null : parseGender(value) !== null
        if (!valid) {
          const allowed = field === 'kind' ? 'adult, child or infant' : 'male, female or non_binary'
          throw badRequest(
            ERROR_CODES.invalidTraveler,
            `Traveler ${field} ${JSON.stringify(value)} is not allowed: use ${allowed}.`,
            { param: `rooms[${roomIndex}].travelers[${travelerIndex}].${field}`, value },
          )
        }
      }
    })
  })
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}

/** `rooms.0.travelers.1.birthdate` -> `rooms[0].travelers[1].birthdate`, the spelling of details.param. */
