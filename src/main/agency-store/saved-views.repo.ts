import { DeskError } from '../../shared/ipc'
import type { ViewColumn, ViewFilters } from '../../shared/ipc/views.contract'
import { SavedView } from '../../shared/ipc/views.contract'
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

/** Saved views of the bookings list (agency.saved_views, agency migration 50): versioned, deleted as tombstones. */

interface ViewRow extends RecordMetaRow {
  name: string
  filters_json: string
  columns_json: string
  pinned: number
}

export type StoredView = SavedView & { deletedAt: string | null }

/** What a view holds besides its record meta: already parsed by the contract. */
export interface ViewContent {
  name: string
  filters: ViewFilters
  columns: ViewColumn[]
  pinned: boolean
}

const COLUMNS = 'id, version, updated_by, updated_at, deleted_at, name, filters_json, columns_json, pinned'

function toView(row: ViewRow): StoredView {
  const meta = metaOfRow(row)
  // Parsed again: a file edited by hand (or by an older desk) never feeds the list filters the contract refuses.
  return {
    ...SavedView.parse({
      id: meta.id,
      name: row.name,
      filters: parseJson<unknown>(row.filters_json),
      columns: parseJson<unknown>(row.columns_json),
      pinned: row.pinned === 1,
      version: meta.version,
      updatedBy: meta.updatedBy,
      updatedAt: meta.updatedAt,
    }),
    deletedAt: meta.deletedAt,
  }
}

export function listLiveViews(db: Db): StoredView[] {
  return allRows<ViewRow>(
    db,
    `SELECT ${COLUMNS} FROM agency.saved_views WHERE deleted_at IS NULL ORDER BY name COLLATE NOCASE, id`,
  ).map(toView)
}

/** A view by id, tombstones included (a delete or an update of a deleted view says so). */
export function getView(db: Db, id: string): StoredView | null {
  const row = getRow<ViewRow>(db, `SELECT ${COLUMNS} FROM agency.saved_views WHERE id = ?`, id)
  return row === undefined ? null : toView(row)
}

function refuseTakenName(db: Db, name: string, exceptId: string | null): void {
  const taken = getRow<{ id: string }>(
    db,
    'SELECT id FROM agency.saved_views WHERE name = ? COLLATE NOCASE AND deleted_at IS NULL AND id IS NOT ?',
    name,
    exceptId,
  )
  if (taken !== undefined) {
    const message = 'Another view has this name: choose another one.'
    throw new DeskError('INVALID_INPUT', message, { issues: [{ path: 'name', message }] })
  }
}

function write(db: Db, meta: RecordMeta, view: ViewContent, insert: boolean): void {
  const [id, ...rest] = metaParams(meta)
  const content = [view.name, JSON.stringify(view.filters), JSON.stringify(view.columns), view.pinned ? 1 : 0]
  if (insert)
    run(
      db,
      `INSERT INTO agency.saved_views (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      ...rest,
      ...content,
    )
  else
    run(
      db,
      `UPDATE agency.saved_views SET version = ?, updated_by = ?, updated_at = ?, deleted_at = ?, name = ?,
         filters_json = ?, columns_json = ?, pinned = ? WHERE id = ?`,
      ...rest,
      ...content,
      id,
    )
}

function withMeta(view: ViewContent, meta: RecordMeta): StoredView {
  return {
    ...view,
    id: meta.id,
    version: meta.version,
    updatedBy: meta.updatedBy,
    updatedAt: meta.updatedAt,
    deletedAt: meta.deletedAt,
  }
}

/**
 * Adds (no id) or changes a view in one transaction: a name another live view has is invalid input on `name`, a
 * stale version a conflict, an unknown or deleted id not found; nothing is written then.
 */
export function saveView(
  db: Db,
  save: { id?: string | undefined; expectedVersion?: number | undefined; view: ViewContent },
  change: Change,
): StoredView {
  return db
    .transaction(() => {
      if (save.id === undefined) {
        refuseTakenName(db, save.view.name, null)
        const meta = newRecordMeta(change)
        write(db, meta, save.view, true)
        return withMeta(save.view, meta)
      }
      const current = getView(db, save.id)
      if (current === null) throw new DeskError('NOT_FOUND', 'There is no such view.')
      const meta = bumpRecordMeta(metaOfView(current), change, save.expectedVersion)
      refuseTakenName(db, save.view.name, save.id)
      write(db, meta, save.view, false)
      return withMeta(save.view, meta)
    })
    .immediate()
}

function metaOfView(view: StoredView): RecordMeta {
  return {
    id: view.id,
    version: view.version,
    updatedBy: view.updatedBy,
    updatedAt: view.updatedAt,
    deletedAt: view.deletedAt,
  }
}

/** A tombstone: the row stays with `deleted_at` (other desks learn of it), out of every list. */
export function deleteView(db: Db, id: string, change: Change, expectedVersion?: number): void {
  db.transaction(() => {
    const current = getView(db, id)
    if (current === null) throw new DeskError('NOT_FOUND', 'There is no such view.')
    writeTombstone(db, 'saved_views', metaOfView(current), change, expectedVersion)
  }).immediate()
}
