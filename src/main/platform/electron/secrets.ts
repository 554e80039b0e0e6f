import { safeStorage } from 'electron'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { SecretStore } from '../types'

/**
 * Secrets encrypted with the OS keychain through safeStorage, kept as base64 in secrets.json of the data folder.
 * Where the OS offers no encryption (isEncryptionAvailable false), nothing is stored: the core refuses the key.
 */
export function createElectronSecretStore(dataFolder: string): SecretStore {
  const storeFile = join(dataFolder, 'secrets.json')
  const readAll = (): Record<string, string> =>
    existsSync(storeFile) ? (JSON.parse(readFileSync(storeFile, 'utf8')) as Record<string, string>) : {}
  const writeAll = (entries: Record<string, string>): void => {
    mkdirSync(dirname(storeFile), { recursive: true })
    writeFileSync(`${storeFile}.tmp`, JSON.stringify(entries), { mode: 0o600 })
    renameSync(`${storeFile}.tmp`, storeFile)
  }
  return {
    isAvailable: () => safeStorage.isEncryptionAvailable(),
    get(name) {
      const sealed = readAll()[name]
      return sealed === undefined ? null : safeStorage.decryptString(Buffer.from(sealed, 'base64'))
    },
    set(name, value) {
      if (!safeStorage.isEncryptionAvailable()) throw new Error('The system keychain is not available')
      writeAll({ ...readAll(), [name]: safeStorage.encryptString(value).toString('base64') })
    },
    delete(name) {
      const entries = readAll()
      delete entries[name]
      writeAll(entries)
    },
  }
}
