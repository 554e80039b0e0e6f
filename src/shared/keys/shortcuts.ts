/**
 * Every keyboard shortcut of the desk, in one table: the renderer's key handlers, the "?" list and the desktop
 * app's menu (its accelerators and the action a menu item sends) all read it from here. Keys use Mantine's hotkey
 * notation ("mod" is Ctrl, or Cmd on macOS); the first spelling of `keys` is the one the menu shows.
 *
 * `scope`: where the shortcut acts. A global one acts on every screen; a scoped one only where that screen is
 * (result lists, a hotel's rate rows, a booking's review), so two scopes may share a key but never a scope and
 * the global one.
 * `inFields`: also while the agent types in a field; only shortcuts with a modifier may (a plain key is text).
 * `menu`: the desktop menu the shortcut appears in; absent for keys that only make sense on a focused row.
 */
export type ShortcutScope = 'global' | 'results' | 'rates' | 'review'
export type ShortcutMenu = 'go' | 'actions' | 'help'

export interface Shortcut {
  id: string
  keys: readonly string[]
  label: string
  scope: ShortcutScope
  inFields: boolean
  menu?: ShortcutMenu
}

export const SHORTCUTS = [
  {
    id: 'commandBox',
    keys: ['mod+K'],
    label: 'Find anything: a booking by reference or name, a hotel, an action',
    scope: 'global',
    inFields: true,
    menu: 'go',
  },
  {
    id: 'shortcuts',
    keys: ['shift+?'],
    label: 'Show every shortcut',
    scope: 'global',
    inFields: false,
    menu: 'help',
  },
  {
    id: 'hotelSearch',
    keys: ['mod+shift+H'],
    label: 'New hotel search',
    scope: 'global',
    inFields: true,
    menu: 'go',
  },
  {
    id: 'experienceSearch',
    keys: ['mod+shift+E'],
    label: 'New experience search',
    scope: 'global',
    inFields: true,
    menu: 'go',
  },
  {
    id: 'bookings',
    keys: ['mod+shift+B'],
    label: 'Bookings list',
    scope: 'global',
    inFields: true,
    menu: 'go',
  },
  {
    id: 'clientScreen',
    keys: ['mod+shift+C'],
    label: 'Client screen on or off (hides net prices and margins)',
    scope: 'global',
    inFields: false,
    menu: 'actions',
  },
  {
    id: 'back',
    keys: ['alt+ArrowLeft', 'Backspace'],
    label: 'Back',
    scope: 'global',
    inFields: false,
    menu: 'go',
  },
  { id: 'forward', keys: ['alt+ArrowRight'], label: 'Forward', scope: 'global', inFields: false, menu: 'go' },
  {
    id: 'nextResult',
    keys: ['J', 'ArrowDown'],
    label: 'Next result (hotels, experiences, bookings)',
    scope: 'results',
    inFields: false,
    menu: 'go',
  },
  {
    id: 'previousResult',
    keys: ['K', 'ArrowUp'],
    label: 'Previous result',
    scope: 'results',
    inFields: false,
    menu: 'go',
  },
  { id: 'chooseRate', keys: ['Enter'], label: 'Choose the focused rate', scope: 'rates', inFields: false },
  {
    id: 'book',
    keys: ['mod+Enter'],
    label: 'Book (on the review)',
    scope: 'review',
    inFields: true,
    menu: 'actions',
  },
] as const satisfies readonly Shortcut[]

export type ShortcutId = (typeof SHORTCUTS)[number]['id']
export const SHORTCUT_IDS = SHORTCUTS.map((shortcut) => shortcut.id) as [ShortcutId, ...ShortcutId[]]

/** One spelling per key combination: modifiers sorted, names lower-case ("mod+shift+h"). */
export function normalizeKeys(keys: string): string {
  const parts = keys.split('+').map((part) => part.trim().toLowerCase())
  const key = parts.pop() ?? ''
  return [...parts.sort(), key].join('+')
}

/** Whether two scopes can be live at once: the global scope is live everywhere, a screen's only on that screen. */
function overlap(a: ShortcutScope, b: ShortcutScope): boolean {
  return a === b || a === 'global' || b === 'global'
}

/**
 * Pairs of shortcuts bound to the same keys where both can act, or a plain key allowed in fields; empty when the
 * table is sound.
 */
export function shortcutConflicts(table: readonly Shortcut[]): string[] {
  const problems: string[] = []
  const seen: { id: string; keys: string; spelled: string; scope: ShortcutScope }[] = []
  for (const shortcut of table) {
    for (const spelled of shortcut.keys) {
      const keys = normalizeKeys(spelled)
      for (const other of seen) {
        if (other.keys === keys && other.id !== shortcut.id && overlap(other.scope, shortcut.scope))
          problems.push(`${other.id} and ${shortcut.id} both use ${spelled}`)
      }
      seen.push({ id: shortcut.id, keys, spelled, scope: shortcut.scope })
      const modified = /^(mod|ctrl|meta|alt)\+/.test(keys)
      if (shortcut.inFields && !modified) problems.push(`${shortcut.id} would take a key typed in a field`)
    }
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
    arrowup: '↑',
    arrowdown: '↓',
    enter: 'Enter',
    backspace: 'Backspace',
  }
  return keys
    .split('+')
    .map((part) => names[part.toLowerCase()] ?? part.toUpperCase())
    .join(' + ')
}

/**
 * The same keys as an Electron accelerator ("CmdOrCtrl+Shift+H", "Alt+Left"), for the desktop menu. Plain data,
 * so that main builds its menu from this table without the renderer.
 */
export function acceleratorOf(keys: string): string {
  const names: Record<string, string> = {
    mod: 'CmdOrCtrl',
    shift: 'Shift',
    alt: 'Alt',
    ctrl: 'Ctrl',
    arrowleft: 'Left',
    arrowright: 'Right',
    arrowup: 'Up',
    arrowdown: 'Down',
    enter: 'Enter',
    backspace: 'Backspace',
  }
  return keys
    .split('+')
    .map((part) => names[part.toLowerCase()] ?? part.toUpperCase())
    .join('+')
}
