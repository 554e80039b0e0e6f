import { randomUUID } from 'node:crypto'
import type { BookExtraInput } from '../../../shared/api/experiences-v1-booking'
import type { ExperienceTypeV1 } from '../../../shared/api/experiences-v1'
import type { PricedProduct } from '../../../shared/domain/markup'
import { DeskError } from '../../../shared/ipc'
import type { ShownRate } from '../../../shared/ipc/hotels.contract'
import type { MatchedRoom } from './room-match'

/**
 * The fresh offers of a recheck, kept in memory under its recheckId until the first of them stops being usable
 * (a rooms handshake, an experience's priceId: their holds, offer-hold.ts). Accepting books exactly these, so the
 * agent confirms what they were shown; past the hold, or after a restart, the agent is told to check again.
 */

export interface HeldHotel {
  kind: 'hotel'
  requestId: string
  rooms: MatchedRoom[]
  pricedAs: PricedProduct
  shownRate: ShownRate
}

export interface HeldExperience {
  kind: 'experience'
  priceId: string
  type: ExperienceTypeV1
  cityId: string | null
  extras: BookExtraInput[]
  net: number
  currency: string
  pricedAs: PricedProduct
}

/** Per item of the option: what to book, or why there is nothing to book. */
export type HeldItem =
  | { status: 'bookable'; offer: HeldHotel | HeldExperience }
  | { status: 'gone' }
  | { status: 'failed'; message: string }

export interface HeldRecheck {
  recheckId: string
  proposalId: string
  optionId: string
  /** Local clock (ms): the earliest hold of the fresh offers ran out then. */
  usableUntilMs: number
  items: Map<string, HeldItem>
}

/** Rechecks kept at once: an agent checks a handful; a runaway caller must not grow main's memory. */
const KEPT = 50

export interface RecheckStore {
  keep(recheck: Omit<HeldRecheck, 'recheckId'>): HeldRecheck
  /** The recheck named, for this proposal and option, while usable; a DeskError telling to check again otherwise. */
  usable(recheckId: string, proposalId: string, optionId: string): HeldRecheck
}

export function createRecheckStore(nowMs: () => number): RecheckStore {
  const held = new Map<string, HeldRecheck>()
  const sweep = (): void => {
    const now = nowMs()
    for (const [id, recheck] of held) if (recheck.usableUntilMs <= now) held.delete(id)
    // Oldest first (insertion order): the ones an agent is least likely to come back to.
    while (held.size >= KEPT) held.delete(held.keys().next().value as string)
  }
  return {
    keep(recheck) {
      sweep()
      const kept = { ...recheck, recheckId: randomUUID() }
      held.set(kept.recheckId, kept)
      return kept
    },
    usable(recheckId, proposalId, optionId) {
      const recheck = held.get(recheckId)
      if (recheck === undefined || recheck.usableUntilMs <= nowMs()) {
        if (recheck !== undefined) held.delete(recheckId)
        throw new DeskError(
          'CONFLICT',
          'The prices checked are no longer held by the service. Check the option again, then accept.',
          { reason: 'recheckExpired', recheckId },
        )
      }
      if (recheck.proposalId !== proposalId || recheck.optionId !== optionId) {
        throw new DeskError(
          'INVALID_INPUT',
          'These prices were checked for another proposal or option. Check this option, then accept.',
          { field: 'recheckId', reason: 'recheckMismatch' },
        )
      }
      return recheck
    },
  }
}
