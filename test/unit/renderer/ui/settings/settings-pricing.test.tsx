import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { MarkupRuleRecord } from '../../../../../src/shared/ipc/pricing.contract'
import { renderInTheme } from '../render'

const invoke = vi.fn()
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: { invoke: (...args: unknown[]) => invoke(...args), on: () => () => undefined },
  BridgeError: class BridgeError extends Error {},
}))

const { PricingSection } = await import('../../../../../src/renderer/src/features/settings/PricingSection')

const hotels12: MarkupRuleRecord = {
  id: '6f1c1e3a-3b7e-4d1a-9a57-0d1f2c3b4a5e',
  version: 1,
  updatedBy: 'Ana Costa',
  updatedAt: '2026-11-28T00:00:00.000Z',
  scope: { kind: 'everything' },
  productKind: 'hotel',
  percent: 12,
  fixed: null,
  rounding: { kind: 'ending', ending: '.90' },
  minimumMargin: null,
  note: '',
}

/** A refusal as the bridge rejects with it: main's sentence and its meaning. */
const refused = (problem: unknown) => Object.assign(new Error('refused'), { problem })

describe('Settings → Pricing', { timeout: 30_000 }, () => {
  beforeEach(() => {
    invoke.mockReset()
    invoke.mockImplementation((channel: string) =>
      channel === 'pricing.listRules' ? Promise.resolve([hotels12]) : Promise.reject(new Error(channel)),
    )
  })

  it('states the order in words and lists the rules', async () => {
    renderInTheme(<PricingSection />)
    expect(screen.getByText(/The most specific rule wins: customer file, then hotel/)).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Markup rules, most specific first' })
    expect(within(table).getByText('Everything (hotels)')).toBeTruthy()
    expect(within(table).getByText('12 %')).toBeTruthy()
    expect(within(table).getByText('Ending .90')).toBeTruthy()
  })

  it('shows the errors on their fields and sends nothing', async () => {
    renderInTheme(<PricingSection />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add a rule' }))
    fireEvent.change(screen.getByLabelText('Percentage added'), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }))
    expect(await screen.findByText(/A rule that adds nothing needs a note/)).toBeTruthy()
    expect(invoke).not.toHaveBeenCalledWith('pricing.saveRule', expect.anything())
  })

  it("puts main's refusal of a second rule of the same scope on what the rule applies to", async () => {
    invoke.mockImplementation((channel: string) =>
      channel === 'pricing.listRules'
        ? Promise.resolve([hotels12])
        : Promise.reject(
            refused({
              kind: 'invalidInput',
              issues: [{ path: 'rule.scope', message: 'Another rule already applies to exactly this' }],
            }),
          ),
    )
    renderInTheme(<PricingSection />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add a rule' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }))
    expect(await screen.findByText('Another rule already applies to exactly this')).toBeTruthy()
    expect(invoke).toHaveBeenCalledWith(
      'pricing.saveRule',
      expect.objectContaining({ rule: expect.anything() }),
    )
    // The form stays open for the agent to change the scope.
    expect(screen.getByRole('form', { name: 'New markup rule' })).toBeTruthy()
  })

  it('previews the rule in EUR and JPY, saying when the fixed part is left out', async () => {
    renderInTheme(<PricingSection />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add a rule' }))
    fireEvent.change(screen.getByLabelText('Percentage added'), { target: { value: '0' } })
    fireEvent.change(screen.getByLabelText('Fixed amount added'), { target: { value: '8' } })
    const preview = screen.getByTestId('rule-preview')
    await waitFor(() => expect(within(preview).getAllByText(/Fixed part left out/)).toHaveLength(1))
    // 100 EUR + 8 EUR per booking; 15,000 JPY keeps its net (no exchange rates).
    expect(within(preview).getByText('€108.00')).toBeTruthy()
    expect(within(preview).getAllByText('JP¥15,000')).toHaveLength(2)
  })

  it('picks a hotel from the local catalog by name, keeps its id, and saves the name shown', async () => {
    invoke.mockImplementation((channel: string, input: unknown) => {
      if (channel === 'pricing.listRules') return Promise.resolve([hotels12])
      if (channel === 'catalog.searchHotels')
        return Promise.resolve({
          hotels: [
            {
              id: 'H42',
              name: 'Hotel Lisboa Plaza',
              cityId: '7',
              cityName: 'Lisbon',
              countryId: 'PT',
              countryName: 'Portugal',
              stars: 4,
              address: 'Praça 1',
              imageUrl: null,
            },
          ],
          fetchedAt: null,
        })
      if (channel === 'pricing.saveRule') return Promise.resolve({ ...hotels12, ...(input as object) })
      return Promise.reject(new Error(channel))
    })
    renderInTheme(<PricingSection />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add a rule' }))
    const form = screen.getByRole('form', { name: 'New markup rule' })
    fireEvent.click(within(form).getByLabelText('Applies to'))
    fireEvent.click(await screen.findByRole('option', { name: 'Hotel', hidden: true }))
    const picker = await within(form).findByLabelText('Which hotel')
    await userEvent.type(picker, 'lisb')
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('catalog.searchHotels', expect.objectContaining({ query: 'lisb' })),
    )
    fireEvent.click(await screen.findByText('Hotel Lisboa Plaza, Lisbon'))
    fireEvent.click(screen.getByRole('button', { name: 'Save rule' }))
    await waitFor(() =>
      expect(invoke).toHaveBeenCalledWith(
        'pricing.saveRule',
        expect.objectContaining({
          rule: expect.objectContaining({
            scope: { kind: 'hotel', hotelId: 'H42', label: 'Hotel Lisboa Plaza' },
          }),
        }),
      ),
    )
  })
})
