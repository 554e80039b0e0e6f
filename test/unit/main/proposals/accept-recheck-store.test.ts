import { describe, expect, it } from 'vitest'
import { DeskError } from '../../../../src/shared/ipc'
import { createRecheckStore } from '../../../../src/main/proposals/accept/recheck-store'

const refusal = (run: () => unknown): DeskError => {
  try {
    run()
  } catch (error) {
    if (error instanceof DeskError) return error
    throw error
  }
  throw new Error('expected a refusal')
}

describe('the fresh offers held for accepting', () => {
  it('hands a recheck back for its proposal and option while its offers are held, then asks to check again', () => {
    let now = 1_000_000
    const store = createRecheckStore(() => now)
    const kept = store.keep({ proposalId: 'p', optionId: 'o', usableUntilMs: now + 60_000, items: new Map() })
    expect(store.usable(kept.recheckId, 'p', 'o')).toBe(kept)
    now += 60_000
    const expired = refusal(() => store.usable(kept.recheckId, 'p', 'o'))
    expect(expired.code).toBe('CONFLICT')
    expect(expired.details).toMatchObject({ reason: 'recheckExpired' })
    expect(expired.message).toMatch(/Check the option again/)
  })

  it('refuses an unknown recheck and one made for another option', () => {
    const store = createRecheckStore(() => 0)
    const kept = store.keep({ proposalId: 'p', optionId: 'o', usableUntilMs: 60_000, items: new Map() })
    expect(refusal(() => store.usable('nope', 'p', 'o')).details).toMatchObject({ reason: 'recheckExpired' })
    expect(refusal(() => store.usable(kept.recheckId, 'p', 'other')).details).toMatchObject({
      reason: 'recheckMismatch',
    })
  })

  it('keeps a bounded number of rechecks, dropping the oldest', () => {
    const store = createRecheckStore(() => 0)
    const first = store.keep({ proposalId: 'p', optionId: 'o', usableUntilMs: 60_000, items: new Map() })
    for (let index = 0; index < 60; index += 1) {
      store.keep({ proposalId: 'p', optionId: 'o', usableUntilMs: 60_000, items: new Map() })
    }
    expect(refusal(() => store.usable(first.recheckId, 'p', 'o')).code).toBe('CONFLICT')
  })
})
