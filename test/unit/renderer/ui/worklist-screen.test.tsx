import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Worklist, WorklistItem } from '../../../../src/shared/ipc/worklist.contract'
import { renderInTheme } from './render'

const invoke = vi.fn()
vi.mock('../../../../src/renderer/src/bridge', () => ({
  bridge: {
    // The rows' notes markers (none here); every other call is the test's.
    invoke: (...args: unknown[]) => (args[0] === 'notes.markers' ? Promise.resolve([]) : invoke(...args)),
    on: () => () => undefined,
  },
  BridgeError: class BridgeError extends Error {},
}))

const { WorklistScreen } = await import('../../../../src/renderer/src/features/worklist/WorklistScreen')
const { useWorklistStore } = await import('../../../../src/renderer/src/features/worklist/worklist.store')

const AT = '2026-11-25T08:00:00.000Z'

function item(overrides: Partial<WorklistItem>): WorklistItem {
  return {
    id: 'awaitingAnswer:KARUJC',
    kind: 'awaitingAnswer',
    bookingId: 'KARUJC',
    fingerprint: 'sent',
    state: 'sent',
    customer: 'José Sánchez',
    reference: 'DV-2026-0147',
    product: 'Palacio Triana',
    checkIn: '2026-11-27',
    dueAt: '2026-11-26T12:00:00.000Z',
    text: "Waiting for the hotel's answer.",
    ...overrides,
  }
}

function worklist(items: WorklistItem[], acknowledged = 0): Worklist {
  return { items, acknowledged, at: AT, asOf: '2026-11-25T07:55:00.000Z' }
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/today', element: <WorklistScreen /> },
      { path: '/bookings/:bookingId', element: <p>Booking page</p> },
    ],
    { initialEntries: [path] },
  )
  renderInTheme(<RouterProvider router={router} />)
  return router
}

describe('WorklistScreen', () => {
  beforeEach(() => {
    invoke.mockReset()
    useWorklistStore.setState({ error: null, acknowledging: [] })
  })

  it('shows each item with its kind, booking, deadline in words and what to do', async () => {
    invoke.mockResolvedValue(
      worklist([
        item({}),
        item({
          id: 'unreadMessages:NZBJXM',
          kind: 'unreadMessages',
          bookingId: 'NZBJXM',
          reference: null,
          customer: 'Siobhan Evans',
          product: 'Hotel Jardín',
          dueAt: null,
          text: '2 unread messages from the hotel.',
        }),
      ]),
    )
    renderAt('/today')
    const deadline = await screen.findByTestId('worklist-deadline')
    expect(deadline.textContent).toMatch(/^Refused automatically in 1 day 4 hours \(26 Nov 2026, \d\d:00 /)
    expect(screen.getByText('Awaiting answer')).toBeTruthy()
    expect(screen.getByText('José Sánchez · Palacio Triana')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'DV-2026-0147' }).getAttribute('href')).toBe('/bookings/KARUJC')
    expect(screen.getByRole('link', { name: 'NZBJXM' })).toBeTruthy()
    expect(screen.getByText('2 unread messages from the hotel.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Due in the next 7 days (1)' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'To look at (1)' })).toBeTruthy()
    expect(screen.getByTestId('worklist-summary').textContent).toMatch(/^2 items need you\. Bookings as of /)
  })

  it("gives an experience's day, never a check-in", async () => {
    invoke.mockResolvedValue(
      worklist([
        item({
          productKind: 'experience',
          product: 'Bike tour of Vienna',
          text: "Waiting for the supplier's answer.",
        }),
        item({ id: 'awaitingAnswer:HOTEL1', bookingId: 'HOTEL1', reference: 'DV-H1', productKind: 'hotel' }),
      ]),
    )
    renderAt('/today')
    const [experience, hotel] = await screen.findAllByTestId('worklist-item')
    expect(experience?.textContent).toContain('Experience on 27 Nov 2026')
    expect(experience?.textContent).not.toContain('Check-in')
    expect(hotel?.textContent).toContain('Check-in 27 Nov 2026')
  })

  it('acknowledges an item: it leaves and the acknowledged count shows', async () => {
    invoke.mockImplementation(async (channel: string) => {
      if (channel === 'worklist.acknowledge') return { acknowledged: true }
      return invoke.mock.calls.some(([name]) => name === 'worklist.acknowledge')
        ? worklist([], 1)
        : worklist([item({})])
    })
    renderAt('/today')
    fireEvent.click(await screen.findByRole('button', { name: 'Acknowledge: Awaiting answer, DV-2026-0147' }))
    await screen.findByText('Nothing needs you now')
    expect(invoke).toHaveBeenCalledWith('worklist.acknowledge', {
      itemId: 'awaitingAnswer:KARUJC',
      fingerprint: 'sent',
    })
    expect(screen.getByTestId('worklist-summary').textContent).toMatch(/^1 acknowledged\. /)
    expect(screen.queryByTestId('worklist-item')).toBeNull()
  })

  it('folds what is due more than a week away under "Later (n)", the next days first', async () => {
    invoke.mockResolvedValue(
      worklist([
        item({}),
        item({
          id: 'freeCancellationEnding:FAR1',
          kind: 'freeCancellationEnding',
          bookingId: 'FAR1',
          product: 'Hotel Far Away',
          dueAt: '2027-06-07T08:00:00.000Z',
        }),
        item({
          id: 'freeCancellationEnding:FAR2',
          kind: 'freeCancellationEnding',
          bookingId: 'FAR2',
          product: 'Hotel Further',
          dueAt: '2027-06-08T08:00:00.000Z',
        }),
      ]),
    )
    renderAt('/today')
    await screen.findByRole('heading', { name: 'Due in the next 7 days (1)' })
    expect(screen.getByTestId('worklist-summary').textContent).toContain('3 items need you')
    const later = screen.getByRole('button', { name: 'Later (2)' })
    expect(later.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByText(/Hotel Far Away/)).toBeNull()
    fireEvent.click(later)
    expect(later.getAttribute('aria-expanded')).toBe('true')
    expect(await screen.findByText(/Hotel Far Away/)).toBeTruthy()
    expect(screen.getByText(/Hotel Further/)).toBeTruthy()
  })

  it('says honestly when nothing needs the agent', async () => {
    invoke.mockResolvedValue({ ...worklist([]), asOf: null })
    renderAt('/today')
    await screen.findByText('Nothing needs you now')
    expect(screen.getByText('No answer is awaited, no deadline is near and nothing failed.')).toBeTruthy()
    expect(screen.getByText('The bookings have not been read from the service yet.')).toBeTruthy()
  })

  it('opens the booking from a click anywhere on the item', async () => {
    invoke.mockResolvedValue(worklist([item({})]))
    const router = renderAt('/today')
    fireEvent.click(
      await screen.findByText("Waiting for the hotel's answer. · Booking KARUJC · Check-in 27 Nov 2026"),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/KARUJC'))
  })
})
