import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import type { BookingStateChanged } from '../../../../src/shared/ipc/bookings.contract'
import { NotificationCentre } from '../../../../src/renderer/src/features/notifications/NotificationCentre'
import { useNotificationsStore } from '../../../../src/renderer/src/features/notifications/notifications.store'
import { renderInTheme } from './render'

const STORAGE_KEY = 'agency-desk.notifications'

function change(overrides: Partial<BookingStateChanged> = {}): BookingStateChanged {
  return {
    bookingId: 'KARUJC',
    previousState: 'sent',
    state: 'confirmed',
    hotelName: 'Palacio Triana',
    experienceName: null,
    reference: 'DV-2026-0147',
    changedAt: '2026-11-25T16:38:00.000Z',
    ...overrides,
  }
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
    window.localStorage.clear()
    useNotificationsStore.setState({ entries: [] })
  })

  it('keeps the state changes main announced, newest first, with their read marks, in the browser', () => {
    const store = useNotificationsStore.getState()
    store.received(change({ bookingId: 'A', changedAt: '2026-11-25T10:00:00.000Z' }))
    store.received(change({ bookingId: 'B', state: 'refused', changedAt: '2026-11-25T11:00:00.000Z' }))
    store.received(change({ bookingId: 'B', state: 'refused', changedAt: '2026-11-25T11:00:00.000Z' }))
    const { entries } = useNotificationsStore.getState()
    expect(entries.map((entry) => [entry.bookingId, entry.state])).toEqual([
      ['B', 'refused'],
      ['A', 'confirmed'],
    ])
    useNotificationsStore.getState().markRead(entries[1]?.id ?? '')
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as {
      state: { entries: { bookingId: string; read: boolean }[] }
    }
    expect(stored.state.entries.map((entry) => [entry.bookingId, entry.read])).toEqual([
      ['B', false],
      ['A', true],
    ])
  })

  it('reads back what the browser kept, and drops what it cannot read', async () => {
    const kept = { ...change(), id: 'KARUJC:confirmed:x', product: 'Palacio Triana', read: true }
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ state: { entries: [kept, { id: 'broken' }] }, version: 1 }),
    )
    await useNotificationsStore.persist.rehydrate()
    expect(useNotificationsStore.getState().entries.map((entry) => entry.id)).toEqual(['KARUJC:confirmed:x'])
  })
})

describe('NotificationCentre', () => {
  beforeEach(() => {
    window.localStorage.clear()
    useNotificationsStore.setState({ entries: [] })
  })

  it('counts the unread changes on the bell and lists them newest first', async () => {
    useNotificationsStore
      .getState()
      .received(change({ bookingId: 'A', changedAt: '2026-11-25T10:00:00.000Z' }))
    useNotificationsStore
      .getState()
      .received(
        change({ bookingId: 'B', state: 'refused', reference: null, changedAt: '2026-11-25T11:00:00.000Z' }),
      )
    renderCentre()
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' })
    fireEvent.click(bell)
    const entries = await screen.findAllByTestId('notification-entry')
    expect(entries.map((entry) => entry.getAttribute('data-booking-id'))).toEqual(['B', 'A'])
    expect(entries[0]?.textContent).toContain('Refused')
    expect(entries[1]?.textContent).toContain('Confirmed')
    expect(entries[1]?.textContent).toContain('DV-2026-0147')
    expect(entries[1]?.textContent).toContain('Palacio Triana · Booking A')
    expect(entries[1]?.textContent).toContain('Was sent')
  })

  it('opens the booking from an entry and marks it read; marks all read at once', async () => {
    useNotificationsStore
      .getState()
      .received(change({ bookingId: 'A', changedAt: '2026-11-25T10:00:00.000Z' }))
    useNotificationsStore
      .getState()
      .received(change({ bookingId: 'B', changedAt: '2026-11-25T11:00:00.000Z' }))
    const router = renderCentre()
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }))
    const [newest] = await screen.findAllByTestId('notification-entry')
    fireEvent.click(newest as HTMLElement)
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/B'))
    await screen.findByRole('button', { name: 'Notifications, 1 unread' })

    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }))
    // The dropdown fades in: found by its text, as the role query skips what is still transparent.
    fireEvent.click((await screen.findByText('Mark all read')).closest('button') as HTMLElement)
    await screen.findByRole('button', { name: 'Notifications, none unread' })
  })

  it('says what it will show before anything happened', async () => {
    renderCentre()
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, none unread' }))
    await screen.findByText(/No booking has changed state since you started using this desk/)
  })
})

describe('an experience in the notification centre', () => {
  beforeEach(() => {
    window.localStorage.clear()
    useNotificationsStore.setState({ entries: [] })
  })

  it('reads its states in its words: "On request", never "Counter-proposal"', async () => {
    useNotificationsStore.getState().received(
      change({
        bookingId: 'EXP1',
        state: 'pending',
        previousState: null,
        kind: 'experience',
        hotelName: null,
        experienceName: 'Bike tour of Vienna',
      }),
    )
    renderCentre()
    fireEvent.click(screen.getByTestId('notification-bell'))
    const entry = await screen.findByTestId('notification-entry')
    expect(entry.textContent).toContain('On request')
    expect(entry.textContent).toContain('Bike tour of Vienna')
    expect(entry.textContent).not.toContain('Counter-proposal')
  })
})
