/**
 * The Electron app's bootstrap: platform adapters, the core, the embedded sandbox and the window. Everything the
 * app does lives in the core; this file only wires it.
 */
import { app } from 'electron'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { createCore } from './core/create-core'
import { createEmbeddedSandbox } from './embedded-sandbox'
import { startElectronHost } from './hosts/electron'
import { createElectronPlatform } from './platform/electron/platform'

if (!app.requestSingleInstanceLock()) app.quit()

function nativeSqliteBinding(): { nativeBinding?: string } {
  const path = process.env.DESK_SQLITE_BINDING
  return path !== undefined && existsSync(path) ? { nativeBinding: path } : {}
}

app.whenReady().then(() => {
  const dataFolder = app.getPath('userData')
  const core = createCore({
    platform: createElectronPlatform(dataFolder),
    app: { name: 'Agency Desk', version: app.getVersion(), host: 'electron' },
    // The Electron-ABI build of better-sqlite3 made by `npm start` (node_modules holds the Node build for tests).
    sandbox: createEmbeddedSandbox(dataFolder, nativeSqliteBinding()),
  })
  const outDir = join(import.meta.dirname, '..')
  const host = startElectronHost({ core, outDir, devServerUrl: process.env.ELECTRON_RENDERER_URL })
  core.start()

  app.on('second-instance', () => {
    if (host.window.isMinimized()) host.window.restore()
    host.window.focus()
  })
  app.on('window-all-closed', () => app.quit())
  app.on('will-quit', () => {
    host.dispose()
    void core.stop()
  })
})
