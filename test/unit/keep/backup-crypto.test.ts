import { describe, expect, it } from 'vitest'
import { isSealedBackup, openBackup, sealBackup } from '../../../src/main/backup/backup-crypto'
import { DeskError } from '../../../src/shared/ipc'

describe('backup encryption', () => {
  const plain = new TextEncoder().encode('SQLite format 3\u0000 the agency data')

  it('round-trips with the right passphrase and hides the content', () => {
    const sealed = sealBackup(plain, 'correct horse battery')
    expect(isSealedBackup(sealed)).toBe(true)
    expect(isSealedBackup(plain)).toBe(false)
    expect(Buffer.from(sealed).includes(Buffer.from('agency data'))).toBe(false)
    expect(Buffer.from(openBackup(sealed, 'correct horse battery'))).toEqual(Buffer.from(plain))
  })

  it('refuses a wrong passphrase, a missing one and a changed byte with a sentence', () => {
    const sealed = sealBackup(plain, 'correct horse battery')
    expect(() => openBackup(sealed, 'wrong')).toThrow(/passphrase does not open this backup/)
    expect(() => openBackup(sealed, '')).toThrow(/encrypted: enter the passphrase/)
    const changed = new Uint8Array(sealed)
    changed[changed.length - 1] = (changed[changed.length - 1] ?? 0) ^ 1
    try {
      openBackup(changed, 'correct horse battery')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(DeskError)
      expect((error as DeskError).code).toBe('INVALID_INPUT')
    }
  })
})
