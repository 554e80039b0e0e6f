import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { toastOf } from '../../../../src/renderer/src/app/toast-of'
import { NotificationsSection } from '../../../../src/renderer/src/features/settings/NotificationsSection'
import { newsColor, STATE_VIEWS } from '../../../../src/renderer/src/ui/booking-state'
import { DEFAULT_SETTINGS } from '../../../../src/shared/ipc'
import { renderInTheme } from './render'

describe('the Notifications section of the settings', () => {
  it('chooses the states and reminders that pop up, and the lead times', () => {
    const onChange = vi.fn()
    renderInTheme(<NotificationsSection draft={DEFAULT_SETTINGS} errors={{}} onChange={onChange} />)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Confirmed' }))
    expect(onChange).toHaveBeenLastCalledWith({
      notify: {
        ...DEFAULT_SETTINGS.notify,
        states: DEFAULT_SETTINGS.notify.states.filter((state) => state !== 'confirmed'),
      },
    })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Free cancellation ends' }))
    expect(onChange).toHaveBeenLastCalledWith({
      notify: { ...DEFAULT_SETTINGS.notify, reminders: ['autoRefusal'] },
    })
    fireEvent.click(screen.getByRole('checkbox', { name: '7 days before' }))
    expect(onChange).toHaveBeenLastCalledWith({ reminderLeadHours: [168, 48, 24] })
    fireEvent.click(screen.getByRole('switch', { name: /Show notifications/ }))
    expect(onChange).toHaveBeenLastCalledWith({ desktopNotifications: false })
  })

  it('greys the choices out while muted, and offers no fifth lead time', () => {
    renderInTheme(
      <NotificationsSection
        draft={{ ...DEFAULT_SETTINGS, desktopNotifications: false, reminderLeadHours: [72, 48, 24, 12] }}
        errors={{}}
        onChange={() => undefined}
      />,
    )
    expect(screen.getByRole('checkbox', { name: 'Refused' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('checkbox', { name: '7 days before' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('checkbox', { name: '12 hours before' })).toHaveProperty('disabled', false)
  })
})

describe('toasts', () => {
  it('take the colour of the state they announce, from the one mapping, and reminders are orange', () => {
    expect(toastOf({ title: 'Booking confirmed', body: 'x', state: 'confirmed' }).color).toBe('green')
    expect(toastOf({ title: '2 bookings refused', body: 'x', state: 'refused' }).color).toBe('red')
    expect(toastOf({ title: 'Booking failed', body: 'x', state: 'failure' }).color).toBe('red')
    expect(toastOf({ title: 'Counter-proposal', body: 'x', state: 'pending' }).color).toBe(
      STATE_VIEWS.pending.color,
    )
    expect(toastOf({ title: 'Booking canceled', body: 'x', state: 'canceled' }).color).toBe('gray')
    expect(
      toastOf({ title: 'Free cancellation ends', body: 'x', state: 'confirmed', reminder: true }).color,
    ).toBe('orange')
    expect(newsColor({})).toBeUndefined()
  })

  it('never paints a bad outcome like a good one', () => {
    for (const state of ['refused', 'failure', 'canceled', 'replaced', 'pending', 'sent'] as const) {
      expect(newsColor({ state })).not.toBe(newsColor({ state: 'confirmed' }))
    }
  })
})
