import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { pgSkipReason, startPgCluster, type PgCluster } from '../../support/postgres/pg-cluster'

/** The harness itself: a throwaway cluster that answers, with password authentication over TCP. */
const skip = pgSkipReason()
describe.skipIf(skip !== null)(`a throwaway PostgreSQL cluster${skip !== null ? ` (${skip})` : ''}`, () => {
  let cluster: PgCluster
  beforeAll(async () => {
    cluster = await startPgCluster()
  }, 60_000)
  afterAll(async () => cluster?.stop(), 30_000)

  it('answers the superuser and refuses a wrong password with SQLSTATE 28P01', async () => {
    const { rows } = await cluster.superuser.query<{ one: number }>('SELECT 1 AS one')
    expect(rows[0]?.one).toBe(1)
    const wrong = new pg.Client({
      host: cluster.host,
      port: cluster.port,
      user: 'postgres',
      password: 'nope',
      database: cluster.database,
    })
    await expect(wrong.connect()).rejects.toMatchObject({ code: '28P01' })
  })
})
