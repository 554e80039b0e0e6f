import type { Migration } from '../migrate'

/**
 * What the bookings desk filters and sorts on beside the columns of 0030, so that every filter of the service's
 * v1 list (`POST /api/v1/bookings/list`) also runs over the cache, offline:
 *
 * - `stars`: the hotel's star rating (the v1 detail's `hotel.stars`, else the catalog's for the booking's hotel);
 *   null for an experience booking or a hotel the desk knows no rating of.
 * - `customer_file_id`: the v1 detail's `customerFileId` (the list item does not carry it).
 * - `product_name`: what the booking is of, as the list shows and sorts it: the hotel's name, or the names of the
 *   experiences booked.
 * - `booking_experiences`: the experiences of an experience booking, for the `experienceId` filter.
 *
 * Indexes serve the list's sortable columns (reference, customer, product, price; state, check-in and creation
 * already have theirs) and the equality filters (hotel, customer file, experience), each ending with `id` so that
 * the order is total and a page boundary never repeats or skips a booking. Stars get no index: a rating matches a
 * large share of the bookings, and walking the creation index is faster than sorting what a stars index finds
 * (`npm run bench -- bookings-list` measured both).
 */
export const bookingListMigration: Migration = {
  version: 100,
  name: 'booking-list',
  up(db) {
    db.exec(`
      ALTER TABLE bookings ADD COLUMN stars INTEGER;
      ALTER TABLE bookings ADD COLUMN customer_file_id TEXT;
      ALTER TABLE bookings ADD COLUMN product_name TEXT;
      UPDATE bookings SET product_name = hotel_name;

      CREATE TABLE booking_experiences (
        booking_id TEXT NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
        experience_id TEXT NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY (booking_id, experience_id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX booking_experiences_experience ON booking_experiences (experience_id);

      CREATE INDEX bookings_hotel ON bookings (hotel_id, created_at, id) WHERE hotel_id IS NOT NULL;
      CREATE INDEX bookings_customer_file ON bookings (customer_file_id, created_at, id)
        WHERE customer_file_id IS NOT NULL;
      CREATE INDEX bookings_reference ON bookings (coalesce(internal_reference, to_reference, id), id);
      CREATE INDEX bookings_customer ON bookings (customer_last_name COLLATE NOCASE,
        customer_first_name COLLATE NOCASE, id);
      CREATE INDEX bookings_product ON bookings (product_name COLLATE NOCASE, id);
      CREATE INDEX bookings_price ON bookings (currency, total_price, id);
    `)
  },
}
