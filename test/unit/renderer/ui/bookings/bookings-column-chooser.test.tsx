import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ViewColumn } from '../../../../../src/shared/ipc/views.contract'
import { renderInTheme } from '../render'

vi.mock('../../../../../src/renderer/src/bridge', async () => ({
  bridge: { invoke: async () => [], on: () => () => undefined },
  BridgeError: (await import('../../../../../src/renderer/src/bridge/client')).BridgeError,
  isWebHost: false,
}))

const { ColumnChooser } = await import('../../../../../src/renderer/src/features/bookings/ColumnChooser')

function renderChooser(columns: ViewColumn[]) {
  const onChange = vi.fn()
  renderInTheme(<ColumnChooser columns={columns} onChange={onChange} />)
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }))
  return onChange
}

describe('the bookings column chooser', () => {
  it('moves a shown column up, keeping its width', async () => {
    const onChange = renderChooser([{ id: 'reference' }, { id: 'margin', width: 20 }])
    fireEvent.click(await screen.findByRole('button', { name: 'Move Margin up', hidden: true }))
    expect(onChange).toHaveBeenCalledWith([{ id: 'margin', width: 20 }, { id: 'reference' }])
  })

  it('shows a hidden column when ticked and never hides the last one', async () => {
    const onChange = renderChooser([{ id: 'reference' }])
    const reference = await screen.findByRole('checkbox', { name: 'Reference', hidden: true })
    expect((reference as HTMLInputElement).disabled).toBe(true)
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Selling', hidden: true }))
    expect(onChange).toHaveBeenCalledWith([{ id: 'reference' }, { id: 'selling' }])
  })
})
