import { Notifications } from '@mantine/notifications'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ExportProgress } from '../../../../../src/shared/ipc/bookings-export.contract'
import { ShowsNetContext } from '../../../../../src/renderer/src/ui/client-mode/client-mode'
import { renderInTheme } from '../render'

const invoke = vi.fn()
let progressListener: ((progress: ExportProgress) => void) | null = null
vi.mock('../../../../../src/renderer/src/bridge', () => ({
  bridge: {
    invoke: (...args: unknown[]) => invoke(...args),
    on: (event: string, listener: (progress: ExportProgress) => void) => {
      if (event === 'bookings.exportProgress') progressListener = listener
      return () => {
        progressListener = null
      }
    },
  },
  BridgeError: class BridgeError extends Error {},
}))

const { BookingsExport } = await import('../../../../../src/renderer/src/features/bookings/BookingsExport')
const { DEFAULT_FILTERS } = await import('../../../../../src/renderer/src/features/bookings/bookings-filters')
const { useBookingsExportStore } =
  await import('../../../../../src/renderer/src/features/bookings/bookings-export.store')

/** A view's columns, in the agent's order (not the list's default one), with a width set on one. */
const VIEW_COLUMNS = [
  { id: 'customer' as const },
  { id: 'checkIn' as const, width: 20 },
  { id: 'agencyRef' as const },
  { id: 'price' as const },
  { id: 'selling' as const },
  { id: 'margin' as const },
]

const decemberConfirmedHotels = {
  ...DEFAULT_FILTERS,
  states: ['confirmed' as const],
  kind: 'hotel' as const,
}

function exportAs(label: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: 'Export' }))
  return screen
    .findByRole('menuitem', { name: label }, { timeout: 3000 })
    .then((item) => fireEvent.click(item))
}

beforeEach(() => {
  invoke.mockReset()
  progressListener = null
  useBookingsExportStore.setState({ running: null, progress: null, outcome: null })
})

describe('the export control of the bookings list', () => {
  it('asks main for the list as filtered, every row and the view columns in order, and says where the file went', async () => {
    invoke.mockResolvedValue({ rows: 42, file: { outcome: 'saved', path: '/home/agent/bookings.xlsx' } })
    renderInTheme(
      <>
        <Notifications />
        <BookingsExport filters={decemberConfirmedHotels} columns={VIEW_COLUMNS} />
      </>,
    )
    await exportAs(/Excel workbook/)
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1))
    const [channel, input] = invoke.mock.calls[0] as [string, Record<string, Record<string, unknown>>]
    expect(channel).toBe('bookings.export')
    expect(input.format).toBe('xlsx')
    expect(input.filters).toMatchObject({ states: ['confirmed'], kind: 'hotel' })
    // every row: no page of the list
    expect(input.filters).not.toHaveProperty('limit')
    expect(input.filters).not.toHaveProperty('offset')
    expect(input.columns).toEqual(['customer', 'checkIn', 'agencyRef', 'price', 'selling', 'margin'])
    expect(await screen.findByText('42 bookings exported. Saved to /home/agent/bookings.xlsx')).toBeTruthy()
  })

  it('leaves the net, the margin and the agency reference out of an export made on the client screen', async () => {
    invoke.mockResolvedValue({ rows: 1, file: { outcome: 'saved', path: '/home/agent/bookings.csv' } })
    renderInTheme(
      <ShowsNetContext.Provider value={false}>
        <Notifications />
        <BookingsExport filters={decemberConfirmedHotels} columns={VIEW_COLUMNS} />
      </ShowsNetContext.Provider>,
    )
    await exportAs(/CSV file/)
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1))
    const [, input] = invoke.mock.calls[0] as [string, { columns: string[] }]
    expect(input.columns).toEqual(['customer', 'checkIn', 'selling'])
    expect(await screen.findByText('1 booking exported. Saved to /home/agent/bookings.csv')).toBeTruthy()
  })

  it('shows the progress main pushes while a long export runs, and the reason when it fails', async () => {
    let fail: (error: Error) => void = () => undefined
    invoke.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)))
    renderInTheme(
      <>
        <Notifications />
        <BookingsExport filters={decemberConfirmedHotels} columns={VIEW_COLUMNS} />
      </>,
    )
    await exportAs(/CSV file/)
    await waitFor(() => expect(progressListener).not.toBeNull())
    act(() => progressListener?.({ format: 'csv', done: 3000, total: 10000 }))
    // The bar shows once the export takes longer than a moment.
    expect(await screen.findByText('3000 of 10000', {}, { timeout: 3000 })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Exporting the list to CSV' })).toBeTruthy()

    await act(async () => fail(new Error('The disk is full.')))
    expect(await screen.findByText('The disk is full.')).toBeTruthy()
    expect(screen.queryByTestId('export-progress')).toBeNull()
    expect(progressListener).toBeNull()
  })
})
