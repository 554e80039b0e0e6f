import { create } from 'zustand'
import type { BasketLine } from './basket.store'
import { emptyBasketDraft, lineDraftFor, type BasketDraft } from './basket-draft'

/**
 * What the agent typed in the basket (travelers, customer, notes), kept while the app runs so that leaving the
 * basket (a notice's booking, a look at another screen) never loses it, as the hotel booking form's draft is kept.
 * Dropped once the basket is booked.
 */
interface BasketDraftState {
  draft: BasketDraft | null
  save(draft: BasketDraft): void
  drop(): void
}

export const useBasketDraftStore = create<BasketDraftState>((set) => ({
  draft: null,
  save: (draft) => set({ draft }),
  drop: () => set({ draft: null }),
}))

/** The kept draft for the basket's lines now: a line added since gets a fresh draft, a removed one loses its. */
export function keptBasketDraft(lines: readonly BasketLine[]): BasketDraft {
  const kept = useBasketDraftStore.getState().draft
  if (kept === null) return emptyBasketDraft(lines)
  return {
    ...kept,
    lines: lines.map((line) => kept.lines.find((draft) => draft.key === line.key) ?? lineDraftFor(line)),
  }
}
