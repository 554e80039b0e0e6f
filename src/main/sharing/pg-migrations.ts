import type pg from 'pg'

/**
 * The agency's PostgreSQL schema (`agency_share`), versioned like the SQLite migrations: steps of 10, the version
 * in `agency_share.schema_version`, a committed step never edited. The role that runs them owns the schema; desks
 * connect with their own login roles (members of `agency_share_desk`), which get only the reads and writes sync
 * needs and see only their agency's rows (row-level security, forced on the owner too; the owner has its own
 * policy). See README.md for the design.
 */
export interface PgMigration {
  version: number
  name: string
  sql: string
}

export const SHARE_SCHEMA = 'agency_share'
/** The group role of every desk login: the grants are made to it once, provisioning adds a login to it. */
export const DESK_GROUP = 'agency_share_desk'

const TABLES = [
  'schema_version',
  'agencies',
  'desk_logins',
  'records',
  'replaced_changes',
  'applied_pushes',
  'desks',
]

export const PG_MIGRATIONS: readonly PgMigration[] = [
  {
    version: 10,
    name: 'records-and-change-feed',
    sql: `
      CREATE TABLE agency_share.agencies (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      -- Which agency a desk's login role belongs to: every policy reads it through my_agency().
      CREATE TABLE agency_share.desk_logins (
        role_name text PRIMARY KEY,
        agency_id uuid NOT NULL REFERENCES agency_share.agencies (id)
      );
      CREATE SEQUENCE agency_share.change_numbers;
      -- One row per record of every shared kind: the non-derived columns of the desk's row as jsonb.
      CREATE TABLE agency_share.records (
        agency_id uuid NOT NULL REFERENCES agency_share.agencies (id),
        kind text NOT NULL,
        id uuid NOT NULL,
        version integer NOT NULL CHECK (version >= 1),
        fields jsonb NOT NULL,
        updated_by text NOT NULL,
        updated_at text NOT NULL,
        deleted_at text,
        change_no bigint NOT NULL,
        UNIQUE (agency_id, kind, id)
      );
      CREATE INDEX records_feed ON agency_share.records (agency_id, change_no);
      -- The losers of merges, with a change number of their own so that every desk pulls them.
      CREATE TABLE agency_share.replaced_changes (
        agency_id uuid NOT NULL REFERENCES agency_share.agencies (id),
        -- a UUID, or loser:winner for a live-unique clash every desk settles alike (kept once)
        id text PRIMARY KEY,
        kind text NOT NULL,
        record_id uuid NOT NULL,
        label text NOT NULL,
        replaced_by text NOT NULL,
        replaced_at text NOT NULL,
        kept_by text NOT NULL,
        kept_at text NOT NULL,
        fields jsonb NOT NULL,
        change_no bigint NOT NULL
      );
      CREATE INDEX replaced_feed ON agency_share.replaced_changes (agency_id, change_no);
      -- A push's id and what it gave: a push resent after its answer was lost is answered from here, not applied again.
      CREATE TABLE agency_share.applied_pushes (
        agency_id uuid NOT NULL REFERENCES agency_share.agencies (id),
        push_id text PRIMARY KEY,
        result jsonb NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      );
      -- Each desk's last change number pulled: tombstones go only once every desk has seen them.
      CREATE TABLE agency_share.desks (
        agency_id uuid NOT NULL REFERENCES agency_share.agencies (id),
        desk_id uuid PRIMARY KEY,
        last_change_no bigint NOT NULL DEFAULT 0,
        seen_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE FUNCTION agency_share.my_agency() RETURNS uuid
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, agency_share AS
        $$ SELECT agency_id FROM agency_share.desk_logins WHERE role_name = session_user $$;

      -- Change numbers are taken under a per-agency lock held to the commit: a later number never commits before an
      -- earlier one, so a pull by change_no > last never skips a row committed late.
      CREATE FUNCTION agency_share.next_change_no() RETURNS trigger
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, agency_share AS $$
        BEGIN
          PERFORM pg_advisory_xact_lock(hashtextextended(NEW.agency_id::text, 33));
          NEW.change_no := nextval('agency_share.change_numbers');
          RETURN NEW;
        END $$;
      CREATE TRIGGER records_change_no BEFORE INSERT OR UPDATE ON agency_share.records
        FOR EACH ROW EXECUTE FUNCTION agency_share.next_change_no();
      CREATE TRIGGER replaced_change_no BEFORE INSERT ON agency_share.replaced_changes
        FOR EACH ROW EXECUTE FUNCTION agency_share.next_change_no();

      CREATE FUNCTION agency_share.notify_change() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('agency_changes', NEW.agency_id::text);
          RETURN NULL;
        END $$;
      CREATE TRIGGER records_notify AFTER INSERT OR UPDATE ON agency_share.records
        FOR EACH ROW EXECUTE FUNCTION agency_share.notify_change();
      CREATE TRIGGER replaced_notify AFTER INSERT ON agency_share.replaced_changes
        FOR EACH ROW EXECUTE FUNCTION agency_share.notify_change();

      -- Tombstones every desk of the agency has pulled are removed (a desk role may not DELETE itself).
      CREATE FUNCTION agency_share.purge_tombstones() RETURNS integer
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, agency_share AS $$
        DECLARE
          seen bigint;
          purged integer;
        BEGIN
          SELECT min(last_change_no) INTO seen FROM agency_share.desks WHERE agency_id = agency_share.my_agency();
          IF seen IS NULL THEN RETURN 0; END IF;
          DELETE FROM agency_share.records
            WHERE agency_id = agency_share.my_agency() AND deleted_at IS NOT NULL AND change_no <= seen;
          GET DIAGNOSTICS purged = ROW_COUNT;
          RETURN purged;
        END $$;

      DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${DESK_GROUP}') THEN
          CREATE ROLE ${DESK_GROUP} NOLOGIN;
        END IF;
      END $$;
      GRANT USAGE ON SCHEMA agency_share TO ${DESK_GROUP};
      GRANT SELECT ON agency_share.schema_version, agency_share.agencies, agency_share.desk_logins TO ${DESK_GROUP};
      GRANT SELECT, INSERT, UPDATE ON agency_share.records, agency_share.desks TO ${DESK_GROUP};
      GRANT SELECT, INSERT ON agency_share.replaced_changes, agency_share.applied_pushes TO ${DESK_GROUP};
      GRANT EXECUTE ON FUNCTION agency_share.my_agency(), agency_share.purge_tombstones() TO ${DESK_GROUP};

      ${TABLES.map(
        (table) => `
      ALTER TABLE agency_share.${table} ENABLE ROW LEVEL SECURITY;
      ALTER TABLE agency_share.${table} FORCE ROW LEVEL SECURITY;
      CREATE POLICY ${table}_owner ON agency_share.${table} TO CURRENT_USER USING (true) WITH CHECK (true);`,
      ).join('')}
      CREATE POLICY schema_version_read ON agency_share.schema_version FOR SELECT TO ${DESK_GROUP} USING (true);
      CREATE POLICY agencies_desk ON agency_share.agencies FOR SELECT TO ${DESK_GROUP}
        USING (id = agency_share.my_agency());
      CREATE POLICY desk_logins_desk ON agency_share.desk_logins FOR SELECT TO ${DESK_GROUP}
        USING (role_name = session_user);
      ${['records', 'replaced_changes', 'applied_pushes', 'desks']
        .map(
          (table) => `
      CREATE POLICY ${table}_desk ON agency_share.${table} TO ${DESK_GROUP}
        USING (agency_id = agency_share.my_agency()) WITH CHECK (agency_id = agency_share.my_agency());`,
        )
        .join('')}
    `,
  },
  {
    version: 20,
    name: 'erasures',
    sql: `
      -- Forgetting a person (privacy) reaches every desk: the records a desk erased are deleted here for real, with
      -- the replaced changes and stored push results that hold their old values, and only this marker stays: which
      -- ids were erased (never what they held), so that every desk erases them too and none pushes them back.
      CREATE TABLE agency_share.erasures (
        agency_id uuid NOT NULL REFERENCES agency_share.agencies (id),
        erasure_id uuid NOT NULL,
        kind text NOT NULL,
        record_id uuid NOT NULL,
        erased_at timestamptz NOT NULL DEFAULT now(),
        change_no bigint NOT NULL,
        PRIMARY KEY (agency_id, erasure_id, kind, record_id)
      );
      CREATE INDEX erasures_feed ON agency_share.erasures (agency_id, change_no);
      CREATE INDEX erasures_record ON agency_share.erasures (agency_id, record_id);
      CREATE TRIGGER erasures_change_no BEFORE INSERT ON agency_share.erasures
        FOR EACH ROW EXECUTE FUNCTION agency_share.next_change_no();
      CREATE TRIGGER erasures_notify AFTER INSERT ON agency_share.erasures
        FOR EACH ROW EXECUTE FUNCTION agency_share.notify_change();
      ALTER TABLE agency_share.erasures ENABLE ROW LEVEL SECURITY;
      ALTER TABLE agency_share.erasures FORCE ROW LEVEL SECURITY;
      CREATE POLICY erasures_owner ON agency_share.erasures TO CURRENT_USER USING (true) WITH CHECK (true);
      CREATE POLICY erasures_desk ON agency_share.erasures FOR SELECT TO ${DESK_GROUP}
        USING (agency_id = agency_share.my_agency());
      GRANT SELECT ON agency_share.erasures TO ${DESK_GROUP};

      -- A desk role has no DELETE (a delete is a tombstone that every desk pulls); an erasure is the one real delete,
      -- and it goes through this function only: the caller's agency only, the ids it names only, a marker always
      -- left, and the same erasure id applied once (a push resent after its answer was lost changes nothing).
      CREATE FUNCTION agency_share.erase_records(erasure uuid, erased jsonb) RETURNS integer
        LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, agency_share AS $$
        DECLARE
          agency uuid := agency_share.my_agency();
          item jsonb;
          removed integer := 0;
          n integer;
        BEGIN
          IF agency IS NULL THEN RAISE EXCEPTION 'not a desk login of an agency' USING ERRCODE = '42501'; END IF;
          IF EXISTS (SELECT 1 FROM agency_share.erasures WHERE agency_id = agency AND erasure_id = erasure) THEN
            RETURN 0;
          END IF;
          FOR item IN SELECT * FROM jsonb_array_elements(erased) LOOP
            DELETE FROM agency_share.records
              WHERE agency_id = agency AND kind = item->>'kind' AND id = (item->>'id')::uuid;
            GET DIAGNOSTICS n = ROW_COUNT;
            removed := removed + n;
            DELETE FROM agency_share.replaced_changes
              WHERE agency_id = agency AND (record_id = (item->>'id')::uuid OR id LIKE '%:' || (item->>'id'));
            DELETE FROM agency_share.applied_pushes
              WHERE agency_id = agency AND result->'record'->>'id' = item->>'id';
            INSERT INTO agency_share.erasures (agency_id, erasure_id, kind, record_id)
              VALUES (agency, erasure, item->>'kind', (item->>'id')::uuid) ON CONFLICT DO NOTHING;
          END LOOP;
          RETURN removed;
        END $$;
      REVOKE ALL ON FUNCTION agency_share.erase_records(uuid, jsonb) FROM PUBLIC;
      GRANT EXECUTE ON FUNCTION agency_share.erase_records(uuid, jsonb) TO ${DESK_GROUP};
    `,
  },
]

export const PG_SCHEMA_VERSION = PG_MIGRATIONS.at(-1)?.version ?? 0

/** The schema's version in this database: 0 when there is no agency schema (or this role may not see it). */
export async function pgSchemaVersion(client: pg.ClientBase): Promise<number> {
  const found = await client.query<{ present: boolean }>(
    "SELECT to_regclass('agency_share.schema_version') IS NOT NULL AS present",
  )
  if (found.rows[0]?.present !== true) return 0
  const { rows } = await client.query<{ version: number }>('SELECT version FROM agency_share.schema_version')
  return rows[0]?.version ?? 0
}

/** Whether the connected role owns the agency schema (it may migrate it), or there is none yet. */
async function mayMigrate(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ owner: boolean | null }>(
    `SELECT pg_has_role(current_user, nspowner, 'USAGE') AS owner FROM pg_namespace WHERE nspname = $1`,
    [SHARE_SCHEMA],
  )
  return rows.length === 0 || rows[0]?.owner === true
}

/**
 * Brings the schema up to this code's version in one transaction (under an advisory lock: two desks connecting
 * at once migrate once). Returns false, changing nothing, when the role does not own the schema.
 */
export async function migratePg(
  client: pg.ClientBase,
  /** Tests: stop at an earlier version (an agency database a previous release made). */
  target: number = PG_SCHEMA_VERSION,
): Promise<{ from: number; to: number } | false> {
  await client.query('BEGIN')
  try {
    await client.query('SELECT pg_advisory_xact_lock(33, 0)')
    if (!(await mayMigrate(client))) {
      await client.query('ROLLBACK')
      return false
    }
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${SHARE_SCHEMA}`)
    await client.query(
      `CREATE TABLE IF NOT EXISTS agency_share.schema_version (
         id integer PRIMARY KEY CHECK (id = 1), version integer NOT NULL)`,
    )
    const from = await pgSchemaVersion(client)
    if (from >= target) {
      await client.query('ROLLBACK')
      return { from, to: from }
    }
    for (const migration of PG_MIGRATIONS.filter((step) => step.version > from && step.version <= target))
      await client.query(migration.sql)
    await client.query(
      `INSERT INTO agency_share.schema_version (id, version) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET version = excluded.version`,
      [target],
    )
    await client.query('COMMIT')
    return { from, to: target }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
}

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/**
 * The administrator's provisioning (tests, `npm run agency-db` later): an agency, and a desk login of it with its
 * password. Needs a role that may create roles (CREATEROLE) and owns the schema.
 */
export async function provisionAgency(
  client: pg.ClientBase,
  agency: { id: string; name: string },
): Promise<void> {
  await client.query(
    'INSERT INTO agency_share.agencies (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = $2',
    [agency.id, agency.name],
  )
}

export async function provisionDeskLogin(
  client: pg.ClientBase,
  login: { agencyId: string; role: string; password: string },
): Promise<void> {
  if (!ROLE_NAME.test(login.role)) throw new Error(`Not a role name for a desk: ${login.role}`)
  const password = await client.query<{ literal: string }>('SELECT quote_literal($1) AS literal', [
    login.password,
  ])
  await client.query(
    `CREATE ROLE ${login.role} LOGIN PASSWORD ${password.rows[0]?.literal ?? "''"} IN ROLE ${DESK_GROUP}`,
  )
  await client.query('INSERT INTO agency_share.desk_logins (role_name, agency_id) VALUES ($1, $2)', [
    login.role,
    login.agencyId,
  ])
}
