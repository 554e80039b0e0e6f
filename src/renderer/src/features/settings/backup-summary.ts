import { counted, type MessageKey } from '../../../../shared/i18n'
import type { BackupSummary } from '../../../../shared/ipc/backup.contract'

/** The tables of agency.db an agent recognises, in the order the summary names them. */
const NAMED: readonly (readonly [string, MessageKey])[] = [
  ['customers', 'customer'],
  ['travellers', 'traveller'],
  ['proposals', 'proposal'],
  ['booking_notes', 'note'],
  ['markup_rules', 'markupRule'],
  ['saved_views', 'savedView'],
  ['frozen_sales', 'sellingPrice'],
  ['booking_refs', 'agencyReference'],
]

/** "3 customers, 5 travellers, 2 notes, ..." of a backup: every table with records (named ones first). */
export function summaryParts(summary: Pick<BackupSummary, 'counts'>): string[] {
  const parts = NAMED.filter(([table]) => summary.counts[table] !== undefined).map(([table, key]) =>
    counted(key, summary.counts[table] ?? 0),
  )
  const known = new Set(NAMED.map(([table]) => table))
  for (const [table, count] of Object.entries(summary.counts)) {
    if (!known.has(table) && count > 0) parts.push(`${table.replace(/_/g, ' ')}: ${count}`)
  }
  return parts
}
