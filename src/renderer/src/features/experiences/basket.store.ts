import { create } from 'zustand'
import type { ExperienceParty } from '../../../../shared/ipc/experiences.contract'
import type { ExperienceOffer } from '../../../../shared/ipc/experiences.contract'

/**
 * The experiences basket: priced offers the agent collected for one customer, booked together (one `groupUuid`).
 * It lives while the app runs (navigation keeps it); an offer keeps the hold it was priced with, so each line
 * shows its own countdown, and an expired one is priced again at booking (experiences.book answers `repriced`).
 */

export interface BasketLine {
  /** Stable key of the line in the basket (an offer may be added twice for other dates). */
  key: string
  offer: ExperienceOffer
  startAt: string
  endAt: string
  party: ExperienceParty
  /** When the offer was received (this computer's clock): offer.hold.msLeft counts from here. */
  receivedAt: number
}

interface BasketState {
  lines: BasketLine[]
  add(line: Omit<BasketLine, 'key'>): string
  remove(key: string): void
  /** The line priced again (new priceId, total, extras, hold), for the same or a changed party. */
  replaceOffer(key: string, offer: ExperienceOffer, receivedAt: number, party?: ExperienceParty): void
  clear(): void
}

let nextKey = 1

export const useBasketStore = create<BasketState>((set) => ({
  lines: [],
  add: (line) => {
    const key = `line-${nextKey++}`
    set((state) => ({ lines: [...state.lines, { ...line, key }] }))
    return key
  },
  remove: (key) => set((state) => ({ lines: state.lines.filter((line) => line.key !== key) })),
  replaceOffer: (key, offer, receivedAt, party) =>
    set((state) => ({
      lines: state.lines.map((line) =>
        line.key === key ? { ...line, offer, receivedAt, party: party ?? line.party } : line,
      ),
    })),
  clear: () => set({ lines: [] }),
}))
