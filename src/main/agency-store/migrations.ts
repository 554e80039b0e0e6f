import type { Migration } from '../db/migrate'

/**
 * The agency store's own migrations (steps of 10, its own user_version): never mixed with the cache's, because
 * the cache may be rebuilt and this file never is. SQL names the `agency` schema it is attached under (tables
 * `agency.x`, indexes `agency.x_idx ON x`). A committed migration is never edited: add the next one.
 *
 * Every agency record carries the same meta columns (record-meta.ts): a desk-made UUID `id`, `version`
 * (optimistic), `updated_by`, `updated_at` and `deleted_at` (a tombstone: deletes keep the row, so that several
 * desks can sync offline-first).
 */
const META_COLUMNS = `
  version INTEGER NOT NULL CHECK (version >= 1),
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT`

/** The shared tables (src/main/sharing/shared-tables.ts) as the migration froze them: kind, table. */
const SHARED_KINDS: readonly (readonly [string, string])[] = [
  ['markupRule', 'markup_rules'],
  ['frozenSale', 'frozen_sales'],
  ['customer', 'customers'],
  ['traveller', 'travellers'],
  ['bookingNote', 'booking_notes'],
  ['bookingRef', 'booking_refs'],
  ['savedView', 'saved_views'],
  ['proposal', 'proposals'],
  ['currencyRate', 'currency_rates'],
  ['reportingCurrency', 'reporting_currency'],
]

const ENQUEUE = (kind: string): string => `
  INSERT INTO share_outbox (kind, record_id, push_id) VALUES ('${kind}', NEW.id, lower(hex(randomblob(16))))
    ON CONFLICT (kind, record_id) DO UPDATE SET push_id = excluded.push_id;`

export const AGENCY_MIGRATIONS: readonly Migration[] = [
  {
    version: 10,
    name: 'desk-and-markup-rules',
    up(db) {
      db.exec(`
        CREATE TABLE agency.desk (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          desk_id TEXT NOT NULL
        ) STRICT;
        CREATE TABLE agency.markup_rules (
          id TEXT PRIMARY KEY,
          -- scopeKey(rule): two live rules of the same scope and kind are refused (see rules.ts)
          scope_key TEXT NOT NULL,
          rule_json TEXT NOT NULL,
          ${META_COLUMNS}
        ) STRICT;
        CREATE UNIQUE INDEX agency.markup_rules_live_scope ON markup_rules (scope_key) WHERE deleted_at IS NULL;
      `)
    },
  },
  {
    version: 20,
    name: 'frozen-sales',
    up(db) {
      db.exec(`
        CREATE TABLE agency.frozen_sales (
          id TEXT PRIMARY KEY,
          -- serviceIdentity (src/main/base/environment.ts) and the booking's id: the booking the sale is of
          service TEXT NOT NULL,
          booking_id TEXT NOT NULL,
          currency TEXT NOT NULL,
          net REAL NOT NULL,
          sell REAL NOT NULL,
          margin REAL NOT NULL,
          source TEXT NOT NULL CHECK (source IN ('rule', 'manual', 'net')),
          -- the rule as it was at sale, with its id and version; null for a manual price or when none applied
          rule_json TEXT,
          note TEXT NOT NULL DEFAULT '',
          sold_by TEXT NOT NULL,
          sold_at TEXT NOT NULL,
          ${META_COLUMNS}
        ) STRICT;
        CREATE UNIQUE INDEX agency.frozen_sales_booking ON frozen_sales (service, booking_id);
      `)
    },
  },
  {
    version: 30,
    name: 'people',
    up(db) {
      // customers: the service's customer files seen in bookings (origin 'service', id a UUID v5 of the service and
      // the file id, so two desks name it alike) and the ones made on the desk. `search_text` is every searchable
      // field folded (lower case, no accents) and joined, traveller names included: a LIKE over 10,000 rows stays
      // far under the 50 ms the list may take (test/bench), with no FTS table to keep in step.
      // travellers: the profile as JSON without the passport; `passport_sealed` is the passport number and expiry
      // sealed by the platform's SecretBox (safeStorage, or the web host's key file), never clear on disk.
      db.exec(`
        CREATE TABLE agency.customers (
          id TEXT PRIMARY KEY,
          -- serviceIdentity of the file; null for a desk-made customer no booking has given a file yet
          service TEXT,
          file_id TEXT,
          origin TEXT NOT NULL CHECK (origin IN ('desk', 'service')),
          customer_json TEXT NOT NULL,
          sort_name TEXT NOT NULL,
          search_text TEXT NOT NULL,
          ${META_COLUMNS}
        ) STRICT;
        CREATE UNIQUE INDEX agency.customers_file ON customers (service, file_id)
          WHERE file_id IS NOT NULL AND deleted_at IS NULL;
        CREATE INDEX agency.customers_name ON customers (sort_name, id) WHERE deleted_at IS NULL;
        CREATE INDEX agency.customers_updated ON customers (updated_at, id) WHERE deleted_at IS NULL;
        CREATE TABLE agency.travellers (
          id TEXT PRIMARY KEY,
          customer_id TEXT NOT NULL REFERENCES customers (id),
          traveller_json TEXT NOT NULL,
          passport_sealed BLOB,
          ${META_COLUMNS}
        ) STRICT;
        CREATE INDEX agency.travellers_customer ON travellers (customer_id) WHERE deleted_at IS NULL;
      `)
    },
  },
  {
    version: 40,
    name: 'booking-notes-and-refs',
    up(db) {
      // Notes and the agency's reference are keyed by service and booking id (like frozen_sales): the booking
      // itself lives in the cache, which may be rebuilt, and these must survive that. booking_text_fts is what
      // the command box and the bookings list search them by: one row per booking, rebuilt by the repositories
      // in the transaction that writes a note or a reference (booking-notes.repo.ts), tombstones left out.
      db.exec(`
        CREATE TABLE agency.booking_notes (
          id TEXT PRIMARY KEY,
          service TEXT NOT NULL,
          booking_id TEXT NOT NULL,
          body TEXT NOT NULL,
          author TEXT NOT NULL,
          created_at TEXT NOT NULL,
          ${META_COLUMNS}
        ) STRICT;
        CREATE INDEX agency.booking_notes_booking ON booking_notes (service, booking_id, created_at);
        CREATE TABLE agency.booking_refs (
          id TEXT PRIMARY KEY,
          service TEXT NOT NULL,
          booking_id TEXT NOT NULL,
          reference TEXT NOT NULL,
          ${META_COLUMNS}
        ) STRICT;
        CREATE UNIQUE INDEX agency.booking_refs_booking ON booking_refs (service, booking_id);
        CREATE VIRTUAL TABLE agency.booking_text_fts USING fts5(
          service UNINDEXED,
          booking_id UNINDEXED,
          reference,
          notes,
          tokenize = 'unicode61 remove_diacritics 2',
          prefix = '2 3'
        );
        -- A deleted note's words leave the index at once (no lingering text in old segments).
        INSERT INTO agency.booking_text_fts (booking_text_fts, rank) VALUES ('secure-delete', 1);
      `)
    },
  },
  {
    version: 50,
    name: 'saved-views',
    up(db) {
      db.exec(`
        CREATE TABLE agency.saved_views (
          id TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          -- the bookings list's filters and sort (views.contract.ts ViewFilters) and its columns with widths
          filters_json TEXT NOT NULL,
          columns_json TEXT NOT NULL,
          pinned INTEGER NOT NULL CHECK (pinned IN (0, 1)),
          ${META_COLUMNS}
        ) STRICT;
        -- one live view per name (case-insensitive): two "December" views would be told apart by nothing
        CREATE UNIQUE INDEX agency.saved_views_live_name ON saved_views (name COLLATE NOCASE) WHERE deleted_at IS NULL;
      `)
    },
  },
  {
    version: 60,
    name: 'proposals',
    up(db) {
      // proposals: the header columns the list shows, filters and sorts on beside the content (ProposalInput) as
      // JSON, parsed again by zod on read (2,000 proposals' content parsed for every list took over a second:
      // test/bench/proposals-list.bench.ts). `state` is the stored one: 'expired' is read from valid_until and the desk's
      // today (rules.ts effectiveState), never written. `search_text` is title, customer and the items' hotel and
      // experience names folded (search-fold.ts), as customers.search_text.
      // proposal_bookings: which booking each item of an accepted option became, one row per item (UNIQUE): a
      // second accept finds the first one's link and never books the item again. Keyed by service like the
      // other booking-keyed tables: a booking id means nothing on another service.
      db.exec(`
        CREATE TABLE agency.proposals (
          id TEXT PRIMARY KEY,
          title TEXT NOT NULL,
          customer_id TEXT,
          customer_name TEXT NOT NULL,
          state TEXT NOT NULL CHECK (state IN ('draft', 'sent', 'accepted', 'declined', 'expired')),
          accepted_option_id TEXT,
          valid_until TEXT,
          trip_start TEXT,
          trip_end TEXT,
          search_text TEXT NOT NULL,
          -- the list's row per option (id, title, items, totals per currency), so that the list parses no content
          options_json TEXT NOT NULL,
          proposal_json TEXT NOT NULL,
          created_by TEXT NOT NULL,
          created_at TEXT NOT NULL,
          ${META_COLUMNS}
        ) STRICT;
        CREATE INDEX agency.proposals_updated ON proposals (updated_at, id) WHERE deleted_at IS NULL;
        CREATE INDEX agency.proposals_customer ON proposals (customer_id, updated_at) WHERE deleted_at IS NULL;
        CREATE TABLE agency.proposal_bookings (
          proposal_id TEXT NOT NULL REFERENCES proposals (id),
          option_id TEXT NOT NULL,
          item_id TEXT NOT NULL UNIQUE,
          service TEXT,
          booking_id TEXT NOT NULL,
          reference TEXT NOT NULL,
          created_at TEXT NOT NULL,
          created_by TEXT NOT NULL
        ) STRICT;
        CREATE INDEX agency.proposal_bookings_proposal ON proposal_bookings (proposal_id);
        CREATE INDEX agency.proposal_bookings_booking ON proposal_bookings (booking_id, service);
      `)
    },
  },
  {
    version: 70,
    name: 'currency-rates',
    up(db) {
      // currency_rates: the rates the agency entered (Settings -> Currency rates), one live row per currency:
      // "1 currency = rate quote", the rate as decimal text (currency-rates.ts: never a float). `quote` is the
      // reporting currency the rate was entered against: after the reporting currency changes, the old rates are
      // kept (and shown) but no report uses them.
      // reporting_currency: the one currency reports sum into, a record like the others (one row, id fixed by
      // the desk that first set it) because rates only mean something against it and both must travel together
      // to other desks; a per-desk setting could disagree with the rates it is paired with.
      db.exec(`
        CREATE TABLE agency.currency_rates (
          id TEXT PRIMARY KEY,
          currency TEXT NOT NULL CHECK (length(currency) = 3 AND currency = upper(currency)),
          rate TEXT NOT NULL,
          quote TEXT NOT NULL CHECK (length(quote) = 3 AND quote = upper(quote)),
          ${META_COLUMNS}
        ) STRICT;
        CREATE UNIQUE INDEX agency.currency_rates_live ON currency_rates (currency) WHERE deleted_at IS NULL;
        CREATE TABLE agency.reporting_currency (
          id TEXT PRIMARY KEY,
          currency TEXT NOT NULL CHECK (length(currency) = 3 AND currency = upper(currency)),
          ${META_COLUMNS}
        ) STRICT;
      `)
    },
  },
  {
    version: 80,
    name: 'sharing',
    up(db) {
      // Sharing through the agency's PostgreSQL (src/main/sharing/README.md).
      // share_switch: one row; `sharing` is 1 while an address is set, `applying` is 1 while the sync writes a
      // pulled or merged row (so that the triggers do not send it back).
      // share_outbox: what changed locally and waits to be pushed, one row per record (coalesced): a new change of
      // a queued record gives it a new push id, so a push already sent for the older change is not mistaken for it.
      // share_base: the record as last known on the server (fields and version): the base of a three-way merge.
      // share_state: the last change numbers pulled (records, replaced changes).
      // share_replaced: the replaced changes pulled (and the local losers of a live-unique clash), `seen` by the agent.
      // The triggers capture every write of a shared table without any repository knowing: a trigger of an
      // attached schema can name only its own schema's tables, hence everything lives in `agency`.
      db.exec(`
        CREATE TABLE agency.share_switch (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          sharing INTEGER NOT NULL CHECK (sharing IN (0, 1)),
          applying INTEGER NOT NULL CHECK (applying IN (0, 1))
        ) STRICT;
        INSERT INTO agency.share_switch (id, sharing, applying) VALUES (1, 0, 0);
        CREATE TABLE agency.share_outbox (
          seq INTEGER PRIMARY KEY AUTOINCREMENT,
          kind TEXT NOT NULL,
          record_id TEXT NOT NULL,
          push_id TEXT NOT NULL,
          UNIQUE (kind, record_id)
        ) STRICT;
        CREATE TABLE agency.share_base (
          kind TEXT NOT NULL,
          record_id TEXT NOT NULL,
          version INTEGER NOT NULL,
          base_json TEXT NOT NULL,
          PRIMARY KEY (kind, record_id)
        ) STRICT;
        CREATE TABLE agency.share_state (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          last_change_no INTEGER NOT NULL,
          last_replaced_no INTEGER NOT NULL,
          agency_id TEXT
        ) STRICT;
        INSERT INTO agency.share_state (id, last_change_no, last_replaced_no, agency_id) VALUES (1, 0, 0, NULL);
        CREATE TABLE agency.share_replaced (
          id TEXT PRIMARY KEY,
          kind TEXT NOT NULL,
          record_id TEXT NOT NULL,
          change_json TEXT NOT NULL,
          replaced_at TEXT NOT NULL,
          seen INTEGER NOT NULL CHECK (seen IN (0, 1)),
          -- 0: settled on this desk (a live-unique clash) and not yet sent, so that every desk keeps it
          pushed INTEGER NOT NULL DEFAULT 1 CHECK (pushed IN (0, 1))
        ) STRICT;
        CREATE INDEX agency.share_replaced_record ON share_replaced (record_id, replaced_at);
        ${SHARED_KINDS.map(
          ([kind, table]) => `
        CREATE TRIGGER agency.share_${table}_insert AFTER INSERT ON ${table}
          WHEN (SELECT sharing = 1 AND applying = 0 FROM share_switch WHERE id = 1)
          BEGIN ${ENQUEUE(kind)} END;
        CREATE TRIGGER agency.share_${table}_update AFTER UPDATE ON ${table}
          WHEN (SELECT sharing = 1 AND applying = 0 FROM share_switch WHERE id = 1)
          BEGIN ${ENQUEUE(kind)} END;`,
        ).join('')}
      `)
    },
  },
  {
    version: 90,
    name: 'sharing-erasures',
    up(db) {
      // Forgetting a person reaches every desk (src/main/sharing/README.md, "Erasures"). A forget deletes rows
      // (no tombstone), so the insert/update triggers never see it: a DELETE of a shared row made by the desk
      // (not by the sync) is queued in share_erasure_out, and the server erases the same ids for every desk.
      // Whatever the sync kept of an erased row (its merge base, its queued push, its replaced changes: old
      // values, a name among them) goes with it, sharing on or off; not while the sync applies (a live-unique
      // clash removes a losing row and keeps it as replaced; a pulled erasure cleans up itself, erasures.ts).
      // erasure_id: given when the push starts, so a push resent after a lost answer is recognised by the server.
      db.exec(`
        CREATE TABLE agency.share_erasure_out (
          seq INTEGER PRIMARY KEY AUTOINCREMENT,
          kind TEXT NOT NULL,
          record_id TEXT NOT NULL,
          erasure_id TEXT,
          UNIQUE (kind, record_id)
        ) STRICT;
        ALTER TABLE agency.share_state ADD COLUMN last_erasure_no INTEGER NOT NULL DEFAULT 0;
        ${SHARED_KINDS.map(
          ([kind, table]) => `
        CREATE TRIGGER agency.share_${table}_erase AFTER DELETE ON ${table}
          WHEN (SELECT sharing = 1 AND applying = 0 FROM share_switch WHERE id = 1)
          BEGIN
            INSERT INTO share_erasure_out (kind, record_id) VALUES ('${kind}', OLD.id)
              ON CONFLICT (kind, record_id) DO NOTHING;
          END;
        CREATE TRIGGER agency.share_${table}_erase_kept AFTER DELETE ON ${table}
          WHEN (SELECT applying = 0 FROM share_switch WHERE id = 1)
          BEGIN
            DELETE FROM share_outbox WHERE kind = '${kind}' AND record_id = OLD.id;
            DELETE FROM share_base WHERE kind = '${kind}' AND record_id = OLD.id;
            DELETE FROM share_replaced WHERE record_id = OLD.id OR id LIKE '%:' || OLD.id;
          END;`,
        ).join('')}
        -- The agency's details (Settings -> Agency: name, address, phone, e-mail; not agentName, which is per
        -- desk) as one shared record of a fixed id (every desk's is the same record, merged field by field). The
        -- settings keep their copy for everything that reads them; src/main/sharing/agency-details.ts mirrors.
        CREATE TABLE agency.agency_details (
          id TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          address TEXT NOT NULL,
          phone TEXT NOT NULL,
          email TEXT NOT NULL,
          ${META_COLUMNS}
        ) STRICT;
        CREATE TRIGGER agency.share_agency_details_insert AFTER INSERT ON agency_details
          WHEN (SELECT sharing = 1 AND applying = 0 FROM share_switch WHERE id = 1)
          BEGIN ${ENQUEUE('agencyDetails')} END;
        CREATE TRIGGER agency.share_agency_details_update AFTER UPDATE ON agency_details
          WHEN (SELECT sharing = 1 AND applying = 0 FROM share_switch WHERE id = 1)
          BEGIN ${ENQUEUE('agencyDetails')} END;
      `)
    },
  },
]
