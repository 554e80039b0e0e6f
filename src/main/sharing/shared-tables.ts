import type { SharedRecordKind } from '../../shared/ipc/sharing.contract'

/**
 * Which agency tables are shared, as which kind, and which of their columns travel. The meta columns (id,
 * version, updated_by, updated_at, deleted_at) travel as the server row's own columns; everything else of the row
 * is `fields` except what cannot or must not leave this desk:
 *
 * - `travellers.passport_sealed`: sealed with this desk's own key (safeStorage or the web host's key file);
 *   another desk could not open it, and the passport stays on the desk that took it.
 * - derived columns, recomputed on apply from what travelled: `customers.search_text` (reindexCustomer: the
 *   repo's fold, which takes the travellers' names too).
 *
 * `liveUnique`: the columns of a partial unique index over live rows (a second live rule of one scope, a second
 * view of one name). Two desks may each create one while apart: on apply the later one wins, the other is
 * tombstoned and kept in the replaced changes.
 */
export interface LiveUnique {
  columns: readonly string[]
  /** True when the index is over live rows only (a tombstone frees the key); false when it holds every row. */
  partial: boolean
  /** The index compares case-insensitively (a view's name). */
  nocase?: boolean
}

export interface SharedTable {
  kind: SharedRecordKind
  table: string
  excluded: readonly string[]
  liveUnique: LiveUnique | null
  /** The event the table's own service publishes when it changes (the renderer refetches on it). */
  event:
    | 'pricing.rulesChanged'
    | 'pricing.salesChanged'
    | 'people.changed'
    | 'notes.changed'
    | 'views.changed'
    | 'proposals.changed'
    | 'rates.changed'
    /** The agency's details: their mirror into the settings publishes it (agency-details.ts), not the pull. */
    | 'settings.changed'
}

export const SHARED_TABLES: readonly SharedTable[] = [
  {
    kind: 'markupRule',
    table: 'markup_rules',
    excluded: [],
    liveUnique: { columns: ['scope_key'], partial: true },
    event: 'pricing.rulesChanged',
  },
  {
    kind: 'frozenSale',
    table: 'frozen_sales',
    excluded: [],
    liveUnique: { columns: ['service', 'booking_id'], partial: false },
    event: 'pricing.salesChanged',
  },
  {
    kind: 'customer',
    table: 'customers',
    excluded: ['search_text'],
    liveUnique: { columns: ['service', 'file_id'], partial: true },
    event: 'people.changed',
  },
  {
    kind: 'traveller',
    table: 'travellers',
    excluded: ['passport_sealed'],
    liveUnique: null,
    event: 'people.changed',
  },
  { kind: 'bookingNote', table: 'booking_notes', excluded: [], liveUnique: null, event: 'notes.changed' },
  {
    kind: 'bookingRef',
    table: 'booking_refs',
    excluded: [],
    liveUnique: { columns: ['service', 'booking_id'], partial: false },
    event: 'notes.changed',
  },
  {
    kind: 'savedView',
    table: 'saved_views',
    excluded: [],
    liveUnique: { columns: ['name'], partial: true, nocase: true },
    event: 'views.changed',
  },
  { kind: 'proposal', table: 'proposals', excluded: [], liveUnique: null, event: 'proposals.changed' },
  {
    kind: 'currencyRate',
    table: 'currency_rates',
    excluded: [],
    liveUnique: { columns: ['currency'], partial: true },
    event: 'rates.changed',
  },
  {
    kind: 'reportingCurrency',
    table: 'reporting_currency',
    excluded: [],
    liveUnique: null,
    event: 'rates.changed',
  },
  {
    kind: 'agencyDetails',
    table: 'agency_details',
    excluded: [],
    liveUnique: null,
    event: 'settings.changed',
  },
]

export const META_COLUMN_NAMES = ['id', 'version', 'updated_by', 'updated_at', 'deleted_at'] as const

export function sharedTableOf(kind: string): SharedTable | undefined {
  return SHARED_TABLES.find((table) => table.kind === kind)
}
