import { describe, expect, it } from 'vitest'
import { createReminders } from '../../../src/main/bookings/reminders'
import { claimBookingCache } from '../../../src/main/db/booking-cache-owner'
import type { LadderBackfill } from '../../../src/main/bookings/ladder-backfill'
import { upsertSummaryFromListItem } from '../../../src/main/db/bookings.repo'
import { listItem, memoryDb } from '../db/fixtures'
import { dueReminders, type Deadline } from '../../../src/main/bookings/reminders'
import type { BookingSummary } from '../../../src/main/db/bookings.repo'

const booking = { id: 'B1' } as BookingSummary
const deadline: Deadline = { booking, kind: 'autoRefusal', dueAt: '2026-04-10T00:00:00.000Z' }
const at = (iso: string) => new Date(iso)
const LEADS = [48, 24]

function given(reminders: { key: string }[], before: Set<string> = new Set()): Set<string> {
  return new Set([...before, ...reminders.map((reminder) => reminder.key)])
}

describe('reminders', () => {
  it('reminds once at each lead time, the longest first', () => {
    expect(dueReminders([deadline], at('2026-04-07T23:00:00Z'), LEADS, new Set(), 'sandbox')).toEqual([])
    const first = dueReminders([deadline], at('2026-04-08T01:00:00Z'), LEADS, new Set(), 'sandbox')
    expect(first.map((reminder) => [reminder.leadHours, reminder.show])).toEqual([[48, true]])
    const sent = given(first)
    expect(dueReminders([deadline], at('2026-04-08T02:00:00Z'), LEADS, sent, 'sandbox')).toEqual([])
    const second = dueReminders([deadline], at('2026-04-09T01:00:00Z'), LEADS, sent, 'sandbox')
    expect(second.map((reminder) => [reminder.leadHours, reminder.show])).toEqual([[24, true]])
    expect(
      dueReminders([deadline], at('2026-04-09T02:00:00Z'), LEADS, given(second, sent), 'sandbox'),
    ).toEqual([])
  })

  it('after a jump of the clock, gives only the most urgent lead and records the one it passed', () => {
    const jumped = dueReminders([deadline], at('2026-04-09T12:00:00Z'), LEADS, new Set(), 'sandbox')
    expect(jumped.map((reminder) => [reminder.leadHours, reminder.show])).toEqual([
      [24, true],
      [48, false],
    ])
    expect(dueReminders([deadline], at('2026-04-09T13:00:00Z'), LEADS, given(jumped), 'sandbox')).toEqual([])
  })

  it('says nothing once the deadline has passed, and treats a new deadline or another service as new', () => {
    expect(dueReminders([deadline], at('2026-04-10T00:00:00Z'), LEADS, new Set(), 'sandbox')).toEqual([])
    const first = given(dueReminders([deadline], at('2026-04-09T01:00:00Z'), LEADS, new Set(), 'sandbox'))
    const moved = { ...deadline, dueAt: '2026-04-11T00:00:00.000Z' }
    expect(dueReminders([moved], at('2026-04-09T01:00:00Z'), LEADS, first, 'sandbox')).toHaveLength(1)
    expect(dueReminders([deadline], at('2026-04-09T01:00:00Z'), LEADS, first, 'staging x')).toHaveLength(2)
  })
})

describe('a reminder check across a switch of service', () => {
  it('gives nothing when the agent switched service while the ladders were being fetched', async () => {
    const db = memoryDb()
    const now = new Date('2026-04-09T09:00:00.000Z')
    // A request still waiting, refused automatically 24 hours before its check-in: due for a reminder.
    const waiting = listItem('B1', { state: 'sent', startAt: '2026-04-11', endAt: '2026-04-12' })
    upsertSummaryFromListItem(db, waiting, now.toISOString())
    claimBookingCache(db, 'sandbox', now.toISOString())
    const recorded: string[] = []
    const remindersOn = (service: () => string, ladders?: LadderBackfill) =>
      createReminders({
        db,
        clock: { now: () => now, every: () => () => undefined, after: () => () => undefined },
        serviceNow: () => now,
        service,
        settings: () => ({ reminderLeadHours: [48, 24] }),
        centre: {
          recordReminders: (on, notices) => {
            recorded.push(...notices.map((notice) => `${on} ${notice.bookingId}`))
            return []
          },
          announce: () => undefined,
          popUpReminders: () => undefined,
        },
        events: { publish: () => undefined },
        ...(ladders === undefined ? {} : { ladders }),
      })

    let active = 'sandbox'
    const switching = remindersOn(() => active, {
      run: async () => {
        active = 'production https://api.example.com'
        return []
      },
    })
    expect(await switching.check()).toEqual([])
    expect(recorded).toEqual([])
    // On the service the booking belongs to, without a switch, the reminder is given.
    await remindersOn(() => 'sandbox').check()
    expect(recorded).toEqual(['sandbox B1'])
  })
})
