import { safeStorage } from 'electron'
import type { SecretBox } from '../types'

/** Passport data sealed with the OS keychain (safeStorage); where the OS offers none, the core refuses to store it. */
export function createElectronSecretBox(): SecretBox {
  return {
    isAvailable: () => safeStorage.isEncryptionAvailable(),
    seal(plain) {
      if (!safeStorage.isEncryptionAvailable()) throw new Error('The system keychain is not available')
      return safeStorage.encryptString(plain)
    },
    open: (sealed) => safeStorage.decryptString(Buffer.from(sealed)),
  }
}
