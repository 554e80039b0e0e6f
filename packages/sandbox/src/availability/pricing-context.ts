import type Database from 'better-sqlite3'
import { ERROR_CODES } from '../../../../src/shared/api/errors'
import { encodeId } from '../../../../src/shared/domain/ids'
import { readBooking } from '../bookings/bookings.repo'
import { ApiError } from '../platform/errors'
import { organizationFamily, type Organization } from '../platform/organizations'

/** Helpers shared by the availability endpoints and the booking create: currency and replaced bookings. */

/** Spec: pricing organization and currency derive from the caller's organization (or from tripId; see README). */
export function pricingCurrency(organization: Organization): string {
  return organization.currency
}

/**
 * `replaceBookingId` must name a booking of the caller's organization: another organization of the same group
 * answers 403 OWNED_BY_OTHER_ORGANIZATION (as GET /api/v3/bookings/{id} does), anything else 404.
 */
export function checkReplaceableBooking(
  db: Database.Database,
  organization: Organization,
  bookingId: number,
): void {
  const booking = readBooking(db, bookingId)
  if (booking !== null && booking.organizationId === organization.id) {
    // A hotel stay replaces a hotel stay; an experience is replaced through the experience booking endpoint.
    if (booking.kind !== 'hotel') {
      throw new ApiError(
        400,
        ERROR_CODES.validationError,
        'A hotel booking can only replace a hotel booking.',
        {
          replaceBookingId: encodeId('booking', bookingId),
          kind: booking.kind,
        },
      )
    }
    return
  }
  if (booking !== null && organizationFamily(organization).includes(booking.organizationId)) {
    throw new ApiError(
      403,
      ERROR_CODES.ownedByOtherOrganization,
      'The booking to replace belongs to another organization of your group.',
      {
        replaceBookingId: encodeId('booking', bookingId),
        organizationId: encodeId('organization', booking.organizationId),
      },
    )
  }
  throw new ApiError(404, ERROR_CODES.notFound, 'The booking to replace does not exist.', {
    replaceBookingId: encodeId('booking', bookingId),
  })
}
