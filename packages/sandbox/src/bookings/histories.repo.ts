import type Database from 'better-sqlite3'
import { API_USERS, organizationById } from '../platform/organizations'
import { historyLabel, type HistoryEventKind } from '../../../../src/shared/domain/booking-states'
import { SYSTEM_ACTOR, type Actor } from './bookings.types'
import { statement } from '../platform/statements'

/**
 * History (audit log) of a booking. `event` is the domain's event kind; `label` is written with the domain's
 * historyLabel ("Cancelled: customer request"), so the app can read the kind back with parseHistoryLabel.
 */
export type HistoryEvent = HistoryEventKind

export interface HistoryRow {
  id: number
  booking_id: number
  event: string
  user_id: number | null
  first_name: string | null
  last_name: string | null
  label: string
  created_at: string
}

/**
 * Every event that someone triggers names a user: userId, firstName and lastName are null together for system
 * events only (spec: History entry). Actors that are not API users get a user id of their own, in ranges that
 * never meet: an organization acting through its API key is its "API key" user, a hotel or an experience supplier
 * answering a booking is its reservations desk.
 */
const API_KEY_USER_BASE = 10_000
const SUPPLIER_DESK_USER_BASE = 20_000
const HOTEL_DESK_USER_BASE = 1_000_000

/** The actor of a caller's action: the API user behind a bearer token, or the organization's API key user. */
export function actorFor(organizationId: number, userId: number | null): Actor {
  if (userId !== null) {
    const user = API_USERS.find((candidate) => candidate.id === userId)
    if (user !== undefined) return { userId: user.id, firstName: user.firstName, lastName: user.lastName }
  }
  const organization = organizationById(organizationId)
  if (organization === undefined) return SYSTEM_ACTOR
  return {
    userId: API_KEY_USER_BASE + organization.id,
    firstName: organization.displayName,
    lastName: 'API key',
  }
}

/** The reservations desk of a hotel or of an experience supplier organization, as the actor of its answers. */
export function deskActor(kind: 'hotel' | 'organization', id: number, name: string): Actor {
  const base = kind === 'hotel' ? HOTEL_DESK_USER_BASE : SUPPLIER_DESK_USER_BASE
  return { userId: base + id, firstName: name, lastName: 'Reservations' }
}

export function addHistory(
  db: Database.Database,
  bookingId: number,
  event: HistoryEvent,
  actor: Actor,
  at: string,
  detail?: string | null,
): void {
  const label = historyLabel(event, detail)
  statement(
    db,
    `INSERT INTO booking_histories (booking_id, event, user_id, first_name, last_name, label, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(bookingId, event, actor.userId, actor.firstName, actor.lastName, label, at)
}

export function listHistory(db: Database.Database, bookingId: number): HistoryRow[] {
  return statement(db, 'SELECT * FROM booking_histories WHERE booking_id = ? ORDER BY created_at, id').all(
    bookingId,
  ) as HistoryRow[]
}
