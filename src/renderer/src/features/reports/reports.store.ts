import { create } from 'zustand'
import type { ReportFilters, SalesGroup } from '../../../../shared/ipc/reports.contract'

/** The reports screen's choices (view state only: the figures always come from main). */
interface ReportsState {
  filters: ReportFilters & { basis: 'created' | 'travel'; granularity: 'day' | 'week' | 'month' }
  groupBy: SalesGroup
  setFilters(patch: Partial<ReportsState['filters']>): void
  setGroupBy(groupBy: SalesGroup): void
}

/** The last twelve whole months up to today's month: the Monday question, answered on opening. */
function lastTwelveMonths(today: Date): { from: string; to: string } {
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1))
  const to = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0))
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) }
}

export const useReportsStore = create<ReportsState>((set) => ({
  filters: { basis: 'created', granularity: 'month', ...lastTwelveMonths(new Date()) },
  groupBy: 'supplier',
  setFilters: (patch) => set((state) => ({ filters: { ...state.filters, ...patch } })),
  setGroupBy: (groupBy) => set({ groupBy }),
}))
