import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createNodeSecretBox, PEOPLE_KEY_FILE } from '../../../src/main/platform/node/secret-box'

const folder = (): string => mkdtempSync(join(tmpdir(), 'agency-desk-box-'))

describe('Node secret box (the web host passport key)', () => {
  it('seals without the clear text, opens with the same data folder, and keeps its key 0600', () => {
    const dataFolder = folder()
    const sealed = createNodeSecretBox(dataFolder).seal('X1234567')
    expect(Buffer.from(sealed).includes(Buffer.from('X1234567'))).toBe(false)
    expect(createNodeSecretBox(dataFolder).open(sealed)).toBe('X1234567')
    expect(statSync(join(dataFolder, PEOPLE_KEY_FILE)).mode & 0o777).toBe(0o600)
  })

  it('seals the same text differently each time, and another folder key cannot open it', () => {
    const box = createNodeSecretBox(folder())
    const first = box.seal('X1234567')
    expect(Buffer.from(box.seal('X1234567')).equals(Buffer.from(first))).toBe(false)
    expect(() => createNodeSecretBox(folder()).open(first)).toThrow()
  })

  it('refuses tampered bytes', () => {
    const box = createNodeSecretBox(folder())
    const sealed = Buffer.from(box.seal('X1234567'))
    sealed[sealed.length - 1] = (sealed[sealed.length - 1] ?? 0) ^ 1
    expect(() => box.open(sealed)).toThrow()
  })
})
