import type { BedChoice, MealPlan, RateTag, RoomAvailability } from '../../../../shared/api/availability'
import {
  buildCancellationTimeline,
  combinationCancelConditions,
  evaluateCancellation,
  freeCancellationUntil,
  type CancelCondition,
  type TimelineKind,
} from '../../../../shared/domain/cancellation'
import { formatInstantInZone, formatIsoDate, type StayDates } from '../../../../shared/domain/dates'
import { describeBoards } from '../../../../shared/domain/meal-plans'
import { formatMoney, sumMoney } from '../../../../shared/domain/money'
import type { AgentFormat } from '../format/agent-format'

/**
 * Pure view models of rates: a bed choice, its boards and its cancellation ladder turned into the sentences an
 * agent reads. Every rule comes from src/shared/domain; this file only words the answers.
 */

function instant(iso: string, format: AgentFormat): string {
  return formatInstantInZone(iso, { locale: format.locale, timeZone: format.timeZone })
}

// ------------------------------------------------------------------------------------------------ cancellation

export type CancellationTone = 'free' | 'penalty' | 'non_refundable' | 'unknown'

export interface TimelineRow {
  kind: TimelineKind
  /** When the row applies, e.g. "Until 3 Jan 2027, 01:00 CET" or "From 3 Jan 2027, 01:00 CET". */
  when: string
  /** What cancelling then costs. */
  what: string
}

export interface CancellationView {
  /** One line for the rate's header: "Free cancellation until …", "Non-refundable", "Cancellation conditions unknown". */
  headline: string
  tone: CancellationTone
  rows: TimelineRow[]
}

export const UNKNOWN_CANCELLATION = 'Cancellation conditions unknown'

export function cancellationView(
  conditions: readonly CancelCondition[],
  options: AgentFormat & {
    currency: string
    totalPrice: number
    now: number
    /**
     * False on the client screen: the fees the service states are the agency's net, so the conditions are worded
     * without them ("Cancellation fees apply", "Non-refundable"). Default true.
     */
    amounts?: boolean
  },
): CancellationView {
  const amounts = options.amounts ?? true
  const money = (amount: number) => formatMoney(amount, options.currency, options.locale)
  const segments = buildCancellationTimeline(conditions, {
    from: options.now,
    totalPrice: options.totalPrice,
  })
  const rows = segments.map((segment): TimelineRow => {
    const from = segment.from === null ? null : instant(segment.from, options)
    const to = segment.to === null ? null : instant(segment.to, options)
    const when =
      from !== null && to !== null
        ? `${from} to ${to}`
        : from !== null
          ? `From ${from}`
          : to !== null
            ? `Until ${to}`
            : 'At any time'
    switch (segment.kind) {
      case 'free':
        return {
          kind: 'free',
          when: to === null ? 'At any time' : `Until ${to}`,
          what: 'Free cancellation',
        }
      case 'penalty':
        return {
          kind: 'penalty',
          when,
          what: amounts ? `Cancellation fee ${money(segment.fee ?? 0)}` : 'Cancellation fees apply',
        }
      case 'non_refundable':
        // Says what cancelling in the window would cost: "... charged" read as money already taken.
        return {
          kind: 'non_refundable',
          when,
          what: amounts
            ? `Non-refundable: cancelling costs the full price, ${money(segment.fee ?? 0)}`
            : 'Non-refundable',
        }
      case 'unknown':
        return {
          kind: 'unknown',
          when: 'At any time',
          what: 'The supplier gave no cancellation policy: do not present this rate as free to cancel',
        }
    }
  })
  const status = evaluateCancellation(conditions, options.now, { totalPrice: options.totalPrice })
  const freeUntil = freeCancellationUntil(conditions, options.now)
  if (status.kind === 'unknown') return { headline: UNKNOWN_CANCELLATION, tone: 'unknown', rows }
  if (freeUntil !== null)
    return { headline: `Free cancellation until ${instant(freeUntil, options)}`, tone: 'free', rows }
  if (status.kind === 'non_refundable') return { headline: 'Non-refundable', tone: 'non_refundable', rows }
  const headline = amounts ? `Cancellation fee now ${money(status.fee)}` : 'Cancellation fees apply now'
  return { headline, tone: 'penalty', rows }
}

// ------------------------------------------------------------------------------------------------ boards

export interface BoardLine {
  /** "1 Jul 2027 – 16 Jul 2027" when the board changes over the stay; null for the whole stay. */
  period: string | null
  label: string
  /** A board the supplier named but that maps to no standard code: shown with the supplier's label. */
  unclassified: boolean
  /** No board information for this part of the stay (never "room only"). */
  missing: boolean
}

export function boardLines(mealPlans: readonly MealPlan[], stay: StayDates, locale: string): BoardLine[] {
  const description = describeBoards(mealPlans, stay)
  switch (description.kind) {
    case 'no_information':
      return [{ period: null, label: description.displayLabel, unclassified: false, missing: true }]
    case 'whole_stay':
      return [
        {
          period: null,
          label: description.board.displayLabel,
          unclassified: !description.board.classified,
          missing: false,
        },
      ]
    case 'periods':
      return description.segments.map((segment) => ({
        period: `${formatIsoDate(segment.fromDate, locale)} – ${formatIsoDate(segment.toDate, locale)}`,
        label: segment.board?.displayLabel ?? 'No board information',
        unclassified: segment.board !== null && !segment.board.classified,
        missing: segment.board === null,
      }))
  }
}

/** One short text for a room preview: "Breakfast", "Half board, then Full board", "No board information". */
export function boardSummary(mealPlans: readonly MealPlan[], stay: StayDates, locale: string): string {
  const lines = boardLines(mealPlans, stay, locale)
  const labels = [...new Set(lines.map((line) => line.label))]
  return labels.join(', then ')
}

// ------------------------------------------------------------------------------------------------ bed choice

export interface BedChoiceView {
  id: string
  name: string
  /** The price the agent sells at: promotions applied. */
  price: string
  /** The price without the promotion, only when it differs. */
  priceWithoutPromo: string | null
  /** "Promotion applied: Early booking, saves €120.00", or a supplier deal already in the price. */
  promotion: string | null
  boards: BoardLine[]
  /** "City tax: €12.00" each, payable at the hotel and not in the price. */
  hotelFees: string[]
  mandatorySupplements: string[]
  optionalSupplements: string[]
  hasExtraBed: boolean
  /** Supplier texts, null when absent (shown collapsed). */
  contractingConditions: string | null
  checkInInstructions: string | null
}

/** `amounts` false (the client screen): a promotion is named without the net it saves. */
export function bedChoiceView(
  bedChoice: BedChoice,
  stay: StayDates,
  locale: string,
  amounts = true,
): BedChoiceView {
  const money = (amount: number, currency = bedChoice.currency) => formatMoney(amount, currency, locale)
  const differs = bedChoice.totalPriceWithoutPromo !== bedChoice.totalPriceWithPromo
  const info = bedChoice.promotionInfo
  let promotion: string | null = null
  if (info !== null) {
    const name =
      bedChoice.promotions.find((p) => p.id === info.promotionId)?.name ?? info.kind.replaceAll('_', ' ')
    const upgrade =
      info.upgradedFromRoom !== null && info.upgradedToRoom !== null
        ? ` (upgrade from ${info.upgradedFromRoom} to ${info.upgradedToRoom})`
        : ''
    promotion = `Promotion applied: ${name}${upgrade}${amounts && info.discount > 0 ? `, saves ${money(info.discount)}` : ''}`
  } else if (bedChoice.promotions.length > 0) {
    promotion = `Promotion: ${bedChoice.promotions.map((p) => p.name).join(', ')} (already in the price)`
  }
  return {
    id: bedChoice.id,
    name: bedChoice.name,
    price: money(bedChoice.totalPriceWithPromo),
    priceWithoutPromo: differs ? money(bedChoice.totalPriceWithoutPromo) : null,
    promotion,
    boards: boardLines(bedChoice.mealPlans, stay, locale),
    hotelFees: bedChoice.hotelFees.map((fee) => `${fee.label}: ${money(fee.amount, fee.currency)}`),
    mandatorySupplements: [...bedChoice.mandatorySupplements],
    optionalSupplements: [...bedChoice.optionalSupplements],
    hasExtraBed: bedChoice.hasExtraBed,
    contractingConditions: blankToNull(bedChoice.contractingConditions),
    checkInInstructions: blankToNull(bedChoice.checkInInstructions),
  }
}

function blankToNull(text: string | null): string | null {
  return text === null || text.trim() === '' ? null : text.trim()
}

// ------------------------------------------------------------------------------------------------ tags

export type TagTone = 'refundable' | 'non_refundable' | 'extra_bed' | 'board' | 'other'

export interface TagView {
  /** The badge text: the desk's wording for a known code, the supplier's wording otherwise. */
  text: string
  tone: TagTone
  /** The supplier's own wording when the badge shows the desk's (for a tooltip), else null. */
  supplierLabel: string | null
}

const TAG_TEXT: Record<string, { text: string; tone: TagTone }> = {
  refundable: { text: 'Refundable', tone: 'refundable' },
  non_refundable: { text: 'Non-refundable', tone: 'non_refundable' },
  extra_bed: { text: 'Extra bed', tone: 'extra_bed' },
}

/**
 * The rate's tags as badges. Refundability and extra-bed tags carry a code and get the desk's wording (a bounded
 * refundable tag says until when, in the agent's zone); board tags have code null and keep the supplier's
 * wording, with their dates when they cover part of the stay. An unknown code shows its label.
 */
export function tagViews(tags: readonly RateTag[], format: AgentFormat): TagView[] {
  const seen = new Set<string>()
  const views: TagView[] = []
  for (const tag of tags) {
    const known = tag.code === null ? undefined : TAG_TEXT[tag.code]
    let text: string
    let tone: TagTone
    if (known !== undefined) {
      tone = known.tone
      text =
        tag.code === 'refundable' && tag.endAt !== null
          ? `${known.text} until ${instant(tag.endAt, format)}`
          : known.text
    } else {
      tone = tag.code === null ? 'board' : 'other'
      const from = tag.startAt === null ? null : formatIsoDate(tag.startAt.slice(0, 10), format.locale)
      const to = tag.endAt === null ? null : formatIsoDate(tag.endAt.slice(0, 10), format.locale)
      const period =
        from !== null && to !== null
          ? ` (${from} – ${to})`
          : from !== null
            ? ` (from ${from})`
            : to !== null
              ? ` (until ${to})`
              : ''
      text = `${tag.label.trim() || 'Unnamed'}${period}`
    }
    if (seen.has(text)) continue
    seen.add(text)
    const supplierLabel =
      known !== undefined && tag.label.trim() !== '' && tag.label.trim() !== known.text
        ? tag.label.trim()
        : null
    views.push({ text, tone, supplierLabel })
  }
  return views
}

// ------------------------------------------------------------------------------------------------ combinations

/**
 * The ladder and total of a path of bed choices in request order (room 1, room 2, ...): the last one carries the
 * conditions of the whole combination (ladder rule 5); the total is the sum of the path's prices.
 */
export function branchTerms(path: readonly BedChoice[]): {
  conditions: readonly CancelCondition[]
  total: number
} {
  return {
    conditions: combinationCancelConditions(path),
    total: sumMoney(path.map((choice) => choice.totalPriceWithPromo)),
  }
}

/** True when this room is a level of a bed-bank combination with more rooms below it. */
export function hasNextLevel(room: RoomAvailability): boolean {
  return room.compatibleRoomCompositions.length > 0
}

// ------------------------------------------------------------------------------------------------ hold

/** Milliseconds -> "14:32" (or "1:02:03" beyond an hour); never negative. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`
}
