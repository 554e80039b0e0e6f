import Database from 'better-sqlite3'
import { existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openCacheDatabase, openDatabase } from '../../../src/main/db/connection'
import {
  checkMigrations,
  DatabaseNewerThanCodeError,
  migrate,
  schemaVersion,
  type Migration,
} from '../../../src/main/db/migrate'
import { getMessagesReadUpTo, markMessagesReadUpTo } from '../../../src/main/db/message-reads.repo'
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from '../../../src/main/db/migrations'
import type { Db } from '../../../src/main/db/statements'
import { queryPlan } from './fixtures'

function tables(db: Db): string[] {
  return (
    db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").all() as {
      name: string
    }[]
  ).map((row) => row.name)
}

function indexes(db: Db, table: string): string[] {
  return (
    db
      .prepare(
        "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name",
      )
      .all(table) as { name: string }[]
  ).map((row) => row.name)
}

function isStrict(db: Db, table: string): boolean {
  const row = db.prepare('SELECT strict FROM pragma_table_list WHERE name = ?').get(table) as
    { strict: number } | undefined
  return row?.strict === 1
}

/** A database at the version just before `version`, then that one migration applied. */
function migrateStep(version: number): Db {
  const db = new Database(':memory:')
  db.pragma('foreign_keys = ON')
  const index = MIGRATIONS.findIndex((migration) => migration.version === version)
  migrate(db, MIGRATIONS.slice(0, index))
  expect(schemaVersion(db)).toBe(MIGRATIONS[index - 1]?.version ?? 0)
  const result = migrate(db, MIGRATIONS.slice(0, index + 1))
  expect(result.to).toBe(version)
  expect(schemaVersion(db)).toBe(version)
  return db
}

describe('migration list', () => {
  it('is numbered in steps of 10, ascending, and ends at the latest version', () => {
    expect(() => checkMigrations(MIGRATIONS)).not.toThrow()
    expect(MIGRATIONS.map((migration) => migration.version)).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170,
    ])
    expect(LATEST_SCHEMA_VERSION).toBe(170)
  })

  it('refuses duplicates, gaps of the wrong size and disorder', () => {
    const step = (version: number): Migration => ({ version, name: `m${version}`, up: () => undefined })
    expect(() => checkMigrations([step(10), step(10)])).toThrow(/multiple of 10/)
    expect(() => checkMigrations([step(15)])).toThrow(/multiple of 10/)
    expect(() => checkMigrations([step(20), step(10)])).toThrow(/multiple of 10/)
  })
})

describe('0010-catalog', () => {
  it('creates the location and hotel tables STRICT, with their FTS indexes kept in step by triggers', () => {
    const db = migrateStep(10)
    expect(tables(db)).toEqual(
      expect.arrayContaining(['countries', 'regions', 'cities', 'hotels', 'hotels_fts']),
    )
    for (const table of ['countries', 'regions', 'cities', 'hotels']) expect(isStrict(db, table)).toBe(true)
    db.prepare(
      `INSERT INTO hotels (id, name, city_id, city_name, city_names, country_id, country_name, stars,
        organization_id, raw_json, fetched_at, sync_pass) VALUES ('H1', 'Hôtel Zürichberg', 'C', 'Zurich',
        'Zurich | Zürich', 'K', 'Switzerland', 4, 'O', '{}', 'now', 1)`,
    ).run()
    const match = (q: string) =>
      (db.prepare('SELECT count(*) AS n FROM hotels_fts WHERE hotels_fts MATCH ?').get(q) as { n: number }).n
    expect(match('"hotel"*')).toBe(1)
    expect(match('"zuri"*')).toBe(1)
    db.prepare("UPDATE hotels SET name = 'Grand Lisboa' WHERE id = 'H1'").run()
    expect(match('"hotel"*')).toBe(0)
    expect(match('"lisb"*')).toBe(1)
    db.prepare("DELETE FROM hotels WHERE id = 'H1'").run()
    expect(match('"lisb"*')).toBe(0)
  })
})

describe('0020-sync', () => {
  it('creates the cursor and dataset tables STRICT', () => {
    const db = migrateStep(20)
    expect(tables(db)).toEqual(expect.arrayContaining(['sync_cursors', 'sync_datasets']))
    expect(isStrict(db, 'sync_cursors')).toBe(true)
    expect(isStrict(db, 'sync_datasets')).toBe(true)
    expect(() =>
      db.prepare("INSERT INTO sync_datasets (dataset, in_progress, updated_at) VALUES ('x', 2, 'now')").run(),
    ).toThrow(/CHECK/)
  })
})

describe('0030-bookings', () => {
  it('creates bookings and their children STRICT, cascading from the booking; seen states stand alone', () => {
    const db = migrateStep(30)
    const expected = [
      'bookings',
      'booking_list_items',
      'booking_messages',
      'booking_documents',
      'booking_history',
      'booking_seen_states',
    ]
    expect(tables(db)).toEqual(expect.arrayContaining([...expected, 'bookings_fts']))
    for (const table of expected) expect(isStrict(db, table)).toBe(true)
    db.prepare(
      `INSERT INTO bookings (id, state, kind, check_in, check_out, created_at, customer_first_name,
        customer_last_name, total_price, currency, fetched_at)
       VALUES ('B1', 'sent', 'hotel', '2026-04-10', '2026-04-12', 'now', 'Ana', 'Müller', 10, 'EUR', 'now')`,
    ).run()
    db.prepare(
      `INSERT INTO booking_messages (id, booking_id, sent_at, message_type, raw_json, fetched_at)
       VALUES ('M1', 'B1', 'now', 'request', '{}', 'now')`,
    ).run()
    db.prepare("INSERT INTO booking_seen_states VALUES ('B1', 'sent', 'now')").run()
    expect(() =>
      db
        .prepare(
          `INSERT INTO booking_messages (id, booking_id, sent_at, message_type, raw_json, fetched_at)
           VALUES ('M2', 'NOPE', 'now', 'request', '{}', 'now')`,
        )
        .run(),
    ).toThrow(/FOREIGN KEY/)
    db.prepare("DELETE FROM bookings WHERE id = 'B1'").run()
    expect(db.prepare('SELECT count(*) AS n FROM booking_messages').get()).toEqual({ n: 0 })
    expect(db.prepare('SELECT count(*) AS n FROM booking_seen_states').get()).toEqual({ n: 1 })
  })
})

describe('0040-outbox', () => {
  it('creates the outbox STRICT with a state check and a never-reused position', () => {
    const db = migrateStep(40)
    expect(tables(db)).toContain('outbox')
    expect(isStrict(db, 'outbox')).toBe(true)
    const insert = db.prepare(
      `INSERT INTO outbox (id, kind, booking_id, payload_json, created_at, state, updated_at)
       VALUES (?, 'booking.message', 'B1', '{}', 'now', ?, 'now')`,
    )
    expect(() => insert.run('x', 'lost')).toThrow(/CHECK/)
    const first = insert.run('a', 'pending').lastInsertRowid
    db.prepare("DELETE FROM outbox WHERE id = 'a'").run()
    expect(Number(insert.run('b', 'pending').lastInsertRowid)).toBeGreaterThan(Number(first))
  })
})

describe('0050-booking-creates', () => {
  it('creates the creates table STRICT, with state and flag checks, and no foreign key to bookings', () => {
    const db = migrateStep(50)
    expect(tables(db)).toContain('booking_creates')
    expect(isStrict(db, 'booking_creates')).toBe(true)
    expect(indexes(db, 'booking_creates')).toEqual([
      'booking_creates_open',
      'booking_creates_reference',
      'booking_creates_request',
    ])
    const insert = db.prepare(
      `INSERT INTO booking_creates (id, reference, agent_reference, request_id, request_json, known_ids_json, state,
        created_at, updated_at) VALUES (?, 'AD-1', ?, 'REQ', '{}', '[]', ?, 'now', 'now')`,
    )
    // The booking it makes does not exist yet: no foreign key may refuse the row.
    insert.run('c1', 0, 'sending')
    expect(() => insert.run('c2', 0, 'lost')).toThrow(/CHECK/)
    expect(() => insert.run('c3', 2, 'sending')).toThrow(/CHECK/)
    expect(() => insert.run('c1', 1, 'unknown')).toThrow(/UNIQUE|PRIMARY KEY/)
    expect(db.prepare('SELECT adopted, attempts, booking_id FROM booking_creates').get()).toEqual({
      adopted: 0,
      attempts: 0,
      booking_id: null,
    })
  })
})

describe('0060-hotel-places', () => {
  it('adds the place keys to the hotel FTS index, rebuilt from the hotels already cached', () => {
    const db = new Database(':memory:')
    migrate(db, MIGRATIONS.slice(0, 5))
    const insert = db.prepare(
      `INSERT INTO hotels (id, name, city_id, city_name, city_names, country_id, country_name, stars,
        organization_id, raw_json, fetched_at, sync_pass) VALUES (?, ?, ?, 'Zurich', 'Zurich | Zürich', 'KCH',
        'Switzerland', 4, 'O', '{}', 'now', 1)`,
    )
    insert.run('H1', 'Hotel Alpina', 'CZUR')
    expect(migrate(db, MIGRATIONS.slice(0, 6)).to).toBe(60)
    insert.run('H2', 'Hotel Central', 'CGVA')
    const match = (q: string) =>
      (
        db.prepare('SELECT rowid FROM hotels_fts WHERE hotels_fts MATCH ? ORDER BY rowid').all(q) as {
          rowid: number
        }[]
      ).map((row) => row.rowid)
    expect(match('{name city_names} : ("hotel"*)')).toEqual([1, 2])
    expect(match('{name city_names} : ("hotel"*) AND place_keys : "cityCZUR"')).toEqual([1])
    expect(match('place_keys : "countryKCH"')).toEqual([1, 2])
    db.prepare("UPDATE hotels SET city_id = 'CGVA' WHERE id = 'H1'").run()
    expect(match('place_keys : "cityCGVA"')).toEqual([1, 2])
    expect(() =>
      db.prepare("INSERT INTO hotels_fts (hotels_fts, rank) VALUES ('integrity-check', 1)").run(),
    ).not.toThrow()
  })
})

describe('0070-service-scope', () => {
  it('gives queued writes and creates a service, sandbox for the rows already there, with indexes per service', () => {
    const db = new Database(':memory:')
    migrate(db, MIGRATIONS.slice(0, 6))
    db.prepare(
      `INSERT INTO outbox (id, kind, booking_id, payload_json, created_at, state, updated_at)
       VALUES ('w1', 'booking.cancel', 'B1', '{}', 'now', 'pending', 'now')`,
    ).run()
    db.prepare(
      `INSERT INTO booking_creates (id, reference, agent_reference, request_id, request_json, known_ids_json, state,
        created_at, updated_at) VALUES ('c1', 'AD-1', 0, 'REQ', '{}', '[]', 'unknown', 'now', 'now')`,
    ).run()
    expect(migrate(db, MIGRATIONS.slice(0, 7)).to).toBe(70)

    expect(db.prepare('SELECT service FROM outbox').all()).toEqual([{ service: 'sandbox' }])
    expect(db.prepare('SELECT service FROM booking_creates').all()).toEqual([{ service: 'sandbox' }])
    expect(isStrict(db, 'outbox')).toBe(true)
    expect(isStrict(db, 'booking_creates')).toBe(true)
    expect(() => db.prepare("UPDATE outbox SET service = NULL WHERE id = 'w1'").run()).toThrow(/NOT NULL/)
    expect(() => db.prepare("UPDATE booking_creates SET service = X'00' WHERE id = 'c1'").run()).toThrow(
      /cannot store BLOB value in TEXT column/,
    )
    expect(indexes(db, 'outbox')).toEqual(['outbox_booking', 'outbox_service', 'outbox_state'])
    expect(indexes(db, 'booking_creates')).toEqual([
      'booking_creates_reference',
      'booking_creates_request',
      'booking_creates_service_open',
    ])

    // The hot queries of one service: the replay, and the lookups of creates without an answer.
    const plan = (sql: string, ...params: unknown[]) => queryPlan(db, sql, ...params).join('\n')
    expect(
      plan(
        "SELECT * FROM outbox WHERE service = ? AND state = 'pending' ORDER BY position LIMIT 1",
        'sandbox',
      ),
    ).toMatch(/SEARCH outbox USING INDEX outbox_service \(service=\? AND state=\?\)/)
    expect(
      plan(
        `SELECT * FROM outbox WHERE service = ? AND state IN (SELECT value FROM json_each(?)) ORDER BY position`,
        'sandbox',
        '["pending","sending"]',
      ),
    ).toMatch(/SEARCH outbox USING INDEX outbox_service \(service=\? AND state=\?\)/)
    expect(
      plan(
        "SELECT * FROM booking_creates WHERE service = ? AND state IN ('sending', 'unknown') ORDER BY created_at, id",
        'sandbox',
      ),
    ).toMatch(/SEARCH booking_creates USING INDEX booking_creates_service_open \(service=\?\)/)
    expect(plan("SELECT count(*) FROM booking_creates WHERE state IN ('sending', 'unknown')")).toMatch(
      /booking_creates_service_open/,
    )
  })
})

describe('0080-shown-rates', () => {
  it('keeps shown rates per service and booking, STRICT, without a foreign key; creates get a nullable rate', () => {
    const db = new Database(':memory:')
    db.pragma('foreign_keys = ON')
    migrate(db, MIGRATIONS.slice(0, 7))
    db.prepare(
      `INSERT INTO booking_creates (id, reference, agent_reference, request_id, request_json, known_ids_json, state,
        created_at, updated_at) VALUES ('c1', 'AD-1', 0, 'REQ', '{}', '[]', 'unknown', 'now', 'now')`,
    ).run()
    expect(migrate(db, MIGRATIONS.slice(0, 8)).to).toBe(80)

    expect(tables(db)).toContain('booking_shown_rates')
    expect(isStrict(db, 'booking_shown_rates')).toBe(true)
    expect(isStrict(db, 'booking_creates')).toBe(true)
    expect(db.prepare('SELECT shown_rate_json FROM booking_creates').all()).toEqual([
      { shown_rate_json: null },
    ])
    const insert = db.prepare(
      "INSERT INTO booking_shown_rates (service, booking_id, shown_rate_json, stored_at) VALUES (?, ?, '{}', 'now')",
    )
    // The booking need not be cached (a switch of service empties the cache, not the shown rates).
    insert.run('sandbox', 'B1')
    insert.run('staging https://staging.example', 'B1')
    expect(() => insert.run('sandbox', 'B1')).toThrow(/UNIQUE|PRIMARY KEY/)
    expect(() => insert.run('sandbox', Buffer.from([0]))).toThrow(/cannot store BLOB value in TEXT column/)
    expect(
      queryPlan(
        db,
        'SELECT shown_rate_json FROM booking_shown_rates WHERE service = ? AND booking_id = ?',
        'sandbox',
        'B1',
      ).join('\n'),
    ).toMatch(/SEARCH booking_shown_rates USING INDEX sqlite_autoindex_booking_shown_rates_1/)
  })
})

describe('0090-recent-searches', () => {
  it('creates recent searches STRICT, one row per search key, listed newest first through an index', () => {
    const db = migrateStep(90)
    expect(tables(db)).toContain('recent_searches')
    expect(isStrict(db, 'recent_searches')).toBe(true)
    expect(indexes(db, 'recent_searches')).toEqual(['recent_searches_seq'])
    const insert = db.prepare(
      "INSERT INTO recent_searches (id, search_key, search_json, seq, saved_at) VALUES (?, ?, '{}', ?, 'now')",
    )
    insert.run('s1', 'k1', 1)
    expect(() => insert.run('s2', 'k1', 2)).toThrow(/UNIQUE/)
    expect(() => insert.run('s3', 'k3', 'third')).toThrow(/cannot store TEXT value in INTEGER column/)
    expect(
      queryPlan(
        db,
        'SELECT id, search_json, saved_at FROM recent_searches ORDER BY seq DESC LIMIT ?',
        12,
      ).join('\n'),
    ).toMatch(/SCAN recent_searches USING INDEX recent_searches_seq/)
  })
})

describe('0100-booking-list', () => {
  it('adds the list columns, names the product of cached hotel bookings, and indexes the sortable columns', () => {
    const db = new Database(':memory:')
    db.pragma('foreign_keys = ON')
    const index = MIGRATIONS.findIndex((migration) => migration.version === 100)
    migrate(db, MIGRATIONS.slice(0, index))
    db.prepare(
      `INSERT INTO bookings (id, state, kind, check_in, check_out, created_at, customer_first_name,
        customer_last_name, hotel_id, hotel_name, total_price, currency, fetched_at)
       VALUES ('B1', 'confirmed', 'hotel', '2026-04-10', '2026-04-12', 'now', 'Ana', 'Lima', 'H1', 'Casa Azul',
        100, 'EUR', 'now')`,
    ).run()
    expect(migrate(db, MIGRATIONS.slice(0, index + 1)).to).toBe(100)
    expect(db.prepare('SELECT product_name, stars, customer_file_id FROM bookings').get()).toEqual({
      product_name: 'Casa Azul',
      stars: null,
      customer_file_id: null,
    })
    expect(isStrict(db, 'booking_experiences')).toBe(true)
    expect(indexes(db, 'bookings')).toEqual(
      expect.arrayContaining([
        'bookings_customer',
        'bookings_customer_file',
        'bookings_hotel',
        'bookings_price',
        'bookings_product',
        'bookings_reference',
      ]),
    )
    db.prepare(
      "INSERT INTO booking_experiences (booking_id, experience_id, name) VALUES ('B1', 'X1', 'Sail')",
    ).run()
    expect(() =>
      db
        .prepare(
          "INSERT INTO booking_experiences (booking_id, experience_id, name) VALUES ('B9', 'X1', 'Sail')",
        )
        .run(),
    ).toThrow(/FOREIGN KEY/)
    db.prepare("DELETE FROM bookings WHERE id = 'B1'").run()
    expect(db.prepare('SELECT count(*) AS n FROM booking_experiences').get()).toEqual({ n: 0 })
  })
})

describe('0110-message-reads', () => {
  it('keeps how far each thread was read, STRICT, one row per booking, never moving back', () => {
    const db = migrateStep(110)
    expect(isStrict(db, 'booking_message_reads')).toBe(true)
    markMessagesReadUpTo(db, 'B1', '2026-03-01T12:00:00.000Z')
    markMessagesReadUpTo(db, 'B1', '2026-03-01T10:00:00.000Z')
    expect(getMessagesReadUpTo(db, 'B1')).toBe('2026-03-01T12:00:00.000Z')
    expect(getMessagesReadUpTo(db, 'B2')).toBeNull()
  })
})

describe('0120-worklist', () => {
  it('adds when free cancellation ends, with an index for the worklist, and the acknowledgements table', () => {
    const db = migrateStep(120)
    expect(isStrict(db, 'worklist_acks')).toBe(true)
    expect(indexes(db, 'bookings')).toContain('bookings_free_until')
    expect(
      queryPlan(
        db,
        `SELECT id FROM bookings b WHERE b.free_until >= ? AND b.free_until < ? AND +b.state = 'confirmed'`,
        'a',
        'b',
      ).join('\n'),
    ).toMatch(/USING INDEX bookings_free_until \(free_until>\? AND free_until<\?\)/)
    expect(
      queryPlan(
        db,
        'SELECT id FROM bookings WHERE state IN (SELECT value FROM json_each(?)) AND check_in >= ?',
        '["sent"]',
        '2026-01-01',
      ).join('\n'),
    ).toMatch(/USING INDEX bookings_state \(state=\?\)/)
  })
})

describe('0130-reminders', () => {
  it('keeps each reminder given, STRICT, once per key', () => {
    const db = migrateStep(130)
    expect(isStrict(db, 'reminders_sent')).toBe(true)
    const insert = db.prepare(
      "INSERT OR IGNORE INTO reminders_sent VALUES (?, 'sandbox', 'B1', 'autoRefusal', 'due', 48, 'now')",
    )
    expect(insert.run('k1').changes).toBe(1)
    expect(insert.run('k1').changes).toBe(0)
  })
})

describe('0140-notifications', () => {
  it('keeps the entries of the centre STRICT, once per service and key, with an index for the unread count', () => {
    const db = migrateStep(140)
    expect(isStrict(db, 'notifications')).toBe(true)
    const insert = db.prepare(
      `INSERT OR IGNORE INTO notifications (service, entry_key, kind, booking_id, state, title, at, recorded_at)
       VALUES (?, ?, 'stateChanged', 'B1', 'confirmed', 'Booking confirmed', 'at', 'now')`,
    )
    expect(insert.run('sandbox', 'k1').changes).toBe(1)
    expect(insert.run('sandbox', 'k1').changes).toBe(0)
    expect(insert.run('staging|https://a.example', 'k1').changes).toBe(1)
    const plan = db
      .prepare('EXPLAIN QUERY PLAN SELECT count(*) FROM notifications WHERE service = ? AND read_at IS NULL')
      .all('sandbox') as { detail: string }[]
    expect(plan.map((row) => row.detail).join('\n')).toMatch(/notifications_unread/)
  })
})

describe('0150-experiences', () => {
  it('keeps experience searches, catalog data, details and facets STRICT per service; creates get a kind', () => {
    const db = migrateStep(150)
    for (const table of [
      'experience_searches',
      'experience_catalog',
      'experience_details',
      'experience_facets',
    ]) {
      expect(isStrict(db, table)).toBe(true)
    }
    const search = db.prepare(
      `INSERT INTO experience_searches (service, query_key, query_json, result_ids_json, fetched_at, seq)
       VALUES (?, 'k', '{}', '[]', 'now', 1)`,
    )
    search.run('sandbox')
    search.run('staging|https://a.example')
    expect(() => search.run('sandbox')).toThrow(/UNIQUE|PRIMARY KEY/)
    expect(() =>
      db
        .prepare("INSERT INTO experience_facets (service, kind, id, name) VALUES ('s', 'mood', '1', 'x')")
        .run(),
    ).toThrow(/CHECK/)
    const create = db.prepare(
      `INSERT INTO booking_creates (id, service, reference, agent_reference, request_id, request_json, known_ids_json,
        state, created_at, updated_at, kind) VALUES (?, 'sandbox', 'AD-1', 0, 'REQ', '{}', '[]', 'sending', 'now',
        'now', ?)`,
    )
    create.run('c1', 'experience')
    expect(() => create.run('c2', 'flight')).toThrow(/CHECK/)
    db.prepare(
      `INSERT INTO booking_creates (id, service, reference, agent_reference, request_id, request_json, known_ids_json,
        state, created_at, updated_at) VALUES ('c3', 'sandbox', 'AD-2', 0, 'R', '{}', '[]', 'sending', 'now', 'now')`,
    ).run()
    expect(db.prepare("SELECT kind, product FROM booking_creates WHERE id = 'c3'").get()).toEqual({
      kind: 'hotel',
      product: null,
    })
  })
})

describe('running migrations', () => {
  it('brings a new database to the latest version, and does nothing the second time', () => {
    const folder = mkdtempSync(join(tmpdir(), 'desk-db-'))
    const file = join(folder, 'cache.db')
    const first = openDatabase({ file })
    expect(first.migration).toMatchObject({ from: 0, to: LATEST_SCHEMA_VERSION })
    expect(first.db.pragma('journal_mode', { simple: true })).toBe('wal')
    expect(first.db.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(first.db.pragma('busy_timeout', { simple: true })).toBe(5000)
    first.db.close()
    const second = openDatabase({ file })
    expect(second.migration).toEqual({ from: LATEST_SCHEMA_VERSION, to: LATEST_SCHEMA_VERSION, applied: [] })
    second.db.close()
  })

  it('applies all pending migrations in one transaction: a failing step leaves the previous version', () => {
    const db = new Database(':memory:')
    migrate(db, MIGRATIONS.slice(0, 1))
    const failing: Migration = {
      version: 990,
      name: 'broken',
      up: () => {
        throw new Error('boom')
      },
    }
    expect(() => migrate(db, [...MIGRATIONS, failing])).toThrow('boom')
    expect(schemaVersion(db)).toBe(10)
    expect(tables(db)).not.toContain('outbox')
  })
})

describe('a database newer than the code', () => {
  it('is refused with a typed error, the file untouched', () => {
    const folder = mkdtempSync(join(tmpdir(), 'desk-db-'))
    const file = join(folder, 'cache.db')
    const future = new Database(file)
    future.pragma('user_version = 990')
    future.close()
    let caught: unknown
    try {
      openDatabase({ file })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(DatabaseNewerThanCodeError)
    expect(caught).toMatchObject({ found: 990, supported: LATEST_SCHEMA_VERSION })
    const check = new Database(file)
    expect(check.pragma('user_version', { simple: true })).toBe(990)
    check.close()
  })

  it('as the cache: is kept beside as a backup and an empty cache is started', () => {
    const folder = mkdtempSync(join(tmpdir(), 'desk-db-'))
    const file = join(folder, 'cache.db')
    const future = new Database(file)
    future.exec('CREATE TABLE kept (x TEXT)')
    future.prepare("INSERT INTO kept VALUES ('pending write of a newer version')").run()
    future.pragma('user_version = 990')
    future.close()
    const logs: string[] = []
    const opened = openCacheDatabase({
      file,
      now: () => new Date('2026-03-01T10:00:00Z'),
      log: (line) => logs.push(line),
    })
    expect(opened.rebuilt?.foundVersion).toBe(990)
    expect(schemaVersion(opened.db)).toBe(LATEST_SCHEMA_VERSION)
    expect(tables(opened.db)).not.toContain('kept')
    opened.db.close()
    const backup = opened.rebuilt?.backupFile ?? ''
    expect(backup).toBe(`${file}.v990-2026-03-01T10-00-00-000Z.bak`)
    expect(existsSync(backup)).toBe(true)
    const old = new Database(backup, { readonly: true })
    expect(old.prepare('SELECT x FROM kept').get()).toEqual({ x: 'pending write of a newer version' })
    old.close()
    expect(logs[0]).toMatch(/newer than/)
    expect(readdirSync(folder).filter((name) => name.endsWith('.bak'))).toHaveLength(1)
  })
})

describe('0160-booking-lookup', () => {
  it('indexes the bookings already cached by confirmation number and traveller, and follows later writes', () => {
    const db = new Database(':memory:')
    db.pragma('foreign_keys = ON')
    const before = MIGRATIONS.findIndex((migration) => migration.version === 160)
    migrate(db, MIGRATIONS.slice(0, before))
    const v1 = JSON.stringify({
      bookingRef: 'BR-1',
      hotelConfirmationNumber: 'HCN-E46C0A8C',
      roomsBooked: [{ travelers: [{ firstName: 'Zoé', lastName: 'Lambért' }] }],
      experiencesBooked: [],
    })
    db.prepare(
      `INSERT INTO bookings (id, state, kind, check_in, check_out, created_at, customer_first_name,
        customer_last_name, total_price, currency, v1_json, fetched_at)
       VALUES ('B1', 'confirmed', 'hotel', '2026-12-01', '2026-12-03', 'now', 'Paul', 'Dubois', 10, 'EUR', ?, 'now')`,
    ).run(v1)
    migrate(db, MIGRATIONS.slice(0, before + 1))
    const found = (text: string) =>
      (
        db.prepare('SELECT rowid FROM booking_lookup_fts WHERE booking_lookup_fts MATCH ?').all(text) as {
          rowid: number
        }[]
      ).length
    expect(found('"e46c0a8c"*')).toBe(1)
    expect(found('"lambert"')).toBe(1)
    db.prepare(
      "UPDATE bookings SET v1_json = json_set(v1_json, '$.hotelConfirmationNumber', 'HCN-NEW') WHERE id = 'B1'",
    ).run()
    expect(found('"e46c0a8c"*')).toBe(0)
    expect(found('"new"')).toBe(1)
    db.prepare("DELETE FROM bookings WHERE id = 'B1'").run()
    expect(found('"lambert"')).toBe(0)
  })
})

describe('0170-priced-as', () => {
  it('gives creates a nullable priced product, null for the creates already there', () => {
    const db = new Database(':memory:')
    db.pragma('foreign_keys = ON')
    const before = MIGRATIONS.findIndex((migration) => migration.version === 170)
    migrate(db, MIGRATIONS.slice(0, before))
    db.prepare(
      `INSERT INTO booking_creates (id, reference, agent_reference, request_id, request_json, known_ids_json, state,
        created_at, updated_at) VALUES ('c1', 'AD-1', 0, 'REQ', '{}', '[]', 'unknown', 'now', 'now')`,
    ).run()
    expect(migrate(db, MIGRATIONS.slice(0, before + 1)).to).toBe(170)
    expect(isStrict(db, 'booking_creates')).toBe(true)
    expect(db.prepare('SELECT priced_as_json FROM booking_creates').all()).toEqual([{ priced_as_json: null }])
    expect(() =>
      db.prepare("UPDATE booking_creates SET priced_as_json = ? WHERE id = 'c1'").run(Buffer.from([0])),
    ).toThrow(/cannot store BLOB value in TEXT column/)
  })
})
