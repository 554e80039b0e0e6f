import type Database from 'better-sqlite3'
import { createHash, randomBytes } from 'node:crypto'
import type { SimClock } from './clock'
import { statement } from './statements'

/**
 * Bearer tokens of the API users, kept in the sandbox's SQLite store (hashed: the store never holds a usable
 * token). Lifetimes follow the simulated clock, so a test can move the clock an hour and see the token expire.
 */
export const ACCESS_TOKEN_SECONDS = 3600
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600

export const TOKENS_SCHEMA = `
CREATE TABLE IF NOT EXISTS oauth_tokens (
  access_hash TEXT PRIMARY KEY,
  refresh_hash TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL,
  created_at_ms INTEGER NOT NULL,
  expires_at_ms INTEGER NOT NULL,
  refresh_expires_at_ms INTEGER NOT NULL,
  -- Set once the refresh token has been exchanged: rotation makes it single-use.
  refreshed_at_ms INTEGER
) STRICT;
`

export interface IssuedTokens {
  accessToken: string
  refreshToken: string
  createdAtMs: number
  expiresIn: number
}

const hash = (token: string): string => createHash('sha256').update(token).digest('hex')

export function issueTokens(db: Database.Database, clock: SimClock, userId: number): IssuedTokens {
  const accessToken = `sbx_at_${randomBytes(24).toString('base64url')}`
  const refreshToken = `sbx_rt_${randomBytes(32).toString('base64url')}`
  const now = clock.nowMs()
  statement(
    db,
    `INSERT INTO oauth_tokens (access_hash, refresh_hash, user_id, created_at_ms, expires_at_ms, refresh_expires_at_ms)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    hash(accessToken),
    hash(refreshToken),
    userId,
    now,
    now + ACCESS_TOKEN_SECONDS * 1000,
    now + REFRESH_TOKEN_SECONDS * 1000,
  )
  return { accessToken, refreshToken, createdAtMs: now, expiresIn: ACCESS_TOKEN_SECONDS }
}

export type AccessCheck = { ok: true; userId: number } | { ok: false; reason: 'unknown' | 'expired' }

export function checkAccessToken(db: Database.Database, clock: SimClock, token: string): AccessCheck {
  const row = statement(
    db,
    'SELECT user_id AS userId, expires_at_ms AS expiresAtMs FROM oauth_tokens WHERE access_hash = ?',
  ).get(hash(token)) as { userId: number; expiresAtMs: number } | undefined
  if (row === undefined) return { ok: false, reason: 'unknown' }
  if (clock.nowMs() >= row.expiresAtMs) return { ok: false, reason: 'expired' }
  return { ok: true, userId: row.userId }
}

/**
 * Exchanges a refresh token for a new pair. The old refresh token is spent (rotation); the old access token keeps
 * working until its own expiry. Returns null for an unknown, spent or expired refresh token.
 */
export function refreshTokens(
  db: Database.Database,
  clock: SimClock,
  refreshToken: string,
): IssuedTokens | null {
  const exchange = db.transaction((): IssuedTokens | null => {
    const row = statement(
      db,
      `SELECT user_id AS userId, refresh_expires_at_ms AS refreshExpiresAtMs, refreshed_at_ms AS refreshedAtMs
         FROM oauth_tokens WHERE refresh_hash = ?`,
    ).get(hash(refreshToken)) as
      { userId: number; refreshExpiresAtMs: number; refreshedAtMs: number | null } | undefined
    const now = clock.nowMs()
    if (row === undefined || row.refreshedAtMs !== null || now >= row.refreshExpiresAtMs) return null
    statement(db, 'UPDATE oauth_tokens SET refreshed_at_ms = ? WHERE refresh_hash = ?').run(
      now,
      hash(refreshToken),
    )
    return issueTokens(db, clock, row.userId)
  })
  return exchange()
}
