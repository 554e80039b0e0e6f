import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { BookingStateChanged } from '../../../../shared/ipc/bookings.contract'
import {
  addEntry,
  entryFromEvent,
  markAllRead,
  markRead,
  MAX_ENTRIES,
  readStoredEntries,
  type NotificationEntry,
} from './notification-entries'

interface NotificationsState {
  entries: NotificationEntry[]
  /** A state change main announced (app/wire-events.ts). */
  received(event: BookingStateChanged): void
  markRead(id: string): void
  markAllRead(): void
}

/**
 * The notification centre: the state changes main announced, with the agent's read marks. Only the list and the
 * marks are kept in the browser's storage (so a reload keeps them); the bookings themselves always come from main.
 */
export const useNotificationsStore = create<NotificationsState>()(
  persist(
    (set) => ({
      entries: [],
      received(event) {
        set((state) => ({ entries: addEntry(state.entries, entryFromEvent(event)) }))
      },
      markRead(id) {
        set((state) => ({ entries: markRead(state.entries, id) }))
      },
      markAllRead() {
        set((state) => ({ entries: markAllRead(state.entries) }))
      },
    }),
    {
      name: 'agency-desk.notifications',
      version: 1,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ entries: state.entries.slice(0, MAX_ENTRIES) }),
      merge: (stored, current) => ({ ...current, entries: readStoredEntries(stored) }),
    },
  ),
)
