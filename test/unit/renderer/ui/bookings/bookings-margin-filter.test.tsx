import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ShowsNetContext } from '../../../../../src/renderer/src/ui/client-mode/client-mode'
import {
  DEFAULT_FILTERS,
  type BookingsFilters,
} from '../../../../../src/renderer/src/features/bookings/bookings-filters'
import { renderInTheme } from '../render'

vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: { invoke: async () => ({ hotels: [] }), on: () => () => undefined },
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
  isWebHost: false,
}))

const { BookingsFilterBar } =
  await import('../../../../../src/renderer/src/features/bookings/BookingsFilterBar')

function renderBar(filters: BookingsFilters, showsNet = true) {
  const onChange = vi.fn()
  const view = renderInTheme(
    <ShowsNetContext.Provider value={showsNet}>
      <BookingsFilterBar filters={filters} stateCounts={null} onChange={onChange} onReset={() => undefined} />
    </ShowsNetContext.Provider>,
  )
  return { onChange, view }
}

const marginBelow = () =>
  screen.getByRole('textbox', { name: 'Margin below', hidden: true }) as HTMLInputElement

describe('the bookings list margin filter', { timeout: 30_000 }, () => {
  it('narrows the list to margins below a percent, and clearing it removes the bound', () => {
    const { onChange } = renderBar(DEFAULT_FILTERS)
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }))
    fireEvent.change(marginBelow(), { target: { value: '10' } })
    expect(onChange).toHaveBeenLastCalledWith({ marginBelow: 10 }, { replace: false })
    fireEvent.change(marginBelow(), { target: { value: '' } })
    expect(onChange).toHaveBeenLastCalledWith({ marginBelow: null }, { replace: false })
  })

  it('shows the bound the URL holds, counted among the more filters, and refuses one main would refuse', () => {
    const { onChange } = renderBar({ ...DEFAULT_FILTERS, marginAbove: 15 })
    expect(screen.getByRole('button', { name: 'More filters (1)' })).toBeTruthy()
    const above = screen.getByRole('textbox', { name: 'Margin above', hidden: true }) as HTMLInputElement
    expect(above.value).toBe('15 %')
    fireEvent.change(above, { target: { value: '5000' } })
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.getByText('Between -1000 % and 1000 %')).toBeTruthy()
  })

  it('is not on the client screen: the margin is the agency’s own figure', () => {
    renderBar({ ...DEFAULT_FILTERS, marginAbove: 15 }, false)
    expect(screen.queryByRole('textbox', { name: 'Margin above', hidden: true })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Margin below', hidden: true })).toBeNull()
  })
})
