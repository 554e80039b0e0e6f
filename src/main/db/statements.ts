import type Database from 'better-sqlite3'

/** The desk's cache connection (better-sqlite3). */
export type Db = Database.Database

/**
 * Prepared statements cached per connection and SQL text. Repositories are plain functions of `(db, ...args)`;
 * this cache is what keeps them from re-preparing the same SQL on every call. A WeakMap lets a closed connection
 * and its statements be collected together.
 */
const cache = new WeakMap<Db, Map<string, Database.Statement>>()

export function statement(db: Db, sql: string): Database.Statement {
  let statements = cache.get(db)
  if (statements === undefined) {
    statements = new Map()
    cache.set(db, statements)
  }
  let prepared = statements.get(sql)
  if (prepared === undefined) {
    prepared = db.prepare(sql)
    statements.set(sql, prepared)
  }
  return prepared
}

/** One row typed as `T` (the caller's SQL decides the columns), or undefined. */
export function getRow<T>(db: Db, sql: string, ...params: unknown[]): T | undefined {
  return statement(db, sql).get(...params) as T | undefined
}

export function allRows<T>(db: Db, sql: string, ...params: unknown[]): T[] {
  return statement(db, sql).all(...params) as T[]
}

export function run(db: Db, sql: string, ...params: unknown[]): Database.RunResult {
  return statement(db, sql).run(...params)
}

/** SQLite has no boolean: STRICT tables store 0/1 integers. */
export const toFlag = (value: boolean): 0 | 1 => (value ? 1 : 0)

/** Parses a JSON column written by the repositories themselves (never user input), typed by the caller. */
export function parseJson<T>(text: string): T {
  return JSON.parse(text) as T
}

export function parseJsonOrNull<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T)
}
