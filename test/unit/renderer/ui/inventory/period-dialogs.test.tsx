import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ipcFailure } from '../../../../../src/shared/ipc'
import type { PeriodV3 } from '../../../../../src/shared/api/experiences-v3'
import { BridgeError } from '../../../../../src/renderer/src/bridge/client'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
}))

const { DeletePeriodDialog, StopSaleDialog } =
  await import('../../../../../src/renderer/src/features/inventory/PeriodDialogs')

const period: PeriodV3 = {
  id: 'P1',
  experienceId: 'E1',
  startAt: '2027-03-01',
  endAt: '2027-03-31',
  price: 80,
  minPax: 1,
  maxPax: 12,
  state: 'active',
  availableDays: [],
  allotments: 20,
  allotmentsUsed: 3,
  currentPaxForDeparture: 0,
  roomSupplement: null,
  adultPrices: [],
  childPrices: [],
} as unknown as PeriodV3

function props() {
  return { experienceId: 'E1', period, dates: '1–31 Mar 2027', onClose: vi.fn(), onChanged: vi.fn() }
}

beforeEach(() => invoke.mockReset())

describe('the period dialogs (one confirm layout)', () => {
  it('stop sale: says the bookings stay, sets stop sale, then closes with a note', async () => {
    invoke.mockResolvedValue({})
    const given = props()
    renderInTheme(<StopSaleDialog {...given} />)
    expect(screen.getByText(/existing bookings \(3 spots booked\) are kept/i)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Set stop sale' }))
    await waitFor(() => expect(given.onClose).toHaveBeenCalled())
    expect(invoke).toHaveBeenCalledWith('inventory.updatePeriod', {
      experienceId: 'E1',
      periodId: 'P1',
      patch: { state: 'stop_sale' },
    })
    expect(given.onChanged.mock.calls[0]?.[0]).toMatch(/^Stop sale set for 1–31 Mar 2027\./)
  })

  it('stop sale: a failure stays in the dialog as an alert, the dialog stays open', async () => {
    invoke.mockRejectedValueOnce(new BridgeError(ipcFailure('OFFLINE', 'The service did not answer.')))
    const given = props()
    renderInTheme(<StopSaleDialog {...given} />)
    fireEvent.click(screen.getByRole('button', { name: 'Set stop sale' }))
    expect((await screen.findByRole('alert')).textContent).toContain('The service did not answer.')
    expect(given.onClose).not.toHaveBeenCalled()
  })

  it('delete: a period with bookings is refused, explained, and stop sale is offered instead', async () => {
    invoke.mockRejectedValueOnce(
      new BridgeError(
        ipcFailure('CONFLICT', 'This period has bookings; it cannot be deleted.', {
          serviceCode: 'PERIOD_HAS_BOOKINGS',
        }),
      ),
    )
    // The list said no spots were used (read before a booking came in): the service's refusal is the last word.
    const given = { ...props(), period: { ...period, allotmentsUsed: 0 }, onStopSale: vi.fn() }
    renderInTheme(<DeletePeriodDialog {...given} />)
    fireEvent.click(screen.getByRole('button', { name: 'Delete period' }))
    const refusal = await screen.findByTestId('period-delete-refusal')
    expect(refusal.textContent).toContain('This period has bookings')
    expect(screen.queryByRole('button', { name: 'Delete period' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Set stop sale instead' }))
    expect(given.onStopSale).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(given.onClose).toHaveBeenCalled()
  })

  it('delete: a period with spots used is warned about before asking, and only stop sale is offered', () => {
    const given = { ...props(), period: { ...period, allotments: 8, allotmentsUsed: 7 }, onStopSale: vi.fn() }
    renderInTheme(<DeletePeriodDialog {...given} />)
    const warning = screen.getByTestId('period-delete-refusal')
    expect(warning.textContent).toContain('7 spots booked')
    expect(warning.textContent).toMatch(/cannot be deleted/)
    expect(screen.queryByRole('button', { name: 'Delete period' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Set stop sale instead' }))
    expect(given.onStopSale).toHaveBeenCalled()
    expect(invoke).not.toHaveBeenCalled()
  })
})
