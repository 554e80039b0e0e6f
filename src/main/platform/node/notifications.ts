import type { DesktopNotification, Notifier } from '../types'

/**
 * Notifications for the Node host: there is no desktop to show them on, so they are kept (tests read them) and
 * handed to a listener (the web host forwards them to the page, which shows them in-app).
 */
export interface NodeNotifier extends Notifier {
  readonly shown: readonly DesktopNotification[]
  /** What a click on the desktop would do, for tests and the web host's in-app notifications. */
  click(route: string): void
  onShow(listener: (notification: DesktopNotification) => void): () => void
}

export function createNodeNotifier(): NodeNotifier {
  const shown: DesktopNotification[] = []
  const clickListeners = new Set<(route: string) => void>()
  const showListeners = new Set<(notification: DesktopNotification) => void>()
  return {
    shown,
    isSupported: () => true,
    show(notification) {
      shown.push(notification)
      for (const listener of showListeners) listener(notification)
    },
    onClick(listener) {
      clickListeners.add(listener)
      return () => clickListeners.delete(listener)
    },
    onShow(listener) {
      showListeners.add(listener)
      return () => showListeners.delete(listener)
    },
    click(route) {
      for (const listener of clickListeners) listener(route)
    },
  }
}
