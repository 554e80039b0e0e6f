import type { BedChoice } from '../../../../shared/api/availability'
import { sumSellingPrices, toMinor, type SellingPrice } from '../../../../shared/domain/markup'
import type { SelectionOption } from './selection'

type Seller = (supplierCode: string | null, net: number, currency: string) => SellingPrice

/**
 * The rooms picked, sold as one stay: each room priced with its own supplier's rule (a bed bank's room and the
 * agency's own room of one hotel may carry different markups), then summed per currency. `amountOf` picks the
 * room's net (with or without promotions). The selection total, the review and its "price changed" alert use it.
 */
export function sellRooms(
  picked: readonly Pick<SelectionOption, 'room' | 'choice'>[],
  sell: Seller,
  amountOf: (choice: BedChoice) => number = (choice) => choice.totalPriceWithPromo,
): SellingPrice[] {
  return sumSellingPrices(
    picked.map((option) => sell(option.room.supplier.code, amountOf(option.choice), option.choice.currency)),
  )
}

/** A total the service priced again, before and after, in selling terms. */
export interface ChangedSale {
  before: SellingPrice
  after: SellingPrice
}

/**
 * The service priced the stay again (409 price changed) and gives only its new total, no split by room: the new
 * total is sold as main freezes it (the booking's `pricedAs`), and the previous one is the sale the review showed
 * when it is that total.
 */
export function sellChange(
  change: { currency: string; previousTotal: number; total: number },
  shownNet: number,
  shown: SellingPrice,
  sellTotal: (net: number) => SellingPrice,
): ChangedSale {
  const wasShown =
    shown.currency === change.currency &&
    toMinor(shownNet, change.currency) === toMinor(change.previousTotal, change.currency)
  return { before: wasShown ? shown : sellTotal(change.previousTotal), after: sellTotal(change.total) }
}
