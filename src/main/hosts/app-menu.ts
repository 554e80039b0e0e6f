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
  role?:
    | 'appMenu'
    | 'editMenu'
    | 'windowMenu'
    | 'quit'
    | 'toggleDevTools'
    | 'reload'
    | 'resetZoom'
    | 'zoomIn'
    | 'zoomOut'
    | 'togglefullscreen'
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

/** What the menu does beside the table's shortcuts: the app's own items, handled by the Electron host. */
export interface AppMenuActions {
  /** "About Agency Desk": version, data folder, licences. */
  about: () => void
  /** "Open data folder": the system's file manager on the data folder. */
  openDataFolder: () => void
  /** Help -> "Check for updates…": the same check as Settings -> Updates' "Check now". */
  checkForUpdates?: () => void
}

/**
 * File (the table's actions, the data folder, quit), Edit, View (reload, zoom, full screen), Go (the table's
 * navigation), Window and Help (the table's help, About). On macOS the application menu comes first and holds
 * About and Quit, as Mac apps do.
 */
export function buildAppMenuTemplate(
  send: (id: ShortcutId) => void,
  options: {
    mac: boolean
    table?: readonly Shortcut[]
    actions?: AppMenuActions
    /** The developer tools item: in a development run only, never in an installed app. */
    devTools?: boolean
  },
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
  const separator: MenuTemplateItem = { type: 'separator' }
  const actions = options.actions
  const fileItems: MenuTemplateItem[] = [
    ...itemsOf('actions'),
    ...(actions === undefined
      ? []
      : [separator, { label: 'Open data folder', click: actions.openDataFolder }]),
    ...(options.mac ? [] : [separator, { role: 'quit' as const }]),
  ]
  const helpItems: MenuTemplateItem[] = [
    ...itemsOf('help'),
    ...(actions?.checkForUpdates === undefined
      ? []
      : [separator, { label: 'Check for updates…', click: actions.checkForUpdates }]),
    ...(actions === undefined || options.mac
      ? []
      : [separator, { label: 'About Agency Desk', click: actions.about }]),
  ]
  const appMenu: MenuTemplateItem =
    actions === undefined
      ? { role: 'appMenu' }
      : {
          label: 'Agency Desk',
          submenu: [{ label: 'About Agency Desk', click: actions.about }, separator, { role: 'quit' }],
        }
  return [
    ...(options.mac ? [appMenu] : []),
    { label: 'File', submenu: fileItems },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        ...(options.devTools === true ? [{ role: 'toggleDevTools' as const }] : []),
        separator,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        separator,
        { role: 'togglefullscreen' },
      ],
    },
    { label: 'Go', submenu: itemsOf('go') },
    { role: 'windowMenu' },
    { label: 'Help', submenu: helpItems },
  ]
}
