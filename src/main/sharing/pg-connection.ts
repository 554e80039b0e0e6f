import pg from 'pg'
import type { SharingAddress, SharingCheckOutcome } from '../../shared/ipc/sharing.contract'
import { PG_SCHEMA_VERSION, pgSchemaVersion } from './pg-migrations'

/**
 * Connecting to the agency's PostgreSQL with this desk's login, and what a failure means in plain words. TLS as
 * the address says: 'require' verifies the certificate and refuses a server without TLS; 'prefer' encrypts when
 * the server offers it (without verifying, as libpq's `prefer`) and falls back to a plain connection otherwise.
 */

export type Outcome = SharingCheckOutcome['outcome']

const CONNECT_TIMEOUT_MS = 5_000

export function clientConfig(address: SharingAddress, password: string, tls: boolean): pg.ClientConfig {
  return {
    host: address.host,
    port: address.port,
    database: address.database,
    user: address.user,
    password,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'Agency Desk',
    ssl: tls ? { rejectUnauthorized: address.tls === 'require' } : false,
  }
}

const noTlsOnServer = (error: unknown): boolean =>
  error instanceof Error && /does not support SSL/i.test(error.message)

/** Which TLS this address ends up using on this server: tried with TLS first unless it is 'off'. */
export async function openClient(
  address: SharingAddress,
  password: string,
): Promise<{ client: pg.Client; tls: boolean }> {
  const attempt = async (tls: boolean): Promise<pg.Client> => {
    const client = new pg.Client(clientConfig(address, password, tls))
    // An error after connecting (the server going away) must never be an unhandled 'error' event.
    client.on('error', () => undefined)
    try {
      await client.connect()
      return client
    } catch (error) {
      await client.end().catch(() => undefined)
      throw error
    }
  }
  if (address.tls === 'off') return { client: await attempt(false), tls: false }
  try {
    return { client: await attempt(true), tls: true }
  } catch (error) {
    if (address.tls === 'prefer' && noTlsOnServer(error)) return { client: await attempt(false), tls: false }
    throw error
  }
}

const TLS_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_HAS_EXPIRED',
])

/** A connection failure as one of the check's outcomes. */
export function outcomeOfError(error: unknown): Outcome {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  if (code === '28P01' || code === '28000') return 'wrongPassword'
  if (code === '3D000' || code === '42501') return 'notAgencyDatabase'
  if (noTlsOnServer(error) || (typeof code === 'string' && TLS_CODES.has(code))) return 'tlsRefused'
  return 'unreachable'
}

export function messageOf(outcome: Outcome, address: SharingAddress, agencyName: string | null): string {
  const where = `${address.host}:${address.port}`
  switch (outcome) {
    case 'ok':
      return `Connected to ${agencyName ?? 'the agency'}'s database as ${address.user}.`
    case 'unreachable':
      return `The database at ${where} does not answer. Check the address and that this computer can reach it.`
    case 'wrongPassword':
      return `The database refused the login ${address.user}: check its password (or ask for this desk's login).`
    case 'notAgencyDatabase':
      return `${address.database} at ${where} is not an agency database this login belongs to. Check the database name and the login.`
    case 'olderSchema':
      return `The agency database was made by an older Agency Desk: it is brought up to date when this desk connects, if its login may.`
    case 'newerSchema':
      return 'The agency database was made by a newer Agency Desk: update this desk to share with it.'
    case 'tlsRefused':
      return `The database at ${where} offers no trusted encrypted connection (TLS), which this address requires.`
  }
}

export interface Checked {
  outcome: Outcome
  agencyId: string | null
  agencyName: string | null
  /** The schema's version there (0: none). */
  version: number
}

/** What this login sees on a connected client: the schema's version and its agency. */
export async function inspect(client: pg.ClientBase): Promise<Checked> {
  const version = await pgSchemaVersion(client)
  if (version === 0) return { outcome: 'notAgencyDatabase', agencyId: null, agencyName: null, version }
  if (version > PG_SCHEMA_VERSION)
    return { outcome: 'newerSchema', agencyId: null, agencyName: null, version }
  const { rows } = await client.query<{ id: string | null; name: string | null }>(
    `SELECT a.id, a.name FROM agency_share.agencies a WHERE a.id = agency_share.my_agency()`,
  )
  const agency = rows[0]
  if (agency?.id == null) return { outcome: 'notAgencyDatabase', agencyId: null, agencyName: null, version }
  return {
    outcome: version < PG_SCHEMA_VERSION ? 'olderSchema' : 'ok',
    agencyId: agency.id,
    agencyName: agency.name,
    version,
  }
}
