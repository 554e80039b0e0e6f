import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConvertedTotals } from '../../../../../src/renderer/src/features/reports/ConvertedTotals'
import { renderInTheme } from '../render'

const usd = { currency: 'USD', rate: '0.9123', enteredAt: '2026-12-01T09:00:00.000Z', enteredBy: 'Ana Costa' }

describe('reports: totals at the agency rates', () => {
  it('shows the converted total and names the rates used', () => {
    renderInTheme(
      <ConvertedTotals
        reporting="EUR"
        ratesUsed={[usd]}
        missing={[]}
        lines={[{ label: 'Sold', amount: 12_345.67 }]}
        testId="t"
      />,
    )
    expect(screen.getByTestId('t').textContent).toContain('Sold: ≈ €12,345.67 at the agency')
    expect(
      screen.getByText(/Rates used: 1 USD = 0.9123 EUR \(entered 1 Dec 2026 by Ana Costa\)/),
    ).toBeTruthy()
  })

  it('says which currencies lack a rate and shows no total', () => {
    renderInTheme(
      <ConvertedTotals reporting="EUR" ratesUsed={[usd]} missing={['CHF', 'GBP']} lines={null} testId="t" />,
    )
    expect(screen.getByTestId('t').textContent).toBe(
      'No total in EUR: CHF and GBP have no rate (Settings → Currency rates).',
    )
    expect(screen.queryByText(/≈/)).toBeNull()
  })

  it('says nothing for a report in the reporting currency alone', () => {
    renderInTheme(<ConvertedTotals reporting="EUR" ratesUsed={[]} missing={[]} lines={[]} testId="t" />)
    expect(screen.queryByTestId('t')).toBeNull()
  })
})
