import { describe, expect, it } from 'vitest'
import { reminderNotifications, type ReminderNotice } from '../../../src/main/notifications/reminder-wording'

const notice = (bookingId: string, reminder: ReminderNotice['reminder']): ReminderNotice => ({
  key: `sandbox|${bookingId}|${reminder}|2026-03-03T10:00:00.000Z|24`,
  bookingId,
  state: reminder === 'autoRefusal' ? 'sent' : 'confirmed',
  reminder,
  dueAt: '2026-03-03T10:00:00.000Z',
  leadHours: 24,
  title: reminder === 'autoRefusal' ? 'Unanswered request' : 'Free cancellation ends within 24 hours',
  body: `Ana López · Hotel Lisboa, ${bookingId}`,
  customer: 'Ana López',
  product: 'Hotel Lisboa',
  reference: null,
})

describe('reminder notifications', () => {
  it('are one per reminder, opening the booking, marked as reminders', () => {
    expect(reminderNotifications([notice('A', 'freeCancellationEnds')])).toEqual([
      {
        title: 'Free cancellation ends within 24 hours',
        body: 'Ana López · Hotel Lisboa, A',
        route: '/bookings/A',
        state: 'confirmed',
        reminder: true,
      },
    ])
  })

  it('come grouped per kind when many come at once, opening Today', () => {
    const many = [
      ...['A', 'B', 'C', 'D'].map((id) => notice(id, 'freeCancellationEnds')),
      notice('R', 'autoRefusal'),
    ]
    expect(reminderNotifications(many)).toEqual([
      { title: 'Unanswered request', body: 'R', route: '/today', reminder: true },
      {
        title: 'Free cancellation ends soon for 4 bookings',
        body: 'A, B, C and 1 more',
        route: '/today',
        reminder: true,
      },
    ])
  })
})
