import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { BridgeError } from '../../../../../src/renderer/src/bridge/client'
import { ipcFailure } from '../../../../../src/shared/ipc'
import type { BookingExtras } from '../../../../../src/shared/ipc/experiences.contract'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { ExtrasPanel } = await import('../../../../../src/renderer/src/features/bookings/ExtrasPanel')
const { useExtrasStore } =
  await import('../../../../../src/renderer/src/features/bookings/booking-extras.store')

const FORMAT = { locale: 'en-GB', timeZone: 'Europe/Paris' }

function extras(total: number, adultPax: number, price: number): BookingExtras {
  return {
    bookingId: 'BK1',
    currency: 'EUR',
    total,
    lines: [
      {
        lineId: 'LINE1',
        experienceId: 'EXP1',
        name: 'Culinary journey from Venice',
        type: 'Program',
        startAt: '2026-07-01',
        endAt: '2026-07-04',
        days: 4,
        party: { adults: 2, childrenBirthdates: ['2018-03-01'] },
        extras: [
          {
            id: 'CX1',
            extra: { id: 'ADDON1', name: 'Hotel pick-up' },
            state: 'booked',
            price,
            priceWithoutPromo: price,
            extraCompositionId: 'LINE1',
            adultPax,
            childrenBirthdates: ['2018-03-01'],
            dayIndex: 2,
            scope: 'day',
          },
        ],
      },
    ],
    available: [
      {
        id: 'ADDON1',
        name: 'Hotel pick-up',
        currency: 'EUR',
        price: 57.57,
        priceWithoutPromo: 57.57,
        promotions: [],
        adultPrice: 22.79,
        childrenPrices: [{ ageRange: [4, 11], price: 11.99 }],
      },
    ],
  }
}

describe('ExtrasPanel', () => {
  beforeEach(() => {
    invoke.mockReset()
    useExtrasStore.setState({ bookingId: null, lastChange: null })
  })

  it('changes an extra after a confirmation with the current and estimated totals, then shows the service total', async () => {
    invoke.mockImplementation((channel: string) => {
      if (channel === 'experiences.bookingExtras') return Promise.resolve(extras(1829.55, 2, 57.57))
      if (channel === 'experiences.changeExtra')
        return Promise.resolve({ extras: extras(1806.8, 1, 34.78), previousTotal: 1829.55, total: 1806.8 })
      return Promise.reject(new Error(channel))
    })
    renderInTheme(<ExtrasPanel bookingId="BK1" format={FORMAT} offline={false} />)
    const row = await screen.findByTestId('booked-extra')
    expect(row.textContent).toContain('2 adults, 1 child')
    expect(row.textContent).toContain('Day 2')
    fireEvent.click(within(row).getByRole('button', { name: 'Change Hotel pick-up' }))

    const dialog = await screen.findByTestId('extra-dialog')
    fireEvent.change(within(dialog).getByLabelText('Adults taking part'), { target: { value: '1' } })
    // One adult (22.79) and the child (8 on 1 July: 11.99) instead of 57.57.
    await waitFor(() =>
      expect(within(dialog).getByTestId('extra-totals').textContent).toBe(
        'Current total: €1,829.55 · Estimated new total: €1,806.76',
      ),
    )
    fireEvent.change(within(dialog).getByLabelText('Program day'), { target: { value: '5' } })
    expect(await within(dialog).findByText('Day 5 is not a day of this program: it has 4 days.')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Change it' }).hasAttribute('disabled')).toBe(true)
    fireEvent.change(within(dialog).getByLabelText('Program day'), { target: { value: '3' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change it' }))

    const changed = await screen.findByTestId('extras-changed')
    expect(changed.textContent).toContain('€1,806.80')
    expect(changed.textContent).toContain('it was €1,829.55')
    expect(invoke).toHaveBeenCalledWith('experiences.changeExtra', {
      bookingId: 'BK1',
      extraId: 'CX1',
      adultPax: 1,
      childrenBirthdates: ['2018-03-01'],
      dayIndex: 3,
    })
    expect((await screen.findByTestId('booked-extra')).textContent).toContain('1 adult, 1 child')
  })

  it('shows the service refusal in the dialog and keeps it open', async () => {
    invoke.mockImplementation((channel: string) => {
      if (channel === 'experiences.bookingExtras') return Promise.resolve(extras(1829.55, 2, 57.57))
      return Promise.reject(
        new BridgeError(
          ipcFailure('OFFLINE', 'The service cannot be reached: extras can be changed only when it is back.'),
        ),
      )
    })
    renderInTheme(<ExtrasPanel bookingId="BK1" format={FORMAT} offline={false} />)
    const row = await screen.findByTestId('booked-extra')
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel Hotel pick-up' }))
    const dialog = await screen.findByTestId('extra-dialog')
    expect(within(dialog).getByTestId('extra-totals').textContent).toBe(
      'Current total: €1,829.55 · Estimated new total: €1,771.98',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the extra' }))
    expect(await within(dialog).findByText(/extras can be changed only when it is back/)).toBeTruthy()
  })
})
