import { z } from 'zod'
import { parseTimestamp, toEpochMs, type InstantInput } from './dates'
import { roundMoney, sumMoney } from './money'

/**
 * The cancellation ladder (`cancelConditions`) of a bed choice, per the spec's rules:
 * 1. An entry applies while `startAt <= now < endAt`; cancelling then costs `deduction` (bed choice currency).
 * 2. Before the first window cancellation is free; free cancellation runs until the first window's `startAt`.
 * 3. `refundable: false` marks a window whose deduction is the full price.
 * 4. An empty array = no policy returned: conditions UNKNOWN, never presented as freely cancellable.
 * 5. In a multi-room combination the last room of the branch carries the conditions of the whole combination.
 *
 * Resolved here (the spec is silent):
 * - Windows are sorted by `startAt` before use. A null `startAt` / `endAt` is read as unbounded on that side.
 * - Once the first window has started, a moment covered by no window (a gap between windows, or after the last
 *   window's end) costs what the latest-started window costs: the ladder never goes back to free once it has
 *   started charging. The timeline shows this by stretching each window to the next one's start and the last one
 *   to an open end.
 * - Overlapping windows: the one with the latest start applies.
 * - A window with deduction 0 is still a window (rule 2 is literal): free cancellation ends at the first startAt.
 * - When the booking total is known, a non-refundable window costs that total, and a refundable deduction is capped
 *   at it.
 */

export interface CancelCondition {
  /** Amount in the bed choice currency. */
  deduction: number
  refundable: boolean
  /** ISO 8601 (v3) or `YYYY-MM-DD HH:mm:ss UTC` (v1/v2); null = unbounded on that side. */
  startAt: string | null
  endAt: string | null
}

export const CancelConditionSchema = z.object({
  deduction: z.number(),
  refundable: z.boolean(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
})

export type CancelTimestampFormat = 'v1' | 'v3'

/** Either cancellation timestamp form (v3 ISO 8601 or v1/v2 `YYYY-MM-DD HH:mm:ss UTC`) -> epoch ms, or null. */
export function parseCancellationTimestamp(value: string): number | null {
  return parseTimestamp(value)
}

/** An instant -> the v1/v2 cancellation window form `YYYY-MM-DD HH:mm:ss UTC`. */
export function formatV1Timestamp(instant: InstantInput): string {
  const iso = new Date(toEpochMs(instant)).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`
}

/** An instant -> the v3 form, ISO 8601 UTC (`2025-06-01T12:00:00.000Z`). */
export function formatV3Timestamp(instant: InstantInput): string {
  return new Date(toEpochMs(instant)).toISOString()
}

/** The same ladder with its timestamps written in the given API version's form (for the sandbox's responses). */
export function formatCancelConditions(
  conditions: readonly CancelCondition[],
  format: CancelTimestampFormat,
): CancelCondition[] {
  const write = format === 'v1' ? formatV1Timestamp : formatV3Timestamp
  return conditions.map((c) => ({
    ...c,
    startAt: c.startAt === null ? null : write(c.startAt),
    endAt: c.endAt === null ? null : write(c.endAt),
  }))
}

interface Window {
  condition: CancelCondition
  startMs: number
  endMs: number
}

function toWindows(conditions: readonly CancelCondition[]): Window[] {
  return conditions
    .map((condition, index) => {
      const startMs = condition.startAt === null ? -Infinity : parseTimestamp(condition.startAt)
      const endMs = condition.endAt === null ? Infinity : parseTimestamp(condition.endAt)
      if (startMs === null || endMs === null) {
        throw new RangeError(`Invalid cancellation window ${JSON.stringify(condition)}`)
      }
      return { condition, startMs, endMs, index }
    })
    .sort((a, b) => a.startMs - b.startMs || a.index - b.index)
}

function isoOrNull(ms: number): string | null {
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null
}

export interface FeeOptions {
  /** Total price of what the ladder covers: the fee of a non-refundable window, and a cap for the others. */
  totalPrice?: number | null
}

function feeOf(condition: CancelCondition, options: FeeOptions | undefined): number {
  const total = options?.totalPrice ?? null
  if (!condition.refundable) return roundMoney(total ?? condition.deduction)
  const fee = total === null ? condition.deduction : Math.min(condition.deduction, total)
  return roundMoney(Math.max(0, fee))
}

export type CancellationStatus =
  /** Empty ladder: the supplier returned no policy. Not free. */
  | { kind: 'unknown'; fee: null }
  /** Before the first window. `freeUntil` = the first window's startAt (exclusive). */
  | { kind: 'free'; fee: 0; freeUntil: string }
  /** Inside (or carried from) a refundable window. `until` = when the next window starts (null: open-ended). */
  | { kind: 'penalty'; fee: number; condition: CancelCondition; since: string | null; until: string | null }
  /** Inside (or carried from) a non-refundable window: the full price. */
  | {
      kind: 'non_refundable'
      fee: number
      condition: CancelCondition
      since: string | null
      until: string | null
    }

export function isCancellationUnknown(conditions: readonly CancelCondition[]): boolean {
  return conditions.length === 0
}

/** Where the ladder stands at an instant. */
export function evaluateCancellation(
  conditions: readonly CancelCondition[],
  at: InstantInput,
  options?: FeeOptions,
): CancellationStatus {
  if (conditions.length === 0) return { kind: 'unknown', fee: null }
  const now = toEpochMs(at)
  const windows = toWindows(conditions)
  const first = windows[0]!
  if (now < first.startMs) return { kind: 'free', fee: 0, freeUntil: new Date(first.startMs).toISOString() }
  // The latest-started window applies (its own window, a gap after it, or after the end of the ladder).
  let index = 0
  while (index + 1 < windows.length && windows[index + 1]!.startMs <= now) index += 1
  const current = windows[index]!
  const next = windows[index + 1]
  const since = isoOrNull(current.startMs)
  const until = next ? isoOrNull(next.startMs) : null
  const fee = feeOf(current.condition, options)
  return current.condition.refundable
    ? { kind: 'penalty', fee, condition: current.condition, since, until }
    : { kind: 'non_refundable', fee, condition: current.condition, since, until }
}

/**
 * The fee charged when cancelling at `at` (the sandbox's DELETE, the app's confirmation dialog); 0 when free;
 * null when the conditions are unknown (empty ladder).
 */
export function cancellationFeeAt(
  conditions: readonly CancelCondition[],
  at: InstantInput,
  options?: FeeOptions,
): number | null {
  return evaluateCancellation(conditions, at, options).fee
}

/**
 * Free cancellation runs until the first window's startAt (ISO 8601). null when there is no free period: the
 * conditions are unknown (empty ladder), the first window is unbounded at its start, or `at` (when given) is not
 * before that start any more.
 */
export function freeCancellationUntil(
  conditions: readonly CancelCondition[],
  at?: InstantInput,
): string | null {
  if (conditions.length === 0) return null
  const first = toWindows(conditions)[0]!
  if (!Number.isFinite(first.startMs)) return null
  if (at !== undefined && toEpochMs(at) >= first.startMs) return null
  return new Date(first.startMs).toISOString()
}

/** True only when the conditions are known and cancelling at `at` costs nothing. */
export function isFreelyCancellableAt(conditions: readonly CancelCondition[], at: InstantInput): boolean {
  return evaluateCancellation(conditions, at).kind === 'free'
}

/** The windows marked `refundable: false` (deduction = full price), in time order. */
export function nonRefundableWindows(conditions: readonly CancelCondition[]): CancelCondition[] {
  return toWindows(conditions)
    .filter((w) => !w.condition.refundable)
    .map((w) => w.condition)
}

export type TimelineKind = 'free' | 'penalty' | 'non_refundable' | 'unknown'

export interface TimelineSegment {
  kind: TimelineKind
  /** ISO 8601 UTC; null = unbounded (since ever / open-ended). */
  from: string | null
  to: string | null
  /** Amount charged when cancelling inside the segment; 0 when free; null when unknown. */
  fee: number | null
}

export interface TimelineOptions extends FeeOptions {
  /** Start the timeline at this instant (drop what ended before it, clip the segment running at it). */
  from?: InstantInput
}

/**
 * Ordered display segments of a ladder: a free segment up to the first window (when it has a start), then one
 * segment per window, each stretched to the next window's start and the last one open-ended (see the module note).
 * Empty ladder -> one `unknown` segment.
 */
export function buildCancellationTimeline(
  conditions: readonly CancelCondition[],
  options?: TimelineOptions,
): TimelineSegment[] {
  const fromMs = options?.from === undefined ? -Infinity : toEpochMs(options.from)
  if (conditions.length === 0) return [{ kind: 'unknown', from: isoOrNull(fromMs), to: null, fee: null }]
  const windows = toWindows(conditions)
  const raw: { kind: TimelineKind; startMs: number; endMs: number; fee: number }[] = []
  const first = windows[0]!
  if (Number.isFinite(first.startMs))
    raw.push({ kind: 'free', startMs: -Infinity, endMs: first.startMs, fee: 0 })
  windows.forEach((w, i) => {
    const next = windows[i + 1]
    raw.push({
      kind: w.condition.refundable ? 'penalty' : 'non_refundable',
      startMs: w.startMs,
      endMs: next ? next.startMs : Infinity,
      fee: feeOf(w.condition, options),
    })
  })
  return raw
    .filter((s) => s.endMs > fromMs && s.endMs > s.startMs)
    .map((s) => ({
      kind: s.kind,
      from: isoOrNull(Math.max(s.startMs, fromMs)),
      to: isoOrNull(s.endMs),
      fee: s.fee,
    }))
}

// ---------------------------------------------------------------------------------------------------------------
// Multi-room

/** Supplier codes whose multi-room rates are priced as one combination (nested compatibleRoomCompositions). */
export const COMBINATION_SUPPLIER_CODES = ['supplier_bedbank_a', 'supplier_channel_c'] as const

/** Spec (multi-room rules): `supplier_bedbank_a` and `supplier_channel_c` price the stay as one combination. */
export function pricesAsCombination(supplierCode: string): boolean {
  return (COMBINATION_SUPPLIER_CODES as readonly string[]).includes(supplierCode.toLowerCase())
}

/**
 * Rule 5: the chosen bed choices of one combination branch, in request order -> the ladder of the whole
 * combination, i.e. the last room's. No bed choice -> [] (unknown).
 */
export function combinationCancelConditions<T extends { cancelConditions: readonly CancelCondition[] }>(
  bedChoicesInRequestOrder: readonly T[],
): readonly CancelCondition[] {
  return bedChoicesInRequestOrder.at(-1)?.cancelConditions ?? []
}

export interface RoomLadder {
  cancelConditions: readonly CancelCondition[]
  /** The room's price: the fee of its non-refundable windows and a cap for the others. */
  price?: number | null
}

/**
 * Rooms booked independently (own inventory: one bed choice per room, not a combination) -> one ladder for the
 * booking whose fee at any instant is the sum of the rooms' fees. Any room with unknown conditions makes the whole
 * unknown ([]). A merged window is non-refundable only when every room is non-refundable then.
 */
export function mergeRoomLadders(rooms: readonly RoomLadder[]): CancelCondition[] {
  if (rooms.length === 0 || rooms.some((r) => r.cancelConditions.length === 0)) return []
  if (rooms.length === 1) {
    const only = rooms[0]!
    return toWindows(only.cancelConditions).map((w) => w.condition)
  }
  const ladders = rooms.map((r) => ({ windows: toWindows(r.cancelConditions), room: r }))
  const earliest = Math.min(...ladders.map((l) => l.windows[0]!.startMs))
  const points = new Set<number>()
  for (const { windows } of ladders) {
    for (const w of windows) {
      for (const ms of [w.startMs, w.endMs]) if (Number.isFinite(ms) && ms >= earliest) points.add(ms)
    }
  }
  const sorted = [...points].sort((a, b) => a - b)
  const bounds = [...(Number.isFinite(earliest) ? [] : [-Infinity]), ...sorted, Infinity]
  const merged: CancelCondition[] = []
  let previous: { deduction: number; refundable: boolean; startMs: number; endMs: number } | null = null
  const flush = (): void => {
    if (previous) {
      merged.push({
        deduction: previous.deduction,
        refundable: previous.refundable,
        startAt: isoOrNull(previous.startMs),
        endAt: isoOrNull(previous.endMs),
      })
    }
  }
  for (let i = 0; i + 1 < bounds.length; i += 1) {
    const startMs = bounds[i]!
    const endMs = bounds[i + 1]!
    const probe = Number.isFinite(startMs) ? startMs : Number.isFinite(endMs) ? endMs - 1 : 0
    const statuses = ladders.map((l) =>
      evaluateCancellation(l.room.cancelConditions, probe, { totalPrice: l.room.price ?? null }),
    )
    const deduction = sumMoney(statuses.map((s) => s.fee ?? 0))
    const refundable = !statuses.every((s) => s.kind === 'non_refundable')
    if (previous && previous.deduction === deduction && previous.refundable === refundable) {
      previous.endMs = endMs
    } else {
      flush()
      previous = { deduction, refundable, startMs, endMs }
    }
  }
  flush()
  return merged
}

/**
 * The ladder that applies to a booking's rooms (in request order): the last room's for a combination (rule 5),
 * the merged per-room ladder otherwise.
 */
export function bookingCancelConditions(
  rooms: readonly RoomLadder[],
  mode: 'combination' | 'per_room',
): readonly CancelCondition[] {
  return mode === 'combination' ? combinationCancelConditions(rooms) : mergeRoomLadders(rooms)
}
