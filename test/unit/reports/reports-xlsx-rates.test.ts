import { describe, expect, it } from 'vitest'
import { reportToXlsx, tablesOf } from '../../../src/main/reports/reports-xlsx'
import type { SalesReport } from '../../../src/shared/ipc/reports.contract'

const figures = { count: 1, withoutSellingPrice: 0 }
const report: SalesReport = {
  periods: ['2026-11'],
  byPeriod: [],
  groupBy: 'supplier',
  byGroup: [
    { key: 'S1', label: 'Supplier one', currency: 'EUR', cost: 100, sold: 120, margin: 20, ...figures },
    { key: 'S1', label: 'Supplier one', currency: 'USD', cost: 100, sold: 110, margin: 10, ...figures },
    { key: 'S2', label: 'Supplier two', currency: 'GBP', cost: 50, sold: 60, margin: 10, ...figures },
  ],
  totals: [],
  timeZone: 'Europe/Paris',
  conversion: {
    reporting: 'EUR',
    ratesUsed: [{ currency: 'USD', rate: '0.9123', enteredAt: '2026-12-01T09:00:00.000Z', enteredBy: 'Ana' }],
    missing: ['GBP'],
    totals: null,
    byGroup: [
      { key: 'S1', converted: { cost: 191.23, sold: 220.35, margin: 29.12 } },
      { key: 'S2', converted: null },
    ],
  },
}

describe('reports export: converted figures and the rates used', () => {
  it('adds a sheet in the reporting currency and a "Rates used" sheet, numbers as numbers', async () => {
    const tables = tablesOf({ report: 'sales', data: report })
    expect(tables.map((table) => table.name)).toEqual([
      'By period',
      'By supplier',
      'Totals',
      'In EUR',
      'Rates used',
    ])
    const inEur = tables[3]
    expect(inEur?.rows.map((row) => row.cells)).toEqual([
      ['Supplier one', 191.23, 220.35, 29.12, null],
      ['Supplier two', null, null, null, 'No rate for GBP'],
      ['Total', null, null, null, 'No rate for GBP'],
    ])

    const { default: ExcelJS } = await import('exceljs')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load((await reportToXlsx({ report: 'sales', data: report })).buffer as ArrayBuffer)
    const rates = workbook.getWorksheet('Rates used')
    expect(rates?.getRow(2).getCell(1).value).toBe('USD')
    expect(rates?.getRow(2).getCell(2).value).toBe(0.9123)
    expect(workbook.getWorksheet('In EUR')?.getRow(2).getCell(3).value).toBe(220.35)
  })

  it('adds nothing when no reporting currency is chosen', () => {
    const none = { ...report, conversion: { ...report.conversion!, reporting: null } }
    expect(tablesOf({ report: 'sales', data: none }).map((table) => table.name)).toEqual([
      'By period',
      'By supplier',
      'Totals',
    ])
  })
})
