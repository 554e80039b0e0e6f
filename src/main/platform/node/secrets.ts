import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { SecretStore } from '../types'

/**
 * Secrets for the Node host (web host, tests): AES-256-GCM with a random key kept in a 0600 file of the data
 * folder. It keeps secrets out of clear text on disk and out of settings, but it is not an OS keychain: the
 * Electron app uses safeStorage instead (electron/secrets.ts).
 */
export function createNodeSecretStore(dataFolder: string): SecretStore {
  const keyFile = join(dataFolder, 'secrets.key')
  const storeFile = join(dataFolder, 'secrets.json')

  const key = (): Buffer => {
    if (!existsSync(keyFile)) {
      mkdirSync(dirname(keyFile), { recursive: true })
      writeFileSync(keyFile, randomBytes(32), { mode: 0o600 })
    }
    return readFileSync(keyFile)
  }
  const readAll = (): Record<string, string> => {
    if (!existsSync(storeFile)) return {}
    const parsed: unknown = JSON.parse(readFileSync(storeFile, 'utf8'))
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {}
  }
  const writeAll = (entries: Record<string, string>): void => {
    mkdirSync(dirname(storeFile), { recursive: true })
    const temporary = `${storeFile}.tmp`
    writeFileSync(temporary, JSON.stringify(entries), { mode: 0o600 })
    renameSync(temporary, storeFile)
  }

  return {
    isAvailable: () => true,
    get(name) {
      const sealed = readAll()[name]
      if (sealed === undefined) return null
      const raw = Buffer.from(sealed, 'base64')
      const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12))
      decipher.setAuthTag(raw.subarray(12, 28))
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
    },
    set(name, value) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key(), iv)
      const encrypted = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
      writeAll({
        ...readAll(),
        [name]: Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64'),
      })
    },
    delete(name) {
      const entries = readAll()
      delete entries[name]
      writeAll(entries)
    },
  }
}
