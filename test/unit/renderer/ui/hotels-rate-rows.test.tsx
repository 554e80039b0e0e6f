import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { RateRow } from '../../../../src/renderer/src/features/hotels/rate-rows'
import { RateRows } from '../../../../src/renderer/src/features/hotels/RateRows'
import { renderInTheme } from './render'

const row = (key: string, rate: string, price: string): RateRow => ({
  key,
  room: 'Double room',
  rate,
  board: 'Breakfast',
  cancellation: 'Non-refundable',
  cancellationTone: 'non_refundable',
  supplier: 'Bed bank A',
  price,
  selling: null,
  priceWithoutPromo: null,
  promotion: null,
  onRequest: false,
  summary: `Double room · ${rate} · Breakfast · Non-refundable · Bed bank A · ${price}`,
})

/** Room 1 with two rates, the first chosen. */
const renderTwoRates = (onPick: (key: string) => void) =>
  renderInTheme(
    <RateRows
      label="Room 1"
      party="2 adults"
      rows={[row('a', 'Flexible', '€480.00'), row('b', 'Saver', '€400.00')]}
      picked="a"
      waiting={null}
      onPick={onPick}
    />,
  )

describe('RateRows', () => {
  it('lists the rates as rows of one radio group; a click anywhere on a row chooses it, once', () => {
    const onPick = vi.fn()
    renderTwoRates(onPick)
    const group = screen.getByRole('group', { name: /Room 1 · 2 adults/ })
    const radios = within(group).getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      'Double room · Flexible · Breakfast · Non-refundable · Bed bank A · €480.00',
      'Double room · Saver · Breakfast · Non-refundable · Bed bank A · €400.00',
    ])
    // One group for the keyboard: the same name, the chosen one checked.
    expect(new Set(radios.map((radio) => radio.getAttribute('name'))).size).toBe(1)
    expect((radios[0] as HTMLInputElement).checked).toBe(true)
    expect(
      within(group)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Choose', 'Room and rate', 'Board', 'Cancellation', 'Supplier', 'Price', 'Promotion'])

    fireEvent.click(within(group).getByText('€400.00'))
    expect(onPick).toHaveBeenCalledTimes(1)
    expect(onPick).toHaveBeenLastCalledWith('b')
    fireEvent.click(radios[1]!)
    expect(onPick).toHaveBeenCalledTimes(2)
    expect(onPick).toHaveBeenLastCalledWith('b')
  })

  it('says why a room cannot be chosen yet instead of an empty table', () => {
    renderInTheme(
      <RateRows
        label="Room 2"
        party="2 adults"
        rows={[]}
        picked={null}
        waiting="Choose room 1 first"
        onPick={() => undefined}
      />,
    )
    expect(screen.getByText('Choose room 1 first')).toBeTruthy()
    expect(screen.queryByRole('radio')).toBeNull()
  })
})

describe('RateRows and the keyboard', () => {
  it('chooses the focused rate with Enter, and leaves Ctrl+Enter (book) alone', () => {
    const onPick = vi.fn()
    renderTwoRates(onPick)
    const saver = screen.getAllByRole('radio')[1]!
    saver.focus()
    fireEvent.keyDown(saver, { key: 'Enter', ctrlKey: true })
    expect(onPick).not.toHaveBeenCalled()
    fireEvent.keyDown(saver, { key: 'Enter' })
    expect(onPick).toHaveBeenCalledExactlyOnceWith('b')
  })
})
