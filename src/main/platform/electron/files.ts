import { BrowserWindow, dialog, shell } from 'electron'
import { writeFile } from 'node:fs/promises'
import { safeFileName } from '../../../shared/domain/documents'
import { createNodeFileStore } from '../node/files'
import type { FileStore } from '../types'

/** The data folder works as in Node; saving asks the agent where, and opening uses the system's viewer. */
export function createElectronFileStore(dataFolder: string): FileStore {
  const base = createNodeFileStore(dataFolder)
  return {
    ...base,
    async saveAs(suggestedName, bytes) {
      const window = BrowserWindow.getFocusedWindow()
      // The system dialog asks before replacing a file (Linux needs to be told to).
      const options = {
        defaultPath: safeFileName(suggestedName),
        properties: ['showOverwriteConfirmation' as const, 'createDirectory' as const],
      }
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
