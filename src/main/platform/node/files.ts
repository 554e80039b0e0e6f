import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path'
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
      const target = insideFolder(dataFolder, join('downloads', basename(suggestedName)))
      await mkdir(dirname(target), { recursive: true })
      await writeFile(target, bytes)
      return target
    },
    open: async () => false,
  }
}
