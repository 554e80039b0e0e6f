import type { RequestedRoom, RoomAvailability } from '../../../../shared/api/availability'
import { isFreelyCancellableAt, isCancellationUnknown } from '../../../../shared/domain/cancellation'
import { selectionSlots, summarizeSelection, type SelectionSummary } from './selection'

/**
 * What "Add to proposal" on a result card offers: the card's previews lack the bed choice and the ladder an item
 * must keep, so the card reads the hotel's rooms for the searched stay (as its rooms screen does) and offers
 * complete selections made of them. One per kind of stay worth telling apart (the rooms, the board, whether it
 * cancels free today), the cheapest of each, cheapest first: the first is the card's own "from" price.
 */

export interface CardChoice {
  /** Stable for this answer: the option keys of the rooms picked. */
  key: string
  summary: SelectionSummary
  /** Free cancellation now, non-refundable-or-fees now, or terms unknown (never presented as free). */
  cancels: 'free' | 'charged' | 'unknown'
}

export const CARD_CHOICES_SHOWN = 6

function cheapestKey(options: readonly { key: string; choice: { totalPriceWithPromo: number } }[]) {
  let best: (typeof options)[number] | undefined
  for (const option of options)
    if (best === undefined || option.choice.totalPriceWithPromo < best.choice.totalPriceWithPromo)
      best = option
  return best?.key ?? null
}

/**
 * Every first room of the hotel completed with the cheapest rooms that still combine with it, as selections; the
 * cheapest of each distinct kind, at most `limit`, cheapest first. Empty when no complete selection exists.
 */
export function cardChoices(
  rooms: readonly RoomAvailability[],
  searched: readonly RequestedRoom[],
  now: number,
  limit = CARD_CHOICES_SHOWN,
): CardChoice[] {
  if (searched.length === 0) return []
  const firsts = selectionSlots(rooms, searched, [])[0]?.options ?? []
  const complete: CardChoice[] = []
  for (const first of firsts) {
    const picks: (string | null)[] = [first.key]
    for (let index = 1; index < searched.length; index += 1) {
      const slot = selectionSlots(rooms, searched, picks)[index]
      picks.push(cheapestKey(slot?.options ?? []))
    }
    const summary = summarizeSelection(selectionSlots(rooms, searched, picks))
    if (!summary.complete) continue
    const cancels = isCancellationUnknown(summary.conditions)
      ? 'unknown'
      : isFreelyCancellableAt(summary.conditions, now)
        ? 'free'
        : 'charged'
    complete.push({ key: picks.join('|'), summary, cancels })
  }
  complete.sort((a, b) => a.summary.total - b.summary.total || a.key.localeCompare(b.key))
  const seen = new Set<string>()
  const kept: CardChoice[] = []
  for (const choice of complete) {
    const kind = [
      ...choice.summary.picked.map(
        (option) => `${option.room.name}/${option.choice.mealPlans[0]?.code ?? ''}`,
      ),
      choice.cancels,
    ].join('|')
    if (seen.has(kind)) continue
    seen.add(kind)
    kept.push(choice)
    if (kept.length === limit) break
  }
  return kept
}
