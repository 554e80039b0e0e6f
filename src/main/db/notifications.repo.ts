import type { BookingState } from '../../shared/domain/booking-states'
import type { NotificationEntry } from '../../shared/ipc/notifications.contract'
import type { ReminderKind } from '../../shared/ipc/settings'
import { allRows, getRow, run, type Db } from './statements'

/** The notification centre's entries (table `notifications`, migration 0140), per service. */

/** How many entries a service keeps: older ones fall off when a new one is recorded. */
export const KEPT_PER_SERVICE = 500

export type NewNotification = DistributiveOmit<NotificationEntry, 'id' | 'read'> & {
  /** Names the news once per service (a change, a given reminder). */
  key: string
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

interface NotificationRow {
  id: number
  kind: 'stateChanged' | 'reminder'
  booking_id: string
  state: string
  previous_state: string | null
  reminder_kind: string | null
  due_at: string | null
  lead_hours: number | null
  title: string
  customer: string | null
  product: string | null
  product_kind: 'hotel' | 'experience' | null
  reference: string | null
  at: string
  read_at: string | null
}

function toEntry(row: NotificationRow): NotificationEntry {
  const base = {
    id: row.id,
    bookingId: row.booking_id,
    state: row.state as BookingState,
    title: row.title,
    customer: row.customer,
    product: row.product,
    ...(row.product_kind === null ? {} : { productKind: row.product_kind }),
    reference: row.reference,
    at: row.at,
    read: row.read_at !== null,
  }
  return row.kind === 'reminder'
    ? {
        kind: 'reminder',
        ...base,
        reminder: row.reminder_kind as ReminderKind,
        dueAt: row.due_at ?? row.at,
        leadHours: row.lead_hours ?? 0,
      }
    : { kind: 'stateChanged', ...base, previousState: row.previous_state as BookingState | null }
}

/**
 * Records entries for a service; one whose key is already there is left as it was. Returns the entries recorded
 * now (with their ids), in the order given. Runs as a savepoint inside a caller's transaction.
 */
export function recordNotifications(
  db: Db,
  service: string,
  entries: readonly NewNotification[],
  recordedAt: string,
): NotificationEntry[] {
  return db.transaction(() => {
    const recorded: NotificationEntry[] = []
    for (const entry of entries) {
      const reminder = entry.kind === 'reminder' ? entry : null
      const result = run(
        db,
        `INSERT OR IGNORE INTO notifications (service, entry_key, kind, booking_id, state, previous_state,
           reminder_kind, due_at, lead_hours, title, customer, product, product_kind, reference, at, recorded_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        service,
        entry.key,
        entry.kind,
        entry.bookingId,
        entry.state,
        entry.kind === 'stateChanged' ? entry.previousState : null,
        reminder?.reminder ?? null,
        reminder?.dueAt ?? null,
        reminder?.leadHours ?? null,
        entry.title,
        entry.customer,
        entry.product,
        entry.productKind ?? null,
        entry.reference,
        entry.at,
        recordedAt,
      )
      if (result.changes === 0) continue
      const { key: _key, ...rest } = entry
      recorded.push({ ...rest, id: Number(result.lastInsertRowid), read: false } as NotificationEntry)
    }
    if (recorded.length > 0) {
      run(
        db,
        `DELETE FROM notifications WHERE service = ? AND id <= (
           SELECT id FROM notifications WHERE service = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`,
        service,
        service,
        KEPT_PER_SERVICE,
      )
    }
    return recorded
  })()
}

/** The service's entries, newest recorded first. */
export function listNotifications(db: Db, service: string, limit: number): NotificationEntry[] {
  return allRows<NotificationRow>(
    db,
    'SELECT * FROM notifications WHERE service = ? ORDER BY id DESC LIMIT ?',
    service,
    limit,
  ).map(toEntry)
}

export function unreadNotifications(db: Db, service: string): number {
  return (
    getRow<{ n: number }>(
      db,
      'SELECT count(*) AS n FROM notifications WHERE service = ? AND read_at IS NULL',
      service,
    )?.n ?? 0
  )
}

/** Marks one of the service's entries read (an id of another service changes nothing). */
export function markNotificationRead(db: Db, service: string, id: number, at: string): void {
  run(
    db,
    'UPDATE notifications SET read_at = ? WHERE service = ? AND id = ? AND read_at IS NULL',
    at,
    service,
    id,
  )
}

export function markAllNotificationsRead(db: Db, service: string, at: string): void {
  run(db, 'UPDATE notifications SET read_at = ? WHERE service = ? AND read_at IS NULL', at, service)
}

export interface BookingLabel {
  customer: string | null
  product: string | null
  productKind: 'hotel' | 'experience'
  reference: string | null
}

/** How the cache names these bookings (the bookings table): what an entry says besides the booking's id. */
export function bookingLabels(db: Db, bookingIds: readonly string[]): Map<string, BookingLabel> {
  if (bookingIds.length === 0) return new Map()
  const rows = allRows<{
    id: string
    customer_first_name: string
    customer_last_name: string
    product_name: string | null
    kind: 'hotel' | 'experience'
    internal_reference: string | null
    to_reference: string | null
  }>(
    db,
    `SELECT id, kind, customer_first_name, customer_last_name, product_name, internal_reference, to_reference
     FROM bookings WHERE id IN (SELECT value FROM json_each(?))`,
    JSON.stringify(bookingIds),
  )
  return new Map(
    rows.map((row) => {
      const customer = `${row.customer_first_name} ${row.customer_last_name}`.trim()
      return [
        row.id,
        {
          customer: customer === '' ? null : customer,
          product: row.product_name,
          productKind: row.kind,
          reference: row.internal_reference ?? row.to_reference,
        },
      ]
    }),
  )
}
