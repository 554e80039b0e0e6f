import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { SecretBox } from '../types'

/** The key file of the Node host's SecretBox, in the data folder (README.md names it). */
export const PEOPLE_KEY_FILE = 'people.key'

const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * The web host's and the tests' SecretBox: AES-256-GCM with a random 32-byte key made once in `people.key` (mode
 * 0600) of the data folder. Whoever copies agency.db without that file cannot read the passports; it is not an OS
 * keychain, which is why the Electron app uses safeStorage instead (electron/secret-box.ts).
 */
export function createNodeSecretBox(dataFolder: string): SecretBox {
  const keyFile = join(dataFolder, PEOPLE_KEY_FILE)
  let key: Buffer | null = null
  const keyOf = (): Buffer => {
    if (key !== null) return key
    if (!existsSync(keyFile)) {
      mkdirSync(dirname(keyFile), { recursive: true })
      // 'wx': never overwrite a key another process just made (that would orphan what it sealed).
      try {
        writeFileSync(keyFile, randomBytes(32), { mode: 0o600, flag: 'wx' })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
    }
    const read = readFileSync(keyFile)
    if (read.length !== 32)
      throw new Error(`${keyFile} is not a 32-byte key: passports cannot be read or sealed`)
    key = read
    return key
  }
  return {
    isAvailable: () => true,
    seal(plain) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv)
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), encrypted])
    },
    open(sealed) {
      const bytes = Buffer.from(sealed)
      const decipher = createDecipheriv('aes-256-gcm', keyOf(), bytes.subarray(0, IV_BYTES))
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8')
    },
  }
}
