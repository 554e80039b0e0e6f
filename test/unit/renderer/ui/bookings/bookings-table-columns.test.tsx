import { screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { BookingListItem } from '../../../../../src/shared/ipc/bookings.contract'
import { renderInTheme } from '../render'

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

const { BookingsTable } = await import('../../../../../src/renderer/src/features/bookings/BookingsTable')
const { ShowsNetContext } = await import('../../../../../src/renderer/src/ui/client-mode/client-mode')

const booking = (id: string, sale: BookingListItem['sale']): BookingListItem => ({
  id,
  state: 'confirmed',
  dmcState: null,
  kind: 'hotel',
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  createdAt: '2026-11-01T10:00:00.000Z',
  customerFirstName: 'Ana',
  customerLastName: 'Lambert',
  internalReference: null,
  toReference: null,
  dmcReference: null,
  hotelId: 'H1',
  hotelName: 'Hotel Lisboa Plaza',
  totalPrice: 1000,
  currency: 'EUR',
  stars: 4,
  customerFileId: null,
  productName: 'Hotel Lisboa Plaza',
  fetchedAt: '2026-11-01T10:00:00.000Z',
  sale,
})

const rows = [booking('B1', { sell: 1250, margin: 250, currency: 'EUR' }), booking('B2', null)]

function renderTable(showsNet: boolean, columns?: { id: 'reference' | 'selling' | 'margin' }[]) {
  const onSort = vi.fn()
  renderInTheme(
    <MemoryRouter>
      <ShowsNetContext.Provider value={showsNet}>
        <BookingsTable
          total={rows.length}
          rowAt={(index) => rows[index]}
          onRange={() => undefined}
          sort="-createdAt"
          onSort={onSort}
          {...(columns === undefined ? {} : { columns })}
        />
      </ShowsNetContext.Provider>
    </MemoryRouter>,
  )
  return onSort
}

describe('the bookings table selling and margin columns', () => {
  it('shows the selling price and the margin with its rate, and "No selling price" without a sale', async () => {
    const onSort = renderTable(true)
    const table = await screen.findByRole('table')
    expect(within(table).getByRole('button', { name: /Selling/ })).toBeTruthy()
    const first = table.querySelector('tr[data-booking-id="B1"]')
    expect(first?.textContent).toContain('1,250.00')
    expect(first?.textContent).toContain('250.00')
    expect(first?.textContent).toContain('20%')
    expect(table.querySelector('tr[data-booking-id="B2"]')?.textContent).toContain('No selling price')
    within(table)
      .getByRole('button', { name: /Margin/ })
      .click()
    expect(onSort).toHaveBeenCalledWith('-margin')
  })

  it('leaves the margin column and the net out on the client screen, the selling price stays', async () => {
    renderTable(false)
    const table = await screen.findByRole('table')
    expect(within(table).queryByRole('button', { name: /Margin/ })).toBeNull()
    const first = table.querySelector('tr[data-booking-id="B1"]')
    expect(first?.textContent).toContain('1,250.00')
    expect(first?.textContent).not.toContain('1,000.00')
  })

  it('shows only the view columns, in its order', async () => {
    renderTable(true, [{ id: 'margin' }, { id: 'reference' }])
    const table = await screen.findByRole('table')
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(['Margin', 'Reference'])
  })
})
