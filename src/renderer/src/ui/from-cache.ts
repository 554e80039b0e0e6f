/**
 * Router state of a navigation to a list that must show the cache as it now is, without asking the service first:
 * right after the agent removed data from this computer (a forgotten booking, cleared local data), the list's own
 * refresh on opening would bring the service's copy straight back and hide what was done. The next refresh (the
 * Refresh button, the poller's next cycle) brings back what the service lists, as the dialogs said.
 */
export const FROM_CACHE = { fromCache: true } as const

export const isFromCache = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { fromCache?: unknown }).fromCache === true
