/**
 * The three-way merge of one record (issue 33): `base` is the record as this desk last knew it on the server,
 * `local` what the desk has now, `server` what the server has now (another desk changed it meanwhile). Field by
 * field: a field changed on one side only takes that side; changed on both (to different values), the later
 * change (`updatedAt`, then `updatedBy` to break a tie alike on every desk) wins and the other value is reported
 * as replaced. `deleted_at` is merged like a field: a delete on one side and an edit of other fields on the other
 * give a tombstone with the edit in it. No base (a record both desks had before they shared) counts every
 * differing field as changed on both sides.
 */

export type Fields = Readonly<Record<string, unknown>>

export interface MergeSide {
  fields: Fields
  deletedAt: string | null
  updatedBy: string
  updatedAt: string
}

export interface ReplacedField {
  field: string
  replaced: unknown
  kept: unknown
}

export interface MergeResult {
  fields: Record<string, unknown>
  deletedAt: string | null
  updatedBy: string
  updatedAt: string
  /** Which side won where both changed a field ('none' when no field was changed on both). */
  winner: 'local' | 'server'
  /** The fields changed on both sides, with the losing value; empty when the merge lost nothing. */
  replaced: ReplacedField[]
}

const DELETED = 'deleted_at'

/** Equality of JSON values as stored (text, numbers, null): key order of nested JSON text is the writer's. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === undefined || b === undefined || a === null || b === null) return (a ?? null) === (b ?? null)
  return JSON.stringify(a) === JSON.stringify(b)
}

/** The later of two changes, the same on every desk: later time first, then the greater name. */
export function localIsLater(
  local: Pick<MergeSide, 'updatedAt' | 'updatedBy'>,
  server: typeof local,
): boolean {
  if (local.updatedAt !== server.updatedAt) return local.updatedAt > server.updatedAt
  return local.updatedBy > server.updatedBy
}

export function mergeRecord(base: MergeSide | null, local: MergeSide, server: MergeSide): MergeResult {
  const withDeleted = (side: MergeSide): Fields => ({ ...side.fields, [DELETED]: side.deletedAt })
  const b = base === null ? null : withDeleted(base)
  const l = withDeleted(local)
  const s = withDeleted(server)
  const later = localIsLater(local, server) ? 'local' : 'server'
  const merged: Record<string, unknown> = {}
  const replaced: ReplacedField[] = []
  const names = new Set([...Object.keys(l), ...Object.keys(s)])
  for (const name of names) {
    const lv = l[name] ?? null
    const sv = s[name] ?? null
    if (sameValue(lv, sv)) merged[name] = lv
    else if (b !== null && sameValue(lv, b[name] ?? null)) merged[name] = sv
    else if (b !== null && sameValue(sv, b[name] ?? null)) merged[name] = lv
    else {
      const [kept, lost] = later === 'local' ? [lv, sv] : [sv, lv]
      merged[name] = kept
      replaced.push({ field: name, replaced: lost, kept })
    }
  }
  const { [DELETED]: deletedAt, ...fields } = merged
  const winnerSide = later === 'local' ? local : server
  return {
    fields,
    deletedAt: typeof deletedAt === 'string' ? deletedAt : null,
    updatedBy: winnerSide.updatedBy,
    updatedAt: winnerSide.updatedAt,
    winner: later,
    replaced,
  }
}
