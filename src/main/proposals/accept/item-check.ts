import type { CancelCondition } from '../../../shared/domain/cancellation'
import type { PricedProduct } from '../../../shared/domain/markup'
import type { HeldExperience, HeldHotel } from './recheck-store'

/** One item searched again, before it is worded for the agent (RecheckedItem) and held for accepting. */

/** Today's selling price of a net, with main's current markup rules (pricing's). */
export type Seller = (product: PricedProduct, net: number, currency: string) => number

export interface Terms {
  currency: string
  sell: number
  cancellation: CancelCondition[]
}

export type ItemCheck =
  | {
      status: 'same' | 'moved'
      previous: Terms
      current: Terms & { net: number }
      changes: string[]
      held: HeldHotel | HeldExperience
      /** How long the fresh offer is usable, on the service's clock (null: the service gave no expiry). */
      msLeft: number | null
    }
  | { status: 'gone'; previous: Terms; current: null; changes: string[]; held: null; msLeft: null }

export const goneCheck = (previous: Terms, why: string): ItemCheck => ({
  status: 'gone',
  previous,
  current: null,
  changes: [why],
  held: null,
  msLeft: null,
})
