import { Notifications, notifications } from '@mantine/notifications'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastOf } from '../../../../../src/renderer/src/app/toast-of'
import { renderInTheme } from '../render'

/** A pop-up notice of a booking's news: its body opens the booking, its close button only closes it. */
describe('a pop-up notice', () => {
  afterEach(() => act(() => notifications.clean()))

  const news = {
    title: 'Booking BK1 confirmed',
    body: 'Ana Ferreira',
    state: 'confirmed',
    route: '/bookings/BK1',
  } as const

  it('closes without opening its booking', async () => {
    const open = vi.fn()
    renderInTheme(<Notifications />)
    act(() => void notifications.show(toastOf(news, open)))
    const notice = await screen.findByRole('alert')
    fireEvent.click(within(notice).getByRole('button', { name: 'Close this notice' }))
    expect(open).not.toHaveBeenCalled()
  })

  it('opens its booking from a click on its text', async () => {
    const open = vi.fn()
    renderInTheme(<Notifications />)
    act(() => void notifications.show(toastOf(news, open)))
    fireEvent.click(await screen.findByText('Ana Ferreira'))
    expect(open).toHaveBeenCalledWith('/bookings/BK1')
  })
})
