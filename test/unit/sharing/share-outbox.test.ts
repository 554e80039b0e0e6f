import { describe, expect, it } from 'vitest'
import { attachAgencyStore } from '../../../src/main/agency-store/agency-store'
import { openDatabase } from '../../../src/main/db/connection'
import { allRows, run } from '../../../src/main/db/statements'

/** Agency migration 80: every write of a shared table is queued for the push only while sharing, never while applying. */
function store() {
  const { db } = openDatabase({ file: ':memory:' })
  attachAgencyStore(db, { file: ':memory:' })
  return db
}

const writeRule = (db: ReturnType<typeof store>, id: string, scope: string, version: number): void => {
  run(
    db,
    `INSERT INTO agency.markup_rules (id, scope_key, rule_json, version, updated_by, updated_at, deleted_at)
     VALUES (?, ?, '{}', ?, 'Ana', '2026-01-01', NULL)
     ON CONFLICT (id) DO UPDATE SET version = excluded.version`,
    id,
    scope,
    version,
  )
}
const queued = (db: ReturnType<typeof store>) =>
  allRows<{ kind: string; record_id: string; push_id: string }>(
    db,
    'SELECT kind, record_id, push_id FROM agency.share_outbox ORDER BY seq',
  )

describe('the sharing outbox triggers', () => {
  it('queue nothing while sharing is off', () => {
    const db = store()
    writeRule(db, 'r1', 'all', 1)
    expect(queued(db)).toEqual([])
  })

  it('queue each record once, with a new push id on a new change, and nothing the sync applies', () => {
    const db = store()
    run(db, 'UPDATE agency.share_switch SET sharing = 1')
    writeRule(db, 'r1', 'all', 1)
    writeRule(db, 'r2', 'hotel', 1)
    const first = queued(db)
    expect(first.map((row) => [row.kind, row.record_id])).toEqual([
      ['markupRule', 'r1'],
      ['markupRule', 'r2'],
    ])
    writeRule(db, 'r1', 'all', 2)
    const second = queued(db)
    expect(second).toHaveLength(2)
    expect(second.find((row) => row.record_id === 'r1')?.push_id).not.toBe(first[0]?.push_id)

    run(db, 'DELETE FROM agency.share_outbox')
    run(db, 'UPDATE agency.share_switch SET applying = 1')
    writeRule(db, 'r3', 'flight', 1)
    expect(queued(db)).toEqual([])
  })
})
