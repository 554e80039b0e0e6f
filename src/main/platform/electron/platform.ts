import { systemClock } from '../clock'
import { createElectronFileStore } from './files'
import { createElectronNotifier } from './notifications'
import { createElectronPdfRenderer } from './pdf'
import { createElectronSecretBox } from './secret-box'
import { createElectronSecretStore } from './secrets'
import { createElectronSettingsStore } from './settings'
import type { Platform } from '../types'

/** Every adapter for the Electron app, rooted in its userData folder. Call after app 'ready'. */
export function createElectronPlatform(dataFolder: string): Platform {
  return {
    secrets: createElectronSecretStore(dataFolder),
    secretBox: createElectronSecretBox(),
    settings: createElectronSettingsStore(),
    notifications: createElectronNotifier(),
    files: createElectronFileStore(dataFolder),
    pdf: createElectronPdfRenderer(),
    clock: systemClock,
  }
}
