import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { NotificationEntry } from '../../../../src/shared/ipc/notifications.contract'
import { renderInTheme } from './render'

const invoke = vi.fn()
vi.mock('../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { NotificationCentre } =
  await import('../../../../src/renderer/src/features/notifications/NotificationCentre')
const { useNotificationsStore } =
  await import('../../../../src/renderer/src/features/notifications/notifications.store')

function change(overrides: Partial<NotificationEntry> = {}): NotificationEntry {
  return {
    kind: 'stateChanged',
    id: 1,
    bookingId: 'KARUJC',
    state: 'confirmed',
    previousState: 'sent',
    title: 'Booking confirmed',
    customer: 'José Sánchez',
    product: 'Palacio Triana',
    reference: 'DV-2026-0147',
    at: '2026-11-25T16:38:00.000Z',
    read: false,
    ...overrides,
  } as NotificationEntry
}

const reminder: NotificationEntry = {
  kind: 'reminder',
  id: 3,
  bookingId: 'RMDR01',
  state: 'confirmed',
  reminder: 'freeCancellationEnds',
  dueAt: '2026-11-27T10:00:00.000Z',
  leadHours: 24,
  title: 'Free cancellation ends within 24 hours',
  customer: 'Øyvind Łukasz',
  product: 'Hotel Lisboa',
  reference: null,
  at: '2026-11-26T10:00:00.000Z',
  read: false,
}

function renderCentre() {
  const router = createMemoryRouter(
    [
      { path: '/today', element: <NotificationCentre /> },
      { path: '/bookings/:bookingId', element: <NotificationCentre /> },
    ],
    { initialEntries: ['/today'] },
  )
  renderInTheme(<RouterProvider router={router} />)
  return router
}

describe('the notification store', () => {
  beforeEach(() => {
    invoke.mockReset()
    useNotificationsStore.setState({ entries: [], unread: 0, error: null })
  })

  it('reads the list and the unread count from main, and takes pushed entries first, once', async () => {
    invoke.mockResolvedValueOnce({ entries: [change({ id: 1 })], unread: 1 })
    await useNotificationsStore.getState().load()
    expect(invoke).toHaveBeenCalledWith('notifications.list', { limit: 100 })
    useNotificationsStore.getState().added(change({ id: 2, bookingId: 'B', state: 'refused' }), 2)
    useNotificationsStore.getState().added(change({ id: 2, bookingId: 'B', state: 'refused' }), 2)
    const { entries, unread } = useNotificationsStore.getState()
    expect(entries.map((entry) => [entry.id, entry.bookingId])).toEqual([
      [2, 'B'],
      [1, 'KARUJC'],
    ])
    expect(unread).toBe(2)
  })

  it('marks read through main, which keeps the marks', async () => {
    useNotificationsStore.setState({ entries: [change({ id: 2 }), change({ id: 1 })], unread: 2 })
    invoke.mockResolvedValueOnce({ unread: 1 })
    await useNotificationsStore.getState().markRead(1)
    expect(invoke).toHaveBeenCalledWith('notifications.markRead', { id: 1 })
    expect(useNotificationsStore.getState().unread).toBe(1)
    invoke.mockResolvedValueOnce({ unread: 0 })
    await useNotificationsStore.getState().markAllRead()
    expect(invoke).toHaveBeenLastCalledWith('notifications.markAllRead')
    expect(useNotificationsStore.getState().entries.every((entry) => entry.read)).toBe(true)
  })
})

describe('NotificationCentre', () => {
  beforeEach(() => {
    invoke.mockReset()
    invoke.mockImplementation((channel: string) =>
      Promise.resolve(channel === 'notifications.markAllRead' ? { unread: 0 } : { unread: 1 }),
    )
    useNotificationsStore.setState({ entries: [], unread: 0, error: null })
  })

  it('counts the unread entries on the bell and lists changes and reminders, newest first', async () => {
    useNotificationsStore.setState({
      entries: [
        reminder,
        change({ id: 2, bookingId: 'B', state: 'refused', title: 'Booking refused', reference: null }),
        change({ id: 1, bookingId: 'A' }),
      ],
      unread: 3,
    })
    renderCentre()
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' })
    fireEvent.click(bell)
    const entries = await screen.findAllByTestId('notification-entry')
    expect(entries.map((entry) => entry.getAttribute('data-booking-id'))).toEqual(['RMDR01', 'B', 'A'])
    expect(entries[0]?.getAttribute('data-kind')).toBe('reminder')
    expect(entries[0]?.textContent).toContain('Reminder')
    expect(entries[0]?.textContent).toContain('Free cancellation ends within 24 hours')
    expect(entries[0]?.textContent).toContain('Øyvind Łukasz · Hotel Lisboa')
    expect(entries[1]?.textContent).toContain('Refused')
    expect(entries[1]?.textContent).toContain('Booking B')
    expect(entries[2]?.textContent).toContain('José Sánchez · Palacio Triana')
    expect(entries[2]?.textContent).toContain('DV-2026-0147 · A')
    expect(entries[2]?.textContent).toContain('Was sent')
  })

  it('opens the booking from an entry and marks it read; marks all read at once', async () => {
    useNotificationsStore.setState({
      entries: [change({ id: 2, bookingId: 'B' }), change({ id: 1, bookingId: 'A' })],
      unread: 2,
    })
    const router = renderCentre()
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }))
    const [newest] = await screen.findAllByTestId('notification-entry')
    fireEvent.click(newest as HTMLElement)
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/B'))
    expect(invoke).toHaveBeenCalledWith('notifications.markRead', { id: 2 })
    await screen.findByRole('button', { name: 'Notifications, 1 unread' })

    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }))
    // The dropdown fades in: found by its text, as the role query skips what is still transparent.
    fireEvent.click((await screen.findByText('Mark all read')).closest('button') as HTMLElement)
    await screen.findByRole('button', { name: 'Notifications, none unread' })
    expect(invoke).toHaveBeenCalledWith('notifications.markAllRead')
  })

  it('says what it will show before anything happened', async () => {
    renderCentre()
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, none unread' }))
    await screen.findByText(/Answers from hotels and suppliers, and reminders before deadlines/)
  })
})

describe('an experience in the notification centre', () => {
  beforeEach(() => {
    invoke.mockReset()
    invoke.mockResolvedValue({ unread: 1 })
    useNotificationsStore.setState({ entries: [], unread: 0, error: null })
  })

  it('reads its states in its words: "On request", never "Counter-proposal"', async () => {
    useNotificationsStore.getState().added(
      change({
        id: 7,
        bookingId: 'EXP1',
        state: 'pending',
        previousState: null,
        productKind: 'experience',
        title: 'Booking on request',
        product: 'Bike tour of Vienna',
      }),
      1,
    )
    renderCentre()
    fireEvent.click(screen.getByTestId('notification-bell'))
    const entry = await screen.findByTestId('notification-entry')
    expect(entry.textContent).toContain('On request')
    expect(entry.textContent).toContain('Bike tour of Vienna')
    expect(entry.textContent).not.toContain('Counter-proposal')
  })
})
