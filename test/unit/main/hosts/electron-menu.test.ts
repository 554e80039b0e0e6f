import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MenuTemplateItem } from '../../../../src/main/hosts/app-menu'
import type { UpdatesInfo } from '../../../../src/shared/ipc/updates.contract'
import { acceleratorOf, SHORTCUTS } from '../../../../src/shared/keys/shortcuts'

/**
 * The desktop app's menu and window as the Electron host installs them (src/main/hosts/electron.ts), with Electron
 * replaced by a recorder: the menu handed to Menu.setApplicationMenu, what each of its items does (a shortcut to
 * the window, "Check for updates…" to the update service, the data folder to the file manager), and the window's
 * size and position kept across starts. The Electron e2e project runs the same on the real binary.
 */

type Listener = (...args: unknown[]) => unknown
const recorded = vi.hoisted(() => ({
  windowOptions: [] as Record<string, unknown>[],
  windowListeners: new Map<string, Listener>(),
  sent: [] as unknown[][],
  menu: null as unknown,
  dialogs: [] as { message: string; title?: string }[],
  opened: [] as string[],
  normalBounds: { x: 0, y: 0, width: 1360, height: 860 },
}))

vi.mock('electron', () => {
  class BrowserWindow {
    webContents = {
      mainFrame: { url: '' },
      on: () => undefined,
      setWindowOpenHandler: () => undefined,
      send: (...args: unknown[]) => recorded.sent.push(args),
    }
    constructor(options: Record<string, unknown>) {
      recorded.windowOptions.push(options)
    }
    once() {}
    on(event: string, listener: Listener) {
      recorded.windowListeners.set(event, listener)
    }
    isDestroyed() {
      return false
    }
    getNormalBounds() {
      return recorded.normalBounds
    }
    isMaximized() {
      return false
    }
    loadURL() {
      return Promise.resolve()
    }
  }
  return {
    BrowserWindow,
    Menu: {
      buildFromTemplate: (template: unknown) => template,
      setApplicationMenu: (menu: unknown) => (recorded.menu = menu),
    },
    dialog: {
      showMessageBox: async (_window: unknown, options: { message: string; title?: string }) => {
        recorded.dialogs.push(options)
        return { response: 0 }
      },
    },
    ipcMain: { handle: () => undefined, removeHandler: () => undefined },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 2560, height: 1400 } }] },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: () => undefined },
        setPermissionRequestHandler: () => undefined,
      },
    },
    shell: {
      openExternal: () => undefined,
      openPath: async (path: string) => {
        recorded.opened.push(path)
        return ''
      },
    },
  }
})

const { startElectronHost, EVENT_CHANNEL } = await import('../../../../src/main/hosts/electron')

const available: UpdatesInfo = {
  supported: true,
  currentVersion: '1.4.0',
  settings: { address: 'http://127.0.0.1:8999/desk/', automatic: true },
  state: { status: 'available', version: '1.5.0', notes: null },
  lastCheckedAt: '2026-12-07T10:00:00.000Z',
}
const dispatch = vi.fn(async (channel: string) =>
  channel === 'updates.check' ? { ok: true, data: available } : { ok: false },
)

function start(dataFolder: string) {
  return startElectronHost({
    core: { dispatch, events: { subscribe: () => () => undefined }, files: {} } as never,
    outDir: '/app/out',
    desktop: { dataFolder, version: '1.4.0', licencesFile: '/app/licences.txt' },
  })
}

const menu = (): MenuTemplateItem[] => recorded.menu as MenuTemplateItem[]
const submenuOf = (name: string): MenuTemplateItem[] =>
  menu().find((item) => item.label === name || item.role === name)?.submenu ?? []
const item = (menuName: string, label: string): MenuTemplateItem => {
  const found = submenuOf(menuName).find((entry) => entry.label === label)
  if (found === undefined) throw new Error(`no ${label} in ${menuName}`)
  return found
}

let folder: string
beforeEach(() => {
  recorded.windowOptions.length = 0
  recorded.windowListeners.clear()
  recorded.sent.length = 0
  recorded.dialogs.length = 0
  recorded.opened.length = 0
  dispatch.mockClear()
  folder = mkdtempSync(join(tmpdir(), 'desk-electron-menu-'))
})

describe('the desktop menu installed by the Electron host', () => {
  it('is File, Edit, View, Go, Window and Help, each item doing something', () => {
    start(folder)
    // Off macOS (these runs): no application menu first.
    const names = menu().map((entry) => entry.label ?? entry.role)
    expect(names).toEqual(
      process.platform === 'darwin'
        ? ['Agency Desk', 'File', 'editMenu', 'View', 'Go', 'windowMenu', 'Help']
        : ['File', 'editMenu', 'View', 'Go', 'windowMenu', 'Help'],
    )
    for (const entry of menu().flatMap((top) => top.submenu ?? [])) {
      expect(entry.type === 'separator' || entry.role !== undefined || entry.click !== undefined).toBe(true)
    }
    expect(submenuOf('View').map((entry) => entry.role ?? entry.type)).toEqual([
      'reload',
      'separator',
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'separator',
      'togglefullscreen',
    ])
  })

  it('shows every menu shortcut of the keyboard map with its keys, and a click runs it in the window', () => {
    start(folder)
    for (const shortcut of SHORTCUTS) {
      if (!('menu' in shortcut)) continue
      const where = shortcut.menu === 'actions' ? 'File' : shortcut.menu === 'go' ? 'Go' : 'Help'
      const entry = item(where, shortcut.label)
      expect(entry.accelerator).toBe(acceleratorOf(shortcut.keys[0]))
      recorded.sent.length = 0
      entry.click?.()
      expect(recorded.sent).toEqual([[EVENT_CHANNEL, 'app.shortcut', { id: shortcut.id }]])
    }
  })

  it('"Check for updates…" asks the update service and says its answer', async () => {
    start(folder)
    item('Help', 'Check for updates…').click?.()
    await vi.waitFor(() => expect(recorded.dialogs).toHaveLength(1))
    expect(dispatch).toHaveBeenCalledExactlyOnceWith('updates.check', undefined)
    expect(recorded.dialogs[0]).toMatchObject({ title: 'Updates', message: expect.stringContaining('1.5.0') })
  })

  it('opens the data folder, and About names the version and the data folder', async () => {
    start(folder)
    item('File', 'Open data folder').click?.()
    expect(recorded.opened).toEqual([folder])
    item('Help', 'About Agency Desk').click?.()
    await vi.waitFor(() => expect(recorded.dialogs).toHaveLength(1))
    expect(recorded.dialogs[0]).toMatchObject({
      message: 'Agency Desk 1.4.0',
      detail: expect.stringContaining(folder),
    })
  })
})

describe('the window kept across starts', () => {
  it('opens at the default size first, then where it was closed', () => {
    start(folder)
    expect(recorded.windowOptions[0]).toMatchObject({ width: 1360, height: 860 })
    expect(recorded.windowOptions[0]).not.toHaveProperty('x')
    recorded.normalBounds = { x: 210, y: 120, width: 1500, height: 940 }
    recorded.windowListeners.get('close')?.()
    expect(existsSync(join(folder, 'window-state.json'))).toBe(true)
    expect(JSON.parse(readFileSync(join(folder, 'window-state.json'), 'utf8'))).toMatchObject({
      x: 210,
      y: 120,
      width: 1500,
      height: 940,
    })
    start(folder)
    expect(recorded.windowOptions[1]).toMatchObject({ x: 210, y: 120, width: 1500, height: 940 })
  })
})
