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
})
