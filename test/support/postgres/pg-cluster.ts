import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/**
 * A throwaway PostgreSQL cluster for the sharing tests (issue 33): initdb into a temp folder, a free port on
 * 127.0.0.1, password (SCRAM) authentication over TCP so that "wrong password" can be tested, and a stop that
 * removes everything. Debian's server binaries (/usr/lib/postgresql/<n>/bin); as root (initdb refuses root) every
 * command runs as the `postgres` user on a folder chowned to it.
 */

export const SUPERUSER = 'postgres'
export const SUPERUSER_PASSWORD = 'cluster-super-secret'

/** The folder of initdb and pg_ctl, newest version first; null when PostgreSQL is not installed. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length > 0 ? join(root, versions[0] as string, 'bin') : null
}

/**
 * Why the sharing tests cannot run here, or null when they can. Under CI they never skip: the CI installs
 * PostgreSQL (.ci/run), so its absence is a failure there.
 */
export function pgSkipReason(): string | null {
  if (postgresBin() !== null) return null
  if (process.env.CI)
    throw new Error('PostgreSQL binaries not found (.ci/run installs Debian\'s "postgresql")')
  return 'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): the sharing tests are skipped'
}

export interface PgCluster {
  host: string
  port: number
  /** A pool connected as the superuser to the `agency` database (provisioning, inspection). */
  superuser: pg.Pool
  database: string
  /** Stops the server (pg_ctl stop -m fast) and starts it again: "the database is down" in a test. */
  pause(): void
  resume(): void
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function postgresIds(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
  return { uid, gid }
}

export async function startPgCluster(database = 'agency'): Promise<PgCluster> {
  const bin = postgresBin()
  if (bin === null) throw new Error('PostgreSQL is not installed')
  const folder = mkdtempSync(join(tmpdir(), 'desk-pg-'))
  const ids = postgresIds()
  const data = join(folder, 'data')
  const passwordFile = join(folder, 'pw')
  writeFileSync(passwordFile, SUPERUSER_PASSWORD)
  chmodSync(folder, 0o700)
  if (ids !== null) {
    chownSync(folder, ids.uid, ids.gid)
    chownSync(passwordFile, ids.uid, ids.gid)
  }
  const as = (command: string, args: string[]): void => {
    const [file, fullArgs] =
      ids !== null
        ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
        : [join(bin, command), args]
    execFileSync(file, fullArgs, { stdio: 'pipe', cwd: folder })
  }
  as('initdb', [
    '-D',
    data,
    '-U',
    SUPERUSER,
    `--pwfile=${passwordFile}`,
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '-E',
    'UTF8',
    '--no-instructions',
  ])
  const port = await freePort()
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`
  const start = (): void =>
    as('pg_ctl', ['-D', data, '-l', join(folder, 'log'), '-w', '-o', options, 'start'])
  const halt = (): void => as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
  start()
  const host = '127.0.0.1'
  const admin = new pg.Client({
    host,
    port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    database: 'postgres',
  })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${database}`)
  await admin.end()
  const superuser = new pg.Pool({
    host,
    port,
    user: SUPERUSER,
    password: SUPERUSER_PASSWORD,
    database,
    max: 3,
  })
  // A stopped server drops the pool's idle clients: that is expected here, not a test failure.
  superuser.on('error', () => undefined)
  let running = true
  return {
    host,
    port,
    superuser,
    database,
    pause() {
      if (!running) return
      halt()
      running = false
    },
    resume() {
      if (running) return
      start()
      running = true
    },
    async stop() {
      await superuser.end().catch(() => undefined)
      if (running) halt()
      running = false
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
