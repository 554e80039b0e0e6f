import { screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { FrozenSale, SellingPrice } from '../../../../../src/shared/domain/markup'
import type { BookedItem } from '../../../../../src/shared/ipc/experiences.contract'
import type { z } from 'zod'
import { ShowsNetContext } from '../../../../../src/renderer/src/ui/client-mode/client-mode'
import { sellingLabel } from '../../../../../src/renderer/src/ui/money/selling-words'
import { renderInTheme } from '../render'

/**
 * Issue 25's client screen on the screens that follow a booking: the experience basket's "booked" table shows each
 * booking's frozen selling price, and the net only to the agent; the review's confirm button says the selling price.
 */
const sales: Record<string, FrozenSale> = {
  XB1: {
    bookingId: 'XB1',
    currency: 'EUR',
    net: 412.37,
    sell: 453.61,
    margin: 41.24,
    source: 'rule',
    rule: {
      id: 'r1',
      version: 1,
      scope: { kind: 'everything' },
      productKind: 'experience',
      percent: 10,
      fixed: null,
      rounding: { kind: 'none' },
      minimumMargin: null,
      note: '',
    },
    note: '',
    soldBy: 'Ana Costa',
    soldAt: '2026-12-01T10:00:00.000Z',
    version: 1,
  },
}

vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: {
    invoke: async (name: string, input: { bookingId: string }) => {
      if (name === 'pricing.saleOf') return sales[input.bookingId] ?? null
      throw new Error(`The fake bridge has no answer for ${name}`)
    },
    on: () => () => undefined,
  },
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
  isWebHost: false,
}))

const { BookedView } = await import('../../../../../src/renderer/src/features/experiences/BookedView')

/** Only what the booked table reads of the service's booking (the whole v1 detail is long). */
const booked = (id: string, totalPrice: number) =>
  ({
    index: 0,
    outcome: 'booked',
    reference: 'AD-7/1',
    booking: { id, state: 'confirmed', totalPrice, currency: 'EUR', experiencesBooked: [] },
  }) as unknown as z.infer<typeof BookedItem>

function renderBooked(showsNet: boolean) {
  renderInTheme(
    <MemoryRouter>
      <ShowsNetContext.Provider value={showsNet}>
        <BookedView
          items={[booked('XB1', 412.37)]}
          names={['Tagus sunset cruise']}
          onDone={() => undefined}
        />
      </ShowsNetContext.Provider>
    </MemoryRouter>,
  )
}

describe('the experiences booked, on the client screen', { timeout: 30_000 }, () => {
  it('shows each booking with its frozen selling price and no net', async () => {
    renderBooked(false)
    const row = screen.getByTestId('booked-item')
    await waitFor(() => expect(within(row).getByTestId('frozen-sell').textContent).toBe('€453.61'))
    expect(document.body.textContent).not.toContain('412.37')
    expect(document.body.textContent).not.toContain('41.24')
    expect(screen.queryByRole('columnheader', { name: 'Net' })).toBeNull()
  })

  it('shows the agent the net beside the selling price', async () => {
    renderBooked(true)
    const row = screen.getByTestId('booked-item')
    await waitFor(() => expect(within(row).getByTestId('frozen-sell').textContent).toBe('€453.61'))
    expect(within(row).getByTestId('booked-net').textContent).toBe('€412.37')
    expect(screen.getByRole('columnheader', { name: 'Net' })).toBeTruthy()
  })
})

describe("the review's confirm button total", () => {
  const price = (ruleId: string | null): SellingPrice => ({
    currency: 'JPY',
    net: 15000,
    sell: ruleId === null ? 15000 : 16900,
    margin: ruleId === null ? 0 : 1900,
    ruleId,
    fixedLeftOut: false,
  })

  it('says the selling price a rule made, on the client screen too', () => {
    expect(sellingLabel(price('r1'), false, 'en-GB')).toBe('JP¥16,900')
    expect(sellingLabel(price('r1'), true, 'en-GB')).toBe('JP¥16,900')
  })

  it('never says the net on the client screen when no rule priced it', () => {
    expect(sellingLabel(price(null), false, 'en-GB')).toBe('Price on request')
    expect(sellingLabel(price(null), true, 'en-GB')).toBe('JP¥15,000')
  })
})
