import { create } from 'zustand'
import type { BookingMessages, WriteResult } from '../../../../shared/ipc/bookings.contract'
import { bridge } from '../../bridge'
import { errorSentence } from '../../ui/errors'

/**
 * The booking's message thread. Unread markers are main's (they survive a restart): the thread keeps the markers it
 * was opened with while it is shown, and tells main it was read.
 */
interface MessagesState {
  bookingId: string | null
  thread: BookingMessages | null
  status: 'idle' | 'loading' | 'ready' | 'error'
  error: string | null
  sending: boolean
  sendError: string | null
  load(bookingId: string, quiet?: boolean): Promise<void>
  /** The thread is on screen: its messages are read. */
  markRead(): Promise<void>
  send(message: string): Promise<WriteResult | null>
}

let latest = 0

export const useMessagesStore = create<MessagesState>((set, get) => ({
  bookingId: null,
  thread: null,
  status: 'idle',
  error: null,
  sending: false,
  sendError: null,
  async load(bookingId, quiet = false) {
    const ticket = ++latest
    if (!quiet || get().bookingId !== bookingId)
      set({ bookingId, thread: null, status: 'loading', error: null, sendError: null })
    try {
      const thread = await bridge.invoke('bookings.messages', { bookingId })
      if (ticket !== latest) return
      const previous = get().thread
      // A message already shown as unread stays marked while the thread is open.
      const keep = new Set(previous?.messages.filter((m) => m.unread).map((m) => m.id) ?? [])
      set({
        thread: {
          ...thread,
          messages: thread.messages.map((m) => (keep.has(m.id) ? { ...m, unread: true } : m)),
        },
        status: 'ready',
        error: null,
      })
    } catch (error) {
      if (ticket !== latest) return
      set({
        status: get().thread === null ? 'error' : 'ready',
        error: errorSentence(error, { fallback: 'The messages could not be loaded.' }),
      })
    }
  },
  async markRead() {
    const { bookingId, thread } = get()
    if (bookingId === null || thread === null || thread.unreadCount === 0) return
    try {
      await bridge.invoke('bookings.markMessagesRead', { bookingId })
      const current = get().thread
      if (get().bookingId === bookingId && current !== null) set({ thread: { ...current, unreadCount: 0 } })
    } catch {
      // Still unread on this computer: shown again as new next time, which is the honest outcome.
    }
  },
  async send(message) {
    const { bookingId } = get()
    if (bookingId === null) return null
    set({ sending: true, sendError: null })
    try {
      const result = await bridge.invoke('bookings.sendMessage', { bookingId, message })
      set({ sending: false })
      await get().load(bookingId, true)
      return result
    } catch (error) {
      set({
        sending: false,
        sendError: errorSentence(error, { fallback: 'The message could not be sent.' }),
      })
      return null
    }
  },
}))
