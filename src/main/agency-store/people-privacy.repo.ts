import { allRows, run, type Db } from '../db/statements'
import type { RecordMeta } from './record-meta'

/**
 * Erasure of the agency's people (owner: src/main/privacy). Unlike a delete (a tombstone that keeps the row for
 * the other desks), a forget leaves no row: the schema runs with `secure_delete`, so the freed cells are zeroed,
 * and the caller checkpoints the log. Call inside a transaction.
 */

/**
 * After people's rows were erased (a forget here, or another desk's erasure pulled by src/main/sharing): no older
 * copy of a page in the write-ahead log (copied into the file and cut to zero bytes), and the agency file written
 * afresh (it is small), so it keeps no freed page of a forgotten customer. Outside any transaction.
 */
export function scrubAgencyFile(db: Db): void {
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.exec('VACUUM agency')
  db.pragma('wal_checkpoint(TRUNCATE)')
}

/** Removes a customer and every traveller of it (tombstones too). Returns the rows removed. */
export function eraseCustomerRows(db: Db, customerId: string): number {
  const travellers = run(db, 'DELETE FROM agency.travellers WHERE customer_id = ?', customerId).changes
  return travellers + run(db, 'DELETE FROM agency.customers WHERE id = ?', customerId).changes
}

/** Removes one traveller's row. Returns the rows removed (0 or 1). */
export function eraseTravellerRow(db: Db, travellerId: string): number {
  return run(db, 'DELETE FROM agency.travellers WHERE id = ?', travellerId).changes
}

/** The agency tables a pulled erasure may name (src/main/sharing/erasures.ts): never a name from elsewhere. */
const ERASABLE = new Set([
  'markup_rules',
  'frozen_sales',
  'customers',
  'travellers',
  'booking_notes',
  'booking_refs',
  'saved_views',
  'proposals',
  'currency_rates',
  'reporting_currency',
])

/**
 * Removes one row of a shared table by its id, as another desk's erasure names it (a proposal with its links to
 * bookings). Returns the rows removed.
 */
export function eraseSharedRow(db: Db, table: string, id: string): number {
  if (!ERASABLE.has(table)) throw new Error(`Not an erasable agency table: ${table}`)
  const links =
    table === 'proposals'
      ? run(db, 'DELETE FROM agency.proposal_bookings WHERE proposal_id = ?', id).changes
      : 0
  return links + run(db, `DELETE FROM agency.${table} WHERE id = ?`, id).changes
}

/** The shared rows that go with a customer when it is forgotten: its travellers and proposals (tombstones too). */
export function sharedRowIdsOfCustomer(db: Db, customerId: string): { kind: string; id: string }[] {
  return allRows<{ kind: string; id: string }>(
    db,
    `SELECT 'traveller' AS kind, id FROM agency.travellers WHERE customer_id = ?
     UNION ALL SELECT 'proposal', id FROM agency.proposals WHERE customer_id = ?`,
    customerId,
    customerId,
  )
}

/**
 * Removes what the agency wrote about some bookings: their internal notes (tombstones too), their agency reference
 * and their row of the search index (booking_text_fts, which runs with secure-delete). A note names the customer
 * and says things about them ("after her surgery"): forgetting the customer or the booking takes it too. `service`
 * null: every service's (as "Forget this booking" empties every service's cache). Returns the rows removed.
 */
export function eraseBookingsAgencyText(
  db: Db,
  service: string | null,
  bookingIds: readonly string[],
): number {
  let rows = 0
  for (const bookingId of bookingIds) {
    for (const table of ['booking_notes', 'booking_refs', 'booking_text_fts'])
      rows +=
        service === null
          ? run(db, `DELETE FROM agency.${table} WHERE booking_id = ?`, bookingId).changes
          : run(db, `DELETE FROM agency.${table} WHERE service = ? AND booking_id = ?`, service, bookingId)
              .changes
  }
  return rows
}

/** Bookings that are no trip (as the customers list counts them). */
const NOT_TRAVELLED = `('canceled', 'refused', 'replaced', 'failure', 'draft')`

export interface PassportHolder {
  id: string
  customerId: string
  meta: RecordMeta
}

/**
 * Live travellers with a sealed passport whose last trip ended before `cutoff` (YYYY-MM-DD). A traveller's trips
 * are its customer's: the bookings of the customer's file in the cache (the service's bookings name travellers
 * by name only, which no profile matches reliably), cancelled and refused ones left out. A traveller whose
 * customer has no trip here counts from when its profile was last changed, so a passport typed and never used
 * is erased too; one with a trip ending on or after the cutoff (a future one included) is kept.
 */
export function passportsPastRetention(
  db: Db,
  options: { service: string | null; cutoff: string },
): PassportHolder[] {
  return allRows<{
    id: string
    customer_id: string
    version: number
    updated_by: string
    updated_at: string
    deleted_at: string | null
  }>(
    db,
    `SELECT t.id, t.customer_id, t.version, t.updated_by, t.updated_at, t.deleted_at
     FROM agency.travellers t JOIN agency.customers c ON c.id = t.customer_id
     WHERE t.deleted_at IS NULL AND t.passport_sealed IS NOT NULL
       AND coalesce(
         (SELECT max(substr(coalesce(b.check_out, b.check_in), 1, 10)) FROM bookings b
          WHERE c.file_id IS NOT NULL AND c.service IS @service AND b.customer_file_id = c.file_id
            AND b.state NOT IN ${NOT_TRAVELLED}),
         substr(t.updated_at, 1, 10)
       ) < @cutoff
     ORDER BY t.id`,
    { service: options.service, cutoff: options.cutoff },
  ).map((row) => ({
    id: row.id,
    customerId: row.customer_id,
    meta: {
      id: row.id,
      version: row.version,
      updatedBy: row.updated_by,
      updatedAt: row.updated_at,
      deletedAt: row.deleted_at,
    },
  }))
}

/** Drops a traveller's sealed passport, with the meta of the change (the caller bumped it). */
export function erasePassport(db: Db, meta: RecordMeta): void {
  run(
    db,
    `UPDATE agency.travellers SET passport_sealed = NULL, version = ?, updated_by = ?, updated_at = ?
     WHERE id = ?`,
    meta.version,
    meta.updatedBy,
    meta.updatedAt,
    meta.id,
  )
}
