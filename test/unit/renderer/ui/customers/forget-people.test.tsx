import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { TravellerRecord } from '../../../../../src/shared/domain/people'
import type * as ClientModule from '../../../../../src/renderer/src/bridge/client'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: (await vi.importActual<typeof ClientModule>('../../../../../src/renderer/src/bridge/client'))
    .BridgeError,
}))

const { BridgeError } = await import('../../../../../src/renderer/src/bridge/client')
const { ForgetCustomer } = await import('../../../../../src/renderer/src/features/customers/ForgetCustomer')
const { TravellersPanel } = await import('../../../../../src/renderer/src/features/customers/TravellersPanel')

const CUSTOMER = '0b6f3c1e-6a4f-4c57-9a43-3f1b2f6f0d11'
const UNSENT =
  "A change to this customer's bookings has not been sent to the service yet: try again once it is."

/** Main refusing while a write waits to be sent, as privacy-service words it. */
const refusedWhileUnsent = () =>
  new BridgeError({
    code: 'CONFLICT',
    message: UNSENT,
    problem: { kind: 'conflict', serviceCode: null, field: null },
  })

function traveller(n: number, firstName: string): TravellerRecord {
  return {
    id: `1b6f3c1e-6a4f-4c57-9a43-3f1b2f6f0d2${n}`,
    version: 2,
    updatedBy: 'agent',
    updatedAt: '2026-11-20T10:00:00.000Z',
    customerId: CUSTOMER,
    traveller: {
      gender: 'female',
      firstName,
      lastName: 'Lambert',
      birthdate: '2014-05-01',
      nationality: 'FR',
      passportNumber: '19AB12345',
      passportExpiry: '2031-01-01',
      loyaltyNumbers: '',
      preferences: '',
      needs: '',
    },
  }
}

function renderAt(element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/customers', element: <p>Customers list</p> },
      { path: '/customers/:customerId', element },
    ],
    { initialEntries: [`/customers/${CUSTOMER}`] },
  )
  renderInTheme(<RouterProvider router={router} />)
  return router
}

const dialog = (name: RegExp) => screen.findByRole('dialog', { name })

describe('Forget a traveller, from its row on the customer page', () => {
  const lea = traveller(1, 'Léa')
  const marie = traveller(2, 'Marie')
  const panel = (
    <TravellersPanel customerId={CUSTOMER} travellers={[lea, marie]} tripEnds={[]} today="2026-12-07" />
  )

  beforeEach(() => {
    invoke.mockReset()
  })

  it('says what goes and what stays, then asks main to forget that traveller only', async () => {
    invoke.mockResolvedValue({ travellerId: lea.id, customerId: CUSTOMER })
    renderAt(panel)
    const row = screen.getByText('Léa Lambert').closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'Forget Léa Lambert' }))
    const asked = await dialog(/Forget Léa Lambert on this computer\?/)
    expect(asked.textContent).toMatch(/their passport number and expiry/)
    expect(asked.textContent).toMatch(/their birthdate/)
    expect(asked.textContent).toMatch(/their name on this customer's record/)
    expect(asked.textContent).toMatch(/The bookings stay with the service/)
    expect(invoke).not.toHaveBeenCalled()

    fireEvent.click(within(asked).getByRole('button', { name: 'Forget this traveller' }))
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('privacy.forgetTraveller', { travellerId: lea.id }),
    )
    expect(invoke).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('sends nothing when the agent keeps them', async () => {
    renderAt(panel)
    fireEvent.click(screen.getByRole('button', { name: 'Forget Marie Lambert' }))
    const asked = await dialog(/Forget Marie Lambert/)
    fireEvent.click(within(asked).getByRole('button', { name: 'Keep them' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(invoke).not.toHaveBeenCalled()
  })

  it("shows main's refusal while a write waits, and keeps the dialog open", async () => {
    invoke.mockRejectedValue(refusedWhileUnsent())
    renderAt(panel)
    fireEvent.click(screen.getByRole('button', { name: 'Forget Léa Lambert' }))
    const asked = await dialog(/Forget Léa Lambert/)
    fireEvent.click(within(asked).getByRole('button', { name: 'Forget this traveller' }))
    expect((await within(asked).findByText(UNSENT)).closest('[role="alert"]')?.textContent).toMatch(
      /^Not forgotten/,
    )
    expect(screen.getByRole('dialog', { name: /Forget Léa Lambert/ })).toBeTruthy()
  })
})

describe('Forget this customer', () => {
  beforeEach(() => {
    invoke.mockReset()
  })

  it('lists what is erased, says the bookings stay with the service, and leaves for the list', async () => {
    invoke.mockResolvedValue({ customerId: CUSTOMER, rows: 9, bookings: 2, files: 1 })
    const router = renderAt(<ForgetCustomer customerId={CUSTOMER} name="Lambert, Anne" hasFile />)
    fireEvent.click(screen.getByRole('button', { name: 'Forget this customer' }))
    const asked = await dialog(/Forget Lambert, Anne on this computer\?/)
    expect(asked.textContent).toMatch(/passport numbers and expiries/)
    expect(asked.textContent).toMatch(/its bookings' copies/)
    expect(asked.textContent).toMatch(/internal notes and reference/)
    expect(asked.textContent).toMatch(/The bookings stay with the service/)
    fireEvent.click(within(asked).getByRole('button', { name: 'Forget this customer' }))
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('privacy.forgetCustomer', { customerId: CUSTOMER }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/customers'))
  })

  it('speaks of no bookings for a customer the service has no file for', async () => {
    renderAt(<ForgetCustomer customerId={CUSTOMER} name="Quayle, Bart" hasFile={false} />)
    fireEvent.click(screen.getByRole('button', { name: 'Forget this customer' }))
    const asked = await dialog(/Forget Quayle, Bart/)
    expect(asked.textContent).not.toMatch(/bookings/)
    fireEvent.click(within(asked).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(invoke).not.toHaveBeenCalled()
  })

  it("stays on the customer with main's sentence when it refuses", async () => {
    invoke.mockRejectedValue(refusedWhileUnsent())
    const router = renderAt(<ForgetCustomer customerId={CUSTOMER} name="Lambert, Anne" hasFile />)
    fireEvent.click(screen.getByRole('button', { name: 'Forget this customer' }))
    const asked = await dialog(/Forget Lambert, Anne/)
    fireEvent.click(within(asked).getByRole('button', { name: 'Forget this customer' }))
    expect((await within(asked).findByText(UNSENT)).closest('[role="alert"]')?.textContent).toMatch(
      /^Not forgotten/,
    )
    expect(router.state.location.pathname).toBe(`/customers/${CUSTOMER}`)
  })
})
