import type pg from 'pg'
import { z } from 'zod'
import type { Db } from '../db/statements'
import {
  applying,
  isQueued,
  readLocal,
  setBase,
  setShareState,
  shareState,
  touchedNothing,
  writeLocal,
  type Touched,
  type TravellingRecord,
} from './local-records'
import { keepReplaced } from './replaced-store'
import { settleLiveClash } from './live-clash'
import { sharedTableOf } from './shared-tables'

/**
 * The pull: rows with a change number above the last one pulled, in pages, each page applied in one SQLite
 * transaction with the triggers' flag set. A record queued here is left alone (its push merges it against the
 * base it has). Then the replaced changes the same way, and this desk's position is told to the server so that
 * tombstones every desk has seen can go.
 */

const PAGE = 500

/** The server's rows are input like any other: checked before anything is written from them. */
const ServerRecord = z.object({
  kind: z.string(),
  id: z.uuid(),
  version: z.number().int().min(1),
  fields: z.record(z.string(), z.unknown()),
  updated_by: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  change_no: z.coerce.number().int().nonnegative(),
})

const ServerReplaced = z.object({
  id: z.string(),
  kind: z.string(),
  record_id: z.string(),
  label: z.string(),
  replaced_by: z.string(),
  replaced_at: z.string(),
  kept_by: z.string(),
  kept_at: z.string(),
  fields: z.array(z.object({ field: z.string(), replaced: z.string(), kept: z.string() })),
  change_no: z.coerce.number().int().nonnegative(),
})

export async function pullAll(
  client: pg.ClientBase,
  db: Db,
  agencyId: string,
  deskId: string,
  now: () => string,
  /** Called right after each page's commit: the services' events go out as the rows become readable. */
  onApplied: (touched: Touched) => void = () => undefined,
): Promise<{ touched: Touched; replaced: number }> {
  const touched = touchedNothing()
  for (;;) {
    const { lastChangeNo } = shareState(db)
    const { rows } = await client.query(
      `SELECT kind, id, version, fields, updated_by, updated_at, deleted_at, change_no FROM agency_share.records
       WHERE agency_id = $1 AND change_no > $2 ORDER BY change_no LIMIT ${PAGE}`,
      [agencyId, lastChangeNo],
    )
    if (rows.length === 0) break
    const page = rows.map((row) => ServerRecord.parse(row))
    const pageTouched = touchedNothing()
    applying(db, () => {
      // A traveller may come before the customer it names within a page: checked at the commit instead.
      db.pragma('defer_foreign_keys = ON')
      for (const row of page) applyPulled(db, row, now(), pageTouched)
      setShareState(db, { lastChangeNo: page.at(-1)?.change_no ?? lastChangeNo })
    })
    mergeTouched(touched, pageTouched)
    onApplied(pageTouched)
    if (rows.length < PAGE) break
  }
  let replaced = 0
  for (;;) {
    const { lastReplacedNo } = shareState(db)
    const { rows } = await client.query(
      `SELECT id, kind, record_id, label, replaced_by, replaced_at, kept_by, kept_at, fields, change_no
       FROM agency_share.replaced_changes WHERE agency_id = $1 AND change_no > $2 ORDER BY change_no LIMIT ${PAGE}`,
      [agencyId, lastReplacedNo],
    )
    if (rows.length === 0) break
    const page = rows.map((row) => ServerReplaced.parse(row))
    db.transaction(() => {
      for (const change of page)
        keepReplaced(db, {
          id: change.id,
          kind: change.kind,
          recordId: change.record_id,
          label: change.label,
          replacedBy: change.replaced_by,
          replacedAt: change.replaced_at,
          keptBy: change.kept_by,
          keptAt: change.kept_at,
          fields: change.fields,
        })
      setShareState(db, { lastReplacedNo: page.at(-1)?.change_no ?? lastReplacedNo })
    })()
    replaced += page.length
    if (rows.length < PAGE) break
  }
  await client.query(
    `INSERT INTO agency_share.desks (agency_id, desk_id, last_change_no) VALUES ($1, $2, $3)
     ON CONFLICT (desk_id) DO UPDATE SET last_change_no = excluded.last_change_no, seen_at = now()`,
    [agencyId, deskId, shareState(db).lastChangeNo],
  )
  return { touched, replaced }
}

function applyPulled(db: Db, row: z.infer<typeof ServerRecord>, now: string, touched: Touched): void {
  const table = sharedTableOf(row.kind)
  // A kind a newer desk shares and this one does not know: skipped, never guessed at.
  if (table === undefined) return
  const record: TravellingRecord = {
    kind: row.kind,
    id: row.id,
    version: row.version,
    fields: row.fields,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
  }
  if (isQueued(db, record.kind, record.id)) return
  const local = readLocal(db, table, record.id)
  setBase(db, record)
  if (
    local !== null &&
    local.version === record.version &&
    local.updatedAt === record.updatedAt &&
    local.deletedAt === record.deletedAt
  )
    return
  const settled = settleLiveClash(db, table, record, now, touched)
  if (settled !== null) writeLocal(db, table, settled, touched)
}

function mergeTouched(into: Touched, from: Touched): void {
  for (const table of from.tables) into.tables.add(table)
  for (const id of from.bookingIds) into.bookingIds.add(id)
  for (const id of from.customerIds) into.customerIds.add(id)
  for (const id of from.proposalIds) into.proposalIds.add(id)
}
