import {
  acceleratorOf,
  SHORTCUTS,
  type Shortcut,
  type ShortcutId,
  type ShortcutMenu,
} from '../../shared/keys/shortcuts'

/**
 * The desktop app's menu as plain data, built from the one shortcut table: the same accelerators as the keys the
 * window binds, and each item sends its action to the window. Plain objects (a subset of Electron's
 * MenuItemConstructorOptions) so that it is built and tested without Electron; hosts/electron.ts hands it to
 * Menu.buildFromTemplate.
 */
export interface MenuTemplateItem {
  label?: string
  role?: 'appMenu' | 'editMenu' | 'windowMenu' | 'quit' | 'toggleDevTools' | 'reload'
  type?: 'separator'
  accelerator?: string
  /**
   * Never registered with the system: the window binds every key itself and knows when the agent types in a
   * field (J, Backspace, Enter are text there); a registered accelerator would take the key from the field.
   */
  registerAccelerator?: boolean
  click?: () => void
  submenu?: MenuTemplateItem[]
}

const MENU_LABELS: Record<ShortcutMenu, string> = { go: 'Go', actions: 'Actions', help: 'Help' }

export function buildAppMenuTemplate(
  send: (id: ShortcutId) => void,
  options: { mac: boolean; table?: readonly Shortcut[] },
): MenuTemplateItem[] {
  const table: readonly Shortcut[] = options.table ?? SHORTCUTS
  const itemsOf = (menu: ShortcutMenu): MenuTemplateItem[] =>
    table
      .filter((shortcut) => shortcut.menu === menu)
      .map((shortcut) => ({
        label: shortcut.label,
        accelerator: acceleratorOf(shortcut.keys[0] ?? ''),
        registerAccelerator: false,
        click: () => send(shortcut.id as ShortcutId),
      }))
  const menus = (['go', 'actions', 'help'] as const)
    .map((menu) => ({ label: MENU_LABELS[menu], submenu: itemsOf(menu) }))
    .filter((menu) => menu.submenu.length > 0)
  return [
    ...(options.mac ? [{ role: 'appMenu' as const }] : []),
    { role: 'editMenu' },
    ...menus,
    { role: 'windowMenu' },
  ]
}
