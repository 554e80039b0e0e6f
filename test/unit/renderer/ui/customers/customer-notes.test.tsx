import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CustomerNote } from '../../../../../src/shared/domain/booking-notes'
import { ShowsNetContext } from '../../../../../src/renderer/src/ui/client-mode/client-mode'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { CustomerNotesSection } =
  await import('../../../../../src/renderer/src/features/customers/CustomerNotes')

const CUSTOMER = '0b6f3c1e-6a4f-4c57-9a43-3f1b2f6f0d11'

function note(id: string, overrides: Partial<CustomerNote>): CustomerNote {
  return {
    id,
    bookingId: 'XKQBRT',
    bookingReference: 'DV-2041',
    body: 'Wants a quiet room',
    author: 'Ana Costa',
    createdAt: '2026-11-20T10:00:00.000Z',
    version: 1,
    updatedBy: 'Ana Costa',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  }
}

function answerWith(notes: CustomerNote[]) {
  invoke.mockImplementation((name: string) =>
    name === 'notes.forCustomer' ? Promise.resolve(notes) : Promise.reject(new Error(`unexpected ${name}`)),
  )
}

function renderSection(showsNet = true) {
  const router = createMemoryRouter(
    [
      {
        path: '/customers/:customerId',
        element: (
          <>
            <h2>Customer page</h2>
            <CustomerNotesSection customerId={CUSTOMER} />
          </>
        ),
      },
      { path: '/bookings/:bookingId', element: <p>Booking page</p> },
    ],
    { initialEntries: [`/customers/${CUSTOMER}`] },
  )
  renderInTheme(
    <ShowsNetContext.Provider value={showsNet}>
      <RouterProvider router={router} />
    </ShowsNetContext.Provider>,
  )
  return router
}

describe("the customer page's notes", () => {
  beforeEach(() => {
    invoke.mockReset()
  })

  it('shows each note with its booking, author, time and text, in the order main gives, and links the booking', async () => {
    answerWith([
      note('7d1c0f0e-0000-4000-8000-000000000002', {
        bookingId: 'PLMWQZ',
        bookingReference: null,
        body: 'Called the hotel\nabout the late arrival',
        author: 'Bruno Lima',
        createdAt: '2026-11-21T09:30:00.000Z',
        version: 2,
        updatedBy: 'Ana Costa',
      }),
      note('7d1c0f0e-0000-4000-8000-000000000001', {}),
    ])
    const router = renderSection()
    const section = await screen.findByRole('region', { name: 'Notes' })
    const items = await within(section).findAllByTestId('customer-note')
    expect(invoke).toHaveBeenCalledWith('notes.forCustomer', { customerId: CUSTOMER })
    expect(items).toHaveLength(2)
    const [newest, oldest] = items as [HTMLElement, HTMLElement]
    // A booking without a reference of its own is named by its id.
    expect(within(newest).getByRole('link', { name: 'PLMWQZ' })).toBeTruthy()
    expect(newest.textContent).toContain('Bruno Lima')
    expect(newest.textContent).toContain('edited by Ana Costa')
    expect(newest.textContent).toContain('about the late arrival')
    expect(newest.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-21T09:30:00.000Z')
    expect(oldest.textContent).toContain('Wants a quiet room')
    expect(oldest.textContent).not.toContain('edited')
    fireEvent.click(within(oldest).getByRole('link', { name: 'DV-2041' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/XKQBRT'))
  })

  it('says so when the bookings have no notes', async () => {
    answerWith([])
    renderSection()
    expect(await screen.findByText("No notes on this customer's bookings yet.")).toBeTruthy()
    expect(screen.queryByTestId('customer-note')).toBeNull()
  })

  it('is not on the client screen, and the notes are not even read', async () => {
    answerWith([note('7d1c0f0e-0000-4000-8000-000000000001', {})])
    renderSection(false)
    // The route is on the screen (the section would be beside its title) before asserting the section is absent.
    await screen.findByRole('heading', { name: 'Customer page' })
    expect(screen.queryByRole('region', { name: 'Notes' })).toBeNull()
    expect(screen.queryByText('Wants a quiet room')).toBeNull()
    expect(invoke).not.toHaveBeenCalledWith('notes.forCustomer', expect.anything())
  })
})
