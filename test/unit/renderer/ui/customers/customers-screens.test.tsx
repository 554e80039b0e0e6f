import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  CustomerListItem,
  CustomerRecord,
  TravellerRecord,
} from '../../../../../src/shared/domain/people'
import type { CustomerDetail } from '../../../../../src/shared/ipc/people.contract'
import { ShowsNetContext } from '../../../../../src/renderer/src/ui/client-mode/client-mode'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { CustomersScreen } = await import('../../../../../src/renderer/src/features/customers/CustomersScreen')
const { CustomerScreen } = await import('../../../../../src/renderer/src/features/customers/CustomerScreen')

const ID = '0b6f3c1e-6a4f-4c57-9a43-3f1b2f6f0d11'
const META = { version: 3, updatedBy: 'agent', updatedAt: '2026-11-20T10:00:00.000Z' }

function item(overrides: Partial<CustomerListItem> = {}): CustomerListItem {
  return {
    id: ID,
    fileId: 'CF-2041',
    origin: 'desk',
    displayName: 'Lambert, Anne',
    company: 'Lambert SARL',
    email: 'anne@lambert.fr',
    phoneNumber: '+33 6 12 34 56 78',
    city: 'Lyon',
    bookingsCount: 2,
    sold: [
      { currency: 'EUR', amount: 1240 },
      { currency: 'GBP', amount: 300 },
    ],
    lastTrip: '2026-03-10',
    nextTrip: '2027-07-10',
    travellersCount: 2,
    ...overrides,
  }
}

const record: CustomerRecord = {
  id: ID,
  ...META,
  fileId: 'CF-2041',
  origin: 'desk',
  customer: {
    firstName: 'Anne',
    lastName: 'Lambert',
    company: 'Lambert SARL',
    email: 'anne@lambert.fr',
    phoneNumber: '+33 6 12 34 56 78',
    address: '3 rue Mercière',
    additionalAddress: '',
    zipCode: '69002',
    city: 'Lyon',
    country: 'FR',
  },
}

function traveller(firstName: string, passportExpiry: string | null): TravellerRecord {
  return {
    id: `1b6f3c1e-6a4f-4c57-9a43-3f1b2f6f0d${firstName.length.toString().padStart(2, '0')}`,
    ...META,
    customerId: ID,
    traveller: {
      gender: 'female',
      firstName,
      lastName: 'Lambert',
      birthdate: '2014-05-01',
      nationality: 'FR',
      passportNumber: '19AB12345',
      passportExpiry,
      loyaltyNumbers: '',
      preferences: '',
      needs: 'No nuts',
    },
  }
}

const detail: CustomerDetail = {
  record,
  travellers: [traveller('Léa', '2037-08-01'), traveller('Marie', '2045-01-01')],
  bookingIds: ['XKQBRT'],
  summary: item(),
}

const booking = {
  id: 'XKQBRT',
  state: 'confirmed',
  dmcState: null,
  kind: 'hotel',
  checkIn: '2037-07-10',
  checkOut: '2037-07-17',
  createdAt: '2026-11-01T10:00:00.000Z',
  customerFirstName: 'Anne',
  customerLastName: 'Lambert',
  internalReference: 'DV-2041',
  toReference: null,
  dmcReference: null,
  hotelId: 'hotel-1',
  hotelName: 'Palacio Triana',
  totalPrice: 1240,
  currency: 'EUR',
  stars: 4,
  customerFileId: 'CF-2041',
  productName: 'Palacio Triana',
  fetchedAt: '2026-11-20T10:00:00.000Z',
}

function answer(name: string, input: unknown): unknown {
  switch (name) {
    case 'customers.list':
      return { items: [item()], total: 1 }
    case 'customers.get':
      return detail
    case 'bookings.list':
      return {
        bookings: [booking],
        total: 1,
        stateCounts: {},
        asOf: null,
        pendingWrites: [],
        refreshError: null,
      }
    case 'proposals.list':
      return []
    case 'notes.forCustomer':
      return []
    case 'customers.save':
      return { ...record, version: 4, customer: (input as { customer: CustomerRecord['customer'] }).customer }
    default:
      throw new Error(`unexpected ${name}`)
  }
}

function renderAt(path: string, showsNet = true) {
  const router = createMemoryRouter(
    [
      { path: '/customers', element: <CustomersScreen /> },
      { path: '/customers/:customerId', element: <CustomerScreen /> },
      { path: '/bookings/:bookingId', element: <p>Booking page</p> },
    ],
    { initialEntries: [path] },
  )
  renderInTheme(
    <ShowsNetContext.Provider value={showsNet}>
      <RouterProvider router={router} />
    </ShowsNetContext.Provider>,
  )
  return router
}

describe('CustomersScreen', () => {
  beforeEach(() => {
    invoke.mockReset()
    invoke.mockImplementation((name: string, input: unknown) => Promise.resolve(answer(name, input)))
  })

  it('lists customers with sold per currency and their trips, and opens one', async () => {
    const router = renderAt('/customers')
    const list = await screen.findByTestId('customers-list')
    const row = within(list).getByText('Lambert, Anne').closest('tr')!
    expect(row.textContent).toContain('anne@lambert.fr')
    expect(row.textContent).toContain('€1,240.00 · £300.00')
    expect(screen.getByTestId('customers-count').textContent).toBe('1 customer')
    fireEvent.click(within(list).getByText('Lambert, Anne'))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/${ID}`))
  })

  it('asks main to search and sort', async () => {
    renderAt('/customers')
    await screen.findByTestId('customers-list')
    fireEvent.change(screen.getByLabelText(/Search customers/), { target: { value: 'lea' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sort by next trip' }))
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('customers.list', {
        query: 'lea',
        sort: 'nextTrip',
        limit: 500,
        offset: 0,
      }),
    )
  })

  it('hides the sold totals on the client screen', async () => {
    renderAt('/customers', false)
    const list = await screen.findByTestId('customers-list')
    expect(list.textContent).not.toContain('€1,240.00')
    expect(within(list).queryByText('Sold')).toBeNull()
  })
})

describe('CustomerScreen', () => {
  beforeEach(() => {
    invoke.mockReset()
    invoke.mockImplementation((name: string, input: unknown) => Promise.resolve(answer(name, input)))
  })

  it('shows contact details, travellers with a passport warning, and links the bookings', async () => {
    const router = renderAt(`/customers/${ID}`)
    const travellers = await screen.findByTestId('customer-travellers')
    const lea = within(travellers).getByText('Léa Lambert').closest('tr')!
    expect((await within(lea).findByTestId('passport-warning')).textContent).toBe(
      'Expires within 6 months of the trip',
    )
    const marie = within(travellers).getByText('Marie Lambert').closest('tr')!
    expect(within(marie).queryByTestId('passport-warning')).toBeNull()
    expect(lea.textContent).toContain('19AB12345')
    expect(screen.getByTestId('customer-contact').textContent).toContain('3 rue Mercière, 69002 Lyon, FR')
    expect(await screen.findByText("No notes on this customer's bookings yet.")).toBeTruthy()
    fireEvent.click(await screen.findByRole('link', { name: 'DV-2041' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/XKQBRT'))
  })

  it('hides passport numbers and sold totals on the client screen', async () => {
    renderAt(`/customers/${ID}`, false)
    const travellers = await screen.findByTestId('customer-travellers')
    expect(travellers.textContent).not.toContain('19AB12345')
    expect(travellers.textContent).toContain('On file')
    expect(screen.queryByTestId('customer-sold')).toBeNull()
    expect(screen.queryByTestId('customer-notes')).toBeNull()
  })

  it('sends a contact change with the version it was made on, and says so when someone saved meanwhile', async () => {
    renderAt(`/customers/${ID}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Edit contact details' }))
    const form = await screen.findByRole('form', { name: 'Contact details' }, { timeout: 3000 })
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '+33 7 00 00 00 00' } })
    invoke.mockImplementation((name: string, input: unknown) =>
      name === 'customers.save'
        ? Promise.reject(
            Object.assign(new Error('conflict'), {
              problem: { kind: 'conflict', serviceCode: null, field: null },
            }),
          )
        : Promise.resolve(answer(name, input)),
    )
    fireEvent.click(within(form).getByRole('button', { name: 'Save contact details' }))
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith(
        'customers.save',
        expect.objectContaining({
          id: ID,
          expectedVersion: 3,
          customer: expect.objectContaining({ phoneNumber: '+33 7 00 00 00 00' }),
        }),
      ),
    )
    expect((await within(form).findByRole('alert')).textContent).toMatch(
      /Someone changed this customer meanwhile/,
    )
  })
})
