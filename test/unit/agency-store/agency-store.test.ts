import Database from 'better-sqlite3'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  agentLabel,
  AgencyStoreNewerThanCodeError,
  attachAgencyStore,
} from '../../../src/main/agency-store/agency-store'
import {
  deleteMarkupRule,
  getMarkupRule,
  listLiveMarkupRules,
  saveMarkupRule,
} from '../../../src/main/agency-store/markup-rules.repo'
import { AGENCY_MIGRATIONS } from '../../../src/main/agency-store/migrations'
import { openDatabase } from '../../../src/main/db/connection'
import type { MarkupRuleInput } from '../../../src/shared/domain/markup'
import { DeskError } from '../../../src/shared/ipc'

const hotels12: MarkupRuleInput = {
  scope: { kind: 'everything' },
  productKind: 'hotel',
  percent: 12,
  fixed: null,
  rounding: { kind: 'ending', ending: '.90' },
  minimumMargin: null,
  note: '',
}
const change = { by: 'Ana', at: '2026-11-28T00:00:00.000Z' }

function memoryStore() {
  const { db } = openDatabase({ file: ':memory:' })
  const store = attachAgencyStore(db, { file: ':memory:' })
  return { db, store }
}

function problemOf(run: () => unknown): DeskError['problem'] {
  try {
    run()
  } catch (error) {
    if (error instanceof DeskError) return error.problem
    throw error
  }
  throw new Error('expected a DeskError')
}

describe('agency store', () => {
  it('attaches with its own schema version, WAL and a desk id kept across openings', () => {
    const folder = mkdtempSync(join(tmpdir(), 'agency-'))
    const first = openDatabase({ file: join(folder, 'cache.db') })
    const opened = attachAgencyStore(first.db, { file: join(folder, 'agency.db') })
    expect(opened.migration.to).toBe(AGENCY_MIGRATIONS.at(-1)?.version)
    expect(first.db.pragma('agency.journal_mode', { simple: true })).toBe('wal')
    expect(first.db.pragma('agency.secure_delete', { simple: true })).toBe(1)
    // The cache's own version is untouched by the agency's migrations.
    expect(first.db.pragma('main.user_version', { simple: true })).not.toBe(opened.migration.to)
    first.db.close()
    const second = openDatabase({ file: join(folder, 'cache.db') })
    const again = attachAgencyStore(second.db, { file: join(folder, 'agency.db') })
    expect(again.deskId).toBe(opened.deskId)
    expect(again.migration.applied).toEqual([])
    second.db.close()
  })

  it('refuses a file newer than the code with a typed error and leaves it byte for byte', () => {
    const folder = mkdtempSync(join(tmpdir(), 'agency-'))
    const file = join(folder, 'agency.db')
    const newer = new Database(file)
    newer.exec('CREATE TABLE future (x INTEGER)')
    newer.pragma('user_version = 9990')
    newer.close()
    const before = readFileSync(file)
    const { db } = openDatabase({ file: ':memory:' })
    expect(() => attachAgencyStore(db, { file })).toThrow(AgencyStoreNewerThanCodeError)
    expect(() => attachAgencyStore(db, { file })).toThrow(/Nothing was changed or deleted/)
    // Detached again: the cache connection goes on without it.
    expect(db.prepare("SELECT name FROM pragma_database_list WHERE name = 'agency'").all()).toEqual([])
    db.close()
    expect(readFileSync(file).equals(before)).toBe(true)
  })

  it('names who changed a record: the agent, else the desk', () => {
    expect(agentLabel('  Ana Costa ', '0123456789abcdef')).toBe('Ana Costa')
    expect(agentLabel('', '0123456789abcdef')).toBe('Desk 01234567')
  })
})

describe('markup rules repository', () => {
  it('adds, updates with the version read, and tombstones', () => {
    const { db } = memoryStore()
    const saved = saveMarkupRule(db, { rule: hotels12 }, change)
    expect(saved).toMatchObject({ version: 1, updatedBy: 'Ana', percent: 12 })
    const updated = saveMarkupRule(
      db,
      { id: saved.id, expectedVersion: 1, rule: { ...hotels12, percent: 15 } },
      { by: 'Rui', at: '2026-11-28T01:00:00.000Z' },
    )
    expect(updated).toMatchObject({ id: saved.id, version: 2, updatedBy: 'Rui', percent: 15 })
    deleteMarkupRule(db, saved.id, change, 2)
    expect(listLiveMarkupRules(db)).toEqual([])
    // The row stays, as a tombstone with its own version.
    expect(getMarkupRule(db, saved.id)).toMatchObject({ version: 3, deletedAt: change.at })
  })

  it('refuses a stale version as a conflict and writes nothing', () => {
    const { db } = memoryStore()
    const saved = saveMarkupRule(db, { rule: hotels12 }, change)
    saveMarkupRule(db, { id: saved.id, expectedVersion: 1, rule: { ...hotels12, percent: 13 } }, change)
    const problem = problemOf(() =>
      saveMarkupRule(db, { id: saved.id, expectedVersion: 1, rule: { ...hotels12, percent: 20 } }, change),
    )
    expect(problem.kind).toBe('conflict')
    expect(getMarkupRule(db, saved.id)).toMatchObject({ version: 2, percent: 13 })
  })

  it('refuses a second live rule of the same scope on the scope field; a deleted one frees it', () => {
    const { db } = memoryStore()
    const first = saveMarkupRule(db, { rule: hotels12 }, change)
    const problem = problemOf(() => saveMarkupRule(db, { rule: { ...hotels12, percent: 5 } }, change))
    expect(problem).toMatchObject({ kind: 'invalidInput', issues: [{ path: 'rule.scope' }] })
    expect(listLiveMarkupRules(db)).toHaveLength(1)
    deleteMarkupRule(db, first.id, change)
    expect(saveMarkupRule(db, { rule: { ...hotels12, percent: 5 } }, change).percent).toBe(5)
  })
})
