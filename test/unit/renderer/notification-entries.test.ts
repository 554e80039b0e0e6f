import { describe, expect, it } from 'vitest'
import type { BookingStateChanged } from '../../../src/shared/ipc/bookings.contract'
import {
  addEntry,
  bellLabel,
  entryFromEvent,
  markAllRead,
  markRead,
  MAX_ENTRIES,
  readStoredEntries,
  unreadCount,
} from '../../../src/renderer/src/features/notifications/notification-entries'

function change(overrides: Partial<BookingStateChanged> = {}): BookingStateChanged {
  return {
    bookingId: 'KARUJC',
    previousState: 'sent',
    state: 'confirmed',
    hotelName: 'Palacio Triana',
    experienceName: null,
    reference: 'DV-2026-0147',
    changedAt: '2026-11-25T16:38:00.000Z',
    ...overrides,
  }
}

describe('notification entries', () => {
  it('are made from a state change, unread, with the hotel or the experience as the product', () => {
    expect(entryFromEvent(change())).toEqual({
      id: 'KARUJC:confirmed:2026-11-25T16:38:00.000Z',
      bookingId: 'KARUJC',
      state: 'confirmed',
      previousState: 'sent',
      reference: 'DV-2026-0147',
      product: 'Palacio Triana',
      changedAt: '2026-11-25T16:38:00.000Z',
      read: false,
    })
    expect(entryFromEvent(change({ hotelName: null, experienceName: 'Tapas walk' })).product).toBe(
      'Tapas walk',
    )
  })

  it('keep the newest first, each change once, and the last 100 only', () => {
    const older = entryFromEvent(change({ bookingId: 'A', changedAt: '2026-11-25T10:00:00.000Z' }))
    const newer = entryFromEvent(change({ bookingId: 'B', changedAt: '2026-11-25T12:00:00.000Z' }))
    let entries = addEntry(addEntry([], newer), older)
    expect(entries.map((entry) => entry.bookingId)).toEqual(['B', 'A'])
    entries = markRead(entries, older.id)
    // The same change announced again (a reload of the page) keeps its read mark and adds nothing.
    entries = addEntry(entries, { ...older, read: false })
    expect(entries).toHaveLength(2)
    expect(entries.find((entry) => entry.id === older.id)?.read).toBe(true)

    for (let index = 0; index < MAX_ENTRIES + 5; index += 1) {
      const at = new Date(Date.parse('2026-11-26T00:00:00.000Z') + index * 60_000).toISOString()
      entries = addEntry(entries, entryFromEvent(change({ bookingId: `N${index}`, changedAt: at })))
    }
    expect(entries).toHaveLength(MAX_ENTRIES)
    expect(entries[0]?.bookingId).toBe(`N${MAX_ENTRIES + 4}`)
  })

  it('count the unread ones, and are all marked read at once', () => {
    const entries = [
      entryFromEvent(change({ bookingId: 'A' })),
      entryFromEvent(change({ bookingId: 'B', state: 'refused' })),
    ]
    expect(unreadCount(entries)).toBe(2)
    expect(unreadCount(markRead(entries, entries[0]?.id ?? ''))).toBe(1)
    expect(unreadCount(markAllRead(entries))).toBe(0)
    expect(bellLabel(2)).toBe('Notifications, 2 unread')
    expect(bellLabel(0)).toBe('Notifications, none unread')
  })

  it('drop what the browser kept that they cannot read, and keep what they can', () => {
    const good = entryFromEvent(change())
    expect(readStoredEntries({ entries: [good, { id: 1 }, { ...good, state: 'exploded' }] })).toEqual([good])
    expect(readStoredEntries('nonsense')).toEqual([])
    expect(readStoredEntries(undefined)).toEqual([])
  })
})
