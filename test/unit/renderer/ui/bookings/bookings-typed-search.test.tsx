import { describe, expect, it, vi } from 'vitest'

vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: {
    invoke: async (name: string) => {
      throw new Error(`The fake bridge has no answer for ${name}`)
    },
    on: () => () => undefined,
  },
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
  isWebHost: false,
}))

const { listFiltersOf } =
  await import('../../../../../src/renderer/src/features/bookings/bookings-list.store')
const { DEFAULT_FILTERS } = await import('../../../../../src/renderer/src/features/bookings/bookings-filters')

const address = { ...DEFAULT_FILTERS, search: 'mül', states: ['confirmed' as const] }

describe('the filters the bookings list shows while the agent types', () => {
  it("are the address's when nothing is typed", () => {
    expect(listFiltersOf(address, null)).toBe(address)
  })

  it('take the search typed over the address, as the address would give it back', () => {
    const shown = listFiltersOf(address, { over: 'mül', text: ' müller ' })
    expect(shown.search).toBe('müller')
    expect(shown.states).toEqual(['confirmed'])
    expect(shown.sort).toBe(address.sort)
  })

  it('leave a search typed over an older address (committed, back, forward) to the address', () => {
    expect(listFiltersOf(address, { over: 'mü', text: 'müx' })).toBe(address)
  })

  it("stay the address's when the typed text is the address's search", () => {
    expect(listFiltersOf(address, { over: 'mül', text: 'mül ' })).toBe(address)
  })
})
