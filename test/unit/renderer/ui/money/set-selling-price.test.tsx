import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { FrozenSale } from '../../../../../src/shared/domain/markup'
import { renderInTheme } from '../render'

/** A booking the desk did not make: no selling price until the agent sets one by hand, on the booking page only. */
const calls: { name: string; input: unknown }[] = []
let sale: FrozenSale | null = null

const manual = (sell: number, version: number): FrozenSale => ({
  bookingId: 'XKQBRT',
  currency: 'EUR',
  net: 1000,
  sell,
  margin: sell - 1000,
  source: 'manual',
  rule: null,
  note: 'Agreed by phone',
  soldBy: 'Ana Lopes',
  soldAt: '2027-06-02T09:30:00.000Z',
  version,
})

vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: {
    invoke: async (name: string, input: unknown) => {
      calls.push({ name, input })
      if (name === 'pricing.saleOf') return sale
      if (name === 'pricing.setManualPrice') {
        const { sell } = input as { sell: number }
        sale = manual(sell, (sale?.version ?? 0) + 1)
        return sale
      }
      throw new Error(`The fake bridge has no answer for ${name}`)
    },
    on: () => () => undefined,
  },
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
  isWebHost: false,
}))

const { FrozenSalePrice } = await import('../../../../../src/renderer/src/ui/money/FrozenSalePrice')
const { ShowsNetContext } = await import('../../../../../src/renderer/src/ui/client-mode/client-mode')

beforeEach(() => {
  calls.length = 0
  sale = null
})

describe('setting a selling price by hand', () => {
  it('records it for a booking without one, then shows who set it and offers to change it', async () => {
    renderInTheme(<FrozenSalePrice bookingId="XKQBRT" locale="en-GB" editableIn="EUR" />)
    expect(await screen.findByText('No selling price')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Set selling price' }))
    fireEvent.change(await screen.findByLabelText('Selling price (EUR)'), { target: { value: '1234.5' } })
    // The dropdown is still in its opening transition in happy-dom (display: none), hence hidden: true.
    fireEvent.click(await screen.findByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(screen.getByTestId('frozen-sell').textContent).toBe('€1,234.50'))
    expect(calls.find((call) => call.name === 'pricing.setManualPrice')?.input).toEqual({
      bookingId: 'XKQBRT',
      sell: 1234.5,
      note: '',
    })
    expect(screen.getByTestId('frozen-sale-by').textContent).toContain('Set by hand by Ana Lopes')
    // Changing it names the version it replaces, so a change made meanwhile elsewhere is refused, not overwritten.
    fireEvent.click(screen.getByRole('button', { name: 'Change selling price' }))
    fireEvent.change(await screen.findByLabelText('Selling price (EUR)'), { target: { value: '1300' } })
    // The dropdown is still in its opening transition in happy-dom (display: none), hence hidden: true.
    fireEvent.click(await screen.findByRole('button', { name: 'Save', hidden: true }))
    await waitFor(() => expect(screen.getByTestId('frozen-sell').textContent).toBe('€1,300.00'))
    expect(calls.filter((call) => call.name === 'pricing.setManualPrice').at(-1)?.input).toMatchObject({
      sell: 1300,
      expectedVersion: 1,
    })
  })

  it('offers nothing to edit on the client screen, nor where the booking page did not ask for it', async () => {
    renderInTheme(
      <ShowsNetContext.Provider value={false}>
        <FrozenSalePrice bookingId="XKQBRT" locale="en-GB" editableIn="EUR" />
      </ShowsNetContext.Provider>,
    )
    expect(await screen.findByText('No selling price')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Set selling price' })).toBeNull()
  })
})
