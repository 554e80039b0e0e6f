import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CancellationTimeline } from '../../../../src/renderer/src/ui/rates/CancellationTimeline'
import { cancellationView } from '../../../../src/renderer/src/ui/rates/rate-view'
import { TEXT } from '../../../../src/renderer/src/ui/contrast'
import { renderInTheme } from './render'

const options = {
  locale: 'en-GB',
  timeZone: 'Europe/Paris',
  currency: 'EUR',
  totalPrice: 900,
  now: Date.parse('2027-06-01T10:00:00Z'),
}

describe('CancellationTimeline', () => {
  it('reads as a named group: the headline, then every window with what it costs and when', () => {
    const view = cancellationView(
      [
        { deduction: 100, refundable: true, startAt: '2027-07-03T00:00:00Z', endAt: '2027-07-08T00:00:00Z' },
        { deduction: 900, refundable: false, startAt: '2027-07-08T00:00:00Z', endAt: '2027-07-20T00:00:00Z' },
      ],
      options,
    )
    renderInTheme(<CancellationTimeline view={view} label="Cancellation conditions of the rate" />)
    const group = screen.getByRole('group', { name: 'Cancellation conditions of the rate' })
    expect(within(group).getByText('Free cancellation until 3 Jul 2027, 02:00 CEST')).toBeTruthy()
    const texts = [...group.querySelectorAll('p')].map((p) => p.textContent)
    expect(texts).toEqual([
      'Free cancellation until 3 Jul 2027, 02:00 CEST',
      'Free cancellation',
      'Until 3 Jul 2027, 02:00 CEST',
      'Cancellation fee €100.00',
      '3 Jul 2027, 02:00 CEST to 8 Jul 2027, 02:00 CEST',
      'Non-refundable: cancelling costs the full price, €900.00',
      'From 8 Jul 2027, 02:00 CEST',
    ])
  })

  it('writes a loss in the danger colour token, never a free window', () => {
    const view = cancellationView(
      [{ deduction: 900, refundable: false, startAt: '2027-05-01T00:00:00Z', endAt: null }],
      options,
    )
    renderInTheme(<CancellationTimeline view={view} label="Ladder" />)
    const headline = screen.getByText('Non-refundable')
    expect(headline.getAttribute('style')).toContain(`color: ${TEXT.danger}`)
    const row = screen.getByText('Non-refundable: cancelling costs the full price, €900.00')
    expect(row.getAttribute('style')).toContain(`color: ${TEXT.danger}`)

    const free = cancellationView(
      [{ deduction: 100, refundable: true, startAt: '2027-07-03T00:00:00Z', endAt: null }],
      options,
    )
    renderInTheme(<CancellationTimeline view={free} label="Free ladder" />)
    expect(screen.getByText('Free cancellation').getAttribute('style') ?? '').not.toContain(TEXT.danger)
  })

  it('warns when the supplier gave no policy, instead of drawing a ladder', () => {
    renderInTheme(<CancellationTimeline view={cancellationView([], options)} label="Unknown ladder" />)
    const warning = screen.getByLabelText('Unknown ladder')
    expect(within(warning).getByText('Cancellation conditions unknown')).toBeTruthy()
    expect(warning.textContent).toMatch(/do not present this rate as free to cancel/)
    expect(screen.queryByRole('group', { name: 'Unknown ladder' })).toBeNull()
  })
})
