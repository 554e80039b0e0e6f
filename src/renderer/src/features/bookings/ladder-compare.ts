import {
  buildCancellationTimeline,
  type CancelCondition,
  type TimelineKind,
} from '../../../../shared/domain/cancellation'
import { formatInstantInZone, parseTimestamp } from '../../../../shared/domain/dates'
import { formatMoney, moneyEquals } from '../../../../shared/domain/money'
import type { AgentFormat } from '../../ui/format/agent-format'

/**
 * Two cancellation ladders compared by what they mean, not by how they are written: the shown one comes from the
 * availability answer (ISO 8601, maybe with milliseconds, one window per room merged by the desk), the booked one
 * from the v1 booking (`YYYY-MM-DD HH:mm:ss UTC`, merged by the service). Both are turned into the same canonical
 * steps (whole seconds, each window stretched to the next, equal neighbours joined) before they are compared.
 */

export interface LadderStep {
  kind: TimelineKind
  /** Epoch ms; null = unbounded on that side. */
  fromMs: number | null
  toMs: number | null
  /** What cancelling costs in this step; null when unknown. */
  fee: number | null
}

/**
 * null when a timestamp cannot be read: the ladder is then shown as unreadable, never as free. `from` drops what
 * ended before it (the windows that were over when the agent saw the rate matter to nobody).
 */
export function canonicalLadder(
  conditions: readonly CancelCondition[],
  totalPrice: number | null,
  from?: string,
): LadderStep[] | null {
  const floored: CancelCondition[] = []
  for (const condition of conditions) {
    const startAt = floorToSecond(condition.startAt)
    const endAt = floorToSecond(condition.endAt)
    if (startAt === undefined || endAt === undefined) return null
    floored.push({ ...condition, startAt, endAt })
  }
  const steps: LadderStep[] = []
  const since = from === undefined ? undefined : floorToSecond(from)
  const options = since === undefined || since === null ? { totalPrice } : { totalPrice, from: since }
  for (const segment of buildCancellationTimeline(floored, options)) {
    const step: LadderStep = {
      kind: segment.kind,
      fromMs: segment.from === null ? null : Date.parse(segment.from),
      toMs: segment.to === null ? null : Date.parse(segment.to),
      fee: segment.fee,
    }
    const previous = steps.at(-1)
    if (previous !== undefined && sameCost(previous, step)) previous.toMs = step.toMs
    else steps.push(step)
  }
  return steps
}

/** undefined: not a timestamp. */
function floorToSecond(value: string | null): string | null | undefined {
  if (value === null) return null
  const ms = parseTimestamp(value)
  if (ms === null) return undefined
  return new Date(Math.floor(ms / 1000) * 1000).toISOString()
}

/**
 * A non-refundable step costs the whole price whatever amount the window carries, so its amount is not compared
 * (a different total is reported on its own line).
 */
function sameCost(a: LadderStep, b: LadderStep): boolean {
  if (a.kind !== b.kind) return false
  if (a.kind === 'penalty') return a.fee !== null && b.fee !== null && moneyEquals(a.fee, b.fee)
  // free costs nothing, unknown is unknown, non-refundable costs the whole price: the kind says it all
  return true
}

export function sameLadder(a: readonly LadderStep[] | null, b: readonly LadderStep[] | null): boolean {
  if (a === null || b === null) return false
  return (
    a.length === b.length &&
    a.every((step, index) => {
      const other = b[index]!
      return step.fromMs === other.fromMs && step.toMs === other.toMs && sameCost(step, other)
    })
  )
}

/** The ladder in sentences, times in the agent's zone with the zone named. */
export function ladderLines(
  steps: readonly LadderStep[] | null,
  format: AgentFormat,
  currency: string,
): string[] {
  if (steps === null) return ['The cancellation conditions cannot be read']
  const at = (ms: number) => formatInstantInZone(ms, format)
  const money = (amount: number | null) => formatMoney(amount ?? 0, currency, format.locale)
  return steps.map((step) => {
    const when =
      step.fromMs !== null
        ? `From ${at(step.fromMs)}`
        : step.toMs !== null
          ? `Until ${at(step.toMs)}`
          : 'At any time'
    switch (step.kind) {
      case 'free':
        return step.toMs === null
          ? 'Free cancellation at any time'
          : `Free cancellation until ${at(step.toMs)}`
      case 'penalty':
        return `${when}: cancellation fee ${money(step.fee)}`
      case 'non_refundable':
        // The amount follows the total, which has its own line: saying it twice would show one difference twice.
        return `${when}: non-refundable: cancelling costs the full price`
      case 'unknown':
        return 'No cancellation policy given: not free to cancel'
    }
  })
}
