import { describe, expect, it, vi } from 'vitest'
import { buildAppMenuTemplate, type MenuTemplateItem } from '../../../src/main/hosts/app-menu'
import { acceleratorOf, SHORTCUTS } from '../../../src/shared/keys/shortcuts'

const itemsOf = (template: MenuTemplateItem[]): MenuTemplateItem[] =>
  template.flatMap((menu) => menu.submenu ?? []).filter((item) => item.click !== undefined)

describe('the desktop menu built from the shortcuts table', () => {
  it('shows every menu shortcut of the table with the same keys as the window binds', () => {
    const items = itemsOf(buildAppMenuTemplate(() => undefined, { mac: false }))
    // Menu by menu (File holds the actions, then Go, then Help), in the table's order within each.
    const inMenus = (['actions', 'go', 'help'] as const).flatMap((menu) =>
      SHORTCUTS.filter((shortcut) => 'menu' in shortcut && shortcut.menu === menu),
    )
    expect(items.map((item) => [item.label, item.accelerator])).toEqual(
      inMenus.map((shortcut) => [shortcut.label, acceleratorOf(shortcut.keys[0])]),
    )
    expect(items.length).toBeGreaterThan(5)
  })

  it('never registers an accelerator with the system (the window knows when the agent types)', () => {
    const items = itemsOf(buildAppMenuTemplate(() => undefined, { mac: false }))
    expect(items.every((item) => item.registerAccelerator === false)).toBe(true)
  })

  it('sends the chosen shortcut to the window', () => {
    const send = vi.fn()
    const items = itemsOf(buildAppMenuTemplate(send, { mac: false }))
    items.find((item) => item.accelerator === 'CmdOrCtrl+Shift+H')?.click?.()
    expect(send).toHaveBeenCalledExactlyOnceWith('hotelSearch')
  })

  it('puts the application menu first on macOS only', () => {
    expect(buildAppMenuTemplate(() => undefined, { mac: true })[0]).toEqual({ role: 'appMenu' })
    expect(buildAppMenuTemplate(() => undefined, { mac: false })[0]?.label).toBe('File')
  })

  it('has File, Edit, View, Go, Window and Help, in that order', () => {
    const names = buildAppMenuTemplate(() => undefined, { mac: false }).map((menu) => menu.label ?? menu.role)
    expect(names).toEqual(['File', 'editMenu', 'View', 'Go', 'windowMenu', 'Help'])
  })

  it('shows every shortcut of the table that has a menu, with its accelerator', () => {
    const accelerators = itemsOf(buildAppMenuTemplate(() => undefined, { mac: true })).map(
      (item) => item.accelerator,
    )
    for (const shortcut of SHORTCUTS) {
      if ('menu' in shortcut) expect(accelerators).toContain(acceleratorOf(shortcut.keys[0]))
    }
  })

  it('offers About and the data folder, and the developer tools only when asked', () => {
    const about = vi.fn()
    const openDataFolder = vi.fn()
    const template = buildAppMenuTemplate(() => undefined, { mac: false, actions: { about, openDataFolder } })
    const all = template.flatMap((menu) => menu.submenu ?? [])
    all.find((item) => item.label === 'About Agency Desk')?.click?.()
    all.find((item) => item.label === 'Open data folder')?.click?.()
    expect(about).toHaveBeenCalledOnce()
    expect(openDataFolder).toHaveBeenCalledOnce()
    expect(all.some((item) => item.role === 'toggleDevTools')).toBe(false)
    const dev = buildAppMenuTemplate(() => undefined, { mac: false, devTools: true })
    expect(dev.flatMap((menu) => menu.submenu ?? []).some((item) => item.role === 'toggleDevTools')).toBe(
      true,
    )
    const mac = buildAppMenuTemplate(() => undefined, { mac: true, actions: { about, openDataFolder } })
    expect(mac[0]?.submenu?.[0]?.label).toBe('About Agency Desk')
  })

  it('offers "Check for updates…" in Help when the host has an updater', () => {
    const checkForUpdates = vi.fn()
    const actions = { about: vi.fn(), openDataFolder: vi.fn(), checkForUpdates }
    const help = buildAppMenuTemplate(() => undefined, { mac: false, actions }).find(
      (menu) => menu.label === 'Help',
    )
    help?.submenu?.find((item) => item.label === 'Check for updates…')?.click?.()
    expect(checkForUpdates).toHaveBeenCalledOnce()
    const without = buildAppMenuTemplate(() => undefined, {
      mac: false,
      actions: { about: vi.fn(), openDataFolder: vi.fn() },
    })
    expect(itemsOf(without).some((item) => item.label === 'Check for updates…')).toBe(false)
  })

  it('leaves out a shortcut without a menu (Enter on a rate row)', () => {
    const labels = itemsOf(buildAppMenuTemplate(() => undefined, { mac: false })).map((item) => item.label)
    expect(labels).not.toContain(SHORTCUTS.find((shortcut) => shortcut.id === 'chooseRate')?.label)
  })
})
