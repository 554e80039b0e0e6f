/**
 * Every keyboard shortcut of the desk, in one table: the key handlers, the "?" list and (through the same ids)
 * the desktop menu read it from here. Keys use Mantine's hotkey notation ("mod" is Ctrl, or Cmd on macOS).
 * `inFields`: also while the agent types in a field; only shortcuts with a modifier may (a plain key is text).
 */
export interface Shortcut {
  id: string
  keys: string
  label: string
  inFields: boolean
}

export const SHORTCUTS = [
  {
    id: 'commandBox',
    keys: 'mod+K',
    label: 'Find anything: a booking by reference or name, a hotel, an action',
    inFields: true,
  },
  { id: 'shortcuts', keys: 'shift+?', label: 'Show every shortcut', inFields: false },
  { id: 'hotelSearch', keys: 'mod+shift+H', label: 'New hotel search', inFields: true },
  { id: 'experienceSearch', keys: 'mod+shift+E', label: 'New experience search', inFields: true },
  { id: 'bookings', keys: 'mod+shift+B', label: 'Bookings list', inFields: true },
  { id: 'back', keys: 'alt+ArrowLeft', label: 'Back', inFields: false },
  { id: 'forward', keys: 'alt+ArrowRight', label: 'Forward', inFields: false },
] as const satisfies readonly Shortcut[]

export type ShortcutId = (typeof SHORTCUTS)[number]['id']

/** One spelling per key combination: modifiers sorted, names lower-case ("mod+shift+h"). */
export function normalizeKeys(keys: string): string {
  const parts = keys.split('+').map((part) => part.trim().toLowerCase())
  const key = parts.pop() ?? ''
  return [...parts.sort(), key].join('+')
}

/** Pairs of shortcuts bound to the same keys, or a plain key allowed in fields; empty when the table is sound. */
export function shortcutConflicts(table: readonly Shortcut[]): string[] {
  const problems: string[] = []
  const seen = new Map<string, string>()
  for (const shortcut of table) {
    const keys = normalizeKeys(shortcut.keys)
    const other = seen.get(keys)
    if (other !== undefined) problems.push(`${other} and ${shortcut.id} both use ${shortcut.keys}`)
    seen.set(keys, shortcut.id)
    const modified = /^(mod|ctrl|meta|alt)\+/.test(keys)
    if (shortcut.inFields && !modified) problems.push(`${shortcut.id} would take a key typed in a field`)
  }
  return problems
}

/** How a shortcut reads on this machine ("Ctrl + K", "⌘ + K"). */
export function keysLabel(keys: string, mac: boolean): string {
  const names: Record<string, string> = {
    mod: mac ? '⌘' : 'Ctrl',
    shift: 'Shift',
    alt: mac ? '⌥' : 'Alt',
    arrowleft: '←',
    arrowright: '→',
  }
  return keys
    .split('+')
    .map((part) => names[part.toLowerCase()] ?? part.toUpperCase())
    .join(' + ')
}
