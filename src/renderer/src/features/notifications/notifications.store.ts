import { create } from 'zustand'
import type { NotificationEntry } from '../../../../shared/ipc/notifications.contract'
import { bridge } from '../../bridge'
import { addEntry, markAllRead, markRead, SHOWN_ENTRIES } from './notification-entries'
import { errorSentence } from '../../ui/errors'

interface NotificationsState {
  entries: NotificationEntry[]
  unread: number
  /** Why the list could not be read; null when it was. */
  error: string | null
  /** Reads the active service's entries from main. */
  load(): Promise<void>
  /** Main recorded an entry (app/wire-events.ts). */
  added(entry: NotificationEntry, unread: number): void
  markRead(id: number): Promise<void>
  markAllRead(): Promise<void>
}

/**
 * The notification centre: main records every state change and reminder of the active service with its read mark
 * (so a restart, another window or a switch of environment agree); this store mirrors them.
 */
export const useNotificationsStore = create<NotificationsState>()((set) => {
  let loads = 0
  return {
    entries: [],
    unread: 0,
    error: null,
    async load() {
      const load = ++loads
      try {
        const list = await bridge.invoke('notifications.list', { limit: SHOWN_ENTRIES })
        // An older answer must not replace a newer one (a switch of environment reloads while one is running).
        if (load === loads) set({ entries: list.entries, unread: list.unread, error: null })
      } catch (error) {
        if (load === loads)
          set({
            error: errorSentence(error, { fallback: 'The notifications could not be loaded. Try again.' }),
          })
      }
    },
    added(entry, unread) {
      set((state) => ({ entries: addEntry(state.entries, entry), unread }))
    },
    async markRead(id) {
      set((state) => ({
        entries: markRead(state.entries, id),
        unread: Math.max(0, state.unread - (state.entries.some((e) => e.id === id && !e.read) ? 1 : 0)),
      }))
      try {
        const { unread } = await bridge.invoke('notifications.markRead', { id })
        set({ unread })
      } catch (error) {
        set({
          error: errorSentence(error, { fallback: 'The notification could not be marked read. Try again.' }),
        })
      }
    },
    async markAllRead() {
      set((state) => ({ entries: markAllRead(state.entries), unread: 0 }))
      try {
        const { unread } = await bridge.invoke('notifications.markAllRead')
        set({ unread })
      } catch (error) {
        set({
          error: errorSentence(error, { fallback: 'The notifications could not be marked read. Try again.' }),
        })
      }
    },
  }
})
