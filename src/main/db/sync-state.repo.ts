import { allRows, getRow, parseJson, parseJsonOrNull, run, type Db } from './statements'

/**
 * Sync cursors and per-dataset sync state (tables of 0020-sync). A dataset is a name such as `catalog`,
 * `bookings`, `messages`, `documents` (the contract's SYNC_DATASETS); a cursor is any JSON value under a name.
 */

/** An error as it is kept and shown: what the agent reads, and the service's code when there was one. */
export interface StoredSyncError {
  code: string
  message: string
  details?: Record<string, unknown>
}

export interface DatasetSyncRecord {
  dataset: string
  /** ISO time of the last run that completed; null before the first. */
  lastSyncedAt: string | null
  /** The last run's error; cleared by the next success. */
  lastError: StoredSyncError | null
  lastErrorAt: string | null
  /** True while a run is under way; still true after a crash until the owner clears it at start-up. */
  inProgress: boolean
  startedAt: string | null
  updatedAt: string
}

interface DatasetRow {
  dataset: string
  last_synced_at: string | null
  last_error_json: string | null
  last_error_at: string | null
  in_progress: number
  started_at: string | null
  updated_at: string
}

const toRecord = (row: DatasetRow): DatasetSyncRecord => ({
  dataset: row.dataset,
  lastSyncedAt: row.last_synced_at,
  lastError: parseJsonOrNull<StoredSyncError>(row.last_error_json),
  lastErrorAt: row.last_error_at,
  inProgress: row.in_progress === 1,
  startedAt: row.started_at,
  updatedAt: row.updated_at,
})

export function getDatasetState(db: Db, dataset: string): DatasetSyncRecord | null {
  const row = getRow<DatasetRow>(db, 'SELECT * FROM sync_datasets WHERE dataset = ?', dataset)
  return row === undefined ? null : toRecord(row)
}

export function listDatasetStates(db: Db): DatasetSyncRecord[] {
  return allRows<DatasetRow>(db, 'SELECT * FROM sync_datasets ORDER BY dataset').map(toRecord)
}

/** A run starts: in progress, the previous error kept until the run ends (the screen may still show it). */
export function markSyncStarted(db: Db, dataset: string, at: string): void {
  run(
    db,
    `INSERT INTO sync_datasets (dataset, in_progress, started_at, updated_at) VALUES (?, 1, ?, ?)
     ON CONFLICT (dataset) DO UPDATE SET in_progress = 1, started_at = excluded.started_at,
       updated_at = excluded.updated_at`,
    dataset,
    at,
    at,
  )
}

export function markSyncSucceeded(db: Db, dataset: string, at: string): void {
  run(
    db,
    `INSERT INTO sync_datasets (dataset, last_synced_at, in_progress, updated_at) VALUES (?, ?, 0, ?)
     ON CONFLICT (dataset) DO UPDATE SET last_synced_at = excluded.last_synced_at, in_progress = 0,
       last_error_json = NULL, last_error_at = NULL, updated_at = excluded.updated_at`,
    dataset,
    at,
    at,
  )
}

export function markSyncFailed(db: Db, dataset: string, error: StoredSyncError, at: string): void {
  run(
    db,
    `INSERT INTO sync_datasets (dataset, last_error_json, last_error_at, in_progress, updated_at)
     VALUES (?, ?, ?, 0, ?)
     ON CONFLICT (dataset) DO UPDATE SET last_error_json = excluded.last_error_json,
       last_error_at = excluded.last_error_at, in_progress = 0, updated_at = excluded.updated_at`,
    dataset,
    JSON.stringify(error),
    at,
    at,
  )
}

/**
 * At start-up nothing is running yet, so an `in_progress` left set was interrupted (crash, kill, power cut).
 * Clears the flags of the given datasets (each owner clears its own, so as not to touch a run another one has
 * already started) and returns those that were set; their owners then resume from their cursors.
 */
export function clearInterruptedSyncs(db: Db, datasets: readonly string[], at: string): string[] {
  return db.transaction(() => {
    const list = JSON.stringify(datasets)
    const interrupted = allRows<{ dataset: string }>(
      db,
      `SELECT dataset FROM sync_datasets WHERE in_progress = 1 AND dataset IN (SELECT value FROM json_each(?))
       ORDER BY dataset`,
      list,
    ).map((row) => row.dataset)
    run(
      db,
      `UPDATE sync_datasets SET in_progress = 0, updated_at = ?
       WHERE in_progress = 1 AND dataset IN (SELECT value FROM json_each(?))`,
      at,
      list,
    )
    return interrupted
  })()
}

/** Forgets a dataset's record (its data was cleared): it reads as never synced until its next run. */
export function deleteDatasetState(db: Db, dataset: string): void {
  run(db, 'DELETE FROM sync_datasets WHERE dataset = ?', dataset)
}

/** A run stopped on purpose (the app quits): no longer in progress, its last success and error untouched. */
export function markSyncStopped(db: Db, dataset: string, at: string): void {
  run(db, 'UPDATE sync_datasets SET in_progress = 0, updated_at = ? WHERE dataset = ?', at, dataset)
}

export interface SyncCursor<T> {
  value: T
  updatedAt: string
}

/** The cursor's JSON is typed by its owner, which is the only writer of that name. */
export function getCursor<T>(db: Db, name: string): SyncCursor<T> | null {
  const row = getRow<{ value_json: string; updated_at: string }>(
    db,
    'SELECT value_json, updated_at FROM sync_cursors WHERE name = ?',
    name,
  )
  return row === undefined ? null : { value: parseJson<T>(row.value_json), updatedAt: row.updated_at }
}

/** Call inside the transaction that writes the rows the cursor points past. */
export function setCursor(db: Db, name: string, value: unknown, at: string): void {
  run(
    db,
    `INSERT INTO sync_cursors (name, value_json, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (name) DO UPDATE SET value_json = excluded.value_json, updated_at = excluded.updated_at`,
    name,
    JSON.stringify(value),
    at,
  )
}

export function deleteCursor(db: Db, name: string): void {
  run(db, 'DELETE FROM sync_cursors WHERE name = ?', name)
}
