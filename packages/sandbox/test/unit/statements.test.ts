import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { allRows, getRow, run, statement } from '../../src/platform/statements'

const opened: Database.Database[] = []
function open(): Database.Database {
  const db = new Database(':memory:')
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL) STRICT')
  opened.push(db)
  return db
}
afterEach(() => {
  for (const db of opened.splice(0)) db.close()
})

describe('sandbox prepared statements', () => {
  it('prepares a SQL text once per connection', () => {
    const db = open()
    const sql = 'SELECT text FROM notes WHERE id = ?'
    expect(statement(db, sql)).toBe(statement(db, sql))
    expect(statement(db, 'SELECT count(*) FROM notes')).not.toBe(statement(db, sql))
  })

  it('keeps the statements of each connection apart (a reset opens a new one)', () => {
    const first = open()
    const second = open()
    const sql = 'SELECT count(*) AS n FROM notes'
    expect(statement(first, sql)).not.toBe(statement(second, sql))
    run(first, 'INSERT INTO notes (text) VALUES (?)', 'only in the first')
    expect(getRow<{ n: number }>(first, sql)?.n).toBe(1)
    expect(getRow<{ n: number }>(second, sql)?.n).toBe(0)
  })

  it('runs, reads one row and reads all rows', () => {
    const db = open()
    const insert = 'INSERT INTO notes (text) VALUES (?)'
    expect(run(db, insert, 'a').changes).toBe(1)
    run(db, insert, 'b')
    expect(getRow<{ text: string }>(db, 'SELECT text FROM notes WHERE id = ?', 2)).toEqual({ text: 'b' })
    expect(getRow(db, 'SELECT text FROM notes WHERE id = ?', 3)).toBeUndefined()
    expect(allRows<{ text: string }>(db, 'SELECT text FROM notes ORDER BY id')).toEqual([
      { text: 'a' },
      { text: 'b' },
    ])
  })
})
