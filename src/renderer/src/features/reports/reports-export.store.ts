import { create } from 'zustand'
import type { ReportName } from '../../../../shared/ipc/reports.contract'
import { bridge } from '../../bridge'
import { receiveHandedFile } from '../../ui/hand-over'
import { useReportsStore } from './reports.store'

/** The report being exported (one at a time) and what came of the last export. */
interface ReportsExportState {
  running: ReportName | null
  outcome: { ok: boolean; text: string } | null
  run(report: ReportName, timeZone: string): Promise<void>
}

export const useReportsExportStore = create<ReportsExportState>((set, get) => ({
  running: null,
  outcome: null,
  async run(report, timeZone) {
    if (get().running !== null) return
    const { filters, groupBy } = useReportsStore.getState()
    set({ running: report, outcome: null })
    try {
      const result = await bridge.invoke('reports.export', {
        report,
        filters: { ...filters, timeZone },
        groupBy,
      })
      const said = receiveHandedFile(result.file)
      set({ outcome: said === null ? null : { ok: true, text: `Report exported. ${said}` } })
    } catch (error) {
      set({ outcome: { ok: false, text: error instanceof Error ? error.message : String(error) } })
    } finally {
      set({ running: null })
    }
  },
}))
