/**
 * The Electron app's bootstrap: platform adapters, the core, the embedded sandbox and the window. Everything the
 * app does lives in the core; this file only wires it.
 */
import { app, dialog, type BrowserWindow } from 'electron'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { createCore } from './core/create-core'
import { createEmbeddedSandbox } from './embedded-sandbox'
import { startElectronHost } from './hosts/electron'
import { claimSingleInstance } from './hosts/single-instance'
import { createElectronPlatform } from './platform/electron/platform'
import { createElectronUpdates } from './platform/electron/updates'

// The window of this instance once it is open: a second launch brings it forward, then exits.
let appWindow: BrowserWindow | null = null
// A second launch starts nothing (no core on the same agency.db): it hands over and quits.
if (claimSingleInstance(app, () => appWindow)) app.whenReady().then(startApp)

/** The Electron-ABI build of better-sqlite3 made by `npm start` (node_modules holds the Node build for tests). */
function nativeSqliteBinding(): string | undefined {
  const path = process.env.DESK_SQLITE_BINDING
  return path !== undefined && existsSync(path) ? path : undefined
}

/**
 * The Electron e2e project checks the updater wiring against a feed on 127.0.0.1 from a build that is not
 * packaged: DESK_UPDATES_DEV=1 lets electron-updater check there (it skips a development run otherwise).
 */
const forceDevUpdates = (): boolean => !app.isPackaged && process.env.DESK_UPDATES_DEV === '1'

function startApp(): void {
  const dataFolder = app.getPath('userData')
  const binding = nativeSqliteBinding()
  const core = createCore({
    platform: {
      ...createElectronPlatform(dataFolder),
      updates: createElectronUpdates(app.getVersion(), { forceDev: forceDevUpdates() }),
    },
    app: { name: 'Agency Desk', version: app.getVersion(), host: 'electron' },
    sandbox: createEmbeddedSandbox(dataFolder, binding === undefined ? {} : { nativeBinding: binding }),
    ...(binding === undefined ? {} : { sqliteNativeBinding: binding }),
  })
  const outDir = join(import.meta.dirname, '..')
  // The licences file is written at build time beside app.asar (scripts/licences.ts, extraResources).
  const licencesFile = app.isPackaged
    ? join(process.resourcesPath, 'licences.txt')
    : join(app.getAppPath(), 'resources', 'licences.txt')
  const host = startElectronHost({
    core,
    outDir,
    devServerUrl: process.env.ELECTRON_RENDERER_URL,
    desktop: { dataFolder, version: app.getVersion(), licencesFile },
  })
  appWindow = host.window
  core.start()

  app.on('window-all-closed', () => app.quit())
  // Quit guard: writes not sent yet are kept and sent at the next start, but the agent decides.
  let quitConfirmed = false
  app.on('before-quit', (event) => {
    const check = core.quitCheck()
    if (quitConfirmed || check.safeToQuit) return
    event.preventDefault()
    const box = {
      type: 'warning' as const,
      buttons: ['Stay', 'Quit anyway'],
      defaultId: 0,
      cancelId: 0,
      message: 'Some work is not sent yet',
      detail: check.message ?? '',
    }
    // The window may be gone already (quitting after the last window closed).
    const choice = host.window.isDestroyed()
      ? dialog.showMessageBoxSync(box)
      : dialog.showMessageBoxSync(host.window, box)
    if (choice === 1) {
      quitConfirmed = true
      app.quit()
    }
  })
  app.on('will-quit', () => {
    host.dispose()
    void core.stop()
  })
}
