import { describe, expect, it } from 'vitest'
import { createFileIntake } from '../../../src/main/core/file-intake'

describe('file intake', () => {
  it('forgets a file handed over ten minutes ago', async () => {
    let now = 0
    const intake = createFileIntake(() => now)
    const fresh = intake.acceptBytes(new Uint8Array([1, 2, 3]))
    const stale = intake.acceptBytes(new Uint8Array([4]))
    now = 9 * 60_000
    expect(await intake.take(fresh, 10)).toEqual(new Uint8Array([1, 2, 3]))
    now = 10 * 60_000
    await expect(intake.take(stale, 10)).rejects.toMatchObject({ code: 'INVALID_INPUT' })
  })

  it('keeps at most 32 files waiting, dropping the oldest', async () => {
    const intake = createFileIntake(() => 0)
    const refs = Array.from({ length: 33 }, (_, index) => intake.acceptBytes(new Uint8Array([index])))
    await expect(intake.take(refs[0]!, 10)).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    expect(await intake.take(refs[1]!, 10)).toEqual(new Uint8Array([1]))
    expect(await intake.take(refs[32]!, 10)).toEqual(new Uint8Array([32]))
  })

  it('refuses bytes over the channel limit', async () => {
    const intake = createFileIntake(() => 0)
    await expect(intake.take(intake.acceptBytes(new Uint8Array(11)), 10)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      details: { field: 'file' },
    })
  })

  it('gives the bytes of a backup to a backup channel only', async () => {
    const intake = createFileIntake(() => 0)
    await expect(intake.take(intake.acceptBytes(new Uint8Array([1]), 'backup'), 10)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('as a backup'),
    })
    expect(await intake.take(intake.acceptBytes(new Uint8Array([2]), 'backup'), 10, 'backup')).toEqual(
      new Uint8Array([2]),
    )
    // An ordinary file (a small backup handed over the usual way) is taken by a backup channel too.
    expect(await intake.take(intake.acceptBytes(new Uint8Array([3])), 10, 'backup')).toEqual(
      new Uint8Array([3]),
    )
  })

  it('keeps at most two backups waiting, dropping the oldest backup only', async () => {
    const intake = createFileIntake(() => 0)
    const document = intake.acceptBytes(new Uint8Array([9]))
    const backups = [1, 2, 3].map((n) => intake.acceptBytes(new Uint8Array([n]), 'backup'))
    await expect(intake.take(backups[0]!, 10, 'backup')).rejects.toMatchObject({ code: 'INVALID_INPUT' })
    expect(await intake.take(backups[1]!, 10, 'backup')).toEqual(new Uint8Array([2]))
    expect(await intake.take(backups[2]!, 10, 'backup')).toEqual(new Uint8Array([3]))
    expect(await intake.take(document, 10)).toEqual(new Uint8Array([9]))
  })
})
