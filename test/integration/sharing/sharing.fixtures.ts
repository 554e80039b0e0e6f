import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import pg from 'pg'
import { migratePg, provisionAgency, provisionDeskLogin } from '../../../src/main/sharing/pg-migrations'
import type { SharingConnectInput } from '../../../src/shared/ipc/sharing.contract'
import { startPgCluster, type PgCluster } from '../../support/postgres/pg-cluster'

/**
 * One throwaway cluster per test file with the agency schema migrated by its owner (the superuser here), an
 * agency and desk logins made by the administrator's provisioning, as an agency's IT would.
 */
export interface SharedAgency {
  readonly cluster: PgCluster
  readonly agencyId: string
  /** A new desk login of an agency (this file's unless given), with its own password. */
  login(agencyId?: string): Promise<SharingConnectInput>
  /** Another agency on the same database. */
  agency(name: string): Promise<string>
  /** A client connected as a desk login (RLS applies to it). */
  clientAs(login: SharingConnectInput): Promise<pg.Client>
}

let logins = 0

export function sharedAgencyForFile(): SharedAgency {
  let cluster: PgCluster | null = null
  let agencyId = ''
  const opened: pg.Client[] = []
  beforeAll(async () => {
    cluster = await startPgCluster()
    const admin = await cluster.superuser.connect()
    try {
      await migratePg(admin)
      agencyId = randomUUID()
      await provisionAgency(admin, { id: agencyId, name: 'Marwood Travel' })
    } finally {
      admin.release()
    }
  }, 60_000)
  afterAll(async () => {
    for (const client of opened) await client.end().catch(() => undefined)
    await cluster?.stop()
  }, 30_000)
  const started = (): PgCluster => {
    if (cluster === null) throw new Error('the cluster is not started yet')
    return cluster
  }
  return {
    get cluster() {
      return started()
    },
    get agencyId() {
      return agencyId
    },
    async login(agency = agencyId) {
      logins += 1
      const role = `desk_${process.pid}_${logins}`
      const password = `pw-${randomUUID()}`
      const admin = await started().superuser.connect()
      try {
        await provisionDeskLogin(admin, { agencyId: agency, role, password })
      } finally {
        admin.release()
      }
      return {
        host: started().host,
        port: started().port,
        database: started().database,
        user: role,
        tls: 'prefer',
        password,
      }
    },
    async agency(name) {
      const id = randomUUID()
      const admin = await started().superuser.connect()
      try {
        await provisionAgency(admin, { id, name })
      } finally {
        admin.release()
      }
      return id
    },
    async clientAs(login) {
      const client = new pg.Client({ ...login, ssl: false })
      client.on('error', () => undefined)
      await client.connect()
      opened.push(client)
      return client
    },
  }
}
