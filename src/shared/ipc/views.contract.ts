import { z } from 'zod'
import { BookingListInput } from './bookings.contract'

/**
 * Saved views of the bookings list (issue 28 item 4): a name, the list's filters and sort, and its columns (which,
 * in what order, how wide). Agency records (agency.db, versioned, deleted as tombstones); a pinned view shows in
 * the navigation with how many bookings it matches.
 */

/** Every column the bookings list can show, in its default order. */
export const BOOKING_LIST_COLUMNS = [
  'reference',
  'agencyRef',
  'customer',
  'product',
  'checkIn',
  'state',
  'price',
  'selling',
  'margin',
  'createdAt',
] as const
export const BookingListColumn = z.enum(BOOKING_LIST_COLUMNS)
export type BookingListColumn = z.infer<typeof BookingListColumn>

/** A shown column; `width` is its share of the table in percent, absent: the column's own default. */
export const ViewColumn = z
  .object({ id: BookingListColumn, width: z.number().int().min(3).max(60).optional() })
  .strict()
export type ViewColumn = z.infer<typeof ViewColumn>

/** The list's filters and sort as a view keeps them: those of `bookings.list` without paging or refresh. */
export const ViewFilters = BookingListInput.unwrap().omit({ limit: true, offset: true, refresh: true })
export type ViewFilters = z.output<typeof ViewFilters>

const ViewContent = {
  name: z.string().trim().min(1, 'Give the view a name').max(80),
  filters: ViewFilters,
  columns: z
    .array(ViewColumn)
    .min(1, 'Show at least one column')
    .max(BOOKING_LIST_COLUMNS.length)
    .refine(
      (columns) => new Set(columns.map((column) => column.id)).size === columns.length,
      'Each column once',
    ),
  /** Shown in the navigation with its count. */
  pinned: z.boolean().default(false),
}

export const SavedView = z.object({
  id: z.uuid(),
  ...ViewContent,
  version: z.number().int().min(1),
  updatedBy: z.string(),
  updatedAt: z.string(),
})
export type SavedView = z.infer<typeof SavedView>

export const SaveViewInput = z
  .object({
    /** Absent: a new view. */
    id: z.uuid().optional(),
    /** The version the agent changed; a view changed since is refused (conflict). */
    expectedVersion: z.number().int().min(1).optional(),
    ...ViewContent,
  })
  .strict()
export type SaveViewInput = z.input<typeof SaveViewInput>

export const viewsChannels = {
  /** The live views, by name. */
  'views.list': { input: z.object({}).strict().default({}), output: z.array(SavedView) },
  /** Adds or changes a view: a name another view has is invalid input on `name`, a stale version a conflict. */
  'views.save': { input: SaveViewInput, output: SavedView },
  /** Deletes a view (a tombstone: the record stays for other desks). */
  'views.delete': {
    input: z.object({ id: z.uuid(), expectedVersion: z.number().int().min(1).optional() }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  },
  /** How many cached bookings each pinned view matches (counted by SQLite, cheap: refetched on bookings changes). */
  'views.pinnedCounts': {
    input: z.object({}).strict().default({}),
    output: z.array(z.object({ id: z.uuid(), count: z.number().int().min(0) })),
  },
} as const

export const viewsEvents = {
  /** A view was added, changed or deleted. */
  'views.changed': z.object({}),
} as const
