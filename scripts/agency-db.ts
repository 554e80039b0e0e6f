/**
 * The agency database administrator's tool (issue 33, src/main/sharing/README.md), connected with the standard
 * libpq variables (PGHOST, PGPORT, PGDATABASE, PGUSER, PGPASSWORD) as a role that owns the schema and may create
 * roles:
 *
 *   npm run agency-db -- migrate
 *   npm run agency-db -- add-agency "<agency name>"             prints the new agency's id
 *   npm run agency-db -- add-desk <agency id> <login role>      reads the login's password from AGENCY_DESK_PASSWORD
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { migratePg, provisionAgency, provisionDeskLogin } from '../src/main/sharing/pg-migrations'

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args
  const client = new pg.Client()
  await client.connect()
  try {
    if (command === 'migrate') {
      const migrated = await migratePg(client)
      if (migrated === false)
        throw new Error('This role does not own the agency_share schema: nothing was changed.')
      console.log(`agency_share schema: version ${migrated.from} -> ${migrated.to}`)
    } else if (command === 'add-agency' && rest[0] !== undefined) {
      const id = randomUUID()
      await provisionAgency(client, { id, name: rest[0] })
      console.log(id)
    } else if (command === 'add-desk' && rest[0] !== undefined && rest[1] !== undefined) {
      const password = process.env.AGENCY_DESK_PASSWORD
      if (password === undefined || password.length < 12)
        throw new Error('Set AGENCY_DESK_PASSWORD to the new login password (12 characters or more).')
      await provisionDeskLogin(client, { agencyId: rest[0], role: rest[1], password })
      console.log(`desk login ${rest[1]} added`)
    } else {
      throw new Error('Usage: agency-db migrate | add-agency <name> | add-desk <agency id> <login role>')
    }
  } finally {
    await client.end()
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
