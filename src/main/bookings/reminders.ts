import {
  autoRefusalAt,
  isAwaitingSupplierAnswer,
  type BookingState,
} from '../../shared/domain/booking-states'
import type { BookingReminder } from '../../shared/ipc/bookings.contract'
import { createJobRunner, type JobRunner } from '../base/job-runner'
import type { EventBus } from '../base/event-bus'
import type { BookingSummary } from '../db/bookings.repo'
import { givenReminderKeys, recordGivenReminders, type GivenReminder } from '../db/reminders.repo'
import type { Db } from '../db/statements'
import { bookingsAhead, freeCancellationEndingBetween } from '../db/worklist.repo'
import type { Clock } from '../platform/types'
import { cacheHolds } from '../db/booking-cache-owner'
import type { LadderBackfill } from './ladder-backfill'
import type { NotificationCentre } from '../notifications/notification-centre'
import { reminderNotice } from '../notifications/reminder-wording'

/**
 * Reminders before a booking's deadlines, computed from the cache (so offline too) on the service's clock: the end
 * of free cancellation (the ladder's first fee) and the automatic refusal of an unanswered request, 24 hours
 * before check-in. Each lead time (settings, default 48 h and 24 h) reminds once: given reminders are kept in
 * SQLite, so a restart, an offline period or a jump of the service's clock never gives one twice. When the clock
 * jumps past a lead time, only the most urgent lead still ahead of the deadline reminds; the longer ones it passed
 * are recorded without a word (a "48 h left" after "24 h left" would be wrong). Each reminder given is also an
 * entry of the notification centre, recorded in the same transaction; what pops up follows the settings.
 */

export interface Deadline {
  booking: BookingSummary
  kind: BookingReminder['kind']
  dueAt: string
}

export interface DueReminder extends Omit<GivenReminder, 'kind'> {
  kind: BookingReminder['kind']
  /** False for a longer lead passed by the clock: recorded, not shown. */
  show: boolean
  booking: BookingSummary
}

const HOUR_MS = 3_600_000

/** The reminders due now for these deadlines, given what was given already. */
export function dueReminders(
  deadlines: readonly Deadline[],
  now: Date,
  leadHours: readonly number[],
  given: ReadonlySet<string>,
  service: string,
): DueReminder[] {
  const leads = [...new Set(leadHours)].sort((a, b) => a - b)
  const due: DueReminder[] = []
  for (const { booking, kind, dueAt } of deadlines) {
    const dueMs = Date.parse(dueAt)
    if (now.getTime() >= dueMs) continue
    const reached = leads.filter((hours) => now.getTime() >= dueMs - hours * HOUR_MS)
    const [mostUrgent] = reached
    if (mostUrgent === undefined) continue
    const keyOf = (hours: number) => `${service}|${booking.id}|${kind}|${dueAt}|${hours}`
    if (given.has(keyOf(mostUrgent))) continue
    for (const hours of reached) {
      if (given.has(keyOf(hours))) continue
      due.push({
        key: keyOf(hours),
        service,
        bookingId: booking.id,
        kind,
        dueAt,
        leadHours: hours,
        show: hours === mostUrgent,
        booking,
      })
    }
  }
  return due
}

/** The deadlines of the cached bookings within `aheadMs` of now. */
export function upcomingDeadlines(db: Db, now: Date, aheadMs: number): Deadline[] {
  const today = now.toISOString().slice(0, 10)
  const until = new Date(now.getTime() + aheadMs).toISOString()
  const deadlines: Deadline[] = []
  for (const booking of bookingsAhead(db, ['sent', 'pending_source', 'pending'], today)) {
    if (!isAwaitingSupplierAnswer(booking.kind, booking.state as BookingState) && booking.state !== 'pending')
      continue
    const dueAt = autoRefusalAt(booking.checkIn)
    if (dueAt <= until) deadlines.push({ booking, kind: 'autoRefusal', dueAt })
  }
  for (const booking of freeCancellationEndingBetween(db, now.toISOString(), until)) {
    deadlines.push({ booking, kind: 'freeCancellationEnds', dueAt: booking.freeUntil })
  }
  return deadlines
}

export interface Reminders {
  /** One check now; resolves with the reminders shown. */
  check(): Promise<BookingReminder[]>
  start(): void
  stop(): Promise<void>
}

export function createReminders(deps: {
  db: Db
  clock: Clock
  serviceNow: () => Date
  service: () => string | null
  settings: () => { reminderLeadHours: readonly number[] }
  /** Records each reminder in the notification centre and pops up what the settings let through. */
  centre: Pick<NotificationCentre, 'recordReminders' | 'announce' | 'popUpReminders'>
  events: Pick<EventBus, 'publish'>
  /** Fetches the ladders the cache lacks for confirmed stays ahead (online only), before each check. */
  ladders?: LadderBackfill
}): Reminders {
  const { db } = deps
  const check = async (): Promise<BookingReminder[]> => {
    const service = deps.service()
    const { reminderLeadHours } = deps.settings()
    if (service === null || reminderLeadHours.length === 0) return []
    // Just after a switch of service the cache may still hold the previous one's bookings: not theirs to remind.
    if (!cacheHolds(db, service)) return []
    const updated = (await deps.ladders?.run(deps.serviceNow().toISOString().slice(0, 10))) ?? []
    if (updated.length > 0) deps.events.publish('bookings.changed', { bookingIds: updated, reason: 'poll' })
    // The ladders were fetched over the network: the agent may have switched service meanwhile, and the cache
    // changed hands. From here to the record nothing awaits, so this check holds for what is read and written.
    if (deps.service() !== service || !cacheHolds(db, service)) return []
    const now = deps.serviceNow()
    const aheadMs = Math.max(...reminderLeadHours) * HOUR_MS
    const due = dueReminders(
      upcomingDeadlines(db, now, aheadMs),
      now,
      reminderLeadHours,
      givenReminderKeys(db, service),
      service,
    )
    if (due.length === 0) return []
    const notices = due.filter((entry) => entry.show).map(reminderNotice)
    const at = deps.clock.now().toISOString()
    // Given and entered in the centre together, before anything is shown: a crash after this loses a pop-up
    // rather than giving a reminder twice.
    const entries = db.transaction(() => {
      recordGivenReminders(db, due, at)
      return deps.centre.recordReminders(service, notices, at)
    })()
    const shown = notices.map((notice): BookingReminder => ({
      bookingId: notice.bookingId,
      kind: notice.reminder,
      dueAt: notice.dueAt,
      leadHours: notice.leadHours,
      title: notice.title,
      body: notice.body,
    }))
    for (const event of shown) deps.events.publish('booking.reminder', event)
    deps.centre.announce(entries)
    deps.centre.popUpReminders(notices)
    return shown
  }
  const runner: JobRunner<BookingReminder[]> = createJobRunner({
    name: 'reminders',
    clock: deps.clock,
    job: () => check(),
    verdict: () => ({ kind: 'succeeded' }),
    // Deadlines are read on the clock: once a minute is close enough for hours of lead, and costs one query.
    intervalMs: () => 60_000,
  })
  return {
    check: () => runner.run(),
    start: () => runner.start(5_000),
    stop: () => runner.stop(),
  }
}
