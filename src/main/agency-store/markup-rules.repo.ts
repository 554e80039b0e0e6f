import { MarkupRuleInput, scopeKey, type MarkupRule } from '../../shared/domain/markup'
import { DeskError } from '../../shared/ipc'
import { allRows, getRow, parseJson, run, type Db } from '../db/statements'
import {
  bumpRecordMeta,
  metaOfRow,
  metaParams,
  newRecordMeta,
  type Change,
  type RecordMeta,
  type RecordMetaRow,
  writeTombstone,
} from './record-meta'

interface RuleRow extends RecordMetaRow {
  scope_key: string
  rule_json: string
}

export type StoredRule = MarkupRule & { deletedAt: string | null }

function toRule(row: RuleRow): StoredRule {
  const meta = metaOfRow(row)
  // Written by saveMarkupRule from a parsed MarkupRuleInput; parsed again so a hand-edited file cannot feed the pricer
  // something the contract would refuse.
  const rule = MarkupRuleInput.parse(parseJson<unknown>(row.rule_json))
  return {
    ...rule,
    id: meta.id,
    version: meta.version,
    updatedBy: meta.updatedBy,
    updatedAt: meta.updatedAt,
    deletedAt: meta.deletedAt,
  }
}

const COLUMNS = 'id, version, updated_by, updated_at, deleted_at, scope_key, rule_json'

/** The live rules (tombstones left out), in storage order: the pricer sorts them (orderRules). */
export function listLiveMarkupRules(db: Db): StoredRule[] {
  return allRows<RuleRow>(
    db,
    `SELECT ${COLUMNS} FROM agency.markup_rules WHERE deleted_at IS NULL ORDER BY id`,
  ).map(toRule)
}

export function getMarkupRule(db: Db, id: string): StoredRule | null {
  const row = getRow<RuleRow>(db, `SELECT ${COLUMNS} FROM agency.markup_rules WHERE id = ?`, id)
  return row === undefined ? null : toRule(row)
}

function refuseDuplicateScope(db: Db, key: string, exceptId: string | null): void {
  const taken = getRow<{ id: string }>(
    db,
    'SELECT id FROM agency.markup_rules WHERE scope_key = ? AND deleted_at IS NULL AND id IS NOT ?',
    key,
    exceptId,
  )
  if (taken !== undefined) {
    const message =
      'Another rule already applies to exactly this (same scope and kind of product): edit that one instead.'
    throw new DeskError('INVALID_INPUT', message, { issues: [{ path: 'rule.scope', message }] })
  }
}

function write(db: Db, meta: RecordMeta, rule: MarkupRuleInput, insert: boolean): void {
  const [id, ...rest] = metaParams(meta)
  if (insert)
    run(
      db,
      `INSERT INTO agency.markup_rules (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      id,
      ...rest,
      scopeKey(rule),
      JSON.stringify(rule),
    )
  else
    run(
      db,
      `UPDATE agency.markup_rules SET version = ?, updated_by = ?, updated_at = ?, deleted_at = ?, scope_key = ?,
         rule_json = ? WHERE id = ?`,
      ...rest,
      scopeKey(rule),
      JSON.stringify(rule),
      id,
    )
}

export interface SaveMarkupRule {
  /** Absent: a new rule. */
  id?: string | undefined
  /** The version the agent edited (an update of a rule changed since is refused: conflict). */
  expectedVersion?: number | undefined
  rule: MarkupRuleInput
}

/**
 * Adds or changes a rule in one transaction: a duplicate scope (scopeKey) is refused as invalid input on the
 * `scope` field, a stale version as a conflict, an unknown id as not found; nothing is written then.
 */
export function saveMarkupRule(db: Db, save: SaveMarkupRule, change: Change): StoredRule {
  return db
    .transaction(() => {
      const key = scopeKey(save.rule)
      if (save.id === undefined) {
        refuseDuplicateScope(db, key, null)
        const meta = newRecordMeta(change)
        write(db, meta, save.rule, true)
        return { ...save.rule, ...meta }
      }
      const current = getMarkupRule(db, save.id)
      if (current === null) throw new DeskError('NOT_FOUND', 'There is no such markup rule.')
      const meta = bumpRecordMeta(current, change, save.expectedVersion)
      refuseDuplicateScope(db, key, save.id)
      write(db, meta, save.rule, false)
      return { ...save.rule, ...meta }
    })
    .immediate()
}

/** A tombstone: the row stays with `deleted_at`, out of every list and of pricing. */
export function deleteMarkupRule(db: Db, id: string, change: Change, expectedVersion?: number): void {
  db.transaction(() => {
    const current = getMarkupRule(db, id)
    if (current === null) throw new DeskError('NOT_FOUND', 'There is no such markup rule.')
    writeTombstone(db, 'markup_rules', current, change, expectedVersion)
  }).immediate()
}
