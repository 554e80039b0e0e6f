/**
 * The Electron app's bootstrap: platform adapters, the core, the embedded sandbox and the window. Everything the
 * app does lives in the core; this file only wires it.
 */
import { app, dialog } from 'electron'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { createCore } from './core/create-core'
import { createEmbeddedSandbox } from './embedded-sandbox'
import { startElectronHost } from './hosts/electron'
import { createElectronPlatform } from './platform/electron/platform'
import { createElectronUpdates } from './platform/electron/updates'

if (!app.requestSingleInstanceLock()) app.quit()

/** The Electron-ABI build of better-sqlite3 made by `npm start` (node_modules holds the Node build for tests). */
function nativeSqliteBinding(): string | undefined {
  const path = process.env.DESK_SQLITE_BINDING
  return path !== undefined && existsSync(path) ? path : undefined
}

app.whenReady().then(() => {
  const dataFolder = app.getPath('userData')
  const binding = nativeSqliteBinding()
  const core = createCore({
    platform: { ...createElectronPlatform(dataFolder), updates: createElectronUpdates(app.getVersion()) },
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
  core.start()

  app.on('second-instance', () => {
    if (host.window.isMinimized()) host.window.restore()
    host.window.focus()
  })
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
})
