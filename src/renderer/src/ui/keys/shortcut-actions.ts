import { useEffect, useRef } from 'react'
import type { ShortcutId } from '../../../../shared/keys/shortcuts'

/**
 * What each shortcut does right now. A screen registers the action of a scoped shortcut while it shows (the review
 * registers "book"); the shell registers the global ones. The keys and the desktop menu both run it through
 * runShortcut, so a menu click and the keys never differ. The latest registration wins (a dialog over a screen).
 */
/** An action returns false when it found nothing to act on (no result shown): the key is left to the page. */
type ShortcutAction = () => boolean | void

const actions = new Map<ShortcutId, ShortcutAction[]>()

/** Runs the shortcut's current action; false when no screen offers it now (the key is left to the page). */
export function runShortcut(id: ShortcutId): boolean {
  const action = actions.get(id)?.at(-1)
  if (action === undefined) return false
  return action() !== false
}

/** Registers what a shortcut does while the calling component is mounted and `enabled`. */
export function useShortcutAction(id: ShortcutId, action: ShortcutAction, enabled = true): void {
  const latest = useRef(action)
  useEffect(() => {
    latest.current = action
  })
  useEffect(() => {
    if (!enabled) return
    const run = () => latest.current()
    actions.set(id, [...(actions.get(id) ?? []), run])
    return () => {
      actions.set(
        id,
        (actions.get(id) ?? []).filter((registered) => registered !== run),
      )
    }
  }, [id, enabled])
}
