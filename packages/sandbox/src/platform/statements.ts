import type Database from 'better-sqlite3'

/**
 * Prepared statements cached per connection and SQL text: the sandbox's own copy of main's `db/statements.ts` (the
 * sandbox is a separate program and imports nothing from main). Repositories stay plain functions of `(db, ...)`;
 * this keeps them from re-preparing the same SQL on every call. The cache is per connection because a reset swaps
 * `ctx.db` and a statement belongs to its database; a WeakMap lets a closed connection go with its statements.
 * Every caller of the same SQL text shares one statement: set a mode (`pluck()`) on each use, never once.
 */
const cache = new WeakMap<Database.Database, Map<string, Database.Statement>>()

export function statement(db: Database.Database, sql: string): Database.Statement {
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
export function getRow<T>(db: Database.Database, sql: string, ...params: unknown[]): T | undefined {
  return statement(db, sql).get(...params) as T | undefined
}

export function allRows<T>(db: Database.Database, sql: string, ...params: unknown[]): T[] {
  return statement(db, sql).all(...params) as T[]
}

export function run(db: Database.Database, sql: string, ...params: unknown[]): Database.RunResult {
  return statement(db, sql).run(...params)
}
