import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto'
import { DeskError } from '../../shared/ipc'

/**
 * A backup sealed with the agent's passphrase: AES-256-GCM (authenticated: a wrong passphrase or one changed byte
 * is refused, never decrypted into garbage) under a key derived with scrypt from the passphrase and a random salt.
 *
 * Layout: MAGIC (8) | salt (16) | iv (12) | tag (16) | ciphertext. The magic tells a sealed backup from a plain one
 * (which is an SQLite file: "SQLite format 3\0").
 */

const MAGIC = Buffer.from('ADBKGCM1', 'ascii')
const SALT_BYTES = 16
const IV_BYTES = 12
const TAG_BYTES = 16
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES + TAG_BYTES
/** How many first bytes isSealedBackup needs to tell a sealed backup from a plain one. */
export const SEALED_HEADER_BYTES = HEADER_BYTES
// scrypt's cost: N = 2^15, r = 8 (32 MB of memory, about 0.1 s): slow enough for guessing, quick for the agent.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

export function isSealedBackup(bytes: Uint8Array): boolean {
  return bytes.byteLength >= HEADER_BYTES && Buffer.from(bytes.subarray(0, MAGIC.length)).equals(MAGIC)
}

function keyOf(passphrase: string, salt: Uint8Array): Buffer {
  return scryptSync(passphrase.normalize('NFC'), salt, 32, SCRYPT)
}

export function sealBackup(plain: Uint8Array, passphrase: string): Uint8Array {
  if (passphrase === '') throw new Error('sealBackup needs a passphrase')
  const salt = randomBytes(SALT_BYTES)
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyOf(passphrase, salt), iv)
  cipher.setAAD(MAGIC)
  const body = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([MAGIC, salt, iv, cipher.getAuthTag(), body])
}

/** The backup's plain bytes; a wrong passphrase or a damaged file: INVALID_INPUT on the passphrase field. */
export function openBackup(sealed: Uint8Array, passphrase: string): Uint8Array {
  if (!isSealedBackup(sealed)) throw new Error('openBackup: not a sealed backup')
  if (passphrase === '') {
    throw new DeskError('INVALID_INPUT', 'This backup is encrypted: enter the passphrase it was made with.', {
      field: 'passphrase',
    })
  }
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength)
  let at = MAGIC.length
  const salt = bytes.subarray(at, (at += SALT_BYTES))
  const iv = bytes.subarray(at, (at += IV_BYTES))
  const tag = bytes.subarray(at, (at += TAG_BYTES))
  const decipher = createDecipheriv('aes-256-gcm', keyOf(passphrase, salt), iv)
  decipher.setAAD(MAGIC)
  decipher.setAuthTag(tag)
  try {
    return Buffer.concat([decipher.update(bytes.subarray(at)), decipher.final()])
  } catch {
    throw new DeskError(
      'INVALID_INPUT',
      'The passphrase does not open this backup (or the file was changed since it was made). Nothing was restored.',
      { field: 'passphrase' },
    )
  }
}
