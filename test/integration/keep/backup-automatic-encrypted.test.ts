import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createCore, type Core } from '../../../src/main/core/create-core'
import { createNodePlatform } from '../../../src/main/platform/node/platform'
import type { ChannelInput, ChannelName, ChannelOutput, IpcError } from '../../../src/shared/ipc'
import { tempFolder } from '../core/fixtures'

/**
 * Encrypted automatic backups: the passphrase kept in the secret store (never in the settings or any file in
 * clear), the daily backup sealed with it and listed as encrypted, and a restore that asks for it again: a
 * missing or wrong passphrase is refused with nothing changed, the right one brings the data back.
 */
const PASSPHRASE = 'correct horse battery'
const started: Core[] = []
afterEach(async () => {
  for (const core of started.splice(0)) await core.stop()
})

function desk() {
  const folder = tempFolder('desk-auto-sealed-')
  const core = createCore({
    platform: createNodePlatform(folder),
    app: { name: 'Agency Desk', version: '0.0.0-test', host: 'web' },
    sandbox: null,
  })
  started.push(core)
  const call = async <N extends ChannelName>(name: N, input: ChannelInput<N>): Promise<ChannelOutput<N>> => {
    const result = await core.dispatch(name, input)
    if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`)
    return result.data as ChannelOutput<N>
  }
  const fail = async <N extends ChannelName>(name: N, input: ChannelInput<N>): Promise<IpcError> => {
    const result = await core.dispatch(name, input)
    if (result.ok) throw new Error(`${name} succeeded`)
    return result.error
  }
  return { folder, core, call, fail }
}

/** Every file under `folder`, recursively. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name)
    return entry.isDirectory() ? filesUnder(path) : [path]
  })
}

describe('encrypted automatic backups', () => {
  it('seals the daily backup with the kept passphrase, and restores it only with that passphrase', async () => {
    const { folder, core, call, fail } = desk()
    await call('customers.save', { customer: { firstName: 'Anne', lastName: 'Lambért' } })

    const short = await fail('backup.setAutomaticPassphrase', { passphrase: 'short' })
    expect(short).toMatchObject({ code: 'INVALID_INPUT' })
    expect((await call('backup.status', undefined)).settings.encrypt).toBe(false)

    const status = await call('backup.setAutomaticPassphrase', { passphrase: PASSPHRASE })
    expect(status).toMatchObject({ passphraseKept: true, settings: { encrypt: true } })
    // Saving the other settings keeps encryption on (it is switched with its passphrase only).
    await call('backup.updateSettings', { ...status.settings, keepDays: 30, encrypt: false })
    expect((await call('backup.status', undefined)).settings).toMatchObject({ keepDays: 30, encrypt: true })

    expect(await core.automaticBackups.runOnce()).toBe('made')
    const kept = (await call('backup.status', undefined)).kept
    expect(kept).toHaveLength(1)
    expect(kept[0]).toMatchObject({ encrypted: true })
    const file = join(folder, 'backups', kept[0]?.fileName ?? '')
    const bytes = readFileSync(file)
    expect(bytes.subarray(0, 8).toString('ascii')).toBe('ADBKGCM1')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    // The passphrase is in no file of the data folder in clear: not the settings, not the secrets, not the log.
    for (const path of filesUnder(folder)) expect(readFileSync(path).includes(PASSPHRASE)).toBe(false)

    await call('customers.save', { customer: { firstName: 'Paul', lastName: 'Durand' } })

    const missing = await fail('backup.restore', { file: core.files.acceptBytes(bytes) })
    expect(missing).toMatchObject({ code: 'INVALID_INPUT', details: { field: 'passphrase' } })
    const wrong = await fail('backup.restore', {
      file: core.files.acceptBytes(bytes),
      passphrase: 'wrong horse battery',
    })
    expect(wrong.message).toContain('passphrase does not open this backup')
    expect((await call('customers.list', {})).total).toBe(2)
    expect(existsSync(join(folder, 'agency.db.before-restore'))).toBe(false)

    const restored = await call('backup.restore', {
      file: core.files.acceptBytes(bytes),
      passphrase: PASSPHRASE,
    })
    expect(restored).toMatchObject({ encrypted: true, counts: { customers: 1 } })
    const customers = await call('customers.list', {})
    expect(customers.items.map((item) => item.displayName)).toEqual(['Lambért, Anne'])
  }, 120_000)

  it('stops encrypting and forgets the passphrase when asked; without secure storage nothing changes', async () => {
    const { core, call } = desk()
    await call('backup.setAutomaticPassphrase', { passphrase: PASSPHRASE })
    const off = await call('backup.setAutomaticPassphrase', { passphrase: null })
    expect(off).toMatchObject({ passphraseKept: false, settings: { encrypt: false } })
    expect(await core.automaticBackups.runOnce()).toBe('made')
    expect((await call('backup.status', undefined)).kept[0]).toMatchObject({ encrypted: false })

    const folder = tempFolder('desk-auto-nostore-')
    const platform = createNodePlatform(folder)
    const noStore = createCore({
      platform: { ...platform, secrets: { ...platform.secrets, isAvailable: () => false } },
      app: { name: 'Agency Desk', version: '0.0.0-test', host: 'web' },
      sandbox: null,
    })
    started.push(noStore)
    const refused = await noStore.dispatch('backup.setAutomaticPassphrase', { passphrase: PASSPHRASE })
    expect(refused).toMatchObject({ ok: false, error: { code: 'CONFLICT' } })
    expect(await noStore.dispatch('backup.status', undefined)).toMatchObject({
      ok: true,
      data: { passphraseKept: false, settings: { encrypt: false } },
    })
  }, 120_000)
})
