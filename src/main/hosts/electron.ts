import { BrowserWindow, dialog, ipcMain, Menu, screen, session, shell, type WebFrameMain } from 'electron'
import { isAbsolute, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CONTENT_SECURITY_POLICY } from '../../shared/ipc/security'
import { ipcFailure } from '../../shared/ipc/errors'
import type { Core } from '../core/create-core'
import { UpdatesInfo } from '../../shared/ipc/updates.contract'
import { updatesInfoSentence } from '../../shared/domain/update-status'
import { buildAppMenuTemplate } from './app-menu'
import { readWindowState, restoreBounds, writeWindowState } from './window-state'

/** Channel names on ipcMain: the preload's invoke, the push events and files handed over. Nothing else. */
export const INVOKE_CHANNEL = 'desk:invoke'
export const EVENT_CHANNEL = 'desk:event'
export const FILE_CHANNEL = 'desk:file'

export interface ElectronHostOptions {
  core: Pick<Core, 'dispatch' | 'events' | 'files'>
  /** out/ of the build: preload/index.cjs and renderer/index.html. */
  outDir: string
  /** The dev server URL under `electron-vite dev`; absent in a built app. */
  devServerUrl?: string
  /**
   * The data folder and version of an installed app: the window's size and position are kept there, and the menu
   * offers About and "Open data folder". Absent in tests of the window's settings.
   */
  desktop?: { dataFolder: string; version: string; licencesFile: string }
}

const WINDOW_SIZE = { width: 1360, height: 860, minWidth: 960, minHeight: 600 }

/**
 * Serves the core to the Electron window: one ipcMain handler that moves dispatch envelopes (the contract is
 * validated inside dispatch), push events sent to the window, and a window locked down: context isolation,
 * sandbox, no Node, a strict CSP, no navigation, no new windows, no permissions.
 */
export function startElectronHost(options: ElectronHostOptions): { window: BrowserWindow; dispose(): void } {
  const rendererUrl =
    options.devServerUrl ?? pathToFileURL(join(options.outDir, 'renderer', 'index.html')).href
  const desktop = options.desktop
  const statePath = desktop === undefined ? undefined : join(desktop.dataFolder, 'window-state.json')
  const bounds =
    statePath === undefined
      ? { width: WINDOW_SIZE.width, height: WINDOW_SIZE.height, maximized: false }
      : restoreBounds(
          readWindowState(statePath),
          screen.getAllDisplays().map((display) => display.workArea),
          WINDOW_SIZE,
        )
  const window = new BrowserWindow({
    ...(bounds.x === undefined || bounds.y === undefined ? {} : { x: bounds.x, y: bounds.y }),
    width: bounds.width,
    height: bounds.height,
    minWidth: WINDOW_SIZE.minWidth,
    minHeight: WINDOW_SIZE.minHeight,
    show: false,
    title: 'Agency Desk',
    webPreferences: {
      // Accepted (PRELOAD_JS_CHECK asks for a review): the preload exposes three functions through contextBridge,
      // invoke, on and file, for the contract's channels, its events and the path of a file the agent chose
      // (src/preload/index.ts), never ipcRenderer.
      preload: join(options.outDir, 'preload', 'index.cjs'), // eng-disable PRELOAD_JS_CHECK
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: true,
      // A middle click must not open a link in a new window (which would bypass setWindowOpenHandler's checks).
      disableBlinkFeatures: 'Auxclick',
    },
  })

  // Accepted (CSP_GLOBAL_CHECK cannot read a policy held in a constant): CONTENT_SECURITY_POLICY is strict
  // (src/shared/ipc/security.ts), and the built index.html carries it too; test/e2e/shell checks both.
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] }, // eng-disable CSP_GLOBAL_CHECK
    })
  })
  session.defaultSession.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false))
  window.webContents.on('will-navigate', (event) => event.preventDefault())
  window.webContents.on('will-attach-webview', (event) => event.preventDefault())
  window.webContents.setWindowOpenHandler(({ url }) => {
    // Links to the service's documents or a supplier's site open in the system browser, never in the app; only
    // https (OPEN_EXTERNAL_JS_CHECK accepted: the URL is parsed and any other scheme, file: or a custom protocol
    // handler among them, is dropped).
    if (isHttpsUrl(url)) void shell.openExternal(url) // eng-disable OPEN_EXTERNAL_JS_CHECK
    return { action: 'deny' }
  })
  window.once('ready-to-show', () => {
    if (bounds.maximized) window.maximize()
    window.show()
  })
  if (statePath !== undefined) {
    // Kept when the window closes: the normal bounds (those under a maximized window), and whether maximized.
    window.on('close', () => {
      try {
        writeWindowState(statePath, { ...window.getNormalBounds(), maximized: window.isMaximized() })
      } catch {
        // Not kept this time (a read-only data folder): the next start opens at the default size.
      }
    })
  }

  const isTrustedSender = (frame: WebFrameMain | null): boolean =>
    frame !== null &&
    frame === window.webContents.mainFrame &&
    frame.url.startsWith(rendererUrl.split('#')[0] ?? '')

  ipcMain.handle(INVOKE_CHANNEL, async (event, name: unknown, input: unknown) => {
    if (!isTrustedSender(event.senderFrame)) {
      return {
        ok: false,
        error: ipcFailure('UNAUTHORIZED', 'Calls are accepted from the app window only.'),
      }
    }
    return options.core.dispatch(typeof name === 'string' ? name : '', input)
  })
  // The path of a file the agent chose or dropped (webUtils.getPathForFile in the preload): kept under an id that
  // a channel then takes, when main reads the file and checks it (core/file-intake.ts). Not read here.
  ipcMain.handle(FILE_CHANNEL, (event, path: unknown) => {
    if (!isTrustedSender(event.senderFrame)) {
      return { ok: false, error: ipcFailure('UNAUTHORIZED', 'Files are accepted from the app window only.') }
    }
    if (typeof path !== 'string' || path === '' || !isAbsolute(path)) {
      return {
        ok: false,
        error: ipcFailure('INVALID_INPUT', 'This file is not on this computer’s disk: save it there first.'),
      }
    }
    return { ok: true, data: options.core.files.acceptPath(path) }
  })
  const unsubscribe = options.core.events.subscribe((event, payload) => {
    if (window.isDestroyed()) return
    // A clicked notification: bring the window forward; the renderer follows the route it receives next.
    if (event === 'app.navigate') {
      if (window.isMinimized()) window.restore()
      window.show()
      window.focus()
    }
    window.webContents.send(EVENT_CHANNEL, event, payload)
  })

  // The menu shows the window's own shortcuts (one table, shared/keys) and sends the chosen one over the event
  // channel, so a menu click and the keys run the same action in the renderer.
  const sendShortcut = (id: string) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, 'app.shortcut', { id })
  }
  const actions =
    desktop === undefined
      ? undefined
      : {
          about: () => {
            void dialog
              .showMessageBox(window, {
                type: 'info',
                title: 'About Agency Desk',
                message: `Agency Desk ${desktop.version}`,
                detail: `Data folder: ${desktop.dataFolder}\n\nBuilt on open-source packages: "Licences" lists them.`,
                buttons: ['Close', 'Licences'],
                defaultId: 0,
                cancelId: 0,
              })
              .then(({ response }) => {
                if (response === 1) void shell.openPath(desktop.licencesFile)
              })
          },
          openDataFolder: () => void shell.openPath(desktop.dataFolder),
          // The same check as Settings -> Updates; its outcome in a box, since the agent asked for it.
          checkForUpdates: () => {
            void options.core.dispatch('updates.check', undefined).then((result) => {
              if (window.isDestroyed()) return
              const parsed = result.ok ? UpdatesInfo.safeParse(result.data) : null
              const message =
                parsed?.success === true
                  ? updatesInfoSentence(parsed.data)
                  : 'The update check could not run.'
              void dialog.showMessageBox(window, { type: 'info', title: 'Updates', message, buttons: ['OK'] })
            })
          },
        }
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildAppMenuTemplate(sendShortcut, {
        mac: process.platform === 'darwin',
        devTools: options.devServerUrl !== undefined,
        ...(actions === undefined ? {} : { actions }),
      }),
    ),
  )

  void window.loadURL(rendererUrl)
  return {
    window,
    dispose() {
      unsubscribe()
      ipcMain.removeHandler(INVOKE_CHANNEL)
      ipcMain.removeHandler(FILE_CHANNEL)
    },
  }
}

/** True for a well-formed https: URL only (what the window may hand to the system browser). */
export function isHttpsUrl(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}
