import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { numberedFileName, safeFileName } from '../../../shared/domain/documents'
import type { FileStore } from '../types'

/** Resolves a path relative to the data folder and refuses one that would escape it. */
export function insideFolder(folder: string, relativePath: string): string {
  const target = resolve(folder, relativePath)
  const fromFolder = relative(folder, target)
  if (isAbsolute(relativePath) || fromFolder.startsWith('..') || fromFolder === '') {
    throw new Error(`Path ${JSON.stringify(relativePath)} is outside the data folder`)
  }
  return target
}

/** Files for the Node host: the data folder, and a downloads folder inside it in place of a save dialog. */
export function createNodeFileStore(dataFolder: string): FileStore {
  return {
    dataFolder,
    async write(relativePath, bytes) {
      const target = insideFolder(dataFolder, relativePath)
      await mkdir(dirname(target), { recursive: true })
      await writeFile(target, bytes)
      return target
    },
    read: async (relativePath) => new Uint8Array(await readFile(insideFolder(dataFolder, relativePath))),
    remove: (relativePath) => rm(insideFolder(dataFolder, relativePath), { force: true }),
    async saveAs(suggestedName, bytes) {
      const name = safeFileName(basename(suggestedName))
      await mkdir(insideFolder(dataFolder, 'downloads'), { recursive: true })
      // No dialog to ask whether to replace a file: a name already there gets a number instead (`name (2).pdf`).
      for (let copy = 1; ; copy += 1) {
        const target = insideFolder(
          dataFolder,
          join('downloads', copy === 1 ? name : numberedFileName(name, copy)),
        )
        try {
          await writeFile(target, bytes, { flag: 'wx' })
          return target
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || copy >= 999) throw error
        }
      }
    },
    open: async () => false,
  }
}
