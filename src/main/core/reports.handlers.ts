import type { HandlersOf } from '../../shared/ipc'
import type { ReportFilters } from '../../shared/ipc/reports.contract'
import { cachedBookingsService } from '../db/booking-cache-owner'
import {
  answersReport,
  cancellationsReport,
  salesReport,
  type ParsedReportFilters,
  type ReportContext,
} from '../reports/reports'
import { ratesForReports } from '../rates/currency-rates'
import { reportFileName, reportToXlsx, type AnyReport } from '../reports/reports-xlsx'
import type { CoreContext } from './core-context'
import { handOver } from './hand-over'

/** The manager's reports, from the cache and the agency's frozen sales: offline too, never a service call. */
export function reportsHandlers(
  ctx: CoreContext,
): HandlersOf<'reports.sales' | 'reports.cancellations' | 'reports.answers' | 'reports.export'> {
  const contextFor = (filters: ReportFilters): ReportContext => {
    const chosen = filters.timeZone ?? ctx.settings.get().timeZone
    return {
      db: ctx.db,
      service: cachedBookingsService(ctx.db),
      timeZone: chosen === 'system' ? Intl.DateTimeFormat().resolvedOptions().timeZone : chosen,
      rates: ratesForReports(ctx.db),
    }
  }
  const run = (
    report: AnyReport['report'],
    filters: ParsedReportFilters,
    groupBy: Parameters<typeof salesReport>[2],
  ): AnyReport => {
    const context = contextFor(filters)
    switch (report) {
      case 'sales':
        return { report, data: salesReport(context, filters, groupBy) }
      case 'cancellations':
        return { report, data: cancellationsReport(context, filters) }
      case 'answers':
        return { report, data: answersReport(context, filters) }
    }
  }
  return {
    'reports.sales': ({ filters, groupBy }) => salesReport(contextFor(filters), filters, groupBy),
    'reports.cancellations': ({ filters }) => cancellationsReport(contextFor(filters), filters),
    'reports.answers': ({ filters }) => answersReport(contextFor(filters), filters),
    'reports.export': async ({ report, filters, groupBy }) => {
      const bytes = await reportToXlsx(run(report, filters, groupBy))
      const fileName = reportFileName(report, filters.from, filters.to)
      // Reports are the cache's by construction.
      return { file: await handOver(ctx, { fileName, bytes, source: 'cache' }) }
    },
  }
}
