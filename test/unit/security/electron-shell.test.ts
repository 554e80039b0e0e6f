import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Electron's security checklist, item by item, on the host that opens the app's window (src/main/hosts/electron.ts),
 * with Electron replaced by a recorder: what the window is created with, and what each hook it installs does.
 * (The built bundle and the built page are checked in test/e2e/shell.)
 */

type Listener = (...args: unknown[]) => unknown
const recorded = vi.hoisted(() => ({
  windowOptions: [] as unknown[],
  webContentsListeners: new Map<string, Listener>(),
  windowOpenHandler: null as null | ((details: { url: string }) => { action: string }),
  permissionHandler: null as null | Listener,
  headersHandler: null as null | Listener,
  ipcHandlers: new Map<string, Listener>(),
  openExternal: [] as string[],
  mainFrame: { url: '' },
}))

vi.mock('electron', () => {
  class BrowserWindow {
    webContents = {
      mainFrame: recorded.mainFrame,
      on: (event: string, listener: Listener) => recorded.webContentsListeners.set(event, listener),
      setWindowOpenHandler: (handler: typeof recorded.windowOpenHandler) => {
        recorded.windowOpenHandler = handler
      },
      send: () => undefined,
    }
    constructor(options: unknown) {
      recorded.windowOptions.push(options)
    }
    once() {}
    isDestroyed() {
      return false
    }
    loadURL() {
      return Promise.resolve()
    }
  }
  return {
    BrowserWindow,
    // The app menu is built from the shortcuts table (tested in app-menu.test.ts); here it only has to install.
    Menu: { buildFromTemplate: (template: unknown) => template, setApplicationMenu: () => undefined },
    ipcMain: {
      handle: (channel: string, handler: Listener) => recorded.ipcHandlers.set(channel, handler),
      removeHandler: (channel: string) => recorded.ipcHandlers.delete(channel),
    },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: (handler: Listener) => (recorded.headersHandler = handler) },
        setPermissionRequestHandler: (handler: Listener) => (recorded.permissionHandler = handler),
      },
    },
    shell: { openExternal: (url: string) => recorded.openExternal.push(url) },
  }
})

const { startElectronHost, INVOKE_CHANNEL, FILE_CHANNEL } = await import('../../../src/main/hosts/electron')
const { CONTENT_SECURITY_POLICY } = await import('../../../src/shared/ipc/security')

const dispatch = vi.fn(async () => ({ ok: true, data: 'answered' }))

beforeEach(() => {
  recorded.windowOptions.length = 0
  recorded.openExternal.length = 0
  recorded.ipcHandlers.clear()
  dispatch.mockClear()
  startElectronHost({
    core: { dispatch, events: { subscribe: () => () => undefined } } as never,
    outDir: '/app/out',
  })
  recorded.mainFrame.url = 'file:///app/out/renderer/index.html#/bookings'
})

describe('the app window', () => {
  it('isolates the page: context isolation, sandbox, no Node, web security, no webview, no middle-click windows', () => {
    const prefs = (recorded.windowOptions[0] as { webPreferences: Record<string, unknown> }).webPreferences
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      disableBlinkFeatures: 'Auxclick',
    })
    expect(prefs.webviewTag ?? false).toBe(false)
    expect(prefs.nodeIntegrationInWorker ?? false).toBe(false)
    expect(prefs.nodeIntegrationInSubFrames ?? false).toBe(false)
    expect(prefs.allowRunningInsecureContent ?? false).toBe(false)
    expect(prefs.experimentalFeatures ?? false).toBe(false)
    expect(prefs).not.toHaveProperty('enableRemoteModule')
  })

  it('sends the strict Content-Security-Policy on every response', () => {
    let headers: Record<string, string[]> = {}
    recorded.headersHandler?.(
      { responseHeaders: { 'X-Other': ['kept'] } },
      (answer: { responseHeaders: typeof headers }) => {
        headers = answer.responseHeaders
      },
    )
    expect(headers['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY])
    expect(headers['X-Other']).toEqual(['kept'])
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'")
    expect(CONTENT_SECURITY_POLICY).not.toMatch(
      /unsafe-eval|script-src[^;]*unsafe-inline|script-src[^;]*https?:/,
    )
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'")
  })

  it('blocks navigation and webviews', () => {
    for (const event of ['will-navigate', 'will-attach-webview']) {
      const preventDefault = vi.fn()
      recorded.webContentsListeners.get(event)?.({ preventDefault })
      expect(preventDefault, event).toHaveBeenCalled()
    }
  })

  it('opens no window of its own, and hands https links only to the system browser', () => {
    const open = (url: string) => recorded.windowOpenHandler?.({ url })
    for (const url of [
      'https://supplier.example/tour',
      'http://supplier.example/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://share/x',
      'https//missing-colon',
    ]) {
      expect(open(url), url).toEqual({ action: 'deny' })
    }
    expect(recorded.openExternal).toEqual(['https://supplier.example/tour'])
  })

  it('denies every permission request', () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      const callback = vi.fn()
      recorded.permissionHandler?.({}, permission, callback)
      expect(callback, permission).toHaveBeenCalledWith(false)
    }
  })

  it('answers calls from the app frame only', async () => {
    const handler = recorded.ipcHandlers.get(INVOKE_CHANNEL)
    expect([...recorded.ipcHandlers.keys()]).toEqual([INVOKE_CHANNEL, FILE_CHANNEL])
    const fromApp = await handler?.({ senderFrame: recorded.mainFrame }, 'app.info', undefined)
    expect(fromApp).toEqual({ ok: true, data: 'answered' })
    const fromOther = await handler?.({ senderFrame: { url: recorded.mainFrame.url } }, 'app.info', undefined)
    expect(fromOther).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } })
    const noFrame = await handler?.({ senderFrame: null }, 'app.info', undefined)
    expect(noFrame).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } })
    recorded.mainFrame.url = 'https://evil.example/'
    const navigatedAway = await handler?.({ senderFrame: recorded.mainFrame }, 'app.info', undefined)
    expect(navigatedAway).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } })
    expect(dispatch).toHaveBeenCalledTimes(1)
  })

  it('takes a chosen file from the app frame only, and only a path on this disk', async () => {
    const handler = recorded.ipcHandlers.get(FILE_CHANNEL)
    const fromOther = await handler?.({ senderFrame: { url: recorded.mainFrame.url } }, '/tmp/logo.png')
    expect(fromOther).toMatchObject({ ok: false, error: { code: 'UNAUTHORIZED' } })
    const relative = await handler?.({ senderFrame: recorded.mainFrame }, 'logo.png')
    expect(relative).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } })
  })
})
