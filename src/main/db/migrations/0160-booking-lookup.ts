import type { Migration } from '../migrate'

/**
 * What the command box (Ctrl+K) finds a booking by, beyond the summary columns `bookings_fts` indexes: the
 * service's booking reference and the hotel's confirmation number (in the v1 and v3 details), the customer file,
 * and every traveller's name (in the details and in the list item's room compositions). A customer calling with
 * "HCN-E46C0A8C" or "it's the Lamberts" is found from the cache, offline too.
 *
 * `booking_lookup_fts` holds one row per booking (rowid = `bookings.seq`) with two columns, `refs` and `names`,
 * rebuilt by triggers whenever what it is made of changes in the booking's row or its list item, so no writer of
 * the cache has to know about it (a poll that writes the same bookings again rebuilds nothing). It is an ordinary FTS table (not external-content): its text is derived, not a column of
 * `bookings`. Accent-insensitive, prefix-indexed like `bookings_fts`.
 */

/** Writes the rows of the bookings `where` selects (`b` is the booking). */
function insertRows(where: string): string {
  return `
    INSERT INTO booking_lookup_fts (rowid, refs, names)
    SELECT b.seq,
      concat_ws(' ', b.id, b.internal_reference, b.to_reference, b.dmc_reference, b.customer_file_id,
        b.v1_json ->> '$.bookingRef', b.v1_json ->> '$.hotelConfirmationNumber',
        b.v3_json ->> '$.hotelConfirmationNumber'),
      concat_ws(' ', b.customer_first_name, b.customer_last_name,
        (SELECT group_concat(concat_ws(' ', t.value ->> '$.firstName', t.value ->> '$.lastName'), ' ')
           FROM json_each(b.v1_json, '$.roomsBooked') r, json_each(r.value, '$.travelers') t),
        (SELECT group_concat(concat_ws(' ', t.value ->> '$.firstName', t.value ->> '$.lastName'), ' ')
           FROM json_each(b.v1_json, '$.experiencesBooked') e, json_each(e.value, '$.travelers') t),
        (SELECT group_concat(concat_ws(' ', t.value ->> '$.firstName', t.value ->> '$.lastName'), ' ')
           FROM booking_list_items i, json_each(i.raw_json, '$.roomCompositions') r,
             json_each(r.value, '$.travelers') t
           WHERE i.booking_id = b.id))
    FROM bookings b ${where};`
}

/** The row of one booking, `seq` given as an SQL expression (`new.seq`, a subquery). */
function rebuildRow(seq: string): string {
  return `DELETE FROM booking_lookup_fts WHERE rowid = ${seq}; ${insertRows(`WHERE b.seq = ${seq}`)}`
}

export const bookingLookupMigration: Migration = {
  version: 160,
  name: 'booking-lookup',
  up(db) {
    db.exec(`
      CREATE VIRTUAL TABLE booking_lookup_fts USING fts5(
        refs,
        names,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '2 3'
      );
      -- A deleted booking's words leave the index at once (names must not linger in old segments).
      INSERT INTO booking_lookup_fts (booking_lookup_fts, rank) VALUES ('secure-delete', 1);
      CREATE TRIGGER booking_lookup_insert AFTER INSERT ON bookings BEGIN
        ${rebuildRow('new.seq')}
      END;
      CREATE TRIGGER booking_lookup_update AFTER UPDATE ON bookings
      WHEN old.v1_json IS NOT new.v1_json OR old.v3_json IS NOT new.v3_json
        OR old.customer_first_name IS NOT new.customer_first_name
        OR old.customer_last_name IS NOT new.customer_last_name
        OR old.internal_reference IS NOT new.internal_reference OR old.to_reference IS NOT new.to_reference
        OR old.dmc_reference IS NOT new.dmc_reference OR old.customer_file_id IS NOT new.customer_file_id BEGIN
        ${rebuildRow('new.seq')}
      END;
      CREATE TRIGGER booking_lookup_delete AFTER DELETE ON bookings BEGIN
        DELETE FROM booking_lookup_fts WHERE rowid = old.seq;
      END;
      CREATE TRIGGER booking_lookup_item_insert AFTER INSERT ON booking_list_items BEGIN
        ${rebuildRow('(SELECT seq FROM bookings WHERE id = new.booking_id)')}
      END;
      CREATE TRIGGER booking_lookup_item_update AFTER UPDATE ON booking_list_items
      WHEN old.raw_json IS NOT new.raw_json BEGIN
        ${rebuildRow('(SELECT seq FROM bookings WHERE id = new.booking_id)')}
      END;
    `)
    db.exec(insertRows(''))
  },
}
