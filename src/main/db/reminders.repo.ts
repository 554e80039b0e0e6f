import { allRows, run, type Db } from './statements'

/** Reminders already given (table `reminders_sent`, migration 0130). */

export interface GivenReminder {
  key: string
  service: string
  bookingId: string
  kind: string
  dueAt: string
  leadHours: number
}

export function givenReminderKeys(db: Db, service: string): Set<string> {
  return new Set(
    allRows<{ reminder_key: string }>(
      db,
      'SELECT reminder_key FROM reminders_sent WHERE service = ?',
      service,
    ).map((row) => row.reminder_key),
  )
}

/** Records reminders as given; one already recorded stays as it was (INSERT OR IGNORE): given once. */
export function recordGivenReminders(db: Db, reminders: readonly GivenReminder[], givenAt: string): void {
  db.transaction(() => {
    for (const reminder of reminders) {
      run(
        db,
        `INSERT OR IGNORE INTO reminders_sent (reminder_key, service, booking_id, kind, due_at, lead_hours, given_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        reminder.key,
        reminder.service,
        reminder.bookingId,
        reminder.kind,
        reminder.dueAt,
        reminder.leadHours,
        givenAt,
      )
    }
  })()
}
