import { create } from 'zustand'
import { counted } from '../../../../shared/i18n'
import type { ExportColumn, ExportProgress } from '../../../../shared/ipc/bookings-export.contract'
import { bridge } from '../../bridge'
import { receiveHandedFile } from '../../ui/hand-over'
import { listInputOf, type BookingsFilters } from './bookings-filters'

/**
 * The running export of the bookings list (one at a time): its format and the progress main pushes. The list is
 * sent as its filters and sort, never as rows: main builds the file from the same query as the list.
 */
interface BookingsExportState {
  running: 'csv' | 'xlsx' | null
  progress: ExportProgress | null
  /** What happened last: the sentence of the file handed over, or why it failed. */
  outcome: { ok: boolean; text: string } | null
  /** The list as filtered and sorted, with the columns the table shows, in their order. */
  run(format: 'csv' | 'xlsx', filters: BookingsFilters, columns: readonly ExportColumn[]): Promise<void>
}

export const useBookingsExportStore = create<BookingsExportState>((set, get) => ({
  running: null,
  progress: null,
  outcome: null,
  async run(format, listFilters, columns) {
    if (get().running !== null) return
    set({ running: format, progress: null, outcome: null })
    const off = bridge.on('bookings.exportProgress', (progress) => set({ progress }))
    try {
      // The list's input without its page: the export takes every row.
      const filters = { ...listInputOf(listFilters, { offset: 0, limit: 1 }) }
      delete filters.limit
      delete filters.offset
      delete filters.refresh
      const result = await bridge.invoke('bookings.export', { format, filters, columns: [...columns] })
      const said = receiveHandedFile(result.file)
      set({
        outcome:
          said === null ? null : { ok: true, text: `${counted('bookingsExported', result.rows)} ${said}` },
      })
    } catch (error) {
      set({ outcome: { ok: false, text: error instanceof Error ? error.message : String(error) } })
    } finally {
      off()
      set({ running: null })
    }
  },
}))
