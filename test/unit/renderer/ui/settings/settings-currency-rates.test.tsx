import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CurrencyRates } from '../../../../../src/shared/ipc/rates.contract'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { CurrencyRatesSection } =
  await import('../../../../../src/renderer/src/features/settings/CurrencyRatesSection')

const usd = {
  id: '6f1c1e3a-3b7e-4d1a-9a57-0d1f2c3b4a5e',
  version: 2,
  updatedBy: 'Ana Costa',
  updatedAt: '2026-12-01T09:00:00.000Z',
  currency: 'USD',
  rate: '0.9123',
  quote: 'EUR',
}
const listed: CurrencyRates = {
  reporting: {
    id: '7f1c1e3a-3b7e-4d1a-9a57-0d1f2c3b4a5e',
    version: 1,
    updatedBy: 'Ana Costa',
    updatedAt: '2026-11-30T09:00:00.000Z',
    currency: 'EUR',
  },
  rates: [usd],
}

/** A refusal as the bridge rejects with it: main's sentence and its meaning. */
const refused = (problem: unknown) => Object.assign(new Error('refused'), { problem })

describe('Settings → Currency rates', { timeout: 30_000 }, () => {
  beforeEach(() => {
    invoke.mockReset()
    invoke.mockImplementation((channel: string) =>
      channel === 'rates.list' ? Promise.resolve(listed) : Promise.reject(new Error(channel)),
    )
  })

  it('lists each rate as "1 USD = 0.9123 EUR" with who changed it', async () => {
    renderInTheme(<CurrencyRatesSection />)
    const table = await screen.findByRole('table', { name: 'Currency rates' })
    expect(within(table).getByText('1 USD = 0.9123 EUR')).toBeTruthy()
    expect(within(table).getByText(/Ana Costa, /)).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Reporting currency' }) as HTMLInputElement).value).toBe(
      'EUR',
    )
  })

  it('shows field errors and sends nothing when the rate or code is wrong', async () => {
    renderInTheme(<CurrencyRatesSection />)
    await screen.findByRole('table', { name: 'Currency rates' })
    fireEvent.click(screen.getByRole('button', { name: 'Add a rate' }))
    const form = screen.getByRole('form', { name: 'New currency rate' })
    fireEvent.change(within(form).getByLabelText('Currency'), { target: { value: 'EUR' } })
    fireEvent.change(within(form).getByLabelText(/Rate: 1/), { target: { value: '0,91' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save rate' }))
    expect(await within(form).findByText('EUR is the reporting currency: it needs no rate.')).toBeTruthy()
    expect(within(form).getByText(/A positive number with at most 8 decimals/)).toBeTruthy()
    expect(invoke).not.toHaveBeenCalledWith('rates.save', expect.anything())
  })

  it("saves a new rate, and puts main's refusal on its field", async () => {
    invoke.mockImplementation((channel: string) =>
      channel === 'rates.list'
        ? Promise.resolve(listed)
        : Promise.reject(
            refused({
              kind: 'invalidInput',
              message: 'There is already a rate for GBP: edit that one instead.',
              issues: [
                { path: 'currency', message: 'There is already a rate for GBP: edit that one instead.' },
              ],
            }),
          ),
    )
    renderInTheme(<CurrencyRatesSection />)
    await screen.findByRole('table', { name: 'Currency rates' })
    fireEvent.click(screen.getByRole('button', { name: 'Add a rate' }))
    const form = screen.getByRole('form', { name: 'New currency rate' })
    fireEvent.change(within(form).getByLabelText('Currency'), { target: { value: 'gbp' } })
    fireEvent.change(within(form).getByLabelText('Rate: 1 GBP in EUR'), { target: { value: '1.1712' } })
    expect(within(form).getByText('1 GBP = 1.1712 EUR')).toBeTruthy()
    fireEvent.click(within(form).getByRole('button', { name: 'Save rate' }))
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('rates.save', { currency: 'GBP', rate: '1.1712' }),
    )
    expect(
      await within(form).findByText('There is already a rate for GBP: edit that one instead.'),
    ).toBeTruthy()
  })

  it('edits and deletes with the version it read', async () => {
    invoke.mockImplementation((channel: string) =>
      channel === 'rates.list' ? Promise.resolve(listed) : Promise.resolve({ deleted: true }),
    )
    renderInTheme(<CurrencyRatesSection />)
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the USD rate' }))
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('rates.delete', { id: usd.id, expectedVersion: 2 }),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Edit the USD rate' }))
    const form = screen.getByRole('form', { name: 'Edit currency rate' })
    fireEvent.change(within(form).getByLabelText('Rate: 1 USD in EUR'), { target: { value: '0.93' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save rate' }))
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('rates.save', {
        currency: 'USD',
        rate: '0.93',
        id: usd.id,
        expectedVersion: 2,
      }),
    )
  })
})
