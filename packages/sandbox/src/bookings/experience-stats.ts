import type Database from 'better-sqlite3'
import { statement } from '../platform/statements'

/**
 * Booking figures of experiences (search results' totalBookingsCount and lastBookingDate): every booking of every
 * organization except drafts and failed writes, which never reached the supplier.
 *
 * Every experience's figures are kept per connection while `experience_booking_revision` stays put (the triggers
 * of bookings.schema.ts count every change to booked lines and to a booking's state or creation time), so a
 * search reads a map instead of grouping the bookings again. Like the kept cards, a copy is never loaded inside a
 * transaction: a rollback takes the revision back, and a later write could reach the same number with other data.
 */
export interface ExperienceBookingStats {
  count: number
  lastBookedAt: string
}

interface Kept {
  revision: number
  stats: Map<number, ExperienceBookingStats>
}

const kept = new WeakMap<Database.Database, Kept>()

const STATS = `SELECT l.experience_id AS experienceId, count(*) AS count, max(b.created_at) AS lastBookedAt
  FROM booked_experiences l JOIN bookings b ON b.id = l.booking_id
  WHERE (? IS NULL OR l.experience_id IN (SELECT value FROM json_each(?))) AND b.state NOT IN ('draft', 'failure')
  GROUP BY l.experience_id`

/** The figures of the experiences in `ids` (a JSON array), or of all when null. */
function query(db: Database.Database, ids: string | null): Map<number, ExperienceBookingStats> {
  const rows = statement(db, STATS).all(ids, ids) as Array<{ experienceId: number } & ExperienceBookingStats>
  return new Map(rows.map((row) => [row.experienceId, { count: row.count, lastBookedAt: row.lastBookedAt }]))
}

/** Figures by experience id; an experience never booked has none. The map is shared: read, never change it. */
export function experienceBookingStats(
  db: Database.Database,
  experienceIds: readonly number[],
): ReadonlyMap<number, ExperienceBookingStats> {
  if (experienceIds.length === 0) return new Map()
  const revision = statement(db, 'SELECT n FROM experience_booking_revision WHERE id = 1').pluck().get() as
    number | undefined
  const known = kept.get(db)
  if (known !== undefined && known.revision === revision) return known.stats
  if (db.inTransaction || revision === undefined) return query(db, JSON.stringify(experienceIds))
  const fresh = { revision, stats: query(db, null) }
  kept.set(db, fresh)
  return fresh.stats
}
