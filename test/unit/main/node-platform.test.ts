import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createNodeFileStore } from '../../../src/main/platform/node/files'
import { createNodeSecretStore } from '../../../src/main/platform/node/secrets'
import { createNodeSettingsStore } from '../../../src/main/platform/node/settings'
import { DEFAULT_SETTINGS } from '../../../src/shared/ipc'

const folder = () => mkdtempSync(join(tmpdir(), 'agency-desk-unit-'))

describe('Node secret store', () => {
  it('round-trips a secret without writing it in clear anywhere in the data folder', () => {
    const dataFolder = folder()
    const secrets = createNodeSecretStore(dataFolder)
    secrets.set('apiKey.staging', 'live-key-0123456789')
    expect(createNodeSecretStore(dataFolder).get('apiKey.staging')).toBe('live-key-0123456789')
    for (const file of readdirSync(dataFolder)) {
      expect(readFileSync(join(dataFolder, file)).toString('latin1')).not.toContain('live-key-0123456789')
    }
    secrets.delete('apiKey.staging')
    expect(secrets.get('apiKey.staging')).toBeNull()
  })

  it('refuses a tampered secret', () => {
    const dataFolder = folder()
    const secrets = createNodeSecretStore(dataFolder)
    secrets.set('k', 'value-value')
    const file = join(dataFolder, 'secrets.json')
    const sealed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
    const bytes = Buffer.from(sealed.k ?? '', 'base64')
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff
    // Write the tampered copy through a fresh store file.
    const tampered = { k: bytes.toString('base64') }
    writeFileSync(file, JSON.stringify(tampered))
    expect(() => secrets.get('k')).toThrow()
  })
})

describe('Node settings store', () => {
  it('persists what it is given in the data folder', () => {
    const dataFolder = folder()
    createNodeSettingsStore(dataFolder).write({ ...DEFAULT_SETTINGS, locale: 'fr' })
    expect(createNodeSettingsStore(dataFolder).read()).toMatchObject({ locale: 'fr' })
  })
})

describe('Node file store', () => {
  it('writes inside the data folder and refuses a path that escapes it', async () => {
    const files = createNodeFileStore(folder())
    const path = await files.write('documents/a.pdf', new Uint8Array([37, 80, 68, 70]))
    expect(path.startsWith(files.dataFolder)).toBe(true)
    expect(Array.from(await files.read('documents/a.pdf'))).toEqual([37, 80, 68, 70])
    await expect(files.write('../outside.txt', new Uint8Array())).rejects.toThrow(/outside the data folder/)
    await expect(files.write('/etc/passwd', new Uint8Array())).rejects.toThrow(/outside the data folder/)
  })
})
