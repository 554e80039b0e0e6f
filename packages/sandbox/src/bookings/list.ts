import type Database from 'better-sqlite3'
import type { BookingListRequestV1 } from '../../../../src/shared/api/bookings-v1'
import { addDays } from '../../../../src/shared/domain/dates'
import { decodeId } from '../../../../src/shared/domain/ids'
import { ApiError } from '../platform/errors'
import type { Organization } from '../platform/organizations'
import { normalizeText } from '../platform/text'
import { statement } from '../platform/statements'

/**
 * POST /api/v1/bookings/list as SQL. Every filter narrows the caller's own bookings (AND). Choices the spec leaves
 * open are listed in the README (sorting, pagination, date-range semantics).
 */
const SORT_COLUMNS: Record<string, string> = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  startAt: 'check_in',
  endAt: 'check_out',
  totalPrice: 'total_price',
  customerLastName: 'customer_last_name COLLATE NOCASE',
  state: 'state',
  id: 'id',
}

/**
 * The bookings a supplier organization supplies: those of its experiences (the booked line's supplier) and the
 * hotel bookings at the hotels it owns. The same rule opens their detail to it (`isSupplierOf`).
 */
export const SUPPLIED_SQL = `(id IN (SELECT booking_id FROM booked_experiences
    WHERE supplier_organization_id = @organizationId)
  OR (kind = 'hotel' AND hotel_id IN (SELECT id FROM hotels WHERE organization_id = @organizationId)))`

/** Whether a supplier organization supplies this booking (see SUPPLIED_SQL). */
export function isSupplierOf(db: Database.Database, organizationId: number, bookingId: number): boolean {
  return (
    statement(db, `SELECT 1 FROM bookings WHERE id = @bookingId AND ${SUPPLIED_SQL}`).get({
      bookingId,
      organizationId,
    }) !== undefined
  )
}

export interface ListPage {
  ids: number[]
  total: number
  page: number
  perPage: number
}

function invalidFilter(param: string, value: unknown, message: string): ApiError {
  return new ApiError(400, 'INVALID_FILTER_VALUE', message, { param, value })
}

function idFilter(
  kind: 'organization' | 'hotel' | 'experience',
  param: string,
  value: string | number,
): number {
  const id = decodeId(kind, value)
  if (id === null) throw invalidFilter(param, value, `${param} is not a valid id.`)
  return id
}

function checkRange(param: string, range: { from?: string | undefined; to?: string | undefined }): void {
  if (range.from !== undefined && range.to !== undefined && range.from > range.to) {
    throw invalidFilter(param, range, `${param}.from is after ${param}.to.`)
  }
}

export function listBookingIds(
  db: Database.Database,
  caller: Organization,
  request: BookingListRequestV1,
): ListPage {
  // A tour operator lists the bookings it made; a supplier (scope dmc) those it supplies (see SUPPLIED_SQL).
  const where: string[] = [caller.scope === 'dmc' ? SUPPLIED_SQL : 'organization_id = @organizationId']
  const params: Record<string, string | number> = { organizationId: caller.id }
  const nothing = (): void => void where.push('0')

  if (request.organizationId !== undefined) {
    const organizationId = idFilter('organization', 'organizationId', request.organizationId)
    // For a supplier, the tour operator that made the booking; a tour operator sees its own bookings only.
    if (caller.scope === 'dmc') {
      params.bookerId = organizationId
      where.push('organization_id = @bookerId')
    } else if (organizationId !== caller.id) nothing()
  }
  if (request.scope !== undefined && request.scope !== caller.scope) nothing()
  // `kind` and `product` both select on the booking's kind (hotel or experience).
  for (const [index, value] of [request.kind, request.product].entries()) {
    if (value === undefined) continue
    params[`kind${index}`] = value
    where.push(`kind = @kind${index}`)
  }
  if (request.experienceId !== undefined) {
    params.experienceId = idFilter('experience', 'experienceId', request.experienceId)
    where.push('id IN (SELECT booking_id FROM booked_experiences WHERE experience_id = @experienceId)')
  }
  if (request.hotelId !== undefined) {
    params.hotelId = idFilter('hotel', 'hotelId', request.hotelId)
    where.push('hotel_id = @hotelId')
  }
  if (request.rangeDates !== undefined) {
    checkRange('rangeDates', request.rangeDates)
    if (request.rangeDates.from !== undefined) {
      params.createdFrom = request.rangeDates.from
      where.push('created_at >= @createdFrom')
    }
    if (request.rangeDates.to !== undefined) {
      params.createdBefore = addDays(request.rangeDates.to, 1)
      where.push('created_at < @createdBefore')
    }
  }
  if (request.rangeDatesTravelPeriod !== undefined) {
    checkRange('rangeDatesTravelPeriod', request.rangeDatesTravelPeriod)
    // A stay is in the period when it overlaps it (arrival on or before `to`, departure on or after `from`).
    if (request.rangeDatesTravelPeriod.to !== undefined) {
      params.travelTo = request.rangeDatesTravelPeriod.to
      where.push('check_in <= @travelTo')
    }
    if (request.rangeDatesTravelPeriod.from !== undefined) {
      params.travelFrom = request.rangeDatesTravelPeriod.from
      where.push('check_out >= @travelFrom')
    }
  }
  if (request.startAt !== undefined) {
    params.startAt = request.startAt
    where.push('check_in = @startAt')
  }
  if (request.endAt !== undefined) {
    params.endAt = request.endAt
    where.push('check_out = @endAt')
  }
  if (request.withReplacedBookings !== true) where.push("state <> 'replaced'")
  if (request.customerFileId !== undefined) {
    params.customerFileId = request.customerFileId.trim()
    where.push('customer_file_id = @customerFileId')
  }
  if (request.stars !== undefined) {
    const stars = String(request.stars)
      .split(',')
      .map((value) => Number(value.trim()))
    where.push(`hotel_id IN (SELECT id FROM hotels WHERE stars IN (${[...new Set(stars)].join(',')}))`)
  }
  if (request.search !== undefined) {
    // search_text is folded the same way: accents, case and punctuation do not matter; every word must match.
    normalizeText(request.search)
      .split(' ')
      .filter((token) => token !== '')
      .forEach((token, index) => {
        params[`search${index}`] = `%${token}%`
        where.push(`search_text LIKE @search${index}`)
      })
  }

  const column = request.column ?? '-createdAt'
  const descending = column.startsWith('-')
  const sortColumn = SORT_COLUMNS[descending ? column.slice(1) : column] ?? 'created_at'
  const direction = descending ? 'DESC' : 'ASC'
  const whereSql = where.join(' AND ')
  const total = (
    statement(db, `SELECT COUNT(*) AS n FROM bookings WHERE ${whereSql}`).get(params) as { n: number }
  ).n

  const paged = request.page !== undefined || request.perPage !== undefined
  const perPage = paged ? (request.perPage ?? 20) : Math.max(total, 1)
  const page = paged ? (request.page ?? 1) : 1
  const rows = statement(
    db,
    `SELECT id FROM bookings WHERE ${whereSql} ORDER BY ${sortColumn} ${direction}, id ${direction}
       LIMIT @limit OFFSET @offset`,
  ).all({ ...params, limit: perPage, offset: (page - 1) * perPage }) as Array<{ id: number }>
  return { ids: rows.map((row) => row.id), total, page, perPage }
}
