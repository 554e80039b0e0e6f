import type { Migration } from '../migrate'

/**
 * The product a hotel create was priced as (hotels.book's `pricedAs`, owner: src/main/booking-creates), kept with
 * the create as its shown rate is (0080): a create whose answer came only after a restart is adopted with the sale
 * the agent saw, frozen as a create answered at once is. Null for creates sent without one and for those made
 * before this version (those keep "no selling price" until the agent sets one).
 */
export const pricedAsMigration: Migration = {
  version: 170,
  name: 'priced-as',
  up(db) {
    db.exec(`ALTER TABLE booking_creates ADD COLUMN priced_as_json TEXT;`)
  },
}
