import { create } from 'zustand'
import type { BookingMessages } from '../../../../shared/ipc/bookings.contract'
import { bridge } from '../../bridge'
import { deskKey, deskQueryClient, useDeskQuery, type DeskKeyPrefix } from '../../bridge/desk-query'
import { errorSentence } from '../../ui/errors'

/**
 * The booking's message thread is a query (`bookings.messages`); what stays here is view state. Unread markers are
 * main's (they survive a restart): the thread keeps the markers it was opened with while it is shown, and tells
 * main it was read.
 */
export const messagesKey = (bookingId: string): DeskKeyPrefix => deskKey('bookings.messages', { bookingId })

interface MessagesState {
  /** The booking whose thread is shown, and the messages shown as new since it was opened. */
  bookingId: string | null
  keptUnread: readonly string[]
  /** A thread read: its new messages stay marked for this visit. */
  remember(bookingId: string, thread: BookingMessages): void
  /** The thread is on screen: its messages are read. */
  markRead(bookingId: string): Promise<void>
}

export const useMessagesStore = create<MessagesState>((set, get) => ({
  bookingId: null,
  keptUnread: [],
  remember(bookingId, thread) {
    const kept = get().bookingId === bookingId ? get().keptUnread : []
    const added = thread.messages.filter((m) => m.unread && !kept.includes(m.id)).map((m) => m.id)
    if (get().bookingId !== bookingId || added.length > 0) set({ bookingId, keptUnread: [...kept, ...added] })
  },
  async markRead(bookingId) {
    try {
      await bridge.invoke('bookings.markMessagesRead', { bookingId })
      // Read on main now; the markers shown stay (keptUnread) and the tab's count goes, without a second read.
      deskQueryClient.setQueryData<BookingMessages>(messagesKey(bookingId), (thread) =>
        thread === undefined ? thread : { ...thread, unreadCount: 0 },
      )
    } catch {
      // Still unread on this computer: shown again as new next time, which is the honest outcome.
    }
  },
}))

export type MessageThreadRead =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  /** `error`: a later read failed; the thread read before stays shown. */
  | { status: 'ready'; thread: BookingMessages; error: string | null }

/** The thread as shown: main's answer, with the messages new when the thread was opened still marked new. */
export function useMessageThread(bookingId: string): MessageThreadRead {
  const read = useDeskQuery('bookings.messages', { bookingId })
  const kept = useMessagesStore((state) => (state.bookingId === bookingId ? state.keptUnread : null))
  const error =
    read.error === null ? null : errorSentence(read.error, { fallback: 'The messages could not be loaded.' })
  if (read.data === undefined) return error === null ? { status: 'loading' } : { status: 'error', error }
  const thread = read.data
  return {
    status: 'ready',
    error,
    thread: {
      ...thread,
      messages: thread.messages.map((m) => (kept?.includes(m.id) === true ? { ...m, unread: true } : m)),
    },
  }
}
