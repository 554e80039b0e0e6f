import type { Context } from 'hono'
import {
  ExperienceBookRequestV1,
  type ExperienceBookingRequestV1,
} from '../../../../src/shared/api/experiences-v1-booking'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import { parseExperienceTravelerKind, parseGender } from '../../../../src/shared/domain/travelers'
import { MAX_JSON_BODY_BYTES } from '../bookings/http'
import { ApiError, badRequest } from '../platform/errors'
import { bodyValidationError } from '../platform/validation'

/**
 * Reads the body of POST /api/v1/experiences/book, in the hotel booking's order: malformed JSON (400
 * INVALID_JSON), a traveler kind (experience: adult or child) or gender outside the allowed values (400
 * INVALID_TRAVELER, checked first so another issue never hides it), then the shape (400 VALIDATION_ERROR naming
 * the first problem; `details.param` like `[1].travelers[0].birthdate`).
 */
export async function readBookRequest(c: Context): Promise<ExperienceBookingRequestV1[]> {
  const text = await c.req.text()
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) {
    throw new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The request body is larger than ${MAX_JSON_BODY_BYTES} bytes.`,
    )
  }
  let raw: unknown
  try {
    raw = text.trim() === '' ? undefined : JSON.parse(text)
  } catch {
    throw badRequest(ERROR_CODES.invalidJson, 'The request body is not valid JSON.')
  }
  if (!Array.isArray(raw)) {
    throw badRequest(
      ERROR_CODES.validationError,
      'The body is an array of booking objects, one per experience.',
      {
        param: 'body',
        issues: [],
      },
    )
  }
  raw.forEach(checkTravelerValues)
  const parsed = ExperienceBookRequestV1.safeParse(raw)
  if (!parsed.success) throw bodyValidationError(parsed.error, 'booking request')
  return parsed.data
}

function checkTravelerValues(element: unknown, index: number): void {
  if (!isObject(element) || !Array.isArray(element.travelers)) return
  element.travelers.forEach((traveler: unknown, travelerIndex) => {
    if (!isObject(traveler)) return
    for (const field of ['kind', 'gender'] as const) {
      const value = traveler[field]
      if (value === undefined) continue
      const valid =
        field === 'kind' ? parseExperienceTravelerKind(value) !== null : parseGender(value) !== null
      if (!valid) {
        const allowed = field === 'kind' ? 'adult or child' : 'male, female or non_binary'
        throw badRequest(
          ERROR_CODES.invalidTraveler,
          `Traveler ${field} ${JSON.stringify(value)} is not allowed: use ${allowed}.`,
          { param: `[${index}].travelers[${travelerIndex}].${field}`, value },
        )
      }
    }
  })
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
