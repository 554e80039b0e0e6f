import type { ConnectivityStatus, Settings } from '../../shared/ipc'
import type { OutboxCounts } from '../../shared/ipc/outbox.contract'
import type { DatasetSyncStatus } from '../../shared/ipc/sync.contract'
import { mainLog } from './main-log'

/**
 * What main's own parts tell each other. Never sent to the renderer (that is `event-bus.ts`, checked against the
 * contract): each event has its own payload type, so a listener needs no cast, and the renderer's table can change
 * without main's coordination noticing.
 */
export interface InternalEvents {
  /** The connectivity monitor classified the service anew. */
  connectivityChanged: ConnectivityStatus
  /** Settings were saved (environment, key, locale, poll interval, ...). */
  settingsChanged: Settings
  /** The catalog sync wrote a page of hotels, or a run started or ended. */
  catalogChanged: { syncing: boolean }
  /** A dataset's sync status was announced (the poller's bookings, a booking's messages or documents). */
  datasetChanged: DatasetSyncStatus
  /** The outbox's counts may have changed (a write queued, sent, failed or dropped). */
  outboxChanged: OutboxCounts
}

export type InternalEventName = keyof InternalEvents

export interface InternalBus {
  publish<E extends InternalEventName>(event: E, payload: InternalEvents[E]): void
  /** Listens to one event; returns the unsubscribe. */
  on<E extends InternalEventName>(event: E, listener: (payload: InternalEvents[E]) => void): () => void
  /** Ends every subscription, for good: what is published afterwards reaches no one (the core's stop). */
  close(): void
  /** Subscriptions still open (tests). */
  listenerCount(): number
}

type AnyListener = (payload: never) => void

export function createInternalBus(): InternalBus {
  const listeners = new Map<InternalEventName, Set<AnyListener>>()
  let closed = false
  return {
    publish(event, payload) {
      if (closed) return
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (payload: InternalEvents[typeof event]) => void)(payload)
        } catch (error) {
          mainLog.error(`[internal-bus] a listener of ${event} failed`, error)
        }
      }
    },
    on(event, listener) {
      if (closed) return () => undefined
      const set = listeners.get(event) ?? new Set<AnyListener>()
      listeners.set(event, set)
      set.add(listener)
      return () => set.delete(listener)
    },
    close() {
      closed = true
      listeners.clear()
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
}
