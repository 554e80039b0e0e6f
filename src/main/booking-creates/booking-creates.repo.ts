import type { ParsedBookingRequest } from '../../shared/api/bookings-v3'
import { PricedProduct } from '../../shared/domain/markup'
import type { ShownRate } from '../../shared/ipc/hotels.contract'
import { allRows, getRow, parseJson, parseJsonOrNull, run, toFlag, type Db } from '../db/statements'

/**
 * Hotel booking creates (table `booking_creates`, migration 0050): written before the request leaves, so that a
 * create whose answer was lost (or that a crash interrupted) is looked up by its reference before any new try.
 *
 *   sending --answer--> done | failed
 *          \--no answer--> unknown --lookup--> done (adopted) | not_made
 *
 * Each create belongs to the service it was sent to (`service`, migration 0070): lookups and the "already made
 * with this handshake" check take one service's creates only, so a create is never looked up on another service.
 * The rate the agent was shown travels with the create (`shown_rate_json`, migration 0080), so that a booking
 * adopted later, also after a restart, is stored with it; so does the product it was priced as (`priced_as_json`,
 * migration 0170), so that such a booking is adopted with its selling price frozen.
 */

export type CreateState = 'sending' | 'unknown' | 'done' | 'not_made' | 'failed'

/** What a create makes (migration 0150): the lookup after a lost answer differs, the rule does not. */
export type CreateKind = 'hotel' | 'experience'

export interface StoredCreateError {
  code: string
  message: string
}

/**
 * `request` is what was sent: a hotel create's v3 request, or an experience create's (experience-booking.ts),
 * read back by the module of its `kind`.
 */
export interface BookingCreate<Request = ParsedBookingRequest> {
  id: string
  kind: CreateKind
  /** What the agent is told the create was (the experiences' names); null for hotel creates. */
  product: string | null
  /** The service it was sent to (`serviceIdentity`): it is only ever looked up there. */
  service: string
  reference: string
  /** The agent typed the reference (it may be on older bookings too); false for a desk-made `AD-...` one. */
  agentReference: boolean
  requestId: string
  request: Request
  locale: string | null
  /** The rate as the agent saw it (hotels.book's `shownRate`), stored with the booking once made or adopted. */
  shownRate: ShownRate | null
  /** What the agent saw it priced as (hotels.book's `pricedAs`): its sale is frozen on it once made or adopted. */
  pricedAs: PricedProduct | null
  /** Bookings that carried the reference before this attempt: never adopted by its lookup. */
  knownIds: string[]
  state: CreateState
  bookingId: string | null
  adopted: boolean
  attempts: number
  lastError: StoredCreateError | null
  createdAt: string
  updatedAt: string
}

interface CreateRow {
  id: string
  kind: CreateKind
  product: string | null
  service: string
  reference: string
  agent_reference: number
  request_id: string
  request_json: string
  locale: string | null
  shown_rate_json: string | null
  priced_as_json: string | null
  known_ids_json: string
  state: CreateState
  booking_id: string | null
  adopted: number
  attempts: number
  last_error_json: string | null
  created_at: string
  updated_at: string
}

/** A product read back is checked again: one that no longer parses (an older shape) freezes no sale, never a wrong one. */
function pricedAsOf(json: string | null): PricedProduct | null {
  const parsed = PricedProduct.safeParse(parseJsonOrNull<unknown>(json))
  return parsed.success ? parsed.data : null
}

const toCreate = (row: CreateRow): BookingCreate<never> => ({
  id: row.id,
  kind: row.kind,
  product: row.product,
  service: row.service,
  reference: row.reference,
  agentReference: row.agent_reference === 1,
  requestId: row.request_id,
  request: parseJson<never>(row.request_json),
  locale: row.locale,
  shownRate: parseJsonOrNull<ShownRate>(row.shown_rate_json),
  pricedAs: pricedAsOf(row.priced_as_json),
  knownIds: parseJson<string[]>(row.known_ids_json),
  state: row.state,
  bookingId: row.booking_id,
  adopted: row.adopted === 1,
  attempts: row.attempts,
  lastError: parseJsonOrNull<StoredCreateError>(row.last_error_json),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

export type NewBookingCreate<Request = ParsedBookingRequest> = Pick<
  BookingCreate<Request>,
  | 'id'
  | 'service'
  | 'reference'
  | 'agentReference'
  | 'requestId'
  | 'request'
  | 'locale'
  | 'shownRate'
  | 'knownIds'
  | 'createdAt'
> &
  Partial<Pick<BookingCreate<Request>, 'kind' | 'product' | 'pricedAs'>>

/** Records an attempt as `sending`, before the request leaves. */
export function insertBookingCreate<Request = ParsedBookingRequest>(
  db: Db,
  create: NewBookingCreate<Request>,
): BookingCreate<Request> {
  run(
    db,
    `INSERT INTO booking_creates (id, kind, product, service, reference, agent_reference, request_id, request_json,
       locale, shown_rate_json, priced_as_json, known_ids_json, state, attempts, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'sending', 1, ?, ?)`,
    create.id,
    create.kind ?? 'hotel',
    create.product ?? null,
    create.service,
    create.reference,
    toFlag(create.agentReference),
    create.requestId,
    JSON.stringify(create.request),
    create.locale,
    create.shownRate === null ? null : JSON.stringify(create.shownRate),
    create.pricedAs == null ? null : JSON.stringify(create.pricedAs),
    JSON.stringify(create.knownIds),
    create.createdAt,
    create.createdAt,
  )
  return getBookingCreate<Request>(db, create.id) as BookingCreate<Request>
}

export function getBookingCreate<Request = ParsedBookingRequest>(
  db: Db,
  id: string,
): BookingCreate<Request> | null {
  const row = getRow<CreateRow>(db, 'SELECT * FROM booking_creates WHERE id = ?', id)
  return row === undefined ? null : toCreate(row)
}

/**
 * Creates still without an outcome (sending or unknown), oldest first: of one service (what may be looked up
 * there), or of every service when none is given (what the agent is shown). Every kind: the caller reads each
 * create with its kind's module (`BookingCreate<Request>`).
 */
export function listOpenBookingCreates(db: Db, service?: string): BookingCreate<unknown>[] {
  if (service === undefined) {
    return allRows<CreateRow>(
      db,
      "SELECT * FROM booking_creates WHERE state IN ('sending', 'unknown') ORDER BY created_at, id",
    ).map(toCreate)
  }
  return allRows<CreateRow>(
    db,
    `SELECT * FROM booking_creates WHERE service = ? AND state IN ('sending', 'unknown')
     ORDER BY created_at, id`,
    service,
  ).map(toCreate)
}

/** The service's create that already made a booking with this handshake (one handshake makes one booking). */
export function findDoneBookingCreate<Request = ParsedBookingRequest>(
  db: Db,
  service: string,
  requestId: string,
  kind: CreateKind = 'hotel',
): BookingCreate<Request> | null {
  const row = getRow<CreateRow>(
    db,
    `SELECT * FROM booking_creates WHERE request_id = ? AND service = ? AND kind = ? AND state = 'done'
     ORDER BY created_at DESC LIMIT 1`,
    requestId,
    service,
    kind,
  )
  return row === undefined ? null : toCreate(row)
}

/** Creates without an outcome: of one service, or of every service when none is given (the quit check). */
export function countOpenBookingCreates(db: Db, service?: string): number {
  const row =
    service === undefined
      ? getRow<{ n: number }>(
          db,
          "SELECT count(*) AS n FROM booking_creates WHERE state IN ('sending', 'unknown')",
        )
      : getRow<{ n: number }>(
          db,
          "SELECT count(*) AS n FROM booking_creates WHERE service = ? AND state IN ('sending', 'unknown')",
          service,
        )
  return row?.n ?? 0
}

/** Moves a create to its next state; the error is kept for `unknown`, `failed` and `not_made`. */
export function markBookingCreate(
  db: Db,
  id: string,
  next: {
    state: CreateState
    at: string
    bookingId?: string
    adopted?: boolean
    error?: StoredCreateError | null
  },
): void {
  run(
    db,
    `UPDATE booking_creates SET state = ?, booking_id = coalesce(?, booking_id), adopted = max(adopted, ?),
       last_error_json = CASE WHEN ? THEN ? ELSE last_error_json END, updated_at = ? WHERE id = ?`,
    next.state,
    next.bookingId ?? null,
    toFlag(next.adopted ?? false),
    toFlag(next.error !== undefined),
    next.error === undefined || next.error === null ? null : JSON.stringify(next.error),
    next.at,
    id,
  )
}
