import { Notification } from 'electron'
import type { Notifier } from '../types'

/** Desktop notifications; a click hands the notification's route to the listeners (main opens that screen). */
export function createElectronNotifier(): Notifier {
  const clickListeners = new Set<(route: string) => void>()
  return {
    isSupported: () => Notification.isSupported(),
    show({ title, body, route }) {
      const notification = new Notification({ title, body })
      if (route !== undefined) {
        notification.on('click', () => {
          for (const listener of clickListeners) listener(route)
        })
      }
      notification.show()
    },
    onClick(listener) {
      clickListeners.add(listener)
      return () => clickListeners.delete(listener)
    },
  }
}
