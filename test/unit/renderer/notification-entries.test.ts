import { describe, expect, it } from 'vitest'
import type { NotificationEntry } from '../../../src/shared/ipc/notifications.contract'
import {
  addEntry,
  bellLabel,
  entryBookingName,
  entrySubject,
  markAllRead,
  markRead,
  SHOWN_ENTRIES,
} from '../../../src/renderer/src/features/notifications/notification-entries'

function entry(overrides: Partial<NotificationEntry> = {}): NotificationEntry {
  return {
    kind: 'stateChanged',
    id: 1,
    bookingId: 'KARUJC',
    state: 'confirmed',
    previousState: 'sent',
    title: 'Booking confirmed',
    customer: 'José Sánchez',
    product: 'Palacio Triana',
    reference: 'DV-2026-0147',
    at: '2026-11-25T16:38:00.000Z',
    read: false,
    ...overrides,
  } as NotificationEntry
}

describe('notification entries', () => {
  it('take a pushed entry first, once, keeping the read mark of one already there', () => {
    const first = addEntry([], entry({ id: 1 }))
    const second = addEntry(markRead(first, 1), entry({ id: 2 }))
    expect(second.map((known) => [known.id, known.read])).toEqual([
      [2, false],
      [1, true],
    ])
    expect(addEntry(second, entry({ id: 1 })).map((known) => [known.id, known.read])).toEqual([
      [2, false],
      [1, true],
    ])
  })

  it('keep the newest SHOWN_ENTRIES', () => {
    let entries: NotificationEntry[] = []
    for (let id = 1; id <= SHOWN_ENTRIES + 5; id += 1) entries = addEntry(entries, entry({ id }))
    expect(entries).toHaveLength(SHOWN_ENTRIES)
    expect(entries[0]?.id).toBe(SHOWN_ENTRIES + 5)
  })

  it('mark one or all read', () => {
    const entries = [entry({ id: 2 }), entry({ id: 1 })]
    expect(markRead(entries, 1).map((known) => known.read)).toEqual([false, true])
    expect(markAllRead(entries).every((known) => known.read)).toBe(true)
  })

  it('name the customer and the product, and the booking by the agent’s reference', () => {
    expect(entrySubject(entry())).toBe('José Sánchez · Palacio Triana')
    expect(entrySubject(entry({ customer: null }))).toBe('Palacio Triana')
    expect(entryBookingName(entry())).toBe('DV-2026-0147 · KARUJC')
    expect(entryBookingName(entry({ reference: null }))).toBe('Booking KARUJC')
  })

  it('give the bell a name that says how many are unread', () => {
    expect(bellLabel(0)).toBe('Notifications, none unread')
    expect(bellLabel(3)).toBe('Notifications, 3 unread')
  })
})
