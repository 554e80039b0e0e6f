import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { attachAgencyStore } from '../../../src/main/agency-store/agency-store'
import { openDatabase } from '../../../src/main/db/connection'
import { allRows, run, type Db } from '../../../src/main/db/statements'
import { pendingCount, setShareState, setSharingSwitch } from '../../../src/main/sharing/local-records'
import { pullAll } from '../../../src/main/sharing/pull'
import { pushAll } from '../../../src/main/sharing/push'
import { pgSkipReason } from '../../support/postgres/pg-cluster'
import { sharedAgencyForFile } from './sharing.fixtures'

/**
 * The push's guarantees and the database's walls, on the desk's store without a core: a push whose answer was
 * lost (committed, then the desk "killed" before it recorded that) is resent and answered from applied_pushes,
 * never applied twice; a desk login sees and writes only its own agency's rows.
 */
function deskStore(agencyId: string): Db {
  const { db } = openDatabase({ file: ':memory:' })
  attachAgencyStore(db, { file: ':memory:' })
  setSharingSwitch(db, true)
  setShareState(db, { agencyId })
  return db
}

function writeView(db: Db, id: string, name: string, version: number): void {
  run(
    db,
    `INSERT INTO agency.saved_views (id, name, filters_json, columns_json, pinned, version, updated_by, updated_at)
     VALUES (?, ?, '{}', '[]', 0, ?, 'Ana', ?)
     ON CONFLICT (id) DO UPDATE SET name = excluded.name, version = excluded.version, updated_at = excluded.updated_at`,
    id,
    name,
    version,
    new Date().toISOString(),
  )
}

const skip = pgSkipReason()
describe.skipIf(skip !== null)(`the push and the agency's walls${skip !== null ? ` (${skip})` : ''}`, () => {
  const agency = sharedAgencyForFile()

  it('resends a push whose answer was lost without applying it twice', async () => {
    const login = await agency.login()
    const client = await agency.clientAs(login)
    const db = deskStore(agency.agencyId)
    const id = randomUUID()
    writeView(db, id, 'December', 1)
    const killed = new Error('the desk was killed after the commit')
    await expect(
      pushAll(client, db, agency.agencyId, {
        afterCommit: () => {
          throw killed
        },
      }),
    ).rejects.toBe(killed)
    // Committed on the server, still queued on the desk (it never learned the answer).
    expect(pendingCount(db)).toBe(1)
    const before = await agency.cluster.superuser.query<{ version: number; change_no: string }>(
      'SELECT version, change_no FROM agency_share.records WHERE id = $1',
      [id],
    )
    expect(before.rows).toHaveLength(1)

    await pushAll(client, db, agency.agencyId)
    expect(pendingCount(db)).toBe(0)
    const after = await agency.cluster.superuser.query<{ version: number; change_no: string }>(
      'SELECT version, change_no FROM agency_share.records WHERE id = $1',
      [id],
    )
    // The same row, not written again: same version and the same change number.
    expect(after.rows).toEqual(before.rows)
    const replaced = await agency.cluster.superuser.query(
      'SELECT 1 FROM agency_share.replaced_changes WHERE record_id = $1',
      [id],
    )
    expect(replaced.rows).toEqual([])

    // A later change of the record is a new push (a new push id), applied once.
    writeView(db, id, 'December trips', 2)
    await pushAll(client, db, agency.agencyId)
    const changed = await agency.cluster.superuser.query<{ fields: { name: string } }>(
      'SELECT fields FROM agency_share.records WHERE id = $1',
      [id],
    )
    expect(changed.rows[0]?.fields.name).toBe('December trips')
  })

  it('settles two live views of one name made on two desks: the later wins, the other is a tombstone', async () => {
    const client = await agency.clientAs(await agency.login())
    const first = deskStore(agency.agencyId)
    const second = deskStore(agency.agencyId)
    const older = randomUUID()
    const newer = randomUUID()
    writeView(first, older, 'Groups', 1)
    await new Promise((resolve) => setTimeout(resolve, 5))
    writeView(second, newer, 'groups', 1)
    await pushAll(client, first, agency.agencyId)
    await pushAll(client, second, agency.agencyId)
    const now = () => new Date().toISOString()
    for (const db of [first, second]) {
      await pullAll(client, db, agency.agencyId, randomUUID(), now)
      await pushAll(client, db, agency.agencyId)
    }
    for (const db of [first, second]) {
      await pullAll(client, db, agency.agencyId, randomUUID(), now)
      const live = allRows<{ id: string }>(
        db,
        "SELECT id FROM agency.saved_views WHERE lower(name) = 'groups' AND deleted_at IS NULL",
      )
      expect(live).toEqual([{ id: newer }])
      const kept = allRows<{ record_id: string }>(db, 'SELECT record_id FROM agency.share_replaced')
      expect(kept).toEqual([{ record_id: older }])
    }
  })

  it('purges a tombstone only once every desk of the agency has pulled it', async () => {
    const otherAgency = await agency.agency('Tombstone Travel')
    const client = await agency.clientAs(await agency.login(otherAgency))
    const writer = deskStore(otherAgency)
    const reader = deskStore(otherAgency)
    const [writerId, readerId] = [randomUUID(), randomUUID()]
    const now = () => new Date().toISOString()
    const id = randomUUID()
    writeView(writer, id, 'Old view', 1)
    await pushAll(client, writer, otherAgency)
    await pullAll(client, writer, otherAgency, writerId, now)
    await pullAll(client, reader, otherAgency, readerId, now)
    run(writer, 'UPDATE agency.saved_views SET deleted_at = ?, version = 2 WHERE id = ?', now(), id)
    await pushAll(client, writer, otherAgency)
    await pullAll(client, writer, otherAgency, writerId, now)
    const purge = async () =>
      (await client.query<{ purged: number }>('SELECT agency_share.purge_tombstones() AS purged')).rows[0]
        ?.purged
    // The reader has not pulled the delete yet: the tombstone stays.
    expect(await purge()).toBe(0)
    await pullAll(client, reader, otherAgency, readerId, now)
    expect(allRows(reader, 'SELECT deleted_at FROM agency.saved_views WHERE id = ?', id)).toEqual([
      { deleted_at: expect.any(String) },
    ])
    expect(await purge()).toBe(1)
    const left = await agency.cluster.superuser.query('SELECT 1 FROM agency_share.records WHERE id = $1', [
      id,
    ])
    expect(left.rows).toEqual([])
  })

  it("lets a desk login read and write only its own agency's rows", async () => {
    const ours = await agency.clientAs(await agency.login())
    const db = deskStore(agency.agencyId)
    writeView(db, randomUUID(), 'Ours only', 1)
    await pushAll(ours, db, agency.agencyId)

    const otherAgency = await agency.agency('Quellford Tours')
    const theirs = await agency.clientAs(await agency.login(otherAgency))
    const seen = await theirs.query("SELECT 1 FROM agency_share.records WHERE fields->>'name' = 'Ours only'")
    expect(seen.rows).toEqual([])
    expect((await theirs.query('SELECT id FROM agency_share.agencies')).rows).toEqual([{ id: otherAgency }])
    // Writing into the other agency is refused by the policy, and DDL by the grants.
    await expect(
      theirs.query(
        `INSERT INTO agency_share.records (agency_id, kind, id, version, fields, updated_by, updated_at)
         VALUES ($1, 'savedView', $2, 1, '{}', 'x', 'x')`,
        [agency.agencyId, randomUUID()],
      ),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(theirs.query('DELETE FROM agency_share.records')).rejects.toMatchObject({ code: '42501' })
    await expect(theirs.query('CREATE TABLE agency_share.x (a int)')).rejects.toMatchObject({ code: '42501' })
  })
})
