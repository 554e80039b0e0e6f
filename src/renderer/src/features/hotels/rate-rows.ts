import type { StayDates } from '../../../../shared/domain/dates'
import { combinationCancelConditions } from '../../../../shared/domain/cancellation'
import type { SellingPrice } from '../../../../shared/domain/markup'
import { formatMoney } from '../../../../shared/domain/money'
import { PRICE_ON_REQUEST } from '../../ui/client-mode/client-mode'
import type { AgentFormat } from '../../ui/format/agent-format'
import {
  bedChoiceView,
  boardSummary,
  cancellationView,
  type CancellationTone,
} from '../../ui/rates/rate-view'
import type { SelectionOption, SelectionSlot } from './selection'

/**
 * A slot's options ("Room 1", "Room 2", ...) as rows an agent compares side by side: room and rate, board,
 * cancellation in words, supplier, price and promotion, one row per bed choice that can still be picked.
 */

export interface RateRow {
  /** The option key the store keeps (selection.ts). */
  key: string
  room: string
  rate: string
  board: string
  /** "Free cancellation until …", "Non-refundable", or who sets it for a level of a combination. */
  cancellation: string
  cancellationTone: CancellationTone | 'later'
  supplier: string
  /** The price the agency sells at (the net when no rule prices the rows). */
  price: string
  /** The selling price with its net and margin, when the rows are priced with the agency's rules. */
  selling: SellingPrice | null
  /** The price before the promotion, only when it differs. */
  priceWithoutPromo: string | null
  /** The promotion in words, or null when none applies. */
  promotion: string | null
  onRequest: boolean
  /** Everything the row says, in one sentence: the accessible name of its radio button. */
  summary: string
}

export function supplierText(option: SelectionOption): string {
  const { supplier } = option.room
  return supplier.flux ? `${supplier.name} (${supplier.flux})` : supplier.name
}

/**
 * The rows of one slot. A level of a bed-bank combination before the last has no cancellation of its own (the last
 * room's rate carries the whole combination's, ladder rule 5): it says so; the last level shows the combination's,
 * given the rooms picked before it (`earlier`).
 */
export function rateRows(
  slot: SelectionSlot,
  earlier: readonly SelectionOption[],
  context: {
    stay: StayDates
    format: AgentFormat
    now: number
    roomCount: number
    /** Prices a rate of a supplier with the agency's rules (each row on its own supplier's rule). */
    sell?: (supplierCode: string, net: number, currency: string) => SellingPrice
    /** False on the client screen: no net price, net fee or supplier in the rows. Default true. */
    showsNet?: boolean
  },
): RateRow[] {
  const { stay, format, now, roomCount, sell } = context
  const showsNet = context.showsNet ?? true
  const isLast = slot.index === roomCount - 1
  return slot.options.map((option): RateRow => {
    const { room, choice } = option
    const view = bedChoiceView(choice, stay, format.locale, showsNet)
    let cancellation: string
    let cancellationTone: RateRow['cancellationTone']
    if (option.mode === 'combination' && !isLast) {
      cancellation = `Set with room ${roomCount}'s rate (whole combination)`
      cancellationTone = 'later'
    } else {
      const branch = option.mode === 'combination' ? [...earlier.map((o) => o.choice), choice] : [choice]
      const conditions =
        option.mode === 'combination' ? combinationCancelConditions(branch) : choice.cancelConditions
      const total = branch.reduce((sum, item) => sum + item.totalPriceWithPromo, 0)
      const words = cancellationView(conditions, {
        ...format,
        currency: choice.currency,
        totalPrice: total,
        now,
        amounts: showsNet,
      })
      cancellation = words.headline
      cancellationTone = words.tone
    }
    const board = boardSummary(choice.mealPlans, stay, format.locale)
    const supplier = showsNet ? supplierText(option) : ''
    const selling = sell?.(room.supplier.code, choice.totalPriceWithPromo, choice.currency) ?? null
    // The selling price may be shown to a customer; the net only to the agent.
    // No rule applied: the selling figure is the net itself, which the client screen never shows.
    const price =
      selling !== null && (showsNet || selling.ruleId !== null)
        ? formatMoney(selling.sell, choice.currency, format.locale)
        : showsNet
          ? formatMoney(choice.totalPriceWithPromo, choice.currency, format.locale)
          : PRICE_ON_REQUEST
    const promotion = view.promotion
    const onRequest = !room.instantAvailability
    const summary = [
      room.name,
      choice.name,
      board,
      cancellation,
      ...(showsNet ? [supplier, price] : []),
      ...(promotion === null ? [] : [promotion]),
      ...(onRequest ? ['on request'] : []),
    ].join(' · ')
    return {
      key: option.key,
      room: room.name,
      rate: choice.name,
      board,
      cancellation,
      cancellationTone,
      supplier,
      price,
      selling,
      // Struck through beside the selling price: the price without the promotion, sold with the same rule.
      priceWithoutPromo:
        sell === undefined || view.priceWithoutPromo === null || (!showsNet && selling?.ruleId == null)
          ? showsNet
            ? view.priceWithoutPromo
            : null
          : formatMoney(
              sell(room.supplier.code, choice.totalPriceWithoutPromo, choice.currency).sell,
              choice.currency,
              format.locale,
            ),
      promotion,
      onRequest,
      summary,
    }
  })
}
