import type { AppUpdates } from '../types'
import { checkUpdateFeed, type UpdateState } from '../update-feed'

/**
 * Updates for the Node host (web host, tests): it checks the feed as the desktop app would and reports the state,
 * but never downloads or installs (a browser tab has nothing to install).
 */
export function createNodeUpdates(options: {
  currentVersion: string
  platform?: NodeJS.Platform
  fetch?: typeof fetch
}): AppUpdates {
  let current: UpdateState = { status: 'off' }
  const listeners = new Set<(state: UpdateState) => void>()
  const set = (state: UpdateState): UpdateState => {
    current = state
    for (const listener of listeners) listener(state)
    return state
  }
  return {
    state: () => current,
    async check(address) {
      if (address.trim() === '') return set({ status: 'off' })
      set({ status: 'checking' })
      return set(
        await checkUpdateFeed({
          address,
          currentVersion: options.currentVersion,
          platform: options.platform ?? process.platform,
          ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
        }),
      )
    },
    installOnQuit() {
      // Nothing is ever downloaded here: there is nothing to install.
    },
    onState(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
