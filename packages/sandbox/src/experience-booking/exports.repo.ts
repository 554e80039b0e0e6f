import type Database from 'better-sqlite3'
import { randomBytes } from 'node:crypto'
import { statement } from '../platform/statements'

/**
 * Generated export files (table experience_exports), served behind their download link until they expire: one
 * hour on the simulated clock. Expired files stay a day (their link answers 410 Gone), then the tick purges them
 * (their link then answers 404).
 */
export const EXPORT_LIFETIME_MS = 60 * 60 * 1000
export const EXPORT_RETENTION_MS = 24 * 60 * 60 * 1000

export interface StoredExport {
  token: string
  organizationId: number
  experienceId: number
  fileName: string
  mediaType: string
  content: Buffer
  createdAt: string
  expiresAt: string
}

export function saveExport(
  db: Database.Database,
  file: Omit<StoredExport, 'token' | 'createdAt' | 'expiresAt'>,
  nowMs: number,
): StoredExport {
  // An unguessable token: the link works without credentials, like a pre-signed URL.
  const token = randomBytes(24).toString('hex')
  const stored: StoredExport = {
    ...file,
    token,
    createdAt: new Date(nowMs).toISOString(),
    expiresAt: new Date(nowMs + EXPORT_LIFETIME_MS).toISOString(),
  }
  statement(
    db,
    `INSERT INTO experience_exports (token, organization_id, experience_id, file_name, media_type, content,
       created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    token,
    stored.organizationId,
    stored.experienceId,
    stored.fileName,
    stored.mediaType,
    stored.content,
    stored.createdAt,
    stored.expiresAt,
  )
  return stored
}

export function readExport(db: Database.Database, token: string): StoredExport | null {
  const row = statement(
    db,
    `SELECT token, organization_id AS organizationId, experience_id AS experienceId, file_name AS fileName,
         media_type AS mediaType, content, created_at AS createdAt, expires_at AS expiresAt
       FROM experience_exports WHERE token = ?`,
  ).get(token) as StoredExport | undefined
  return row ?? null
}

export function purgeExports(db: Database.Database, before: string): void {
  statement(db, 'DELETE FROM experience_exports WHERE expires_at < ?').run(before)
}
