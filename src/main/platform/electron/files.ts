import { BrowserWindow, dialog, shell } from 'electron'
import { writeFile } from 'node:fs/promises'
import { createNodeFileStore } from '../node/files'
import type { FileStore } from '../types'

/** The data folder works as in Node; saving asks the agent where, and opening uses the system's viewer. */
export function createElectronFileStore(dataFolder: string): FileStore {
  const base = createNodeFileStore(dataFolder)
  return {
    ...base,
    async saveAs(suggestedName, bytes) {
      const window = BrowserWindow.getFocusedWindow()
      const options = { defaultPath: suggestedName }
      const result = window
        ? await dialog.showSaveDialog(window, options)
        : await dialog.showSaveDialog(options)
      if (result.canceled || result.filePath === undefined) return null
      await writeFile(result.filePath, bytes)
      return result.filePath
    },
    open: async (absolutePath) => (await shell.openPath(absolutePath)) === '',
  }
}
