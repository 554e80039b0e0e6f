import { randomUUID } from 'node:crypto'
import type pg from 'pg'
import type { Db } from '../db/statements'
import {
  applying,
  dequeue,
  getBase,
  outboxHead,
  readLocal,
  setBase,
  writeLocal,
  touchedNothing,
  type OutboxEntry,
  type Touched,
  type TravellingRecord,
} from './local-records'
import { asText, labelOf, markReplacedPushed, unpushedReplaced } from './replaced-store'
import { pushErasures, wasErased } from './erasures'
import { mergeRecord } from './merge'
import { sharedTableOf } from './shared-tables'

/**
 * The push: the outbox in order, one PostgreSQL transaction per batch. Each entry's push id is recorded with its
 * result in `applied_pushes` in the same transaction, so a push whose answer was lost (the desk killed after the
 * commit) is answered from there when it is resent, never applied twice. When the server's version is not the
 * one this desk last knew (its base), the record is merged three ways (merge.ts) and the losing values are kept
 * in `replaced_changes` for every desk; the result is written back locally.
 */

const BATCH = 100

interface ServerRow {
  version: number
  fields: Record<string, unknown>
  updated_by: string
  updated_at: string
  deleted_at: string | null
}

type Result = { record: TravellingRecord } | { gone: true }

export interface PushHooks {
  /** Tests: called after the server committed a batch and before the desk records it (a "kill" there). */
  afterCommit?: () => void
}

/** Pushes everything queued; returns what the write-backs touched. */
export async function pushAll(
  client: pg.ClientBase,
  db: Db,
  agencyId: string,
  hooks: PushHooks = {},
): Promise<Touched> {
  const touched = touchedNothing()
  await pushReplaced(client, db, agencyId)
  // Erasures first: a record erased here is never sent again, and the server forgets it before anything else.
  await pushErasures(client, db)
  for (;;) {
    const batch = outboxHead(db, BATCH)
    if (batch.length === 0) return touched
    const read = batch.map((entry) => ({ entry, local: readLocalOf(db, entry) }))
    const results: Result[] = []
    await client.query('BEGIN')
    try {
      for (const { entry, local } of read) results.push(await pushOne(client, db, agencyId, entry, local))
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    }
    hooks.afterCommit?.()
    applying(db, () => {
      read.forEach(({ entry, local }, index) => {
        const result = results[index]
        if (result === undefined || 'gone' in result || local === null) {
          dequeue(db, entry)
          return
        }
        const table = sharedTableOf(entry.kind)
        const now = table === undefined ? null : readLocal(db, table, entry.recordId)
        setBase(db, result.record)
        // Changed again while the push was out: that change stays queued (its new push id) and merges next time.
        if (
          table === undefined ||
          now === null ||
          now.version !== local.version ||
          now.updatedAt !== local.updatedAt
        )
          return
        if (!sameRecord(now, result.record)) writeLocal(db, table, result.record, touched)
        dequeue(db, entry)
      })
    })
  }
}

function readLocalOf(db: Db, entry: OutboxEntry): TravellingRecord | null {
  const table = sharedTableOf(entry.kind)
  return table === undefined ? null : readLocal(db, table, entry.recordId)
}

const sameRecord = (a: TravellingRecord, b: TravellingRecord): boolean =>
  a.version === b.version &&
  a.updatedAt === b.updatedAt &&
  a.deletedAt === b.deletedAt &&
  JSON.stringify(a.fields) === JSON.stringify(b.fields)

async function pushOne(
  client: pg.ClientBase,
  db: Db,
  agencyId: string,
  entry: OutboxEntry,
  local: TravellingRecord | null,
): Promise<Result> {
  const prior = await client.query<{ result: Result }>(
    'SELECT result FROM agency_share.applied_pushes WHERE push_id = $1',
    [entry.pushId],
  )
  if (prior.rows[0] !== undefined) return prior.rows[0].result
  // Erased on this desk (a customer forgotten): its erasure was sent instead (erasures.ts).
  if (local === null) return { gone: true }
  const found = await client.query<ServerRow>(
    `SELECT version, fields, updated_by, updated_at, deleted_at FROM agency_share.records
     WHERE agency_id = $1 AND kind = $2 AND id = $3 FOR UPDATE`,
    [agencyId, local.kind, local.id],
  )
  const server = found.rows[0]
  // Another desk forgot the person while this one changed it: not brought back; the pull erases it here.
  if (server === undefined && (await wasErased(client, agencyId, local))) return { gone: true }
  let record: TravellingRecord
  if (server === undefined) {
    record = local
    await client.query(
      `INSERT INTO agency_share.records (agency_id, kind, id, version, fields, updated_by, updated_at, deleted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        agencyId,
        local.kind,
        local.id,
        local.version,
        local.fields,
        local.updatedBy,
        local.updatedAt,
        local.deletedAt,
      ],
    )
  } else {
    const base = getBase(db, local.kind, local.id)
    const serverSide = {
      fields: server.fields,
      deletedAt: server.deleted_at,
      updatedBy: server.updated_by,
      updatedAt: server.updated_at,
    }
    if (base !== null && base.version === server.version) {
      record = { ...local, version: Math.max(server.version + 1, local.version) }
    } else {
      const merged = mergeRecord(base, local, serverSide)
      record = {
        kind: local.kind,
        id: local.id,
        version: Math.max(server.version, local.version) + 1,
        fields: merged.fields,
        deletedAt: merged.deletedAt,
        updatedBy: merged.updatedBy,
        updatedAt: merged.updatedAt,
      }
      if (merged.replaced.length > 0) {
        const [lost, kept] = merged.winner === 'local' ? [serverSide, local] : [local, serverSide]
        await client.query(
          `INSERT INTO agency_share.replaced_changes
             (agency_id, id, kind, record_id, label, replaced_by, replaced_at, kept_by, kept_at, fields)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            agencyId,
            randomUUID(),
            local.kind,
            local.id,
            labelOf(local.kind, merged.fields),
            lost.updatedBy,
            lost.updatedAt,
            kept.updatedBy,
            kept.updatedAt,
            JSON.stringify(
              merged.replaced.map((field) => ({
                field: field.field,
                replaced: asText(field.replaced),
                kept: asText(field.kept),
              })),
            ),
          ],
        )
      }
    }
    await client.query(
      `UPDATE agency_share.records SET version = $4, fields = $5, updated_by = $6, updated_at = $7, deleted_at = $8
       WHERE agency_id = $1 AND kind = $2 AND id = $3`,
      [
        agencyId,
        record.kind,
        record.id,
        record.version,
        record.fields,
        record.updatedBy,
        record.updatedAt,
        record.deletedAt,
      ],
    )
  }
  const result: Result = { record }
  await client.query(
    'INSERT INTO agency_share.applied_pushes (agency_id, push_id, result) VALUES ($1, $2, $3)',
    [agencyId, entry.pushId, JSON.stringify(result)],
  )
  return result
}

/** Replaced changes settled on this desk (live-unique clashes): every desk settles them alike, kept once. */
async function pushReplaced(client: pg.ClientBase, db: Db, agencyId: string): Promise<void> {
  const changes = unpushedReplaced(db)
  if (changes.length === 0) return
  await client.query('BEGIN')
  try {
    for (const change of changes)
      await client.query(
        `INSERT INTO agency_share.replaced_changes
           (agency_id, id, kind, record_id, label, replaced_by, replaced_at, kept_by, kept_at, fields)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
        [
          agencyId,
          change.id,
          change.kind,
          change.recordId,
          change.label,
          change.replacedBy,
          change.replacedAt,
          change.keptBy,
          change.keptAt,
          JSON.stringify(change.fields),
        ],
      )
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  }
  markReplacedPushed(
    db,
    changes.map((change) => change.id),
  )
}
