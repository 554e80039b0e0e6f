import { act, screen } from '@testing-library/react'
import { useState } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
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
const { BOOKING_COLUMNS } = await import('../../../../../src/renderer/src/features/bookings/bookings-columns')

const booking = (id: string, lastName: string): BookingListItem => ({
  id,
  state: 'confirmed',
  dmcState: null,
  kind: 'hotel',
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  createdAt: '2026-11-01T10:00:00.000Z',
  customerFirstName: 'Ana',
  customerLastName: lastName,
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
  sale: null,
})

const realCell = BOOKING_COLUMNS.customer.cell
afterEach(() => {
  BOOKING_COLUMNS.customer.cell = realCell
})

/** The table inside a parent that renders again on demand, with new callbacks and column arrays each time. */
function renderHarness(initial: BookingListItem[]) {
  let setRows: (rows: BookingListItem[]) => void = () => undefined
  let renderAgain: () => void = () => undefined
  function Harness() {
    const [rows, set] = useState(initial)
    const [, setTick] = useState(0)
    setRows = set
    renderAgain = () => setTick((tick) => tick + 1)
    return (
      <MemoryRouter>
        <BookingsTable
          total={rows.length}
          rowAt={(index) => rows[index]}
          onRange={() => undefined}
          sort="-createdAt"
          onSort={() => undefined}
          // A new array of the same columns each render, as a parent reading them from the address makes.
          columns={[{ id: 'reference' }, { id: 'customer' }]}
        />
      </MemoryRouter>
    )
  }
  renderInTheme(<Harness />)
  return {
    setRows: (rows: BookingListItem[]) => act(() => setRows(rows)),
    renderAgain: () => act(() => renderAgain()),
  }
}

describe('the bookings table on a render of its parent', () => {
  it('renders again only the rows whose booking changed', async () => {
    const cell = vi.fn(realCell)
    BOOKING_COLUMNS.customer.cell = cell
    const b1 = booking('B1', 'Lambert')
    const b2 = booking('B2', 'Sousa')
    const harness = renderHarness([b1, b2])
    await screen.findByRole('table')
    expect(document.querySelector('tr[data-booking-id="B2"]')?.textContent).toContain('Sousa')
    const firstRender = cell.mock.calls.length
    expect(firstRender).toBeGreaterThanOrEqual(2)

    harness.renderAgain()
    expect(cell.mock.calls.length).toBe(firstRender)

    harness.setRows([b1, booking('B2', 'Kowalski')])
    expect(cell.mock.calls.length).toBe(firstRender + 1)
    expect(document.querySelector('tr[data-booking-id="B2"]')?.textContent).toContain('Kowalski')
  })
})
