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
  const ours = withDeleted(local)
  const theirs = withDeleted(server)
  const later = localIsLater(local, server) ? 'local' : 'server'
  const merged: Record<string, unknown> = {}
  const replaced: ReplacedField[] = []
  const names = new Set([...Object.keys(ours), ...Object.keys(theirs)])
  for (const name of names) {
    const lv = ours[name] ?? null
    const sv = theirs[name] ?? null
    if (sameValue(lv, sv)) merged[name] = lv
    else if (b !== null && sameValue(lv, b[name] ?? null)) merged[name] = sv
    else if (b !== null && sameValue(sv, b[name] ?? null)) merged[name] = lv
    else {
      const nested = b === null ? null : mergeJsonText(name, b[name] ?? null, lv, sv, later, replaced)
      if (nested !== null) {
        merged[name] = nested
        continue
      }
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

type JsonObject = Record<string, unknown>

function asObject(value: unknown): JsonObject | null {
  if (typeof value !== 'string' || !value.startsWith('{')) return null
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as JsonObject)
      : null
  } catch {
    return null
  }
}

/**
 * A column holding a JSON object (a customer's `customer_json`) changed on both sides: merged key by key the same
 * way, so that one desk's new phone and another's new e-mail both survive. Null when the values are not all JSON
 * objects (then the column is merged whole).
 */
function mergeJsonText(
  name: string,
  base: unknown,
  local: unknown,
  server: unknown,
  later: 'local' | 'server',
  replaced: ReplacedField[],
): string | null {
  const b = asObject(base)
  const ours = asObject(local)
  const theirs = asObject(server)
  if (b === null || ours === null || theirs === null) return null
  const merged: JsonObject = {}
  for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
    const lv = ours[key] ?? null
    const sv = theirs[key] ?? null
    if (sameValue(lv, sv)) merged[key] = lv
    else if (sameValue(lv, b[key] ?? null)) merged[key] = sv
    else if (sameValue(sv, b[key] ?? null)) merged[key] = lv
    else {
      const [kept, lost] = later === 'local' ? [lv, sv] : [sv, lv]
      merged[key] = kept
      replaced.push({ field: `${name}.${key}`, replaced: lost, kept })
    }
  }
  // Keys absent on both sides stay absent (an optional field cleared), not written as null.
  for (const key of Object.keys(merged))
    if (merged[key] === null && !(key in ours) && !(key in theirs)) delete merged[key]
  return JSON.stringify(merged)
}
