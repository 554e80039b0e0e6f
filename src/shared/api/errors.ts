import { z } from 'zod'

/**
 * The v3 error body (spec, Errors): `details` is an object such as { param, value } for a bad parameter, or null;
 * `requestId` is quoted when contacting support. The sandbox answers with this body on every endpoint.
 */
export const ErrorBody = z.object({
  name: z.string(),
  message: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  requestId: z.string(),
})
export type ErrorBody = z.infer<typeof ErrorBody>

/** Codes named by the spec, plus the sandbox's own for cases the spec leaves without a code (see README). */
export const ERROR_CODES = {
  invalidLocationId: 'INVALID_LOCATION_ID',
  invalidFilterValue: 'INVALID_FILTER_VALUE',
  invalidSort: 'INVALID_SORT',
  invalidTraveler: 'INVALID_TRAVELER',
  roomOccupancyMismatch: 'ROOM_OCCUPANCY_MISMATCH',
  ownedByOtherOrganization: 'OWNED_BY_OTHER_ORGANIZATION',
  priceChangedForTravelers: 'PRICE_CHANGED_FOR_TRAVELERS',
  offerNoLongerAvailable: 'OFFER_NO_LONGER_AVAILABLE',
  rateLimitExceeded: 'RATE_LIMIT_EXCEEDED',
  // Sandbox codes (the spec shows no code for these conditions).
  unauthenticated: 'UNAUTHENTICATED',
  invalidApiKey: 'INVALID_API_KEY',
  invalidToken: 'INVALID_TOKEN',
  tokenExpired: 'TOKEN_EXPIRED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidGrant: 'INVALID_GRANT',
  invalidParameter: 'INVALID_PARAMETER',
  invalidPagination: 'INVALID_PAGINATION',
  invalidJson: 'INVALID_JSON',
  validationError: 'VALIDATION_ERROR',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  notFound: 'NOT_FOUND',
  routeNotFound: 'ROUTE_NOT_FOUND',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  internalError: 'INTERNAL_ERROR',
  allotmentTaken: 'ALLOTMENT_TAKEN',
  requestAlreadyBooked: 'REQUEST_ALREADY_BOOKED',
  bookingNotCancellable: 'BOOKING_NOT_CANCELLABLE',
  invalidStateTransition: 'INVALID_STATE_TRANSITION',
  invalidMultipart: 'INVALID_MULTIPART',
  emptyFile: 'EMPTY_FILE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  loopbackOnly: 'LOOPBACK_ONLY',
} as const
