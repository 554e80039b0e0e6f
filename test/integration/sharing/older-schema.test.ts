import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import {
  migratePg,
  PG_SCHEMA_VERSION,
  provisionAgency,
  provisionDeskLogin,
} from '../../../src/main/sharing/pg-migrations'
import type { SharingConnectInput } from '../../../src/shared/ipc/sharing.contract'
import { fileSandbox } from '../core/fixtures'
import { pgSkipReason, startPgCluster, type PgCluster } from '../../support/postgres/pg-cluster'

/**
 * An agency database a previous release made (migrated only to PostgreSQL migration 10): the check says
 * olderSchema; a login that owns the schema migrates it at connect; a desk login that does not gets the plain
 * refusal and changes nothing.
 */
const OLDER = 10
const OWNER = 'agency_schema_owner'
const OWNER_PASSWORD = `pw-${randomUUID()}`

const skip = pgSkipReason()
describe.skipIf(skip !== null)(`an older agency schema${skip !== null ? ` (${skip})` : ''}`, () => {
  const sandbox = fileSandbox()
  let cluster: PgCluster | null = null
  let desk: SharingConnectInput | null = null
  let owner: SharingConnectInput | null = null

  beforeAll(async () => {
    cluster = await startPgCluster()
    // The agency's IT made the schema with its own role (not the superuser), with an earlier release.
    await cluster.superuser.query(`CREATE ROLE ${OWNER} LOGIN CREATEROLE PASSWORD '${OWNER_PASSWORD}'`)
    await cluster.superuser.query(`GRANT CREATE ON DATABASE ${cluster.database} TO ${OWNER}`)
    const address = {
      host: cluster.host,
      port: cluster.port,
      database: cluster.database,
      tls: 'prefer' as const,
    }
    const admin = new pg.Client({ ...address, user: OWNER, password: OWNER_PASSWORD, ssl: false })
    await admin.connect()
    try {
      expect(await migratePg(admin, OLDER)).toEqual({ from: 0, to: OLDER })
      const agencyId = randomUUID()
      await provisionAgency(admin, { id: agencyId, name: 'Marwood Travel' })
      const password = `pw-${randomUUID()}`
      await provisionDeskLogin(admin, { agencyId, role: 'desk_older_1', password })
      desk = { ...address, user: 'desk_older_1', password }
      // The owner's login works a desk of the agency too (a one-person agency's IT).
      await admin.query('INSERT INTO agency_share.desk_logins (role_name, agency_id) VALUES ($1, $2)', [
        OWNER,
        agencyId,
      ])
      owner = { ...address, user: OWNER, password: OWNER_PASSWORD }
    } finally {
      await admin.end()
    }
  }, 60_000)
  afterAll(async () => {
    await cluster?.stop()
  }, 30_000)

  const version = async (): Promise<number> => {
    const { rows } = await (cluster as PgCluster).superuser.query<{ version: number }>(
      'SELECT version FROM agency_share.schema_version',
    )
    return rows[0]?.version ?? -1
  }

  it('says olderSchema, refuses a desk login that may not migrate, and migrates for the owner', async () => {
    if (desk === null || owner === null) throw new Error('not provisioned')
    expect(OLDER).toBeLessThan(PG_SCHEMA_VERSION)
    const app = sandbox.desk()
    expect(await app.call('sharing.check', desk)).toMatchObject({
      outcome: 'olderSchema',
      agencyName: 'Marwood Travel',
    })
    const refused = await app.fail('sharing.connect', desk)
    expect(refused.code).toBe('INVALID_INPUT')
    expect(refused.message).toContain('This login may not.')
    expect(await version()).toBe(OLDER)
    expect(await app.call('sharing.status', undefined)).toMatchObject({ state: 'off' })

    expect((await app.call('sharing.check', owner)).outcome).toBe('olderSchema')
    expect(await app.call('sharing.connect', owner)).toMatchObject({ state: 'shared', connected: true })
    expect(await version()).toBe(PG_SCHEMA_VERSION)
    // Now the desk login finds the schema it expects.
    expect((await app.call('sharing.check', desk)).outcome).toBe('ok')
  }, 60_000)
})
