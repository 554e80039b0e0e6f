import { events, type EventName, type EventPayload } from '../../shared/ipc'
import { mainLog } from './main-log'

export type EventListener = <E extends EventName>(event: E, payload: EventPayload<E>) => void

/**
 * Push events from the core to whichever host is listening. Payloads are checked against the contract's event
 * table before they leave, so a host never forwards something the renderer cannot parse.
 */
export interface EventBus {
  publish<E extends EventName>(event: E, payload: EventPayload<E>): void
  subscribe(listener: EventListener): () => void
}

export function createEventBus(
  onInvalid: (event: string, error: unknown) => void = defaultOnInvalid,
): EventBus {
  const listeners = new Set<EventListener>()
  return {
    publish(event, payload) {
      const parsed = events[event].safeParse(payload)
      if (!parsed.success) {
        onInvalid(event, parsed.error)
        return
      }
      for (const listener of listeners) {
        try {
          listener(event, parsed.data as EventPayload<typeof event>)
        } catch (error) {
          mainLog.error(`[events] a listener of ${event} failed`, error)
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function defaultOnInvalid(event: string, error: unknown): void {
  mainLog.error(`[events] dropped ${event}: its payload breaks the contract`, error)
}
