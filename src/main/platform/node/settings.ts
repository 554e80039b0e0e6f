import Conf from 'conf'
import type { Settings } from '../../../shared/ipc'
import type { SettingsStore } from '../types'

/** Settings for the Node host, with conf: the library electron-store is built on, same file format. */
export function createNodeSettingsStore(dataFolder: string): SettingsStore {
  const conf = new Conf<Record<string, unknown>>({
    cwd: dataFolder,
    configName: 'settings',
    projectName: 'agency-desk',
  })
  return {
    read: () => conf.store,
    write: (settings: Settings) => {
      conf.store = settings
    },
  }
}
